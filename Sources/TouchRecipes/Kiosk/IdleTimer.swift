import TouchEngine

/// Fires once after `interval` seconds without any touch, then waits for the next touch to arm again:
/// the kiosk's idle reset.
public struct IdleTimer: Sendable {
    public var interval: Double
    private var lastActivity: Double
    private var fired = false

    public init(interval: Double = 120, start: Double = 0) {
        self.interval = interval
        lastActivity = start
    }

    /// Any pointer event counts as activity.
    public mutating func observe(_ event: PointerEvent) {
        guard event.time.isFinite else { return }
        lastActivity = max(lastActivity, event.time)
        fired = false
    }

    /// True exactly once per idle period: when `time` is `interval` past the last activity and no touch is down.
    public mutating func shouldFire(at time: Double, touchesDown: Int) -> Bool {
        if touchesDown > 0 {
            lastActivity = max(lastActivity, time)
            return false
        }
        guard !fired, interval > 0, time - lastActivity >= interval else { return false }
        fired = true
        return true
    }

    /// When the timer would fire if nothing happens (for the loop's sleep), nil when it already fired.
    public var deadline: Double? { fired || interval <= 0 ? nil : lastActivity + interval }
}
