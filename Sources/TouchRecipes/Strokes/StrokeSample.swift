import TouchEngine

/// One sampled point of a stroke: where the finger was and when.
public struct StrokeSample: Hashable, Sendable {
    /// Window pixels, origin top-left, y down.
    public var position: Vector2
    /// Seconds since the start of the session.
    public var time: Double

    public init(_ position: Vector2, time: Double) {
        self.position = position
        self.time = time
    }

    public init(x: Double, y: Double, time: Double) {
        self.init(Vector2(x, y), time: time)
    }
}
