import Foundation
import Logging

/// Tells whoever watches a live session that it still shows frames: systemd (`READY=1` after the first frame is
/// presented, then `WATCHDOG=1`) and the kiosk's health file (the time of the last frame).
///
/// The rule it keeps: a beat is sent only after a frame was presented, so a renderer or compositor that hangs
/// stops the beats and systemd restarts the app. Since an idle app draws nothing, the driver draws a frame when a
/// beat is due (`nextBeat`): every quarter of `WATCHDOG_USEC` (so the gaps stay well under the half systemd is
/// promised) and every `HealthFile.interval`.
final class FrameHeartbeat {
    private let notifier: SystemdNotifier
    private let healthFile: HealthFile?
    private let logger: Logger
    /// Seconds between beats; nil when nobody watches.
    let period: Double?
    private var ready = false
    private var lastBeat = -Double.infinity

    init(notifier: SystemdNotifier, healthFile: HealthFile?, logger: Logger) {
        self.notifier = notifier
        self.healthFile = healthFile
        self.logger = logger
        let periods = [notifier.watchdogInterval.map { $0 / 4 }, healthFile?.interval].compactMap { $0 }
        period = periods.min()
        if notifier.isActive {
            logger.info("systemd notify socket found; watchdog \(notifier.watchdogInterval.map { "every \($0) s" } ?? "off")")
        }
    }

    /// When (wall clock, the driver's) a frame must be shown for the next beat; nil when none is needed.
    var nextBeat: Double? {
        guard ready, let period else { return nil }
        return lastBeat + period
    }

    /// A frame was presented at `wall` (the driver's wall clock).
    func frameShown(at wall: Double) {
        if !ready {
            ready = true
            notifier.send("READY=1\nSTATUS=showing frames")
        } else {
            guard let period, wall - lastBeat >= period * 0.999 else { return }
        }
        lastBeat = wall
        if notifier.watchdogInterval != nil { notifier.send("WATCHDOG=1") }
        healthFile?.frameShown(at: Date())
    }

    /// The session is ending (sent before the outputs are written, which may take a moment).
    func stopping() {
        notifier.send("STOPPING=1")
    }
}
