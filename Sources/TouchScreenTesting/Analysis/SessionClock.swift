/// The test's own clock: the latest time seen (it only moves forward) and the first event's time, for the test's
/// duration. It is moved by events and by `advance(to:)`, never by a real clock.
struct SessionClock: Sendable {
    private(set) var now: Double = 0
    /// When the first event came; nil before any.
    private(set) var firstTime: Double?

    /// From the first event to now (0 before any event).
    var durationSeconds: Double { firstTime.map { now - $0 } ?? 0 }

    /// An event applied at `time` (already no earlier than `now`).
    mutating func noteEvent(at time: Double) {
        if firstTime == nil { firstTime = time }
        now = time
    }

    /// Moves to `time`; false (and no change) when it is not finite or not later than `now`.
    mutating func advance(to time: Double) -> Bool {
        guard time.isFinite, time > now else { return false }
        now = time
        return true
    }
}
