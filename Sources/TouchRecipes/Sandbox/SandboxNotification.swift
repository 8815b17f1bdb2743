import TouchEngine

/// Something the sandbox recognised or did, for the app to show feedback (a toast, the background); drained
/// each frame with `Sandbox.drainNotifications()`.
public enum SandboxNotification: Equatable, Sendable {
    /// A tap (count 1) or double tap (count 2), reported once it is certain: a single tap only after
    /// the double-tap window passed. `sprite` is nil on the empty canvas.
    case tap(TapRecord)
    /// A sprite was held still for the long-press delay.
    case longPress(sprite: String, at: Vector2)
    case menuOpened(sprite: String)
    case menuClosed
    /// A menu item ran.
    case menuAction(MenuAction, sprite: String)
    /// A one-finger canvas stroke was a circle; `selected` lists the sprite ids now selected.
    case circle(RecognizedGesture, selected: [String])
    /// A one-finger canvas stroke matched a user-taught gesture; `stroke` is the stroke's bounding box.
    case template(RecognizedGesture, stroke: Rect)
    /// A tap of 2 to 4 fingers (`fingers` in the record); a two-finger tap also undoes the last move (`moveUndone`).
    case multiFingerTap(TapRecord)
    /// The two-finger tap eased this sprite back to where it was before its last move.
    case moveUndone(sprite: String)
    /// A finger swiped in from an edge (the bottom one shows the tray).
    case edgeSwipe(RecognizedGesture)
    case selectionCleared
    /// A swipe of `fingers` fingers (the three-finger example recogniser).
    case swipe(SwipeDirection, fingers: Int)
    /// The three-finger swipe asks the app to show the next background colour.
    case cycleBackground
    /// A draggable control was tapped.
    case actionTriggered(ControlAction, sprite: String)
    /// A new sprite was dragged out of the tray.
    case spriteCreated(sprite: String)
    case spriteDeleted(sprite: String)
    /// Anything an app's own recogniser wants to say.
    case custom(String)
}
