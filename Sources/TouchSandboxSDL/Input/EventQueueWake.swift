import CSDL2

/// Wakes a thread sleeping in `SDL_WaitEventTimeout` from any other thread: an input source that gathers events
/// on its own thread (a network listener) calls `wake()` when it has some, so the loop picks them up at once.
/// The event it posts translates to nothing.
public enum EventQueueWake {
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
