import TouchEngine

/// The ids of every pointer down in one live session, handed out in one place: SDL's fingers and mouse button,
/// pinned virtual fingers and TUIO cursors all take theirs here, so pointers from different sources never share an
/// id (smallest free positive id first, as `PointerIDPool` keeps it). Shared by the translator and other input
/// sources of the same window; used from the thread that runs the playback.
public final class PointerIDs {
    private var pool = PointerIDPool()

    public init() {}

    /// The smallest id no pointer down holds, now held.
    public func take() -> PointerID { pool.take() }

    /// Gives `id` back when its pointer lifted or was cancelled.
    public func release(_ id: PointerID) { pool.release(id) }

    /// How many ids are held.
    public var count: Int { pool.count }
}

/// Gives the pointers of a source that numbers its own (a TUIO receiver) ids from a session's `PointerIDs`, so they
/// never clash with SDL's: a down takes a session id, later events of that pointer carry it, the lift returns it.
public struct PointerIDRenumbering {
    public let ids: PointerIDs
    private var sessionIDs = PointerMap<PointerID>()

    public init(ids: PointerIDs) { self.ids = ids }

    /// `event` with its session id; nil for the motion or lift of a pointer this never saw go down.
    public mutating func renumber(_ event: PointerEvent) -> PointerEvent? {
        var renumbered = event
        switch event.phase {
        case .down:
            // A second down for a pointer already down keeps its id: the engine ends the old touch first.
            let id = sessionIDs[event.id] ?? ids.take()
            sessionIDs[event.id] = id
            renumbered.id = id
        case .move:
            guard let id = sessionIDs[event.id] else { return nil }
            renumbered.id = id
        case .up, .cancel:
            guard let id = sessionIDs.removeValue(forKey: event.id) else { return nil }
            ids.release(id)
            renumbered.id = id
        }
        return renumbered
    }
}
