/// Measures how long input waits before it is on screen: for each drawn frame, the age of the oldest pointer
/// event applied since the previous frame (event time from SDL's timestamp, frame time from the same clock).
struct FrameLatencyMeter {
    private var oldestPending: Double?
    private(set) var framesWithInput = 0
    private(set) var events = 0
    private(set) var totalLatency = 0.0
    private(set) var worstLatency = 0.0

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
        oldestPending = nil
    }

    /// One line for the log: frames, events per frame, mean and worst wait in milliseconds.
    var summary: String {
        guard framesWithInput > 0 else { return "no input was drawn" }
        let perFrame = Double(events) / Double(framesWithInput)
        let mean = totalLatency / Double(framesWithInput) * 1000
        return "\(events) events in \(framesWithInput) frames (\(String(format: "%.1f", perFrame)) per frame); "
            + "oldest event waited \(String(format: "%.1f", mean)) ms on average, \(String(format: "%.1f", worstLatency * 1000)) ms at most"
    }
}
