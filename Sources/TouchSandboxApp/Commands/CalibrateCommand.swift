import ArgumentParser
import TouchSandboxSDL

/// `touch-sandbox calibrate`: five-point touch calibration giving libinput's calibration matrix, under any
/// compositor (cage, any Wayland or X11 session) since it only needs a window and touches.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Tap five targets; get a libinput calibration matrix and a udev rule for the touchscreen.",
        discussion: """
        Targets appear one at a time near each corner and in the middle; tap each with one finger. A second tap on the \
        same spot is ignored; a tap far from where the others point is refused and the target asked again. Then the \
        matrix, the residual error of each target and a udev rule are shown and printed; with --report DIR they go to \
        DIR/calibration.json, with the turn and mirroring it holds and the fix for each stack (udev, xinput, sway, labwc, \
        weston, Qt, Kivy, cage); --write DIR writes those as files (an earlier file there is kept as NAME.~N~) and --output NAME \
        binds the device to that output. The new matrix is made on top of the one in force (udev's LIBINPUT_CALIBRATION_MATRIX \
        of the device, or --current FILE), so it replaces that one. A tap or Esc finishes; R starts over. Applying the rule: docs/kiosk.md.
        Without a display, compute it from a recording: touch-sandbox replay FILE --calibrate --headless --report DIR
        """)

    @Option(help: "Write calibration.json into this directory (created if missing).")
    var report: String?

    @Flag(help: "Cover the whole display (the default unless --window is given).")
    var fullscreen = false

    @OptionGroup var windowOption: WindowOption<FullscreenWindow>

    @OptionGroup var calibrationFix: CalibrationFixOptions

    @OptionGroup var panelSizeOption: PanelSizeOption

    @Option(help: "Record the session's pointer events to this JSON Lines file (replay it with replay FILE --calibrate).")
    var record: String?

    func validate() throws {
        if fullscreen && windowOption.window != nil { throw ValidationError("--window and --fullscreen cannot be combined") }
    }

    func run() throws {
        let logger = AppLogging.logger("calibrate")
        // A side no panel has is refused here (the display's aspect is not known before the window opens).
        try panelSizeOption.check(pixelWidth: nil, pixelHeight: nil, pixels: "the display's")
        let area = windowOption.pixelSize ?? PixelSize(width: 1280, height: 800)
        let mode = CalibrationMode(area: area, panelSize: panelSizeOption.panelSize, current: try calibrationFix.loadCurrent(),
                                   input: nil, output: calibrationFix.outputName,
                                   writer: try CalibrationWriter(directory: report, snippetDirectory: calibrationFix.write, verify: calibrationFix.verify),
                                   state: StateWriter(path: nil), recordPath: record, logger: logger)
        var display = PlaybackDisplay.Options()
        display.windowSize = area
        // A calibration is only right over the whole screen the panel covers.
        display.fullscreen = windowOption.window == nil
        display.canvasFollowsWindow = true
        display.noDisplayAdvice = "the calibration needs one; to compute it from a recording use: touch-sandbox replay FILE --calibrate --headless --report DIR"
        try Playback.run(mode, display: display, pace: .live, screenshot: nil, logger: logger)
    }
}
