import Foundation
import Logging
import TouchEngine
import TouchRecipes
import TouchRecordings
import TouchScreenTesting
import TouchSandboxSDL

/// The touchscreen test as a playback mode: every pointer event goes to a `TouchScreenAnalyzer`, the screen shows
/// the grid, targets, touches and figures, and at the end the report (`--report DIR`) and the state document
/// (`--state FILE`: no sprites, the touch counters) are written. Keys: H heatmap, P panel, F fullscreen, Esc quits.
final class TestScreenMode: PlaybackMode {
    private(set) var analyzer: TouchScreenAnalyzer
    private(set) var canvasSize: PixelSize
    private let configuration: TouchScreenTestConfiguration
    private var limits: AcceptanceLimits
    /// The live panel's size given on the command line (`--panel-size`), overruling the device's resolution.
    private let panelSize: PanelSize?
    /// Checks `panelSize` against the display it covers (exit 2 unless `--force`).
    private let panelSizeCheck: ((Int?, Int?) throws -> Void)?
    let title: String
    private var display = TestScreenRenderer.Display()
    private var screen: TestScreenRenderer?
    private let reportWriter: TestScreenReportWriter?
    private let state: StateWriter
    /// The recording's path, or nil for a live test.
    private let input: String?
    private let logger: Logger
    /// Mouse events SDL made from touches, read from the live translator.
    private var synthesizedMouseEvents: Int?
    /// The display the playback opened, once `prepare` was called.
    private var playback: PlaybackDisplay?
    /// The guided procedure of a live test (nil for replays, which judge the same checks from the recording).
    private var guide: GuidedProcedure?

    /// - Parameters:
    ///   - geometry: the panel a recording came from (what the recording's device description gives); a live test
    ///     (`input` nil) reads it from the live device instead.
    init(area: PixelSize, configuration: TouchScreenTestConfiguration, geometry: PanelGeometry = PanelGeometry(),
         limits: AcceptanceLimits, panelSize: PanelSize? = nil, panelSizeCheck: ((Int?, Int?) throws -> Void)? = nil, input: String?,
         reportWriter: TestScreenReportWriter?, state: StateWriter, logger: Logger) {
        analyzer = TouchScreenAnalyzer(width: Double(area.width), height: Double(area.height), configuration: configuration,
                                       geometry: geometry, limits: limits)
        canvasSize = area
        self.configuration = configuration
        self.limits = limits
        self.panelSize = panelSize
        self.panelSizeCheck = panelSizeCheck
        self.input = input
        self.reportWriter = reportWriter
        self.state = state
        self.logger = logger
        if let input {
            title = "TouchSandbox touchscreen test — replay"
            display.source = (input as NSString).lastPathComponent
            display.keyHints = "H heatmap   P panel   Esc stop"
        } else {
            title = "TouchSandbox touchscreen test"
            guide = GuidedProcedure()
            display.keyHints = "H heatmap   P panel   G guide   Esc quit"
        }
    }

    func prepare(_ playback: PlaybackDisplay) throws {
        self.playback = playback
        if input == nil {
            // The live test measures in the window it got (fullscreen: the whole display), on the live device's panel.
            canvasSize = playback.canvasSize
            if let refreshRate = Display.refreshRate(of: playback.window) { limits.useRefreshRate(refreshRate) }
            if let panelSizeCheck {
                let screen = Display.bounds(of: playback.window)
                try panelSizeCheck(screen?.width, screen?.height)
            }
            let geometry = LivePanelGeometry.find(display: playback, panelSize: panelSize, logger: logger)
            analyzer = TouchScreenAnalyzer(width: Double(canvasSize.width), height: Double(canvasSize.height), configuration: configuration,
                                           geometry: geometry, limits: limits)
        }
        screen = TestScreenRenderer(renderer: playback.renderer)
        logger.info("touchscreen test in \(canvasSize) px, video driver \(playback.system.videoDriver), renderer \(playback.renderer.name)")
    }

    // MARK: Input

    func handle(_ input: PlaybackInput) -> Bool {
        switch input {
        case .live(.pointer(let pointer), _):
            analyzer.apply(pointer)
            guide?.update(analyzer)
            synthesizedMouseEvents = playback?.translator.counters.synthesizedMouseEvents
        case .live(.key(let press), _), .viewerKey(let press):
            return handleKey(press)
        case .live:
            synthesizedMouseEvents = playback?.translator.counters.synthesizedMouseEvents
        case .recorded(.pointer(let event)):
            analyzer.apply(event)
        case .recorded(.control):
            break
        }
        return true
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        guard !press.isRepeat else { return true }
        switch press.key {
        case .escape: return false
        case .h: display.showHeatmap.toggle()
        case .g: display.showGuide.toggle()
        case .n: guide?.skip()
        case .r: guide?.redo(&analyzer)
        case .p: display.showPanel.toggle()
        case .f, .f11:
            do { try playback?.window.toggleFullscreen() } catch { logger.warning("cannot toggle fullscreen: \(error)") }
        default: break
        }
        return true
    }

    // MARK: Time

    func advance(to time: Double) -> Bool {
        analyzer.advance(to: time)
        guide?.update(analyzer)
        return true
    }

    var time: Double { analyzer.now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }

    /// While touches are down the figures change with time alone (rates, still times): ten frames a second.
    func nextFrameTime(after lastFrame: Double) -> Double? { analyzer.activeCount > 0 ? lastFrame + 0.1 : nil }

    func settle() {}

    // MARK: Output

    func draw(now: Double, display playback: PlaybackDisplay) {
        display.synthesizedMouseEvents = synthesizedMouseEvents
        screen?.draw(analyzer, mapping: playback.viewport.mapping, display: display, guide: guide)
    }

    func writeOutputs(display playback: PlaybackDisplay?) throws {
        var failure: Error?
        if let reportWriter, let playback, let screen {
            var report = analyzer.report()
            report.synthesizedMouseEvents = synthesizedMouseEvents
            report.input = input ?? "interactive"
            do {
                try reportWriter.write(report, analyzer: analyzer, screen: screen, mapping: playback.viewport.mapping,
                                       source: display.source, logger: logger)
                logAcceptance(report)
            } catch {
                failure = error
            }
        }
        let window = playback?.windowSize ?? (canvasSize.width, canvasSize.height)
        let environment = playback?.environment ?? StateDocument.Environment(videoDriver: "none", renderer: "none")
        try state.write(StateDocument(scene: Scene(width: Double(canvasSize.width), height: Double(canvasSize.height)),
                                      statistics: analyzer.touchStatistics, window: window, environment: environment))
        if let failure { throw failure }
    }

    /// The verdict and each failed check, for whoever reads the log.
    private func logAcceptance(_ report: TouchScreenReport) {
        let summary = report.acceptance
        let untested = summary.untestedChecks.isEmpty ? "" : ": \(summary.untestedChecks.joined(separator: ", "))"
        logger.info("acceptance: \(summary.verdict.rawValue) (\(summary.passed) pass, \(summary.failed) fail, \(summary.untested) untested\(untested))")
        for check in report.checks where check.result == .fail {
            logger.info("FAIL \(check.name): \(check.value.map { "\($0)" } ?? "-") \(check.unit): \(check.reason)")
        }
    }
}
