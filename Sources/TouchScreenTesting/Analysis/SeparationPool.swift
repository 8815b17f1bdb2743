import TouchEngine

/// The touches whose distances to each other are measured: the first `separationPoolSize` down at once, so the work
/// per event stays bounded however many fingers are down. A touch leaves when it ends, making room for the next.
struct SeparationPool: Sendable {
    private(set) var members: [PointerID] = []

    /// Adds a touch that went down; false when the pool is full and it is not measured.
    mutating func join(_ id: PointerID, capacity: Int) -> Bool {
        guard members.count < capacity else { return false }
        members.append(id)
        return true
    }

    mutating func leave(_ id: PointerID) {
        if let index = members.firstIndex(of: id) { members.remove(at: index) }
    }

    func contains(_ id: PointerID) -> Bool { members.contains(id) }
}
