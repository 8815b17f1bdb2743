import CSDL2
import TouchEngine

/// Turns SDL events into `InputEvent`s: the only place SDL input is interpreted. A pipeline of small steps:
///
/// 1. `SDLEvent(_:)` decodes the `SDL_Event` (pure, no state);
/// 2. positions go to scene pixels through the `Viewport` (the one owner of the fit), times to seconds since the
///    translator started, taken from the events' own millisecond stamps;
/// 3. the `PointerBook` keeps the pointers down consistent and gives them ids from the session's `PointerIDs`;
/// 4. post-processors do one thing each to the stream (`MousePin`: the right button pins a virtual finger).
///
/// Rules it keeps:
/// - Fingers from direct touch devices become `.touch` pointers; touchpads (indirect devices) are ignored, and so
///   are the mouse events SDL synthesises from touches.
/// - The left mouse button is one `.mouse` pointer. The right button pins a virtual finger at the cursor, or
///   removes the pinned finger under it, so one mouse can pinch and rotate.
/// - A change of the window's size refreshes the viewport before anything after it is mapped.
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

    /// How the scene sits in the window; the translator refreshes it when the window changes size.
    public let viewport: Viewport
    public let configuration: TranslatorConfiguration
    /// The SDL tick (ms) that is time zero for the events this translator makes.
    public let startTicks: UInt64

    private let environment: any InputEnvironment
    private var pointers: PointerBook
    private var postProcessors: [any InputPostProcessor]
    private var ignored = Counters()
    private var devices = TouchDevices()

    /// - Parameters:
    ///   - ids: where pointer ids come from; share it with the window's other input sources (TUIO).
    ///   - startTicks: the SDL tick (ms) that counts as time zero; now when nil.
    public init(viewport: Viewport, ids: PointerIDs = PointerIDs(), configuration: TranslatorConfiguration = TranslatorConfiguration(),
                environment: any InputEnvironment = SDLInputEnvironment(), startTicks: UInt64? = nil) {
        self.viewport = viewport
        self.configuration = configuration
        self.environment = environment
        self.startTicks = startTicks ?? environment.ticks()
        pointers = PointerBook(ids: ids)
        postProcessors = [MousePin(hitRadius: configuration.pinHitRadius)]
    }

    /// The fit in force (read from the viewport, its only owner).
    public var mapping: ViewportMapping { viewport.mapping }

    /// Where this window's pointer ids come from.
    public var pointerIDs: PointerIDs { pointers.ids }

    public var counters: Counters {
        var counts = ignored
        counts.unknownPointerEvents += pointers.unknownPointerEvents
        return counts
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
        translate(SDLEvent(event))
    }

    /// The app-level events one decoded SDL event stands for.
    public func translate(_ event: SDLEvent) -> [InputEvent] {
        var inputs = translated(event, time: seconds(event.timestamp))
        for index in postProcessors.indices { inputs = postProcessors[index].process(inputs, pointers: &pointers) }
        return inputs.compactMap { if case .event(let event) = $0 { event } else { nil } }
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
    /// so the app calls this now and then (say once a second). A touchscreen's kernel node that vanished while no
    /// SDL device did (under Wayland SDL has one device for every panel of the seat, and the compositor ends nothing
    /// of an unplugged panel) cancels every finger: which were on that panel cannot be told.
    public func pollDevices() -> [InputEvent] {
        let (added, removed, vanishedNodes) = devices.poll(environment)
        var result: [InputEvent] = added.map { .touchDeviceAdded($0) }
        let time = now()
        for device in removed {
            let cancelled = pointers.cancel(where: { pointer in
                if case .finger(device, _) = pointer.owner { return true }
                return false
            }, time: time)
            result += cancelled.map { .pointer($0) }
            result.append(.touchDeviceRemoved(device))
        }
        if removed.isEmpty, !vanishedNodes.isEmpty {
            let cancelled = pointers.cancel(where: { pointer in
                if case .finger = pointer.owner { return true }
                return false
            }, time: time)
            result += cancelled.map { .pointer($0) }
            result += vanishedNodes.map { .touchscreenUnplugged(node: $0) }
        }
        return result
    }

    /// Cancels every active pointer (fingers, mouse button, pinned fingers), e.g. when the app
    /// changes mode. Time is now.
    public func cancelAll() -> [InputEvent] {
        pointers.cancel(where: { _ in true }, time: now()).map { .pointer($0) }
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

    // MARK: Fingers

    private func translateFinger(_ finger: SDLEvent.Finger, time: Double) -> [PointerEvent] {
        guard !finger.isFromMouse else {
            ignored.synthesizedTouchEvents += 1
            return []
        }
        if configuration.ignoresIndirectTouches, devices.type(of: finger.device, in: environment).isIndirect {
            ignored.indirectTouchEvents += 1
            return []
        }
        let owner = PointerBook.Owner.finger(finger.device, finger.finger)
        let position = viewport.mapping.scenePoint(fromNormalized: finger.x, finger.y)
        let pressure = Self.clampedPressure(finger.pressure)
        switch finger.phase {
        case .down:
            lastTouchDevice = finger.device
            return pointers.down(owner, at: position, pressure: pressure, source: .touch, time: time)
        case .motion:
            return pointers.move(owner, to: position, pressure: pressure, time: time, dropUnchanged: configuration.dropsUnchangedMotion)
        case .up:
            return pointers.lift(owner, at: position, pressure: pressure, time: time)
        }
    }

    // MARK: Mouse

    private func translateMouseMotion(_ motion: SDLEvent.MouseMotion, time: Double) -> [InputEvent] {
        guard !motion.isFromTouch else {
            ignored.synthesizedMouseEvents += 1
            return []
        }
        let position = viewport.mapping.scenePoint(fromWindow: Vector2(motion.x, motion.y))
        mousePosition = position
        var result: [InputEvent] = [.realMouseMoved]
        if pointers.pointer(for: .mouseButton) != nil {
            result += pointers.move(.mouseButton, to: position, pressure: 1, time: time, dropUnchanged: false).map { .pointer($0) }
        }
        return result
    }

    private func translateMouseButton(_ button: SDLEvent.MouseButton, time: Double) -> [TranslatedInput] {
        guard !button.isFromTouch else {
            ignored.synthesizedMouseEvents += 1
            return []
        }
        let position = viewport.mapping.scenePoint(fromWindow: Vector2(button.x, button.y))
        mousePosition = position
        switch button.button {
        case .left where button.isPressed:
            return pointers.down(.mouseButton, at: position, pressure: 1, source: .mouse, time: time).map { .event(.pointer($0)) }
        case .left:
            return pointers.lift(.mouseButton, at: position, pressure: 0, time: time).map { .event(.pointer($0)) }
        default:
            return [.button(button.button, isPressed: button.isPressed, at: position, time: time)]
        }
    }

    private func translateWheel(_ wheel: SDLEvent.MouseWheel) -> [InputEvent] {
        guard !wheel.isFromTouch else {
            ignored.synthesizedMouseEvents += 1
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
            viewport.refresh()
            return [.windowResized(size)]
        case .focusLost:
            return pointers.cancel(where: { _ in true }, time: time).map { .pointer($0) } + [.focusLost]
        case .exposed:
            return [.windowExposed]
        case .other:
            return []
        }
    }

    // MARK: Time

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
