import CSDL2
import TouchEngine

/// Turns SDL events into `InputEvent`s: the only place SDL input is interpreted, and all it does. A pipeline of small
/// steps:
///
/// 1. `SDLEvent(_:)` decodes the `SDL_Event` (pure, no state);
/// 2. positions go to scene pixels through the `Viewport` (the one owner of the fit), times to seconds on the session's
///    `InputClock`, taken from the events' own millisecond stamps;
/// 3. each pointer passes the session's `SessionTouchStream`, which keeps the stream consistent and gives it the
///    session's ids (shared with the window's other sources, such as TUIO);
/// 4. post-processors do one thing each to the stream (`MousePin`: the right button pins a virtual finger).
///
/// Reading SDL's queue, refreshing the viewport after a resize and watching for devices are the `SDLEventPump`'s.
///
/// Rules it keeps:
/// - Fingers from direct touch devices become `.touch` pointers; touchpads (indirect devices) are ignored, and so
///   are the mouse events SDL synthesises from touches.
/// - Finger motion that changes neither position nor pressure is dropped (`TranslatorConfiguration`).
/// - The left mouse button is one `.mouse` pointer. The right button pins a virtual finger at the cursor, or
///   removes the pinned finger under it, so one mouse can pinch and rotate.
/// - Losing focus cancels the window's own pointers (fingers, mouse button, pins).
public final class EventTranslator: LiveInputView {
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

    /// How the scene sits in the window (read, never changed, here).
    public let viewport: Viewport
    public let configuration: TranslatorConfiguration
    /// The session's clock: event stamps are placed on it.
    public let clock: InputClock
    /// The session's touches, shared with the window's other sources.
    public let touches: SessionTouchStream

    private let environment: any InputEnvironment
    private var postProcessors: [any InputPostProcessor]
    public private(set) var counters = Counters()
    private var devices = TouchDevices()

    /// The window's own pointers, cancelled when it loses focus.
    static let windowSources: Set<SessionTouchStream.Source> = [.fingers, .mouseButton, .pins]

    public init(viewport: Viewport, touches: SessionTouchStream = SessionTouchStream(), clock: InputClock,
                configuration: TranslatorConfiguration = TranslatorConfiguration(),
                environment: any InputEnvironment = SDLInputEnvironment()) {
        self.viewport = viewport
        self.touches = touches
        self.clock = clock
        self.configuration = configuration
        self.environment = environment
        postProcessors = [MousePin(hitRadius: configuration.pinHitRadius)]
    }

    /// The fit in force (read from the viewport, its only owner).
    public var mapping: ViewportMapping { viewport.mapping }

    /// Events that reached the translator but were refused: unknown pointers and touchpad fingers.
    public var droppedEvents: Int { counters.unknownPointerEvents + counters.indirectTouchEvents }

    /// How many of the window's own pointers are down (fingers, mouse button, pinned fingers).
    public var activePointerCount: Int {
        touches.contacts.count { Self.isWindowSource($0.key) }
    }

    private static func isWindowSource(_ key: ContactKey) -> Bool {
        windowSources.contains { $0.rawValue == key.source }
    }

    public var pinnedFingers: [PinnedFinger] {
        touches.contacts.compactMap { contact in
            contact.key.source == SessionTouchStream.Source.pins.rawValue ? PinnedFinger(id: contact.id, position: contact.position) : nil
        }
    }

    public var synthesizedMouseEvents: Int { counters.synthesizedMouseEvents }

    /// The last known mouse position in scene pixels, nil before the mouse was seen.
    public private(set) var mousePosition: Vector2?

    public private(set) var lastTouchDevice: TouchDeviceID?

    // MARK: Translation

    /// The app-level events one SDL event stands for (often none, sometimes several).
    public func translate(_ event: SDL_Event) -> [InputEvent] {
        translate(SDLEvent(event))
    }

