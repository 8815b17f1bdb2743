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

/// SDL's millisecond clock, from a start point: seconds on the clock live events are stamped with. Readable from
/// any thread (a network listener stamps its packets with it).
public struct SDLClock: Sendable {
    public let startTicks: UInt64

    public init(startTicks: UInt64) {
        self.startTicks = startTicks
    }

    public func now() -> Double { Double(SDL_GetTicks64() &- startTicks) / 1000 }
}
