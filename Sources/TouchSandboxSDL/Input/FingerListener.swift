import CSDL2
import TouchEngine

/// Gathers SDL's finger events per touch device for a while, for `touch-sandbox devices --listen`: each device's
/// fingers as pointer events (positions 0…1 of the window, as SDL gives them; times in seconds of SDL's clock, the
/// same for every device), so devices can be compared contact by contact.
///
/// Rules: fingers SDL makes up from the mouse are left out; a finger id is unique on its device while it is down, so
/// ids are kept per device; a quit event (window closed, SIGINT, SIGTERM) or Esc ends the listen early.
public struct FingerListener {
    /// The fingers heard, per device, in the order they came.
    public private(set) var events: [TouchDeviceID: [PointerEvent]] = [:]
    /// Whether the listen was ended early (quit, Esc).
    public private(set) var stopped = false

    public init() {}

    /// Takes one decoded SDL event; returns false when it ends the listen.
    public mutating func take(_ event: SDLEvent) -> Bool {
        switch event {
        case .finger(let finger) where !finger.isFromMouse:
            events[finger.device, default: []].append(Self.pointerEvent(finger))
        case .quit:
            stopped = true
            return false
        case .key(let key) where key.key == .escape:
            stopped = true
            return false
        default: break
        }
        return true
    }

    /// Drains SDL's queue and waits for events until `deadline` (SDL ticks, milliseconds) or the listen is ended.
    public mutating func listen(untilTicks deadline: UInt64) {
        var event = SDL_Event()
        while !stopped {
            let now = SDL_GetTicks64()
            guard now < deadline else { return }
            guard SDL_WaitEventTimeout(&event, Int32(clamping: min(deadline - now, 100))) != 0 else { continue }
            if !take(SDLEvent(event)) { return }
        }
    }

    /// SDL's milliseconds now, for a deadline.
    public static var ticks: UInt64 { SDL_GetTicks64() }

    static func pointerEvent(_ finger: SDLEvent.Finger) -> PointerEvent {
        let phase: PointerPhase = switch finger.phase {
        case .down: .down
        case .motion: .move
        case .up: .up
        }
        return PointerEvent(phase, id: Int(truncatingIfNeeded: finger.finger.rawValue), x: finger.x, y: finger.y,
                            time: Double(finger.timestamp) / 1000, pressure: Double(finger.pressure), source: .touch)
    }
}
