/// A recogniser's place in one touch's arena, handed to it when it joins (as Flutter's `GestureArenaEntry`).
///
/// Only the holder of an entry can resolve its own claim: `GestureEngine.accept(_:)` wins the touch for it,
/// `GestureEngine.reject(_:)` leaves the arena, `GestureEngine.handOver(_:to:target:)` gives the touch to
/// another recogniser. Entries cannot be made outside the engine, so no recogniser can resolve another's claim.
public struct ArenaEntry: Hashable, Sendable, CustomStringConvertible {
    /// The touch this entry is for.
    public let pointer: PointerID
    /// The recogniser's place in the engine's list.
    let member: Int

    init(pointer: PointerID, member: Int) {
        self.pointer = pointer
        self.member = member
    }

    public var description: String { "arena entry of touch \(pointer) for recogniser #\(member)" }
}
