/// A key whose effect is part of a sandbox session, recorded so the session replays the same. Format 1 names it by
/// its letter (`{"kind":"key","key":"p"}`) and docs/formats.md lists the letters, so the set belongs to the format:
/// a reader meeting a letter it does not know skips the line as an unknown kind. What each key does is the app's.
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
