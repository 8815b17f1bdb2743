/// How many events a touch sent: in all, in the trailing rate window (one second by default, hence "per second"),
/// and the most the window ever held.
struct EventRateMeter: Sendable {
    private(set) var total = 0
    private(set) var peakPerSecond = 0
    private var recent = TimedWindow<Void>()

    /// Events in the trailing rate window (call `trim` first).
    var perSecond: Int { recent.count }

    mutating func count(at time: Double, configuration: TouchScreenTestConfiguration) {
        total += 1
        recent.append((), at: time, capacity: configuration.windowCapacity)
        trim(now: time, configuration: configuration)
        peakPerSecond = max(peakPerSecond, recent.count)
    }

    /// Forgets events that left the rate window by `now`.
    mutating func trim(now: Double, configuration: TouchScreenTestConfiguration) {
        recent.drop(throughTime: now - configuration.rateWindow)
    }
}
