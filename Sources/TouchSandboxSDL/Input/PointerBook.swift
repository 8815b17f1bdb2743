import TouchEngine

/// The pointers the SDL window has down, and the rules that keep them consistent whatever SDL sends (after SDL's
/// own `SDL_touch.c`): a second down for a pointer already down first lifts the old one; motion or a lift for a
/// pointer never seen going down produces nothing and is counted; motion that changes nothing is dropped when asked;
/// a lift happens at the last known position when the event's is broken. Ids come from the session's `PointerIDs`.
struct PointerBook {
    /// What holds a pointer down.
    enum Owner: Hashable {
        case finger(TouchDeviceID, FingerID)
        case mouseButton
        /// A virtual finger pinned with the mouse (see `MousePin`); the number tells pins apart.
        case pinned(Int)
    }

    struct Pointer {
        let id: PointerID
        let owner: Owner
        var position: Vector2
        var pressure: Double
        let source: PointerSource
    }

    let ids: PointerIDs
    /// In the order they went down.
    private(set) var all: [Pointer] = []
    /// Motion or lifts for pointers that were not down.
    private(set) var unknownPointerEvents = 0

    init(ids: PointerIDs) { self.ids = ids }

    var count: Int { all.count }

    func pointer(for owner: Owner) -> Pointer? { all.first { $0.owner == owner } }

    /// A pointer goes down: the lost lift of one already down for `owner` comes first.
    mutating func down(_ owner: Owner, at position: Vector2, pressure: Double, source: PointerSource, time: Double) -> [PointerEvent] {
        var events: [PointerEvent] = []
        if let lost = remove(owner) { events.append(event(.up, lost, time: time, pressure: 0)) }
        let pointer = Pointer(id: ids.take(), owner: owner, position: position, pressure: pressure, source: source)
        all.append(pointer)
        events.append(event(.down, pointer, time: time))
        return events
    }

    /// A pointer moves; nothing for one not down (counted) or, with `dropUnchanged`, for motion that changes nothing.
    mutating func move(_ owner: Owner, to position: Vector2, pressure: Double, time: Double, dropUnchanged: Bool) -> [PointerEvent] {
        guard let index = all.firstIndex(where: { $0.owner == owner }) else {
            unknownPointerEvents += 1
            return []
        }
        if dropUnchanged, all[index].position == position, all[index].pressure == pressure { return [] }
        all[index].position = position
        all[index].pressure = pressure
        return [event(.move, all[index], time: time)]
    }

    /// A pointer lifts at `position` (its last known one when `position` is broken); nothing for one not down (counted).
    mutating func lift(_ owner: Owner, at position: Vector2, pressure: Double, time: Double) -> [PointerEvent] {
        guard let lifted = remove(owner) else {
            unknownPointerEvents += 1
            return []
        }
        return [PointerEvent(.up, id: lifted.id, position: position.isFinite ? position : lifted.position, time: time,
                             pressure: pressure, source: lifted.source)]
    }

    /// Cancels the pointers `predicate` picks, in id order.
    mutating func cancel(where predicate: (Pointer) -> Bool, time: Double) -> [PointerEvent] {
        let cancelled = all.filter(predicate).sorted { $0.id < $1.id }
        all.removeAll(where: predicate)
        for pointer in cancelled { ids.release(pointer.id) }
        return cancelled.map { event(.cancel, $0, time: time) }
    }

    private mutating func remove(_ owner: Owner) -> Pointer? {
        guard let index = all.firstIndex(where: { $0.owner == owner }) else { return nil }
        let pointer = all.remove(at: index)
        ids.release(pointer.id)
        return pointer
    }

    private func event(_ phase: PointerPhase, _ pointer: Pointer, time: Double, pressure: Double? = nil) -> PointerEvent {
        PointerEvent(phase, id: pointer.id, position: pointer.position, time: time,
                     pressure: pressure ?? pointer.pressure, source: pointer.source)
    }
}
