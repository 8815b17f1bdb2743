import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// `touch-sandbox test-screen`: a full-window test screen for checking a touch panel finger by finger.
/// Every SDL pointer event goes to a `TouchScreenAnalyzer`; frames are drawn at most 60 times a second while
/// anything changes (and a few times a second while touches are down, so rates and still times tick on).
/// Esc or closing the window ends it (SIGINT and SIGTERM arrive from SDL as quit); the report is written
/// however it ends.
final class TestScreenLoop {
    struct Options {
        var windowSize: PixelSize?
        var fullscreen = false
        var reportDirectory: String?
        var configuration = TouchScreenTestConfiguration()
    }

    static let noDisplayAdvice = "the test screen needs one; to analyse a recording without a display use: touch-sandbox replay FILE --test-screen --headless --report DIR"

    private let options: Options
    private let logger: Logger

    init(options: Options, logger: Logger) {
        self.options = options
        self.logger = logger
    }

    func run() throws {
        let writer = try options.reportDirectory.map { try TestScreenReportWriter(directory: $0) }
        let system = try SDLStartup.start(headless: false, noDisplayAdvice: Self.noDisplayAdvice)
        let window = try Window(system: system, 
            title: "TouchSandbox touchscreen test", size: options.windowSize ?? PixelSize(width: 1280, height: 800),
            options: Window.Options(resizable: true, fullscreenDesktop: options.fullscreen))
        let renderer = try Renderer(window: window)
        // The test measures in the window's first size; a later resize letterboxes that area.
        let area = window.size
        let screen = TestScreenRenderer(renderer: renderer)
        let clock = SDLInputEnvironment()
        let startTicks = clock.ticks()
        let translator = EventTranslator(mapping: renderer.mapping(sceneSize: area), startTicks: startTicks)
        var analyzer = TouchScreenAnalyzer(width: Double(area.width), height: Double(area.height), configuration: options.configuration)
        var display = TestScreenRenderer.Display()
        logger.info("touchscreen test in \(area) px, video driver \(system.videoDriver), renderer \(renderer.name)")
        func now() -> Double { Double(clock.ticks() &- startTicks) / 1000 }
        defer {
            if let writer {
                var report = analyzer.report()
                report.synthesizedMouseEvents = translator.counters.synthesizedMouseEvents
                report.input = "interactive"
                do {
                    try writer.write(report, analyzer: analyzer, screen: screen, mapping: translator.mapping, source: "interactive", logger: logger)
                } catch {
                    logger.error("\(error)")
                }
            }
        }

        var running = true
        var needsFrame = true
        var lastFrame = -1.0
        var lastDevicePoll = now()
        let frameInterval = 1.0 / 60
        _ = translator.pollDevices()
        while running {
            let busy = analyzer.activeCount > 0
            let untilNextFrame = max(0, lastFrame + frameInterval - now())
            let timeout = needsFrame ? Int((untilNextFrame * 1000).rounded(.up)) : (busy ? 100 : 1000)
            var events = translator.waitSDL(timeoutMilliseconds: timeout)
            if now() - lastDevicePoll >= 1 {
                lastDevicePoll = now()
                events += translator.pollDevices()
            }
            for event in events {
                needsFrame = true
                switch event {
                case .pointer(let pointer):
                    analyzer.apply(pointer)
                case .key(let press) where !press.isRepeat:
                    switch press.key {
                    case .escape: running = false
                    case .h: display.showHeatmap.toggle()
                    case .p: display.showPanel.toggle()
                    case .f, .f11:
                        do { try window.toggleFullscreen() } catch { logger.warning("cannot toggle fullscreen: \(error)") }
                    default: break
                    }
                case .quit:
                    running = false
                case .windowResized:
                    translator.mapping = renderer.mapping(sceneSize: area)
                case .touchDeviceAdded(let id):
                    logger.info("touch device \(id) connected")
                case .touchDeviceRemoved(let id):
                    logger.warning("touch device \(id) disappeared; its touches were cancelled")
                case .focusLost:
                    logger.info("window lost focus; touches cancelled")
                case .key, .wheel, .realMouseMoved, .windowExposed:
                    break
                }
            }
            let time = now()
            analyzer.advance(to: time)
            // While touches are down the figures change with time alone (rates, still times).
            if busy && time - lastFrame >= 0.1 { needsFrame = true }
            if needsFrame && running && time >= lastFrame + frameInterval - 0.001 {
                display.synthesizedMouseEvents = translator.counters.synthesizedMouseEvents
                screen.draw(analyzer, mapping: translator.mapping, display: display)
                renderer.present()
                lastFrame = time
                needsFrame = false
            }
        }
    }
}
