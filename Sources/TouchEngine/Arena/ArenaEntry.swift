/// A recogniser's place in one touch's arena, handed to it when it joins (as Flutter's `GestureArenaEntry`).
///
/// Only the holder of an entry can resolve its own claim: `GestureEngine.accept(_:)` wins the touch for it,
/// `GestureEngine.reject(_:)` leaves the arena, `GestureEngine.handOver(_:to:target:)` gives the touch to
/// another recogniser, `GestureEngine.giveBack(_:)` returns a touch it won to the arena, to be offered afresh. Entries cannot be made outside the engine, so no recogniser can resolve another's claim.
public struct ArenaEntry: Hashable, Sendable, CustomStringConvertible {
    /// The touch this entry is for.
    public let pointer: PointerID
    /// The recogniser's place in the engine's list.
    let member: Int
    /// Which of the touches that have had this id (ids are reused once a touch lifts): an entry kept past its touch's
    /// lift resolves nothing.
    let touchSerial: Int

    init(pointer: PointerID, member: Int, touchSerial: Int) {
        self.pointer = pointer
        self.member = member
        self.touchSerial = touchSerial
    }

    public var description: String { "arena entry of touch \(pointer) for recogniser #\(member)" }
}
