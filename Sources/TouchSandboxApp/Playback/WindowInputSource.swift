import Foundation
import TouchSandboxSDL

/// The window as an input source: SDL's events, through the display's pump and translator. In a live session it is the
/// session's input (fingers, mouse, wheel, keys) and looks for touch devices once a second; while a recording
/// plays it gives only what the window itself says (closed, resized, exposed) and the keys of whoever watches,
/// as `viewerKey`: the recording is the input then, not the mouse over the window.
///
/// It is also where the loop sleeps: `wait` blocks in SDL's event wait until an event comes (another thread's
/// source posts one to wake it) or the time is up.
///
/// Input that waited: SDL stamps an event when the app reads it (`SDL_PumpEvents`), not when it happened, so what
/// piled up while the app was busy (a slow frame, a stall) comes all at once with one late time. Each read of the
/// queue that finds session input is given between `.waitedUnread(since:)` (the last time the queue was emptied)
/// and `.caughtUp`, so the mode applies all of it before any timer due after `since` fires: a finger that moved
/// during a stall drags, it does not become a long press (see `SandboxMode.holdTimers`).
final class WindowInputSource: InputSource {
    enum Role {
        /// A live session: the window's input is the session's.
        case sessionInput
        /// A replay: the window's own events and the watcher's keys only.
        case windowOnly
    }

    /// Seconds between looks for touch devices coming and going (SDL 2.26 sends no device events).
    static let devicePollInterval = 1.0

    private let pump: any WindowEventPump
    let role: Role
    /// What SDL gave and the loop has not taken yet, oldest first.
    private var queue = PlaybackInputQueue()
    private var lastDevicePoll: Double
    /// When SDL's queue was last emptied: input read later may have waited since then.
    private var lastEmptied: Double

    convenience init(display: PlaybackDisplay, role: Role) {
        self.init(pump: SDLWindowEventPump(display: display), role: role)
    }

    init(pump: any WindowEventPump, role: Role) {
        self.pump = pump
        self.role = role
        lastDevicePoll = pump.now()
        lastEmptied = lastDevicePoll
        // The devices present at the start are not news: only those coming and going later are reported.
        if role == .sessionInput { _ = pump.pollDevices() }
    }

    func gather(upTo now: Double) {
        enqueueRead(pump.poll())
        guard role == .sessionInput else { return }
        let time = pump.now()
        if time - lastDevicePoll >= Self.devicePollInterval {
            lastDevicePoll = time
            enqueue(pump.pollDevices(), at: time)
        }
    }

    func next() -> PlaybackInput? { queue.next() }

    var nextDeadline: Double? {
        role == .sessionInput ? lastDevicePoll + Self.devicePollInterval : nil
    }

    var hasEnded: Bool { false }

    /// Sleeps until SDL has an event or `seconds` have passed; what came is queued for `next`. A headless display
    /// has no events to wait for: it sleeps (at most 50 ms at a time, so a quit is seen soon).
    func wait(seconds: Double) {
        guard seconds > 0 else { return }
        if pump.isHeadless {
            Thread.sleep(forTimeInterval: min(seconds, 0.05))
            return
        }
        // Clamped: the driver never asks more than a second, and an hour is as long as any wait need be.
        enqueueRead(pump.wait(timeoutMilliseconds: Int(clamping: (min(seconds, 3600) * 1000).rounded(.up))))
    }

    /// Queues what one read of SDL's queue gave (everything in it); session input is framed as input that waited
    /// since the queue was last emptied.
    private func enqueueRead(_ events: [InputEvent]) {
        let readAt = pump.now()
        let since = lastEmptied
        lastEmptied = readAt
        guard role == .sessionInput, events.contains(where: \.isSessionInput) else {
            enqueue(events, at: readAt)
            return
        }
        queue.append(.live(.waitedUnread(since: since), at: readAt))
        enqueue(events, at: readAt)
        queue.append(.live(.caughtUp, at: readAt))
    }

    private func enqueue(_ events: [InputEvent], at time: Double) {
        for event in events {
            switch (role, event) {
            case (.sessionInput, _):
                queue.append(.live(event, at: time))
            case (.windowOnly, .key(let press)):
                queue.append(.viewerKey(press))
            case (.windowOnly, .pointer), (.windowOnly, .wheel), (.windowOnly, .realMouseMoved):
                continue
            case (.windowOnly, _):
                queue.append(.live(event, at: time))
            }
        }
    }
}

private extension InputEvent {
    /// Input a person made (what a timer must not overtake), rather than news about the window.
    var isSessionInput: Bool {
        switch self {
        case .pointer, .wheel, .key: true
        default: false
        }
    }
}
