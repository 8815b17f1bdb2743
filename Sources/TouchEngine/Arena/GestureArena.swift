/// Keeps the books of which recognisers compete for each touch, in the spirit of Flutter's gesture arena:
/// the first to accept, or the last not to reject, wins.
///
/// Members are recogniser indices in the engine's list, in the order they joined (the order the recognisers
/// were added). The arena only keeps the books (open, join, accept, reject, hand, close); the engine tells
/// the recognisers what the books decided.
struct GestureArena {
    struct Entry {
        var members: [Int] = []
        var owner: Int?
        /// Tells apart the touches that have had this id.
        var serial: Int
    }

    private(set) var entries = PointerMap<Entry>()
    /// Grows with every change of membership, so a caller walking a member list knows when to re-check it.
    private(set) var version = 0
    private var nextSerial = 0

    // Queries read the entry in place: they run several times for every move.
    func members(of id: PointerID) -> [Int] {
        guard let i = entries.index(of: id) else { return [] }
        return entries.storedValues[i].members
    }
    func owner(of id: PointerID) -> Int? {
        guard let i = entries.index(of: id) else { return nil }
        return entries.storedValues[i].owner
    }
    func contains(_ member: Int, for id: PointerID) -> Bool {
        guard let i = entries.index(of: id) else { return false }
        return entries.storedValues[i].members.contains(member)
    }
    /// The serial of the touch now holding `id`'s arena, for the entries handed out.
    func serial(of id: PointerID) -> Int? {
        guard let i = entries.index(of: id) else { return nil }
        return entries.storedValues[i].serial
    }
    /// Whether `entry` is for the touch that now holds its id, and its recogniser is still a member.
    func isCurrent(_ entry: ArenaEntry) -> Bool {
        guard let i = entries.index(of: entry.pointer) else { return false }
        return entries.storedValues[i].serial == entry.touchSerial && entries.storedValues[i].members.contains(entry.member)
    }

    mutating func open(_ id: PointerID) {
        version += 1
        nextSerial += 1
        entries[id] = Entry(serial: nextSerial)
    }
    mutating func close(_ id: PointerID) { version += 1; entries[id] = nil }

    mutating func join(_ member: Int, for id: PointerID) {
        version += 1
        entries.update(id) { $0.members.append(member) }
    }

    /// Makes `member` the owner; returns the members it beat, to be told.
    mutating func accept(_ member: Int, for id: PointerID) -> [Int] {
        guard var entry = entries[id], entry.members.contains(member) else { return [] }
        version += 1
        let losers = entry.members.filter { $0 != member }
        entry.members = [member]
        entry.owner = member
        entries[id] = entry
        return losers
    }

    /// Removes `member`; returns the last member left when that makes it the winner.
    mutating func reject(_ member: Int, for id: PointerID) -> Int? {
        guard var entry = entries[id], let position = entry.members.firstIndex(of: member) else { return nil }
        version += 1
        entry.members.remove(at: position)
        var winner: Int?
        if entry.owner == member { entry.owner = nil }
        if entry.owner == nil, entry.members.count == 1 {
            entry.owner = entry.members[0]
            winner = entry.owner
        }
        entries[id] = entry
        return winner
    }

    /// Gives the touch to `member` alone; returns the members it replaced.
    mutating func hand(_ id: PointerID, to member: Int) -> [Int] {
        let previous = entries[id]?.members.filter { $0 != member } ?? []
        version += 1
        entries[id] = Entry(members: [member], owner: member, serial: entries[id]?.serial ?? 0)
        return previous
    }
}
