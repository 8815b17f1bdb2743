import CSDL2
import TouchEngine
@testable import TouchSandboxSDL

/// Hand-built SDL events, so translator tests need no SDL running.
enum Make {
    static func finger(_ type: SDL_EventType, touch: Int64 = 7, finger: Int64, x: Float, y: Float,
                       ms: UInt32, pressure: Float = 1) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.timestamp = ms
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = pressure
        return event
    }

    static func mouseButton(_ type: SDL_EventType, button: Int32, x: Int32, y: Int32, ms: UInt32,
                            which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.timestamp = ms
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = x
        event.button.y = y
        return event
    }

    static func mouseMotion(x: Int32, y: Int32, ms: UInt32, leftHeld: Bool = false, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = ms
        event.motion.which = which
        event.motion.state = leftHeld ? TS_SDL_BUTTON_LMASK : 0
        event.motion.x = x
        event.motion.y = y
        return event
    }

    static func wheel(y: Int32, atX x: Int32, _ mouseY: Int32, ms: UInt32, flipped: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = ms
        event.wheel.y = y
        event.wheel.preciseY = Float(y)
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = x
        event.wheel.mouseY = mouseY
        return event
    }

    static func window(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = ms
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    static func key(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, ms: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.timestamp = ms
        event.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        event.key.keysym.mod = UInt16(mod.rawValue)
        return event
    }
}

/// An environment the test controls: device types, devices present, modifiers, and the ticks of the clock
/// (`clock`) a translator made with it reads.
final class FakeEnvironment: InputEnvironment, @unchecked Sendable {
    var types: [TouchDeviceID: TouchDeviceType] = [:]
    var devices: [TouchDeviceID] = []
    var heldModifiers: KeyModifiers = []
    var now: UInt64 = 0
    var nodes: Set<String> = []

    func touchDeviceType(_ id: TouchDeviceID) -> TouchDeviceType { types[id] ?? .direct }
    func touchDeviceIDs() -> [TouchDeviceID] { devices }
    func touchscreenNodes() -> Set<String> { nodes }
    func modifiers() -> KeyModifiers { heldModifiers }

    /// A session clock that starts at tick 0 and reads `now`.
    var clock: InputClock { InputClock(startTicks: 0) { [unowned self] in self.now } }
}

extension Array where Element == InputEvent {
    /// Just the pointer events, in order.
    var pointers: [PointerEvent] {
        compactMap { if case .pointer(let event) = $0 { event } else { nil } }
    }
}

/// Window and output sizes a test changes, as a resized window's would.
final class FakeWindowSizes {
    var window: PixelSize
    var output: PixelSize

    init(window: PixelSize, output: PixelSize) {
        self.window = window
        self.output = output
    }
}

extension EventTranslator {
    /// A translator for a `window` (points) showing a scene of `scene`, at time zero. Its viewport measures `sizes`
    /// when given (a test resizing the window), else the sizes given here.
    static func forTest(window: PixelSize = PixelSize(width: 1280, height: 800), output: PixelSize? = nil,
                        scene: PixelSize? = nil, sizes: FakeWindowSizes? = nil,
                        environment: FakeEnvironment = FakeEnvironment()) -> EventTranslator {
        let sizes = sizes ?? FakeWindowSizes(window: window, output: output ?? window)
        let viewport = Viewport(sceneSize: scene ?? window) { (sizes.window, sizes.output) }
        return EventTranslator(viewport: viewport, clock: environment.clock, environment: environment)
    }
}

extension SDLEventPump {
    /// A pump reading nothing from SDL: tests hand it events with `take`.
    static func forTest(window: PixelSize = PixelSize(width: 1280, height: 800), output: PixelSize? = nil,
                        scene: PixelSize? = nil, sizes: FakeWindowSizes? = nil,
                        environment: FakeEnvironment = FakeEnvironment()) -> SDLEventPump {
        SDLEventPump(translator: .forTest(window: window, output: output, scene: scene, sizes: sizes, environment: environment),
                     environment: environment)
    }

    /// Decodes and takes one hand-built event.
    func take(_ event: SDL_Event) -> [InputEvent] { take(SDLEvent(event)) }
}
