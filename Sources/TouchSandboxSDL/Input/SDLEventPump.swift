import CSDL2
import TouchEngine

/// Reads SDL's event queue for a window and hands each event to the `EventTranslator`, in order: the one place that
/// pumps SDL. A change of the window's size refreshes the `Viewport` (once) before anything after it is translated,
/// so input after a resize, a fullscreen switch or a compositor's configure in the same batch maps through the new
/// fit. It also watches for touch devices coming and going (SDL 2.26 sends no event for them): a vanished device's
/// fingers are cancelled.
public final class SDLEventPump {
    public let translator: EventTranslator
    private let environment: any InputEnvironment
    private var devices = TouchDevices()

    public init(translator: EventTranslator, environment: any InputEnvironment = SDLInputEnvironment()) {
        self.translator = translator
        self.environment = environment
    }

    /// Translates one decoded event, refreshing the viewport first when it says the window changed size.
    public func take(_ event: SDLEvent) -> [InputEvent] {
        if case .window(let window) = event, case .sizeChanged(let size) = window.change, size.width > 0, size.height > 0 {
            translator.viewport.refresh()
        }
        return translator.translate(event)
    }

    /// Drains SDL's event queue, translating everything in it.
    public func poll() -> [InputEvent] {
        var result: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { result += take(SDLEvent(event)) }
        return result
    }

    /// Waits up to `timeoutMilliseconds` for an event, then drains the queue like `poll`.
    public func wait(timeoutMilliseconds: Int) -> [InputEvent] {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(clamping: timeoutMilliseconds)) != 0 else { return [] }
        return take(SDLEvent(event)) + poll()
    }

    /// Compares the touch devices present with those seen before: reports new ones, and for each vanished one cancels
    /// its fingers and reports it removed. The app calls this now and then (say once a second). A touchscreen's kernel
    /// node that vanished while no SDL device did (under Wayland SDL has one device for every panel of the seat, and
    /// the compositor ends nothing of an unplugged panel) cancels every finger: which were on that panel cannot be told.
    public func pollDevices() -> [InputEvent] {
        let (added, removed, vanishedNodes) = devices.poll(environment)
        var result: [InputEvent] = added.map { .touchDeviceAdded($0) }
        let time = translator.clock.now()
        for device in removed {
            translator.forget(device)
            result += translator.touches.cancel(from: [.fingers], device: device.rawValue, at: time).map { .pointer($0) }
            result.append(.touchDeviceRemoved(device))
        }
        if removed.isEmpty, !vanishedNodes.isEmpty {
            result += translator.touches.cancel(from: [.fingers], at: time).map { .pointer($0) }
            result += vanishedNodes.map { .touchscreenUnplugged(node: $0) }
        }
        return result
    }
}
