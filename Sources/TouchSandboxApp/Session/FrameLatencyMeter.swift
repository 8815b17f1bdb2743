import TouchEngine

/// Measures how long input waits before it is on screen: for each drawn frame, the age of the oldest pointer
/// event applied since the previous frame (event time from SDL's timestamp, frame time after the present, both on
/// SDL's millisecond clock). A frame is late when that age is more than one refresh interval (`lateAfter`): the
/// input could have been shown a frame earlier.
///
/// Memory stays the same however long the session runs: ages are counted in 0.1 ms bins up to 100 ms (older
/// ones in the last bin), from which the 95th percentile is read.
struct FrameLatencyMeter {
    /// Seconds an event may wait before its frame counts as late.
    let lateAfter: Double
    private var oldestPending: Double?
    private(set) var framesWithInput = 0
    private(set) var events = 0
    private(set) var totalLatency = 0.0
    private(set) var worstLatency = 0.0
    private(set) var lateFrames = 0
    private static let binWidth = 0.0001
    private var bins = [Int](repeating: 0, count: 1001)

    init(lateAfter: Double = 1.0 / 60) {
        self.lateAfter = lateAfter
    }

    mutating func eventApplied(at time: Double) {
        guard time.isFinite else { return }
        events += 1
        oldestPending = min(oldestPending ?? time, time)
    }

    mutating func frameDrawn(at time: Double) {
        guard let oldest = oldestPending else { return }
        let latency = max(0, time - oldest)
        framesWithInput += 1
        totalLatency += latency
        worstLatency = max(worstLatency, latency)
        if latency > lateAfter { lateFrames += 1 }
        // Clamped: a wait past the last bin (a clock that jumped) counts in the last bin.
        bins[min(Int(clamping: (latency / Self.binWidth).rounded()), bins.count - 1)] += 1
        oldestPending = nil
    }

    /// The mean wait of the oldest event per frame, in seconds; nil before a frame showed input.
    var meanLatency: Double? { framesWithInput > 0 ? totalLatency / Double(framesWithInput) : nil }

    /// The 95th percentile of that wait, in seconds (to the bins' 0.1 ms); nil before a frame showed input.
    var latency95: Double? {
        guard framesWithInput > 0 else { return nil }
        let wanted = Int((Double(framesWithInput) * 0.95).rounded(.up))
        var seen = 0
        for (index, count) in bins.enumerated() {
            seen += count
            if seen >= wanted { return Double(index) * Self.binWidth }
        }
        return worstLatency
    }

    /// One line for the log: frames, events per frame, mean, 95th percentile and worst wait in milliseconds, and
    /// the late frames.
    var summary: String {
        guard let mean = meanLatency, let p95 = latency95 else { return "no input was drawn" }
        let perFrame = Double(events) / Double(framesWithInput)
        func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
        return "\(events) events in \(framesWithInput) frames (\(String(format: "%.1f", perFrame)) per frame); "
            + "oldest event waited \(ms(mean)) ms on average, \(ms(p95)) ms at the 95th percentile, \(ms(worstLatency)) ms at most; "
            + "\(lateFrames) frames late (more than \(ms(lateAfter)) ms)"
    }
}
