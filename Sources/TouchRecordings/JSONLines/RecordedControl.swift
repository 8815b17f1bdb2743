import TouchEngine

/// Input that reaches the session without being a pointer event: the mouse wheel and the keys that change
/// what the sandbox does. Recorded so a session that used them replays the same (format 1 kinds `wheel` and
/// `key`; readers that do not know them skip them).
public enum ControlInput: Equatable, Sendable {
    /// The wheel turned at a scene position: scale there, or rotate with `rotate` (Shift held).
    case wheel(at: Vector2, steps: Double, rotate: Bool)
    /// A key the sandbox acts on.
    case key(SessionKey)
    /// Not input but when input came: the app did not read its input from this item's time until `until` (it was
    /// busy), and the pointer events that follow, up to `until`, waited unread during that stall. Timers due after
    /// this item's time (a long press, a tap's window, the kiosk's rules) fire only once those events were applied,
    /// as they did live (format 1 kind `stall`, written only when a timer was held back).
    case stall(until: Double)
}

/// One control input of a recording, placed among the pointer events.
public struct RecordedControl: Equatable, Sendable {
    public var time: Double
    public var input: ControlInput
    /// How many of the recording's pointer events come before it.
    public var afterEvents: Int

    public init(time: Double, input: ControlInput, afterEvents: Int) {
        self.time = time
        self.input = input
        self.afterEvents = afterEvents
    }
}
