import TouchEngine

/// One finished contact of a touch device: when it began and ended, where (normalised to the surface, 0…1), and how
/// far it strayed from where it began.
public struct DeviceContact: Equatable, Sendable {
    /// Seconds on the clock shared by the devices compared.
    public var start: Double
    public var end: Double
    public var startPoint: Vector2
    public var endPoint: Vector2
    /// The largest distance from `startPoint` during the contact (normalised).
    public var travel: Double
    /// Whether the contact was still down when the recording or listen ended (then `end` is the last time seen).
    public var unfinished: Bool

    public init(start: Double, end: Double, startPoint: Vector2, endPoint: Vector2, travel: Double = 0, unfinished: Bool = false) {
        self.start = start
        self.end = end
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.travel = travel
        self.unfinished = unfinished
    }

    public var duration: Double { end - start }
}
