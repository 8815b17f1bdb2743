/// Hands out pointer ids: each new pointer gets the smallest positive id not held by a pointer still down, and
/// gives it back when it lifts. So ids stay small, are reused, and are the same on every run of the same input.
/// Every source of pointers (SDL fingers and the mouse, pinned fingers, TUIO cursors, recorded touches) takes its
/// ids from one of these; pointers from several sources at once take them from the same one, so they never clash.
public struct PointerIDPool: Sendable {
    /// `taken[i]` says whether id `i + 1` is held.
    private var taken: [Bool] = []
    /// How many ids are held.
    public private(set) var count = 0

    public init() {}

    /// The smallest free id, now held.
    public mutating func take() -> PointerID {
        count += 1
        if let free = taken.firstIndex(of: false) {
            taken[free] = true
            return PointerID(free + 1)
        }
        taken.append(true)
        return PointerID(taken.count)
    }

    /// Frees `id`; an id not held is ignored.
    public mutating func release(_ id: PointerID) {
        let index = id.rawValue - 1
        guard taken.indices.contains(index), taken[index] else { return }
        taken[index] = false
        count -= 1
        while taken.last == false { taken.removeLast() }
    }

    /// Whether `id` is held.
    public func isTaken(_ id: PointerID) -> Bool {
        taken.indices.contains(id.rawValue - 1) && taken[id.rawValue - 1]
    }
}
