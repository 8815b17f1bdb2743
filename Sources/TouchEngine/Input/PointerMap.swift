/// A small map from the touches that are down to per-touch values, searched linearly.
///
/// A screen has at most a few dozen touches down, so a linear search over a compact array beats hashing
/// on every move; and iteration follows the order the touches landed, so it is the same on every run.
/// Its members are inlinable, so a recogniser in another module gets them specialised for its values.
public struct PointerMap<Value> {
    @usableFromInline var storedKeys: [PointerID] = []
    @usableFromInline var storedValues: [Value] = []

    /// The touches, in the order they were added.
    @inlinable
    public var keys: [PointerID] { storedKeys }
    /// Their values, in the same order.
    @inlinable
    public var values: [Value] { storedValues }

    @inlinable
    public init() {}

    @inlinable
    public var isEmpty: Bool { storedKeys.isEmpty }
    @inlinable
    public var count: Int { storedKeys.count }

    @usableFromInline @inline(__always)
    func index(of id: PointerID) -> Int? {
        var i = 0
        while i < storedKeys.count {
            if storedKeys[i] == id { return i }
            i += 1
        }
        return nil
    }

    @inlinable
    public subscript(id: PointerID) -> Value? {
        get {
            guard let i = index(of: id) else { return nil }
            return storedValues[i]
        }
        set {
            if let i = index(of: id) {
                if let newValue { storedValues[i] = newValue } else { storedKeys.remove(at: i); storedValues.remove(at: i) }
            } else if let newValue {
                storedKeys.append(id)
                storedValues.append(newValue)
            }
        }
    }

    /// Whether a touch has a value, without reading it.
    @inlinable
    public func contains(_ id: PointerID) -> Bool { index(of: id) != nil }

    /// Changes the value of a touch in place; does nothing for an unknown touch.
    @inlinable @inline(__always)
    public mutating func update(_ id: PointerID, _ change: (inout Value) -> Void) {
        if let i = index(of: id) { change(&storedValues[i]) }
    }

    @inlinable
    @discardableResult
    public mutating func removeValue(forKey id: PointerID) -> Value? {
        guard let i = index(of: id) else { return nil }
        storedKeys.remove(at: i)
        return storedValues.remove(at: i)
    }

    /// Touches and values in the order the touches were added.
    @inlinable
    public var pairs: Zip2Sequence<[PointerID], [Value]> { zip(storedKeys, storedValues) }
}

extension PointerMap: Sendable where Value: Sendable {}