    /// The app-level events one decoded SDL event stands for.
    public func translate(_ event: SDLEvent) -> [InputEvent] {
        var inputs = translated(event, time: clock.seconds(fromStamp: event.timestamp))
        for index in postProcessors.indices { inputs = postProcessors[index].process(inputs, touches: touches) }
        return inputs.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    private func translated(_ event: SDLEvent, time: Double) -> [TranslatedInput] {
        switch event {
        case .finger(let finger):
            return translateFinger(finger, time: time).map { .event(.pointer($0)) }
        case .mouseMotion(let motion):
            return translateMouseMotion(motion, time: time).map { .event($0) }
        case .mouseButton(let button):
            return translateMouseButton(button, time: time)
        case .mouseWheel(let wheel):
            return translateWheel(wheel).map { .event($0) }
        case .key(let key):
            guard let name = key.key else { return [] }
            return [.event(.key(KeyPress(name, modifiers: key.modifiers, isRepeat: key.isRepeat)))]
        case .window(let window):
            return translateWindow(window.change, time: time).map { .event($0) }
        case .quit:
            return [.event(.quit)]
        case .ignored:
            return []
        }
    }

    /// One pointer event of the contact `key` through the session's stream; a refused stray is counted.
    private func pass(_ phase: PointerPhase, _ key: ContactKey, at position: Vector2, pressure: Double, source: PointerSource,
                      time: Double) -> [PointerEvent] {
        let input = touches.normalize(PointerEvent(phase, id: PointerID(0), position: position, time: time, pressure: pressure,
                                                   source: source), key: key)
        if input.rejection == .unknownPointer { counters.unknownPointerEvents += 1 }
        return input.events
    }

    // MARK: Fingers

    private func translateFinger(_ finger: SDLEvent.Finger, time: Double) -> [PointerEvent] {
        guard !finger.isFromMouse else {
            counters.synthesizedTouchEvents += 1
            return []
        }
        if configuration.ignoresIndirectTouches, devices.type(of: finger.device, in: environment).isIndirect {
            counters.indirectTouchEvents += 1
            return []
        }
        let key = SessionTouchStream.key(.fingers, device: finger.device.rawValue, contact: finger.finger.rawValue)
        let position = viewport.mapping.scenePoint(fromNormalized: finger.x, finger.y)
        let pressure = Self.clampedPressure(finger.pressure)
        switch finger.phase {
        case .down:
            lastTouchDevice = finger.device
            return pass(.down, key, at: position, pressure: pressure, source: .touch, time: time)
        case .motion:
            // SDL repeats motion that changes nothing.
            if configuration.dropsUnchangedMotion, let contact = touches.contact(for: key),
               contact.position == position, contact.pressure == pressure { return [] }
            return pass(.move, key, at: position, pressure: pressure, source: .touch, time: time)
        case .up:
            return pass(.up, key, at: position, pressure: pressure, source: .touch, time: time)
        }
    }

    // MARK: Mouse

    private static let mouseButtonKey = SessionTouchStream.key(.mouseButton)

    private func translateMouseMotion(_ motion: SDLEvent.MouseMotion, time: Double) -> [InputEvent] {
        guard !motion.isFromTouch else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        let position = viewport.mapping.scenePoint(fromWindow: Vector2(motion.x, motion.y))
        mousePosition = position
        var result: [InputEvent] = [.realMouseMoved]
        if touches.contact(for: Self.mouseButtonKey) != nil {
            result += pass(.move, Self.mouseButtonKey, at: position, pressure: 1, source: .mouse, time: time).map { .pointer($0) }
        }
        return result
    }

    private func translateMouseButton(_ button: SDLEvent.MouseButton, time: Double) -> [TranslatedInput] {
        guard !button.isFromTouch else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        let position = viewport.mapping.scenePoint(fromWindow: Vector2(button.x, button.y))
        mousePosition = position
        switch button.button {
        case .left where button.isPressed:
            return pass(.down, Self.mouseButtonKey, at: position, pressure: 1, source: .mouse, time: time).map { .event(.pointer($0)) }
        case .left:
            return pass(.up, Self.mouseButtonKey, at: position, pressure: 0, source: .mouse, time: time).map { .event(.pointer($0)) }
        default:
            return [.button(button.button, isPressed: button.isPressed, at: position, time: time)]
        }
    }

    private func translateWheel(_ wheel: SDLEvent.MouseWheel) -> [InputEvent] {
        guard !wheel.isFromTouch else {
            counters.synthesizedMouseEvents += 1
            return []
        }
        guard wheel.steps != 0, wheel.steps.isFinite else { return [] }
        let position = viewport.mapping.scenePoint(fromWindow: Vector2(wheel.x, wheel.y))
        mousePosition = position
        return [.wheel(at: position, steps: wheel.steps, rotate: environment.modifiers().contains(.shift))]
    }

    // MARK: Window

    private func translateWindow(_ change: SDLEvent.Window.Change, time: Double) -> [InputEvent] {
        switch change {
        case .sizeChanged(let size):
            guard size.width > 0, size.height > 0 else { return [] }
            return [.windowResized(size)]
        case .focusLost:
            return touches.cancel(from: Self.windowSources, at: time).map { .pointer($0) } + [.focusLost]
        case .exposed:
            return [.windowExposed]
        case .other:
            return []
        }
    }

    /// A touch device went: its kind is asked again if its id comes back.
    func forget(_ device: TouchDeviceID) {
        devices.forget(device)
    }

    private static func clampedPressure(_ pressure: Float) -> Double {
        guard pressure.isFinite else { return 1 }
        return min(max(Double(pressure), 0), 1)
    }
}
