/// Counts things per second over a sliding one-second window (frames, events).
struct RateMeter {
    private var stamps: [Double] = []
    private var head = 0

    mutating func tick(at time: Double) {
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
