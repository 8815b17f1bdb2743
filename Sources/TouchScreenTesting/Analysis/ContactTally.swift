import TouchEngine

/// How many contacts came from each source (the totals, the most at once and the cancellations are the analyzer's
/// stream's counts).
struct ContactTally: Sendable {
    private(set) var bySource: [String: Int] = [:]

    /// A contact went down from `source`.
    mutating func noteDown(from source: PointerSource) {
        bySource[source.rawValue, default: 0] += 1
    }
}
