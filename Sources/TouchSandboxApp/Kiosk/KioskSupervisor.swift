import TouchEngine
import TouchRecipes

/// The kiosk's rules on top of the sandbox: the exit gesture and the idle reset, both watching pointer
/// events passively and deciding only from event times and the time given to `check(at:)`.
struct KioskSupervisor {
    enum Action: Equatable {
        case exit
        case idleReset
    }

    private var exitGesture: HoldStillDetector
    private var idleTimer: IdleTimer

    init(configuration: KioskConfiguration, start: Double = 0) {
        exitGesture = HoldStillDetector(fingers: configuration.exitFingers, duration: configuration.exitHoldSeconds, slop: configuration.exitSlop)
        idleTimer = IdleTimer(interval: configuration.idleResetSeconds, start: start)
    }

    mutating func observe(_ event: PointerEvent) {
        exitGesture.observe(event)
        idleTimer.observe(event)
    }

    /// What must happen at `time`, if anything.
    mutating func check(at time: Double, touchesDown: Int) -> Action? {
        if exitGesture.isComplete(at: time) { return .exit }
        if touchesDown == 0 { exitGesture.reset() }
        return idleTimer.shouldFire(at: time, touchesDown: touchesDown) ? .idleReset : nil
    }

    /// The next time `check` may act without input (the idle reset, or the end of an exit hold under way).
    var nextDeadline: Double? {
        [idleTimer.deadline, exitGesture.completionTime].compactMap { $0 }.min()
    }
}
