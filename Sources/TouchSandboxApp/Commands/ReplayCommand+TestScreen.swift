import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

extension ReplayCommand {
    /// `replay FILE --test-screen`: the recording goes into the touchscreen analyzer, not a scene.
    /// Format 1 recordings are measured in their own window size; evemu recordings are scaled to
    /// `--window` (1280×800 when omitted).
    func runTestScreen(logger: Logger) throws {
        if scene != nil { logger.notice("--scene is not used by --test-screen") }
        let size = window ?? WindowSize(width: 1280, height: 800)
        let recording: Recording
        do {
            recording = try RecordingFile.open(path: file, windowWidth: size.width, windowHeight: size.height)
        } catch {
            throw InputFileError(error.description)
        }
        for warning in recording.warnings { logger.warning("\(file): \(warning)") }
        if recording.skippedUnknownKinds > 0 {
            logger.notice("\(file): skipped \(recording.skippedUnknownKinds) events of unknown kinds")
        }
        if recording.unreleasedTouches > 0 {
            logger.notice("\(file): \(recording.unreleasedTouches) touches were never released; they end with the recording")
        }
        var options = TestScreenReplay.Options()
        options.headless = headless
        options.speed = fast ? nil : (speed ?? 1)
        options.windowSize = window.map { PixelSize(width: $0.width, height: $0.height) }
        options.screenshotPath = screenshot
        options.reportDirectory = report
        try TestScreenReplay(recording: recording, options: options, logger: logger).run()
        if let error = recording.error {
            throw InputFileError("\(error) (replay stopped there; the figures reached before it were kept)")
        }
    }
}
