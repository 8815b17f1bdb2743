import CSDL2
import TouchEngine

/// Turns SDL events into `InputEvent`s: the only place SDL input is interpreted.
///
/// Rules it keeps:
/// - Fingers from direct touch devices become `.touch` pointers; touchpads (indirect devices) are
///   ignored, and so are the mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`).
/// - Positions are scene pixels, through `mapping`; times are seconds since the translator started,
///   taken from the events' own millisecond timestamps.
/// - Each pointer gets the smallest positive id not in use (see `ActivePointers`).
/// - A second down for a finger already down first lifts the old one; motion or lift of a finger never
///   seen going down is dropped and counted in `droppedEvents`.
/// - The left mouse button is one `.mouse` pointer. The right button pins a virtual finger at the
///   cursor, or removes the pinned finger under it, so one mouse can pinch and rotate.
/// - Losing focus, or a device vanishing (`pollDevices`), cancels the pointers concerned.
public final class EventTranslator {
    /// Counts of events that produced nothing, by reason.
    public struct Counters: Hashable, Sendable {
        /// Motion or lift for a finger, or a mouse-button lift, with no matching down.
        public var unknownPointerEvents = 0
        /// Finger events from touchpads.
        public var indirectTouchEvents = 0
        /// Mouse events SDL synthesised from touches (expected, not a problem).
        public var synthesizedMouseEvents = 0
        /// Finger events SDL synthesised from the mouse (should not happen: the hint is off).
        public var synthesizedTouchEvents = 0
    }

    /// A virtual finger held down with the right mouse button.
    public struct PinnedFinger: Hashable, Sendable {
        public var id: PointerID
        public var position: Vector2
    }

    /// Window, output and scene sizes; follows window resizes by itself.
    public var mapping: ViewportMapping
    public let configuration: TranslatorConfiguration
    public private(set) var counters = Counters()

    private let environment: any InputEnvironment
    /// The SDL tick (ms) that is time zero for the events this translator makes.
    public let startTicks: UInt64
    private var pointers = ActivePointers()
    private var pinSerial = 0
    private var deviceTypes: [TouchDeviceID: TouchDeviceType] = [:]
    private var knownDevices: Set<TouchDeviceID> = []

    /// - Parameter startTicks: the SDL tick (ms) that counts as time zero; now when nil.
    public init(mapping: ViewportMapping, configuration: TranslatorConfiguration = TranslatorConfiguration(),
                environment: any InputEnvironment = SDLInputEnvironment(), startTicks: UInt64? = nil) {
        self.mapping = mapping
        self.configuration = configuration
        self.environment = environment
        self.startTicks = startTicks ?? environment.ticks()
    }

    /// Events that reached the translator but were refused: unknown pointers and touchpad fingers.
    public var droppedEvents: Int { counters.unknownPointerEvents + counters.indirectTouchEvents }

    /// How many pointers are down (fingers, mouse button, pinned fingers).
    public var activePointerCount: Int { pointers.count }

    /// The pinned virtual fingers, for the overlay to draw.
    public var pinnedFingers: [PinnedFinger] {
        pointers.all.compactMap { pointer in
            guard case .pinned = pointer.owner else { return nil }
            return PinnedFinger(id: pointer.id, position: pointer.position)
        }
    }

    /// The last known mouse position in scene pixels, nil before the mouse was seen.
    public private(set) var mousePosition: Vector2?

    /// The touch device of the last finger that went down (direct devices only), nil before one did.
    public private(set) var lastTouchDevice: TouchDeviceID?

    // MARK: Translation

    /// The app-level events one SDL event stands for (often none, sometimes several).
    public func translate(_ event: SDL_Event) -> [InputEvent] {
        let time = seconds(event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return translateFinger(event.tfinger, time: time)
        case SDL_MOUSEMOTION:
            return translateMouseMotion(event.motion, time: time)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return translateMouseButton(event.button, time: time)
        case SDL_MOUSEWHEEL:
            return translateWheel(event.wheel)
        case SDL_KEYDOWN:
            return translateKey(event.key)
        case SDL_WINDOWEVENT:
            return translateWindow(event.window, time: time)
        case SDL_QUIT:
            return [.quit]
        default:
            return []
        }
    }

    /// Drains SDL's event queue, translating everything in it.
    public func pollSDL() -> [InputEvent] {
        var result: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { result += translate(event) }
        return result
    }

