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
        abstract: "Replay a recording (touch-sandbox JSON Lines, evemu-record text or libinput record YAML) into a scene, the touchscreen test or the calibration.",
        discussion: """
        With --test-screen --report DIR, three files are written into DIR at the end: report.json (every figure and each \
        check's pass, fail or untested, with why), report.png (the verdict and each check over the heatmap and touch paths) \
        and report.html (one self-contained page to hand over). --panel-size WxHmm gives a recording without a resolution \
        the size of the area its window covers; a size whose aspect is more than 10 % from the recording's pixels', or with \
        a side outside 30-3000 mm, needs --force (docs/test-screen.md).
        """)

    @Argument(help: "The recording: a .jsonl file written by --record, an evemu-record file (or bare E: lines), or a libinput record file.")
    var file: String

    @Option(help: "An evemu device description (.desc) for an events file that has none of its own.")
    var device: String?

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var windowOption: WindowOption<SceneSizedWindow>
    @OptionGroup var output: OutputOptions
    @OptionGroup var overlay: OverlayOptions
    @OptionGroup var network: NetworkSendOption

    @Flag(help: "Run without a display (SDL's offscreen or dummy driver, software renderer).")
    var headless = false

    @Flag(help: "Apply every event at once and draw only the end.")
    var fast = false

    // Unconditional, so "--speed -1" reaches the check below instead of reading as an option named "-1".
    @Option(parsing: .unconditional, help: "Play at this multiple of the recorded speed (more than 0, e.g. 2 or 0.5).")
    var speed: Double?

    @Option(name: .customLong("kiosk-config"), help: "Apply a kiosk configuration's exit gesture, idle reset and allowed gestures on the recording's clock.")
    var kioskConfig: String?

    @Flag(name: .customLong("test-screen"), help: "Feed the recording to the touchscreen test instead of the sandbox.")
    var testScreen = false

    @Option(help: "With --test-screen: write report.json (every figure and check), report.png (the verdict over the coverage picture) and report.html (a page to hand over) into this directory (created if missing); with --calibrate: calibration.json.")
    var report: String?

    @OptionGroup var acceptanceLimits: AcceptanceLimitsOption
    @OptionGroup var panelSizeOption: PanelSizeOption

    @Flag(help: "Feed the recording to the five-point calibration instead of the sandbox (needs --report DIR).")
    var calibrate = false

    @OptionGroup var calibrationFix: CalibrationFixOptions

    func validate() throws {
        if fast && speed != nil { throw ValidationError("--fast and --speed cannot be combined") }
        if let speed, !(speed > 0 && speed.isFinite) { throw ValidationError("--speed must be a number more than 0, e.g. 2 or 0.5 (got \(speed))") }
        if report != nil && !testScreen && !calibrate { throw ValidationError("--report needs --test-screen or --calibrate") }
        if acceptanceLimits.limits != nil && !testScreen { throw ValidationError("--limits needs --test-screen") }
        if panelSizeOption.panelSize != nil && !testScreen && !calibrate { throw ValidationError("--panel-size needs --test-screen or --calibrate") }
        if network.send != nil && fast { throw ValidationError("--tuio-send needs a real-time replay (without --fast): the touches are sent as they happen") }
        try validateCalibration()
        if testScreen {
            if sceneOptions.scene != nil { throw ValidationError("--scene cannot be used with --test-screen (the test screen has no scene)") }
            if kioskConfig != nil { throw ValidationError("--kiosk-config cannot be used with --test-screen") }
            if overlay.noOverlay { throw ValidationError("--no-overlay cannot be used with --test-screen") }
            if sceneOptions.strict { throw ValidationError("--strict cannot be used with --test-screen (there are no images to load)") }
            if sceneOptions.gestures != nil { throw ValidationError("--gestures cannot be used with --test-screen (the test screen recognises no gestures)") }
        }
    }

    func run() throws {
        let logger = AppLogging.logger("replay")
        try output.checkBeforeSession()
        let pace: PlaybackDriver.Pace = fast ? .fast : .realTime(speed: speed ?? 1)
        var display = PlaybackDisplay.Options()
        display.headless = headless
        display.windowSize = windowOption.pixelSize
        if calibrate { return try runCalibration(pace: pace, display: display, logger: logger) }
        let mode: PlaybackMode
        let recording: RecordingPlayback
        if testScreen {
            // Format 1 recordings are measured in their own window size; evemu and libinput recordings are scaled
            // to --window (1280×800 when omitted).
            let size = windowOption.window ?? WindowSize(width: 1280, height: 800)
            recording = try RecordingPlayback(path: file, device: device, windowWidth: size.width, windowHeight: size.height, logger: logger)
            let writer = try report.map { try TestScreenReportWriter(directory: $0) }
            var geometry = PanelGeometry(recording: recording.info)
            if let warning = try panelSizeOption.check(pixelWidth: recording.info.width, pixelHeight: recording.info.height, pixels: "the recording's") {
                logger.warning("\(warning)")
            }
            if let panelSize = panelSizeOption.panelSize {
                geometry.millimetresPerPixel = panelSize.scale(pixelWidth: Double(recording.info.width), pixelHeight: Double(recording.info.height))
            }
            mode = TestScreenMode(area: PixelSize(width: recording.info.width, height: recording.info.height),
                                  configuration: TouchScreenTestConfiguration(), geometry: geometry,
                                  limits: try acceptanceLimits.load(), input: file, reportWriter: writer,
                                  state: StateWriter(path: output.state), logger: logger)
        } else {
            let kiosk = try kioskConfig.map(KioskConfiguration.load(path:))
            var loaded = try SceneLoader.load(sceneOption: sceneOptions.scene ?? kiosk?.scene, strict: sceneOptions.strict, logger: logger)
            if let allowed = kiosk?.gestures { loaded.allowOnly(allowed) }
            let gestures = try sceneOptions.loadGestures()
            let width = Int(loaded.scene.width), height = Int(loaded.scene.height)
            recording = try RecordingPlayback(path: file, device: device, windowWidth: width, windowHeight: height, logger: logger)
            if recording.info.format == .jsonLines, recording.info.width != width || recording.info.height != height {
                logger.warning("\(file): recorded in a \(recording.info.width)x\(recording.info.height) window, replayed into a \(width)x\(height) scene; positions are used as they are")
            }
            mode = SandboxMode(loaded: loaded, kiosk: kiosk, showOverlay: !overlay.noOverlay, showHUD: false, recorder: nil,
                               state: StateWriter(path: output.state), title: "TouchSandbox replay", logger: logger, gestures: gestures)
        }
        try recording.play(logger: logger) {
            try Playback.run(mode, display: display, pace: pace, recording: recording, network: network.settings,
                             screenshot: output.screenshot, logger: logger)
        }
    }
}
