import Foundation
import Logging

/// The kiosk's health file (`healthFile` in the kiosk configuration): a small JSON document with the time the last
/// frame was shown, rewritten (atomically: a new file renamed over the old) at least every `interval` seconds while
/// the kiosk runs, so a monitor that finds it older than that knows the kiosk stopped drawing.
///
/// ```json
/// {"lastFrame": "2026-11-26T07:30:00.125Z", "lastFrameUnixSeconds": 1795678200.125, "pid": 1234}
/// ```
final class HealthFile {
    let path: String
    let interval: Double
    private let logger: Logger
    private var reportedFailure = false

    init(path: String, interval: Double, logger: Logger) {
        self.path = path
        self.interval = interval
        self.logger = logger
    }

    /// Records a frame shown at `date`. A write that fails is logged (once) and the kiosk goes on.
    func frameShown(at date: Date) {
        let seconds = (date.timeIntervalSince1970 * 1000).rounded() / 1000
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let text = #"{"lastFrame": "\#(formatter.string(from: date))", "lastFrameUnixSeconds": \#(String(format: "%.3f", seconds)), "pid": \#(getpid())}"# + "\n"
        do {
            try OutputFile.write(Data(text.utf8), to: path)
            reportedFailure = false
        } catch {
            if !reportedFailure { logger.error("cannot write the health file: \(error)") }
            reportedFailure = true
        }
    }
}
