import TouchEngine

/// What the app hears from SDL, after the `EventTranslator` has cleaned it up. No SDL types inside.
public enum InputEvent: Equatable, Sendable {
    /// A finger, the left mouse button or a pinned virtual finger went down, moved, lifted or was cancelled.
    case pointer(PointerEvent)
    /// The wheel turned at a scene position. `steps` > 0 means turned away from the user (scroll up);
    /// `rotate` is true when Shift was held (rotate rather than zoom).
    case wheel(at: Vector2, steps: Double, rotate: Bool)
    case key(KeyPress)
    /// The user asked to quit (window closed, SIGINT through SDL, ...).
    case quit
    /// The window changed size; the translator's mapping already follows it.
    case windowResized(PixelSize)
    /// The window's contents were lost or it became visible again: draw a frame.
    case windowExposed
    /// The window lost keyboard focus; every active pointer was cancelled just before this.
    case focusLost
    case touchDeviceAdded(TouchDeviceID)
    /// A touch device vanished; its fingers were cancelled just before this.
    case touchDeviceRemoved(TouchDeviceID)
    /// A real mouse (not a touch SDL turned into a mouse) moved: kiosk mode shows the cursor again.
    case realMouseMoved
    /// Not an event but when events came: the ones that follow, up to `caughtUp`, were waiting unread in SDL's
    /// queue since `since` (seconds, the last time it was emptied), and SDL stamped them when it read them, all at
    /// about the same late time. The app was busy (drawing, a stall); they may have happened any time in between, so
    /// no timer due after `since` may fire before they are applied.
    case waitedUnread(since: Double)
    /// The events that waited unread were all given.
    case caughtUp
}

/// The keys the app responds to.
public enum Key: String, Sendable, CaseIterable {
    case escape, r, f, o, h, p, c, t, f11, space
    /// The test screen's guided procedure: next step (skip), guide shown or hidden.
    case n, g
}

/// Modifier keys held during a key press or wheel turn.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// One key going down.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    /// True when the key is auto-repeating while held.
    public var isRepeat: Bool

    public init(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
