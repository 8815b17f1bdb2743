import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// `replay FILE --test-screen`: plays a recording into a `TouchScreenAnalyzer` instead of the sandbox and
/// draws the test screen, in real time (scaled by a speed) or all at once (`fast`, drawing only the end).
/// The analyzer measures in the recording's own window size; the window shows it letterboxed.
final class TestScreenReplay {
    struct Options {
        var headless = false
        /// nil: as fast as possible.
        var speed: Double? = 1
        var windowSize: PixelSize?
        var screenshotPath: String?
        var reportDirectory: String?
        var configuration = TouchScreenTestConfiguration()
    }

    private let recording: Recording
    private let options: Options
    private let logger: Logger

    init(recording: Recording, options: Options, logger: Logger) {
        self.recording = recording
        self.options = options
        self.logger = logger
    }

    /// Replays and returns the analyzer as it ended (also when interrupted).
    @discardableResult
    func run() throws -> TouchScreenAnalyzer {
        let writer = try options.reportDirectory.map { try TestScreenReportWriter(directory: $0) }
        let system = try SDLStartup.start(headless: options.headless, noDisplayAdvice: "add --headless to replay without one")
        let area = PixelSize(width: recording.width, height: recording.height)
        let window = try Window(system: system, 
            title: "TouchSandbox touchscreen test — replay", size: options.windowSize ?? area,
            options: Window.Options(resizable: !options.headless))
        let renderer = try Renderer(window: window, mode: options.headless ? .software : .automatic)
        let screen = TestScreenRenderer(renderer: renderer)
        let translator = EventTranslator(mapping: renderer.mapping(sceneSize: area))
        var analyzer = TouchScreenAnalyzer(width: Double(area.width), height: Double(area.height), configuration: options.configuration)
        let source = (recording.file as NSString).lastPathComponent
        var display = TestScreenRenderer.Display(source: source, keyHints: "H heatmap   P panel   Esc stop")
        let events = recording.events
        var interrupted = false

        func handle(_ inputs: [InputEvent]) {
            for input in inputs {
                switch input {
                case .quit: interrupted = true
                case .key(let press) where !press.isRepeat:
                    switch press.key {
                    case .escape: interrupted = true
                    case .h: display.showHeatmap.toggle()
                    case .p: display.showPanel.toggle()
                    default: break
                    }
                case .windowResized: translator.mapping = renderer.mapping(sceneSize: area)
                default: break
                }
            }
        }

        if let speed = options.speed {
            let clock = ContinuousClock()
            let began = clock.now
            let start = events.first?.time ?? 0
            var next = 0
            var lastFrame = -Double.infinity
            while next < events.count {
                let playhead = start + (clock.now - began).seconds * speed
                while next < events.count, events[next].time <= playhead {
                    analyzer.apply(events[next])
                    next += 1
                }
                handle(translator.pollSDL())
                if interrupted { break }
                analyzer.advance(to: next < events.count ? playhead : analyzer.now)
                if playhead - lastFrame >= speed / 60 || next == events.count {
                    screen.draw(analyzer, mapping: translator.mapping, display: display)
                    renderer.present()
                    lastFrame = playhead
                }
                let wait = next < events.count ? (events[next].time - playhead) / speed : 0
                if wait > 0 { Thread.sleep(forTimeInterval: min(wait, 1.0 / 60)) }
            }
        } else {
            for (index, event) in events.enumerated() {
                analyzer.apply(event)
                if index % 65_536 == 65_535 {
                    handle(translator.pollSDL())
                    if interrupted { break }
                }
            }
        }
        if interrupted { logger.warning("replay interrupted; the figures reached so far are kept") }
        if let last = events.last?.time { analyzer.advance(to: last) }

        screen.draw(analyzer, mapping: translator.mapping, display: display)
        if let path = options.screenshotPath {
            do {
                try renderer.saveScreenshot(to: path)
            } catch {
                throw RuntimeFailure("cannot save the screenshot: \(error)")
            }
        }
        if let writer {
            var report = analyzer.report()
            report.input = recording.file
            try writer.write(report, analyzer: analyzer, screen: screen, mapping: translator.mapping, source: source, logger: logger)
        }
        if !options.headless {
            screen.draw(analyzer, mapping: translator.mapping, display: display)
            renderer.present()
        }
        return analyzer
    }
}
