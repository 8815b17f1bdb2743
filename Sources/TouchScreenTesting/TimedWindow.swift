import TouchEngine

/// Values stamped with a time, kept only while they are inside a trailing window. Append in time order.
struct TimedWindow<Value: Sendable>: Sendable {
    private(set) var items: [(time: Double, value: Value)] = []
    private var head = 0

    var count: Int { items.count - head }
    var values: ArraySlice<(time: Double, value: Value)> { items[head...] }

    mutating func append(_ value: Value, at time: Double) { items.append((time, value)) }

    /// Drops every value stamped at or before `cutoff`; returns them (oldest first) so running sums can follow.
    @discardableResult
    mutating func drop(throughTime cutoff: Double) -> ArraySlice<(time: Double, value: Value)> {
        let start = head
        while head < items.count, items[head].time <= cutoff { head += 1 }
        let dropped = items[start..<head]
        if head > 512, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
            return ArraySlice(dropped)
        }
        return dropped
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }
}
