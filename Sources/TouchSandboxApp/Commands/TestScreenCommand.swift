import ArgumentParser
import TouchScreenTesting
import TouchSandboxSDL

/// `touch-sandbox test-screen`: the touchscreen testing mode.
struct TestScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-screen",
        abstract: "Test a touch panel finger by finger: touches at once, event rates, jitter, stuck touches, coverage, edges and corners.",
        discussion: """
        A guide walks through the steps the checks need (hold still, draw along the lines, tap the crosshairs, five fingers, \
        two fingers together, edges and corners): N skips a step, R does it again, G hides the guide.
        Keys: H shows the coverage heatmap, P hides the panel, F toggles fullscreen, Esc quits (so does closing the window).
        With --report DIR, three files are written into DIR at exit: report.json (every figure and each check's pass, fail or \
        untested, with why), report.png (the verdict and each check over the heatmap and touch paths) and report.html (one \
        self-contained page to hand over). --limits win10 (the default), win8 or FILE sets the checks' limits; \
        --panel-size 527x296mm gives a panel without a resolution its size (--force takes a size that does not look like \
        the display's) (docs/test-screen.md).
        Without a display, analyse a recording instead: touch-sandbox replay FILE --test-screen --headless --report DIR
        """)

    @Option(help: "Write report.json, report.png and report.html into this directory at exit (created if missing).")
    var report: String?

    @OptionGroup var windowOption: WindowOption<FixedSizeWindow>
    @OptionGroup var output: OutputOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var acceptanceLimits: AcceptanceLimitsOption
    @OptionGroup var panelSizeOption: PanelSizeOption

    @Flag(help: "Cover the whole display.")
    var fullscreen = false

    @Option(name: .customLong("stuck-after"), help: "Seconds without motion after which a touch counts as stuck.")
    var stuckAfter: Double = 10

    static let noDisplayAdvice = "the test screen needs one; to analyse a recording without a display use: touch-sandbox replay FILE --test-screen --headless --report DIR"

    func validate() throws {
        if fullscreen && windowOption.window != nil { throw ValidationError("--window and --fullscreen cannot be combined") }
        if !(stuckAfter > 0 && stuckAfter.isFinite) { throw ValidationError("--stuck-after must be a positive number") }
    }

    func run() throws {
        let logger = AppLogging.logger("test-screen")
        try output.checkBeforeSession()
        var configuration = TouchScreenTestConfiguration()
        configuration.stuckAfter = stuckAfter
        let limits = try acceptanceLimits.load()
        let writer = try report.map { try TestScreenReportWriter(directory: $0) }
        // The test measures in the window's first size (the display, fullscreen); a later resize letterboxes that area.
        let area = windowOption.pixelSize ?? PixelSize(width: 1280, height: 800)
        let panelSizeOption = self.panelSizeOption
        let mode = TestScreenMode(area: area, configuration: configuration, limits: limits, panelSize: panelSizeOption.panelSize,
                                  panelSizeCheck: { width, height in
                                      if let warning = try panelSizeOption.check(pixelWidth: width, pixelHeight: height, pixels: "the display's") {
                                          logger.warning("\(warning)")
                                      }
                                  },
                                  input: nil, reportWriter: writer,
                                  state: StateWriter(path: output.state), logger: logger)
        var display = PlaybackDisplay.Options()
        display.windowSize = area
        display.fullscreen = fullscreen
        display.noDisplayAdvice = Self.noDisplayAdvice
        display.canvasFollowsWindow = true
        try Playback.run(mode, display: display, pace: .live, network: network.settings, screenshot: output.screenshot, logger: logger)
    }
}
