import TouchSandboxSDL

/// Where the window's events come from, and the clock SDL stamps them on: SDL through the display's translator in
/// the app, a script in tests (so the loop's handling of a stall can be tested with a clock the test moves).
protocol WindowEventPump: AnyObject {
    /// Seconds on the clock the events are stamped with.
    func now() -> Double
    /// Everything in the queue, read from the system first.
    func poll() -> [InputEvent]
    /// Waits up to `timeoutMilliseconds` for an event, then gives everything in the queue.
    func wait(timeoutMilliseconds: Int) -> [InputEvent]
    /// Touch devices that came or went since the last call (SDL 2.26 sends no events for them).
    func pollDevices() -> [InputEvent]
    /// Whether there are no events to wait for (a headless display): the source sleeps instead.
    var isHeadless: Bool { get }
}

/// SDL's queue, through the display's translator.
final class SDLWindowEventPump: WindowEventPump {
    private let display: PlaybackDisplay

    init(display: PlaybackDisplay) {
        self.display = display
    }

    func now() -> Double { display.now() }
    func poll() -> [InputEvent] { display.translator.pollSDL() }
    func wait(timeoutMilliseconds: Int) -> [InputEvent] { display.translator.waitSDL(timeoutMilliseconds: timeoutMilliseconds) }
    func pollDevices() -> [InputEvent] { display.translator.pollDevices() }
    var isHeadless: Bool { display.system.isHeadless }
}
