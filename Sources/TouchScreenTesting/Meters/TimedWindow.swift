import TouchEngine

/// Values stamped with a time, kept only while they are inside a trailing window, and never more than a capacity
/// (a flood of events stamped with the same time cannot grow it without end). Append in time order.
struct TimedWindow<Value: Sendable>: Sendable {
    private(set) var items: [(time: Double, value: Value)] = []
    private var head = 0

    var count: Int { items.count - head }
    var values: ArraySlice<(time: Double, value: Value)> { items[head...] }

    /// Appends `value`; when that makes more than `capacity`, drops the oldest and returns it (so running sums can follow).
    @discardableResult
    mutating func append(_ value: Value, at time: Double, capacity: Int) -> Value? {
        items.append((time, value))
        guard count > max(1, capacity) else { return nil }
        let oldest = items[head].value
        head += 1
        compact()
        return oldest
    }

    /// Drops every value stamped at or before `cutoff`; returns them (oldest first) so running sums can follow.
    @discardableResult
    mutating func drop(throughTime cutoff: Double) -> ArraySlice<(time: Double, value: Value)> {
        let start = head
        while head < items.count, items[head].time <= cutoff { head += 1 }
        let dropped = ArraySlice(items[start..<head])
        compact()
        return dropped
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Forgets the dropped prefix once it is most of the storage.
    private mutating func compact() {
        if head > 512, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
    }
}
