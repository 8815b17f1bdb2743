import TouchEngine

/// The kiosk's blank screen and the touch that wakes it. After `blankAfter` seconds without a pointer event (and with
/// no touch down) the screen goes blank; the next pointer to go down wakes it. With `wakeTouch` that pointer only
/// wakes: its down, moves and up are not applied, nor is any other pointer that goes down while it is held, so a
/// visitor who taps a dark screen does not also press whatever lies under the finger.
public struct ScreenBlanker: Sendable {
    /// What to do with a pointer event.
    public enum Verdict: Equatable, Sendable {
        case apply
        /// Part of the touch that woke the screen: not applied.
        case wakeOnly
    }

    /// Seconds without a pointer event before the screen goes blank; 0 never blanks.
    public var blankAfter: Double
    public var wakeTouch: Bool
    public private(set) var isBlank = false
    /// How often the screen was woken, and when last (event time).
    public private(set) var wakes = 0
    public private(set) var lastWake: Double?
    /// How often it went blank.
    public private(set) var blanks = 0
    private var lastActivity: Double
    /// Pointers that went down to wake the screen and are still down.
    private var waking: Set<PointerID> = []

    public init(blankAfter: Double = 0, wakeTouch: Bool = true, start: Double = 0) {
        self.blankAfter = blankAfter
        self.wakeTouch = wakeTouch
        lastActivity = start
    }

    /// Whether `event` is applied or only wakes the screen; any pointer event counts as activity.
    public mutating func admit(_ event: PointerEvent) -> Verdict {
        if event.time.isFinite { lastActivity = max(lastActivity, event.time) }
        if waking.contains(event.id) {
            if event.phase == .up || event.phase == .cancel { waking.remove(event.id) }
            return .wakeOnly
        }
        guard event.phase == .down else { return .apply }
        if isBlank {
            isBlank = false
            wakes += 1
            lastWake = event.time
            guard wakeTouch else { return .apply }
            waking.insert(event.id)
            return .wakeOnly
        }
        if !waking.isEmpty {
            // A finger landing beside the one that woke the screen belongs to the same wake.
            waking.insert(event.id)
            return .wakeOnly
        }
        return .apply
    }

    /// True exactly once per idle period: when the screen goes blank at `time`.
    public mutating func shouldBlank(at time: Double, touchesDown: Int) -> Bool {
        if touchesDown > 0 || !waking.isEmpty {
            lastActivity = max(lastActivity, time)
            return false
        }
        guard !isBlank, blankAfter > 0, time - lastActivity >= blankAfter else { return false }
        isBlank = true
        blanks += 1
        return true
    }

    /// When the screen goes blank if nothing happens; nil when it is blank or never blanks.
    public var deadline: Double? { isBlank || blankAfter <= 0 ? nil : lastActivity + blankAfter }
}
