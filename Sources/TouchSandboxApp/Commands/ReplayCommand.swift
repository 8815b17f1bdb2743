import ArgumentParser
import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// `touch-sandbox replay FILE`: plays a recording (format 1 or evemu) into a scene.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording (touch-sandbox JSON Lines or evemu-record text) into a scene.")

    @Argument(help: "The recording: a .jsonl file written by --record, or an evemu-record file.")
    var file: String

    @Option(help: "A scene file (JSON); the built-in scene when omitted.")
    var scene: String?

    @Flag(help: "Run without a display (SDL's offscreen or dummy driver, software renderer).")
    var headless = false

    @Flag(help: "Apply every event at once and draw only the end.")
    var fast = false

    @Option(help: "Play at this multiple of the recorded speed.")
    var speed: Double?

    @Option(help: "Window size, e.g. 1280x800 (default: the scene's size).")
    var window: WindowSize?

    @Option(help: "Write the state document (JSON) here when the replay ends.")
    var state: String?

    @Option(help: "Save the final frame as a PNG file.")
    var screenshot: String?

    @Flag(name: .customLong("no-overlay"), help: "Leave the touch overlay out of the frames and the screenshot.")
    var noOverlay = false

    @Option(name: .customLong("kiosk-config"), help: "Apply a kiosk configuration's exit gesture, idle reset and allowed gestures on the recording's clock.")
    var kioskConfig: String?

    @Flag(help: "Refuse to start when a sprite's image cannot be loaded.")
    var strict = false

    @Flag(name: .customLong("test-screen"), help: "Feed the recording to the touchscreen test instead of the sandbox.")
    var testScreen = false

    @Option(help: "With --test-screen: write report.json and report.png into this directory (created if missing).")
    var report: String?

    func validate() throws {
        if fast && speed != nil { throw ValidationError("--fast and --speed cannot be combined") }
        if let speed, !(speed > 0 && speed.isFinite) { throw ValidationError("--speed must be a positive number") }
        if report != nil && !testScreen { throw ValidationError("--report needs --test-screen") }
    }

    func run() throws {
        let logger = AppLogging.logger("replay")
        if testScreen { return try runTestScreen(logger: logger) }
        let kiosk = try kioskConfig.map(KioskConfiguration.load(path:))
        var loaded = try SceneLoader.load(sceneOption: scene ?? kiosk?.scene, strict: strict, logger: logger)
        if let allowed = kiosk?.gestures { loaded.allowOnly(allowed) }
        let recording = try openRecording(windowWidth: Int(loaded.scene.width), windowHeight: Int(loaded.scene.height), logger: logger)
        if recording.format == .jsonLines, recording.width != Int(loaded.scene.width) || recording.height != Int(loaded.scene.height) {
            logger.warning("\(file): recorded in a \(recording.width)x\(recording.height) window, replayed into a \(Int(loaded.scene.width))x\(Int(loaded.scene.height)) scene; positions are used as they are")
        }
        var options = ReplayRunner.Options()
        options.headless = headless
        options.speed = fast ? nil : (speed ?? 1)
        options.windowSize = window.map { PixelSize(width: $0.width, height: $0.height) }
        options.screenshotPath = screenshot
        options.showOverlay = !noOverlay
        options.kiosk = kiosk
        try ReplayRunner(loaded: loaded, recording: recording, options: options, stateWriter: StateWriter(path: state), logger: logger).run()
        if let error = recording.error {
            throw InputFileError("\(error) (replay stopped there; the state reached before it was kept)")
        }
    }

    /// Reads the recording, refusing a file that cannot be used (exit 2) and telling what the reader skipped or guessed.
    /// Evemu positions are scaled into `windowWidth` × `windowHeight`.
    func openRecording(windowWidth: Int, windowHeight: Int, logger: Logger) throws -> Recording {
        let recording: Recording
        do {
            recording = try RecordingFile.open(path: file, windowWidth: windowWidth, windowHeight: windowHeight)
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
        return recording
    }
}
