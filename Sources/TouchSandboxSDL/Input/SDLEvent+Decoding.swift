import CSDL2

extension SDLEvent {
    /// Decodes `event`: the only place an `SDL_Event`'s union is read.
    public init(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            self = .finger(Finger(event.tfinger))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            self = .mouseMotion(MouseMotion(x: Double(motion.x), y: Double(motion.y), timestamp: motion.timestamp,
                                            isFromTouch: motion.which == TS_SDL_TOUCH_MOUSEID))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            self = .mouseButton(MouseButton(event.button))
        case SDL_MOUSEWHEEL:
            self = .mouseWheel(MouseWheel(event.wheel))
        case SDL_KEYDOWN:
            let key = event.key
            self = .key(Key(key: Self.key(for: key.keysym.sym), modifiers: KeyModifiers(sdl: UInt32(key.keysym.mod)),
                            isRepeat: key.repeat != 0, timestamp: key.timestamp))
        case SDL_WINDOWEVENT:
            self = .window(Window(event.window))
        case SDL_QUIT:
            self = .quit
        default:
            self = .ignored
        }
    }

    /// The app's key for an SDL keycode, nil for keys it has no use for.
    static func key(for keycode: SDL_Keycode) -> TouchSandboxSDL.Key? {
        switch UInt32(bitPattern: keycode) {
        case SDLK_ESCAPE.rawValue: .escape
        case SDLK_r.rawValue: .r
        case SDLK_f.rawValue: .f
        case SDLK_o.rawValue: .o
        case SDLK_h.rawValue: .h
        case SDLK_p.rawValue: .p
        case SDLK_c.rawValue: .c
        case SDLK_t.rawValue: .t
        case SDLK_F11.rawValue: .f11
        case SDLK_SPACE.rawValue: .space
        case SDLK_n.rawValue: .n
        case SDLK_g.rawValue: .g
        default: nil
        }
    }
}

extension SDLEvent.Finger {
    init(_ finger: SDL_TouchFingerEvent) {
        let phase: Phase = switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN: .down
        case SDL_FINGERMOTION: .motion
        default: .up
        }
        self.init(phase: phase, device: TouchDeviceID(finger.touchId), finger: FingerID(finger.fingerId),
                  x: Double(finger.x), y: Double(finger.y), pressure: finger.pressure, timestamp: finger.timestamp,
                  isFromMouse: finger.touchId == TS_SDL_MOUSE_TOUCHID)
    }
}

extension SDLEvent.MouseButton {
    init(_ button: SDL_MouseButtonEvent) {
        let which: Button = switch Int32(button.button) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: .other(button.button)
        }
        self.init(button: which, isPressed: SDL_EventType(button.type) == SDL_MOUSEBUTTONDOWN,
                  x: Double(button.x), y: Double(button.y), timestamp: button.timestamp,
                  isFromTouch: button.which == TS_SDL_TOUCH_MOUSEID)
    }
}

extension SDLEvent.MouseWheel {
    init(_ wheel: SDL_MouseWheelEvent) {
        var steps = wheel.preciseY != 0 ? Double(wheel.preciseY) : Double(wheel.y)
        if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { steps = -steps }
        self.init(steps: steps, x: Double(wheel.mouseX), y: Double(wheel.mouseY), timestamp: wheel.timestamp,
                  isFromTouch: wheel.which == TS_SDL_TOUCH_MOUSEID)
    }
}

extension SDLEvent.Window {
    init(_ window: SDL_WindowEvent) {
        let change: Change = switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: .sizeChanged(PixelSize(width: Int(window.data1), height: Int(window.data2)))
        case SDL_WINDOWEVENT_FOCUS_LOST: .focusLost
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED: .exposed
        default: .other
        }
        self.init(change: change, timestamp: window.timestamp)
    }
}
