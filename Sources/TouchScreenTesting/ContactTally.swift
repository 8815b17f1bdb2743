import TouchEngine

/// How many contacts the test saw: in all, the most down at once, how many were cancelled, and how many came from
/// each source.
struct ContactTally: Sendable {
    private(set) var total = 0
    private(set) var maxSimultaneous = 0
    private(set) var cancelled = 0
    private(set) var bySource: [String: Int] = [:]

    /// A contact went down from `source`, making `downNow` down at once.
    mutating func noteDown(from source: PointerSource, downNow: Int) {
        total += 1
        bySource[source.rawValue, default: 0] += 1
        maxSimultaneous = max(maxSimultaneous, downNow)
    }

    mutating func noteCancel() { cancelled += 1 }
}
