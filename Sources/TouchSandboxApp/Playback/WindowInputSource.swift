import Foundation
import TouchSandboxSDL

/// The window as an input source: SDL's events, through the display's translator. In a live session it is the
/// session's input (fingers, mouse, wheel, keys) and looks for touch devices once a second; while a recording
/// plays it gives only what the window itself says (closed, resized, exposed) and the keys of whoever watches,
/// as `viewerKey`: the recording is the input then, not the mouse over the window.
///
/// It is also where the loop sleeps: `wait` blocks in SDL's event wait until an event comes (another thread's
/// source posts one to wake it) or the time is up.
final class WindowInputSource: InputSource {
    enum Role {
        /// A live session: the window's input is the session's.
        case sessionInput
        /// A replay: the window's own events and the watcher's keys only.
        case windowOnly
    }

    /// Seconds between looks for touch devices coming and going (SDL 2.26 sends no device events).
    static let devicePollInterval = 1.0

    private let display: PlaybackDisplay
    let role: Role
    /// What SDL gave and the loop has not taken yet, oldest first.
    private var queue = PlaybackInputQueue()
    private var lastDevicePoll: Double

    init(display: PlaybackDisplay, role: Role) {
        self.display = display
        self.role = role
        lastDevicePoll = display.now()
        // The devices present at the start are not news: only those coming and going later are reported.
        if role == .sessionInput { _ = display.translator.pollDevices() }
    }

    func gather(upTo now: Double) {
        enqueue(display.translator.pollSDL())
        guard role == .sessionInput else { return }
        let time = display.now()
        if time - lastDevicePoll >= Self.devicePollInterval {
            lastDevicePoll = time
            enqueue(display.translator.pollDevices())
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
        if display.system.isHeadless {
            Thread.sleep(forTimeInterval: min(seconds, 0.05))
            return
        }
        enqueue(display.translator.waitSDL(timeoutMilliseconds: Int((seconds * 1000).rounded(.up))))
    }

    private func enqueue(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        let time = display.now()
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
