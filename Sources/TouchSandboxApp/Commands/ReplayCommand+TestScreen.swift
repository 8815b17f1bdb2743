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
        let recording = try openRecording(windowWidth: size.width, windowHeight: size.height, logger: logger)
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
