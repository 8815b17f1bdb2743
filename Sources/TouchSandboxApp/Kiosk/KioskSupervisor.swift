import TouchEngine
import TouchRecipes

/// The kiosk's rules on top of the sandbox: the exit gesture, the idle reset and the blank screen with its wake
/// touch, deciding only from event times and the time given to `check(at:)`; what they did is kept for the state
/// document (`activity`).
struct KioskSupervisor {
    enum Action: Equatable {
        case exit
        case idleReset
        case blank
    }

    private var exitGesture: HoldStillDetector
    private var idleTimer: IdleTimer
    private var blanker: ScreenBlanker
    private var idleResets = 0
    private var lastIdleReset: Double?
    private var wakeOnlyEvents = 0

    init(configuration: KioskConfiguration, start: Double = 0) {
        exitGesture = HoldStillDetector(fingers: configuration.exitFingers, duration: configuration.exitHoldSeconds, slop: configuration.exitSlop)
        idleTimer = IdleTimer(interval: configuration.idleResetSeconds, start: start)
        blanker = ScreenBlanker(blankAfter: configuration.blankAfterSeconds, wakeTouch: configuration.wakeTouch, start: start)
    }

    /// Whether `event` reaches the sandbox (false: it only woke the blank screen); the rules see it either way as
    /// activity.
    mutating func admit(_ event: PointerEvent) -> ScreenBlanker.Verdict {
        let verdict = blanker.admit(event)
        idleTimer.observe(event)
        if verdict == .apply { exitGesture.observe(event) } else { wakeOnlyEvents += 1 }
        return verdict
    }

    var isBlank: Bool { blanker.isBlank }

    /// What must happen at `time`, if anything.
    mutating func check(at time: Double, touchesDown: Int) -> Action? {
        if exitGesture.isComplete(at: time) { return .exit }
        if touchesDown == 0 { exitGesture.reset() }
        if idleTimer.shouldFire(at: time, touchesDown: touchesDown) {
            idleResets += 1
            lastIdleReset = time
            return .idleReset
        }
        return blanker.shouldBlank(at: time, touchesDown: touchesDown) ? .blank : nil
    }

    /// What the rules did so far, for the state document.
    var activity: KioskActivity {
        KioskActivity(idleResets: idleResets, lastIdleReset: lastIdleReset, blanks: blanker.blanks, blank: blanker.isBlank,
                      wakes: blanker.wakes, lastWake: blanker.lastWake, wakeOnlyEvents: wakeOnlyEvents)
    }

    /// The next time `check` may act without input (the idle reset, or the end of an exit hold under way).
    var nextDeadline: Double? {
        [idleTimer.deadline, exitGesture.completionTime, blanker.deadline].compactMap { $0 }.min()
    }
}