    /// Waits up to `timeoutMilliseconds` for an event, then drains the queue like `pollSDL`.
    public func waitSDL(timeoutMilliseconds: Int) -> [InputEvent] {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(clamping: timeoutMilliseconds)) != 0 else { return [] }
        return translate(event) + pollSDL()
    }

    /// Compares the touch devices present with those seen before: reports new ones, and for each
    /// vanished one cancels its fingers and reports it removed. SDL 2.26 sends no device events,
    /// so the app calls this now and then (say once a second).
    public func pollDevices() -> [InputEvent] {
        let present = Set(environment.touchDeviceIDs())
        var result: [InputEvent] = []
        for device in present.subtracting(knownDevices).sorted(by: { $0.rawValue < $1.rawValue }) {
            result.append(.touchDeviceAdded(device))
        }
        let time = now()
        for device in knownDevices.subtracting(present).sorted(by: { $0.rawValue < $1.rawValue }) {
            let cancelled = pointers.removeAll { pointer in
                if case .finger(device, _) = pointer.owner { return true }
                return false
            }
            result += cancelled.map { .pointer(pointerEvent(.cancel, $0, time: time)) }
            result.append(.touchDeviceRemoved(device))
            deviceTypes[device] = nil
        }
        knownDevices = present
        return result
    }

    /// Cancels every active pointer (fingers, mouse button, pinned fingers), e.g. when the app
    /// changes mode. Time is now.
    public func cancelAll() -> [InputEvent] {
        cancelAll(time: now())
    }

    // MARK: Fingers

    private func translateFinger(_ finger: SDL_TouchFingerEvent, time: Double) -> [InputEvent] {
        guard finger.touchId != TS_SDL_MOUSE_TOUCHID else {
            counters.synthesizedTouchEvents += 1
            return []
        }
        let device = TouchDeviceID(finger.touchId)
        if configuration.ignoresIndirectTouches, deviceType(device).isIndirect {
            counters.indirectTouchEvents += 1
            return []
        }
        let owner = ActivePointers.Owner.finger(device, FingerID(finger.fingerId))
        let position = mapping.scenePoint(fromNormalized: Double(finger.x), Double(finger.y))
        let pressure = Self.clampedPressure(finger.pressure)

        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            lastTouchDevice = device
            var result: [InputEvent] = []
            if let lost = pointers.remove(owner) {
                result.append(.pointer(pointerEvent(.up, lost, time: time, pressure: 0)))
            }
            let pointer = pointers.add(owner, at: position, pressure: pressure, source: .touch)
            result.append(.pointer(pointerEvent(.down, pointer, time: time)))
            return result
        case SDL_FINGERMOTION:
            guard let before = pointers.pointer(for: owner) else {
                counters.unknownPointerEvents += 1
                return []
            }
            if configuration.dropsUnchangedMotion, before.position == position, before.pressure == pressure {
                return []
            }
            guard let moved = pointers.move(owner, to: position, pressure: pressure) else { return [] }
            return [.pointer(pointerEvent(.move, moved, time: time))]
        default:  // SDL_FINGERUP
            guard let lifted = pointers.remove(owner) else {
                counters.unknownPointerEvents += 1
                return []
            }
            return [.pointer(PointerEvent(.up, id: lifted.id, position: position.isFinite ? position : lifted.position,
                                          time: time, pressure: pressure, source: .touch))]
        }
    }

    private func deviceType(_ device: TouchDeviceID) -> TouchDeviceType {
        if let known = deviceTypes[device] { return known }
        let type = environment.touchDeviceType(device)
        if type != .unknown { deviceTypes[device] = type }
        return type
    }

    // MARK: Mouse

    private func translateMouseMotion(_ motion: SDL_MouseMotionEvent, time: Double) -> [InputEvent] {
        guard motion.which != TS_SDL_TOUCH_MOUSEID else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        let position = mapping.scenePoint(fromWindow: Vector2(Double(motion.x), Double(motion.y)))
        mousePosition = position
        var result: [InputEvent] = [.realMouseMoved]
        if let moved = pointers.move(.mouseButton, to: position, pressure: 1) {
            result.append(.pointer(pointerEvent(.move, moved, time: time)))
        }
        return result
    }

    private func translateMouseButton(_ button: SDL_MouseButtonEvent, time: Double) -> [InputEvent] {
        guard button.which != TS_SDL_TOUCH_MOUSEID else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        let position = mapping.scenePoint(fromWindow: Vector2(Double(button.x), Double(button.y)))
        mousePosition = position
        let isDown = SDL_EventType(button.type) == SDL_MOUSEBUTTONDOWN
        switch Int32(button.button) {
        case SDL_BUTTON_LEFT where isDown:
            var result: [InputEvent] = []
            if let lost = pointers.remove(.mouseButton) {
                result.append(.pointer(pointerEvent(.up, lost, time: time, pressure: 0)))
            }
            let pointer = pointers.add(.mouseButton, at: position, pressure: 1, source: .mouse)
            result.append(.pointer(pointerEvent(.down, pointer, time: time)))
            return result
        case SDL_BUTTON_LEFT:
            guard let lifted = pointers.remove(.mouseButton) else {
                counters.unknownPointerEvents += 1
                return []
            }
            return [.pointer(PointerEvent(.up, id: lifted.id, position: position, time: time, pressure: 0, source: .mouse))]
        case SDL_BUTTON_RIGHT where isDown:
            return togglePin(at: position, time: time)
        default:
            return []
        }
    }

    /// Removes the pinned finger nearest `position` if one is within `pinHitRadius`, else pins one there.
    private func togglePin(at position: Vector2, time: Double) -> [InputEvent] {
        let nearest = pinnedFingers
            .map { (finger: $0, distance: $0.position.distance(to: position)) }
            .filter { $0.distance <= configuration.pinHitRadius }
            .min { $0.distance < $1.distance }
        if let nearest, let owner = pointers.all.first(where: { $0.id == nearest.finger.id })?.owner,
           let removed = pointers.remove(owner) {
            return [.pointer(pointerEvent(.up, removed, time: time, pressure: 0))]
        }
        pinSerial += 1
        let pointer = pointers.add(.pinned(pinSerial), at: position, pressure: 1, source: .mouse)
        return [.pointer(pointerEvent(.down, pointer, time: time))]
    }

    private func translateWheel(_ wheel: SDL_MouseWheelEvent) -> [InputEvent] {
        guard wheel.which != TS_SDL_TOUCH_MOUSEID else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        var steps = wheel.preciseY != 0 ? Double(wheel.preciseY) : Double(wheel.y)
        if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { steps = -steps }
        guard steps != 0, steps.isFinite else { return [] }
        let position = mapping.scenePoint(fromWindow: Vector2(Double(wheel.mouseX), Double(wheel.mouseY)))
        mousePosition = position
        return [.wheel(at: position, steps: steps, rotate: environment.modifiers().contains(.shift))]
    }

    // MARK: Keyboard and window

    private func translateKey(_ event: SDL_KeyboardEvent) -> [InputEvent] {
        guard let key = Self.key(for: event.keysym.sym) else { return [] }
        return [.key(KeyPress(key, modifiers: KeyModifiers(sdl: UInt32(event.keysym.mod)), isRepeat: event.repeat != 0))]
    }

    static func key(for keycode: SDL_Keycode) -> Key? {
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
        default: nil
        }
    }

    private func translateWindow(_ window: SDL_WindowEvent, time: Double) -> [InputEvent] {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            let size = PixelSize(width: Int(window.data1), height: Int(window.data2))
            guard size.width > 0, size.height > 0 else { return [] }
            let ratio = mapping.pixelRatio
            mapping.outputSize = PixelSize(width: Int((Double(size.width) * ratio).rounded()),
                                           height: Int((Double(size.height) * ratio).rounded()))
            mapping.windowSize = size
            return [.windowResized(size)]
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return cancelAll(time: time) + [.focusLost]
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return [.windowExposed]
        default:
            return []
        }
    }

    // MARK: Helpers

    private func cancelAll(time: Double) -> [InputEvent] {
        let cancelled = pointers.removeAll { _ in true }.sorted { $0.id < $1.id }
        return cancelled.map { .pointer(pointerEvent(.cancel, $0, time: time)) }
    }

    private func pointerEvent(_ phase: PointerPhase, _ pointer: ActivePointers.Pointer, time: Double,
                              pressure: Double? = nil) -> PointerEvent {
        PointerEvent(phase, id: pointer.id, position: pointer.position, time: time,
                     pressure: pressure ?? pointer.pressure, source: pointer.source)
    }

    /// Seconds since the translator started, on the clock its events are stamped with.
    public func now() -> Double {
        Double(environment.ticks() &- startTicks) / 1000
    }

    /// Seconds from the translator's start to an SDL timestamp (never negative). Event stamps hold only the low
    /// 32 bits of SDL's millisecond clock: the stamp is placed at the latest tick not after now with those bits,
    /// so times keep growing past the 49.7 days after which the 32-bit stamps wrap.
    private func seconds(_ stamp: UInt32) -> Double {
        let now = environment.ticks()
        var ticks = (now & ~UInt64(UInt32.max)) | UInt64(stamp)
        if ticks > now, ticks >= 1 << 32 { ticks -= 1 << 32 }
        return ticks > startTicks ? Double(ticks - startTicks) / 1000 : 0
    }

    private static func clampedPressure(_ pressure: Float) -> Double {
        guard pressure.isFinite else { return 1 }
        return min(max(Double(pressure), 0), 1)
    }
}
