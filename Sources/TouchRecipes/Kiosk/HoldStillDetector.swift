import TouchEngine

/// Watches every pointer event passively and reports when `fingers` or more touches have been down
/// together, each within `slop` pixels of where it landed, for `duration` seconds: the kiosk's exit gesture.
///
/// It never takes touches from anyone else; the sprites under the fingers still get them.
public struct HoldStillDetector: Sendable {
    public var fingers: Int
    public var duration: Double
    public var slop: Double
    private var starts: [PointerID: Vector2] = [:]
    private var stillSince: Double?

    public init(fingers: Int = 5, duration: Double = 3, slop: Double = 30) {
        self.fingers = fingers
        self.duration = duration
        self.slop = slop
    }

    /// Feeds one event (after the engine accepted it or not: only well-formed events count).
    public mutating func observe(_ event: PointerEvent) {
        guard event.time.isFinite else { return }
        switch event.phase {
        case .down:
            guard event.position.isFinite else { return }
            starts[event.id] = event.position
            stillSince = starts.count >= fingers ? event.time : nil
        case .move:
            guard let start = starts[event.id], event.position.isFinite else { return }
            if event.position.distance(to: start) > slop {
                // A finger wandered: the hold starts again from here for every finger down.
                starts[event.id] = event.position
                stillSince = starts.count >= fingers ? event.time : nil
            }
        case .up, .cancel:
            guard starts.removeValue(forKey: event.id) != nil else { return }
            if starts.count < fingers { stillSince = nil }
        }
    }

    /// Forgets every touch (after a cancel-all).
    public mutating func reset() {
        starts.removeAll()
        stillSince = nil
    }

    /// Whether the gesture is complete at `time`.
    public func isComplete(at time: Double) -> Bool {
        guard let stillSince else { return false }
        return time - stillSince >= duration
    }

    /// When the hold under way completes if every finger stays still, nil when none is under way.
    public var completionTime: Double? { stillSince.map { $0 + duration } }
}
