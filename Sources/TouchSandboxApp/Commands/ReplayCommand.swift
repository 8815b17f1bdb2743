import ArgumentParser
import Foundation
import Logging
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// `touch-sandbox replay FILE`: plays a recording (format 1, evemu or libinput record) into the sandbox or the
/// touchscreen test.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording (touch-sandbox JSON Lines or evemu-record text) into a scene or the touchscreen test.")

    @Argument(help: "The recording: a .jsonl file written by --record, or an evemu-record file.")
    var file: String

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var windowOption: WindowOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var overlay: OverlayOptions

    @Flag(help: "Run without a display (SDL's offscreen or dummy driver, software renderer).")
    var headless = false

    @Flag(help: "Apply every event at once and draw only the end.")
    var fast = false

    @Option(help: "Play at this multiple of the recorded speed.")
    var speed: Double?

    @Option(name: .customLong("kiosk-config"), help: "Apply a kiosk configuration's exit gesture, idle reset and allowed gestures on the recording's clock.")
    var kioskConfig: String?

    @Flag(name: .customLong("test-screen"), help: "Feed the recording to the touchscreen test instead of the sandbox.")
    var testScreen = false

    @Option(help: "With --test-screen: write report.json and report.png into this directory (created if missing); with --calibrate: calibration.json.")
    var report: String?

    @OptionGroup var acceptanceLimits: AcceptanceLimitsOption

    @Flag(help: "Feed the recording to the five-point calibration instead of the sandbox (needs --report DIR).")
    var calibrate = false

    func validate() throws {
        if fast && speed != nil { throw ValidationError("--fast and --speed cannot be combined") }
        if let speed, !(speed > 0 && speed.isFinite) { throw ValidationError("--speed must be a positive number") }
        if report != nil && !testScreen && !calibrate { throw ValidationError("--report needs --test-screen or --calibrate") }
        if acceptanceLimits.limits != nil && !testScreen { throw ValidationError("--limits needs --test-screen") }
        try validateCalibration()
        if testScreen {
            if sceneOptions.scene != nil { throw ValidationError("--scene cannot be used with --test-screen (the test screen has no scene)") }
            if kioskConfig != nil { throw ValidationError("--kiosk-config cannot be used with --test-screen") }
            if overlay.noOverlay { throw ValidationError("--no-overlay cannot be used with --test-screen") }
            if sceneOptions.strict { throw ValidationError("--strict cannot be used with --test-screen (there are no images to load)") }
        }
    }

    func run() throws {
        let logger = AppLogging.logger("replay")
        let pace: PlaybackDriver.Pace = fast ? .fast : .realTime(speed: speed ?? 1)
        var display = PlaybackDisplay.Options()
        display.headless = headless
        display.windowSize = windowOption.pixelSize
        if calibrate { return try runCalibration(pace: pace, display: display, logger: logger) }
        let mode: PlaybackMode
        let recording: Recording
        if testScreen {
            // Format 1 recordings are measured in their own window size; evemu recordings are scaled to
            // --window (1280×800 when omitted).
            let size = windowOption.window ?? WindowSize(width: 1280, height: 800)
            recording = try openRecording(windowWidth: size.width, windowHeight: size.height, logger: logger)
            let writer = try report.map { try TestScreenReportWriter(directory: $0) }
            mode = TestScreenMode(area: PixelSize(width: recording.width, height: recording.height),
                                  configuration: TouchScreenTestConfiguration(), limits: try acceptanceLimits.load(), input: file, reportWriter: writer,
                                  state: StateWriter(path: output.state), logger: logger)
        } else {
            let kiosk = try kioskConfig.map(KioskConfiguration.load(path:))
            var loaded = try SceneLoader.load(sceneOption: sceneOptions.scene ?? kiosk?.scene, strict: sceneOptions.strict, logger: logger)
            if let allowed = kiosk?.gestures { loaded.allowOnly(allowed) }
            let width = Int(loaded.scene.width), height = Int(loaded.scene.height)
            recording = try openRecording(windowWidth: width, windowHeight: height, logger: logger)
            if recording.format == .jsonLines, recording.width != width || recording.height != height {
                logger.warning("\(file): recorded in a \(recording.width)x\(recording.height) window, replayed into a \(width)x\(height) scene; positions are used as they are")
            }
            mode = SandboxMode(loaded: loaded, kiosk: kiosk, showOverlay: !overlay.noOverlay, showHUD: false, recorder: nil,
                               state: StateWriter(path: output.state), title: "TouchSandbox replay", logger: logger)
        }
        try Playback.run(mode, display: display, pace: pace, recording: RecordingPlayback(recording),
                         screenshot: output.screenshot, logger: logger)
        if let error = recording.error {
            throw InputFileError("\(error) (replay stopped there; what was reached before it was kept)")
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
