import TouchEngine

/// Input that reaches the session without being a pointer event: the mouse wheel and the keys that change
/// what the sandbox does. Recorded so a session that used them replays the same (format 1 kinds `wheel` and
/// `key`; readers that do not know them skip them).
public enum ControlInput: Equatable, Sendable {
    /// The wheel turned at a scene position: scale there, or rotate with `rotate` (Shift held).
    case wheel(at: Vector2, steps: Double, rotate: Bool)
    /// A key the sandbox acts on.
    case key(SessionKey)
}

/// A key whose effect is part of a session, recorded so the session replays the same. Format 1 names it by its
/// letter (`{"kind":"key","key":"p"}`); a reader meeting a letter it does not know skips the line as an unknown kind.
public enum SessionKey: String, Sendable, CaseIterable {
    /// R: every sprite back where the scene placed it.
    case resetLayout = "r"
    /// P: paint mode on or off.
    case paint = "p"
    /// C: clear the paint.
    case clearPaint = "c"
    /// T: show or hide the tray.
    case tray = "t"
    /// O: show or hide the touch overlay.
    case overlay = "o"
    /// H: show or hide the HUD.
    case hud = "h"
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
