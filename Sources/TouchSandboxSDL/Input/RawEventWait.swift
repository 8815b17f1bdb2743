import CSDL2

/// SDL's events as they come, decoded but not translated: for screens that need what the translator leaves out,
/// such as which touch device a finger came from (`map-outputs`).
public enum RawEventWait {
    /// The next event, waiting at most `timeoutMilliseconds`; nil when none came.
    public static func next(timeoutMilliseconds: Int) -> SDLEvent? {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(clamping: timeoutMilliseconds)) != 0 else { return nil }
        return SDLEvent(event)
    }
}

/// A test hook, and nothing else: puts a finger's down and up into SDL's event queue as if `device` had touched
/// `window` at (`x`, `y`) (0…1 of the window). There is no way to make a real touch where the tests run (no
/// /dev/uinput; Xvfb and headless compositors have no touch devices), so end-to-end tests of screens that ask for
/// a touch (`map-outputs`, through `TOUCH_SANDBOX_TEST_TOUCHES`) come in here. SDL does not know such a device:
/// SDL_GetTouchName has no name for it, and the caller supplies one.
public enum TestTouchInjection {
    public static func tap(device: TouchDeviceID, finger: FingerID = FingerID(1), window: Window, x: Double = 0.5, y: Double = 0.5) {
        for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
            var event = SDL_Event()
            event.tfinger.type = type.rawValue
            event.tfinger.timestamp = SDL_GetTicks()
            event.tfinger.touchId = device.rawValue
            event.tfinger.fingerId = finger.rawValue
            event.tfinger.x = Float(x)
            event.tfinger.y = Float(y)
            event.tfinger.pressure = type == SDL_FINGERDOWN ? 1 : 0
            event.tfinger.windowID = window.id
            _ = SDL_PushEvent(&event)
        }
    }
}
