/// What the kiosk's own rules did in a session, in the state document's `kiosk` (present for kiosk sessions only):
/// idle resets, the screen blanked and woken, and the touches that only woke it.
public struct KioskActivity: Codable, Equatable, Sendable {
    /// Idle resets done, and the time (seconds, the session's clock) of the last one.
    public var idleResets: Int
    public var lastIdleReset: Double?
    /// Times the screen went blank, and whether it is blank at the end.
    public var blanks: Int
    public var blank: Bool
    /// Times a touch woke the blank screen, and the time of the last one.
    public var wakes: Int
    public var lastWake: Double?
    /// Pointer events that only woke the screen and were not applied (`wakeTouch`).
    public var wakeOnlyEvents: Int

    public init(idleResets: Int, lastIdleReset: Double?, blanks: Int, blank: Bool, wakes: Int, lastWake: Double?, wakeOnlyEvents: Int) {
        self.idleResets = idleResets
        self.lastIdleReset = lastIdleReset
        self.blanks = blanks
        self.blank = blank
        self.wakes = wakes
        self.lastWake = lastWake
        self.wakeOnlyEvents = wakeOnlyEvents
    }
}
