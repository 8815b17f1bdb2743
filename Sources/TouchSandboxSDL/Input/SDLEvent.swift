import TouchEngine

/// One SDL event as a Swift value (in the style of PureSwift/SDL's `SDL.Event`): what the event says, decoded and
/// nothing more — no mapping to the scene, no pointer ids, no state. Positions stay as SDL gives them: window points
/// for the mouse, 0…1 of the window for fingers. `SDLEvent(_:)` builds one from an `SDL_Event`.
public enum SDLEvent: Equatable, Sendable {
    case finger(Finger)
    case mouseMotion(MouseMotion)
    case mouseButton(MouseButton)
    case mouseWheel(MouseWheel)
    case key(Key)
    case window(Window)
    case quit
    /// An event the app has no use for (including the user event that only wakes the loop).
    case ignored

    /// When SDL stamped it: the low 32 bits of its millisecond clock; 0 for `quit` and `ignored`.
    public var timestamp: UInt32 {
        switch self {
        case .finger(let event): event.timestamp
        case .mouseMotion(let event): event.timestamp
        case .mouseButton(let event): event.timestamp
        case .mouseWheel(let event): event.timestamp
        case .key(let event): event.timestamp
        case .window(let event): event.timestamp
        case .quit, .ignored: 0
        }
    }

    /// A finger went down, moved or lifted on a touch device.
    public struct Finger: Equatable, Sendable {
        public enum Phase: Sendable { case down, motion, up }
        public var phase: Phase
        public var device: TouchDeviceID
        public var finger: FingerID
        /// 0…1 across and down the window.
        public var x: Double
        public var y: Double
        /// 0…1; non-finite values from a device are kept as they came.
        public var pressure: Float
        public var timestamp: UInt32
        /// SDL made this finger up from the mouse (the hint that does so is off; counted if it happens anyway).
        public var isFromMouse: Bool
    }

    /// The mouse moved (window points).
    public struct MouseMotion: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var timestamp: UInt32
        /// SDL made this motion up from a touch.
        public var isFromTouch: Bool
    }

    /// A mouse button was pressed or released (window points).
    public struct MouseButton: Equatable, Sendable {
        public enum Button: Equatable, Sendable {
            case left, middle, right
            case other(UInt8)
        }
        public var button: Button
        public var isPressed: Bool
        public var x: Double
        public var y: Double
        public var timestamp: UInt32
        public var isFromTouch: Bool
    }

    /// The wheel turned, with the cursor at (`x`, `y`) in window points.
    public struct MouseWheel: Equatable, Sendable {
        /// Steps away from the user (scroll up) are positive; a "flipped" (natural scrolling) wheel is turned back.
        public var steps: Double
        public var x: Double
        public var y: Double
        public var timestamp: UInt32
        public var isFromTouch: Bool
    }

    /// A key went down.
    public struct Key: Equatable, Sendable {
        /// The app's key, nil for a key it has no use for.
        public var key: TouchSandboxSDL.Key?
        public var modifiers: KeyModifiers
        public var isRepeat: Bool
        public var timestamp: UInt32
    }

    /// Something happened to the window.
    public struct Window: Equatable, Sendable {
        public enum Change: Equatable, Sendable {
            /// Its size changed (points; its drawable's pixels may have changed with it).
            case sizeChanged(PixelSize)
            case focusLost
            /// Its contents were lost or it became visible again.
            case exposed
            case other
        }
        public var change: Change
        public var timestamp: UInt32
    }
}
