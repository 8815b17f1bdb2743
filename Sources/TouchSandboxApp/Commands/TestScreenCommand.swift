import ArgumentParser
import TouchSandboxSDL

/// `touch-sandbox test-screen`: the touchscreen testing mode.
struct TestScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-screen",
        abstract: "Test a touch panel finger by finger: touches at once, event rates, jitter, stuck touches, coverage, edges and corners.",
        discussion: """
        Keys: H shows the coverage heatmap, P hides the panel, F toggles fullscreen, Esc quits (so does closing the window).
        With --report DIR, DIR/report.json (every figure) and DIR/report.png (heatmap and touch paths) are written at exit.
        Without a display, analyse a recording instead: touch-sandbox replay FILE --test-screen --headless --report DIR
        """)

    @Option(help: "Write report.json and report.png into this directory at exit (created if missing).")
    var report: String?

    @Option(help: "Window size, e.g. 1280x800 (default 1280x800).")
    var window: WindowSize?

    @Flag(help: "Cover the whole display.")
    var fullscreen = false

    @Option(name: .customLong("stuck-after"), help: "Seconds without motion after which a touch counts as stuck.")
    var stuckAfter: Double = 10

    func validate() throws {
        if fullscreen && window != nil { throw ValidationError("--window and --fullscreen cannot be combined") }
        if !(stuckAfter > 0 && stuckAfter.isFinite) { throw ValidationError("--stuck-after must be a positive number") }
    }

    func run() throws {
        var options = TestScreenLoop.Options()
        options.windowSize = window.map { PixelSize(width: $0.width, height: $0.height) }
        options.fullscreen = fullscreen
        options.reportDirectory = report
        options.configuration.stuckAfter = stuckAfter
        try TestScreenLoop(options: options, logger: AppLogging.logger("test-screen")).run()
    }
}
