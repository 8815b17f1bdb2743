/// A small map from the touches that are down to per-touch values, searched linearly.
///
/// A screen has at most a few dozen touches down, so a linear search over a compact array beats hashing
/// on every move; and iteration follows the order the touches landed, so it is the same on every run.
public struct PointerMap<Value> {
    public private(set) var keys: [PointerID] = []
    public private(set) var values: [Value] = []

    public init() {}

    public var isEmpty: Bool { keys.isEmpty }
    public var count: Int { keys.count }

    @inline(__always)
    func index(of id: PointerID) -> Int? {
        for i in keys.indices where keys[i] == id { return i }
        return nil
    }

    public subscript(id: PointerID) -> Value? {
        get { index(of: id).map { values[$0] } }
        set {
            if let i = index(of: id) {
                if let newValue { values[i] = newValue } else { keys.remove(at: i); values.remove(at: i) }
            } else if let newValue {
                keys.append(id)
                values.append(newValue)
            }
        }
    }

    /// Changes the value of a touch in place; does nothing for an unknown touch.
    @inline(__always)
    public mutating func update(_ id: PointerID, _ change: (inout Value) -> Void) {
        if let i = index(of: id) { change(&values[i]) }
    }

    @discardableResult
    public mutating func removeValue(forKey id: PointerID) -> Value? {
        guard let i = index(of: id) else { return nil }
        keys.remove(at: i)
        return values.remove(at: i)
    }

    /// Touches and values in the order the touches were added.
    public var pairs: Zip2Sequence<[PointerID], [Value]> { zip(keys, values) }
}

extension PointerMap: Sendable where Value: Sendable {}
