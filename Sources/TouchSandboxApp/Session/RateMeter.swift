/// Counts things per second over a sliding one-second window (frames, events).
///
/// It keeps one time stamp per tick of the last second, at most `maximumTicks` of them: a faster stream (a
/// recording whose clock stands still, a TUIO flood) reads as that many per second instead of growing memory.
struct RateMeter {
    /// 16,384 a second: ten fingers on a 1,000 Hz panel are 10,000.
    static let maximumTicks = 16_384
    private var stamps: [Double] = []
    private var head = 0

    mutating func tick(at time: Double) {
        if stamps.count - head >= Self.maximumTicks { head += 1 }
        stamps.append(time)
        trim(now: time)
    }

    mutating func trim(now: Double) {
        while head < stamps.count, stamps[head] < now - 1 { head += 1 }
        if head > 1024 {
            stamps.removeFirst(head)
            head = 0
        }
    }

    /// Ticks in the last second before `now`.
    mutating func rate(now: Double) -> Int {
        trim(now: now)
        return stamps.count - head
    }
}
