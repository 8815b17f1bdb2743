/// A finger's report rate while it moves: Linux reports a contact only when it changes, so a still finger says
/// nothing of the rate. The interval since the last report counts when the finger moved its anchor less than
/// `stillDuration` ago and the gap is no longer than `rateGapLimit`.
struct ReportRateMeter: Sendable {
    private var movingIntervals = 0
    private var movingSeconds = 0.0
    /// When the touch last reported (a down or a move).
    private(set) var lastReportTime: Double?

    /// A report at `time`, the finger still since `stillSince`.
    mutating func report(at time: Double, stillSince: Double, configuration: TouchScreenTestConfiguration) {
        defer { lastReportTime = time }
        guard let last = lastReportTime, time > last, time - last <= configuration.rateGapLimit,
              time - stillSince < configuration.stillDuration else { return }
        movingIntervals += 1
        movingSeconds += time - last
    }

    /// Reports per second while moving, once enough intervals were seen.
    func rate(configuration: TouchScreenTestConfiguration) -> Double? {
        guard movingIntervals >= configuration.rateMinimumIntervals, movingSeconds > 0 else { return nil }
        return Double(movingIntervals) / movingSeconds
    }
}
