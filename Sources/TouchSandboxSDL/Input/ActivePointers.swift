import TouchEngine

/// The pointers currently down, each with the small `PointerID` the engine sees.
///
/// The rule it keeps: a new pointer gets the smallest positive id not held by any active pointer
/// (fingers, the left mouse button and pinned virtual fingers share one id space).
struct ActivePointers {
    /// What holds a pointer down.
    enum Owner: Hashable {
        case finger(TouchDeviceID, FingerID)
        case mouseButton
        /// A virtual finger pinned with the right mouse button; the number tells pins apart.
        case pinned(Int)
    }

    struct Pointer {
        let id: PointerID
        let owner: Owner
        var position: Vector2
        var pressure: Double
        let source: PointerSource
    }

    /// In the order they went down.
    private(set) var all: [Pointer] = []

    var count: Int { all.count }

    func pointer(for owner: Owner) -> Pointer? {
        all.first { $0.owner == owner }
    }

    /// Registers a new pointer and returns it with its freshly allocated id.
    mutating func add(_ owner: Owner, at position: Vector2, pressure: Double, source: PointerSource) -> Pointer {
        var candidate = 1
        let used = Set(all.map(\.id.rawValue))
        while used.contains(candidate) { candidate += 1 }
        let pointer = Pointer(id: PointerID(candidate), owner: owner, position: position, pressure: pressure, source: source)
        all.append(pointer)
        return pointer
    }

    /// Updates a pointer's position and pressure; returns the updated pointer, nil if unknown.
    mutating func move(_ owner: Owner, to position: Vector2, pressure: Double) -> Pointer? {
        guard let index = all.firstIndex(where: { $0.owner == owner }) else { return nil }
        all[index].position = position
        all[index].pressure = pressure
        return all[index]
    }

    @discardableResult
    mutating func remove(_ owner: Owner) -> Pointer? {
        guard let index = all.firstIndex(where: { $0.owner == owner }) else { return nil }
        return all.remove(at: index)
    }

    mutating func removeAll(where predicate: (Pointer) -> Bool) -> [Pointer] {
        let removed = all.filter(predicate)
        all.removeAll(where: predicate)
        return removed
    }
}
