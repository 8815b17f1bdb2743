import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// The interactive sandbox: an SDL window driven by fingers and the mouse.
///
/// Event-driven: with nothing moving and nobody touching, it sleeps in `SDL_WaitEventTimeout` and draws
/// nothing. While touches are down or something glides, it drains every queued event before drawing each
/// frame, so no event waits a frame; vsync paces the frames where the renderer has it, a frame timer elsewhere.
final class InteractiveLoop {
    struct Options {
        var windowSize: PixelSize?
        var fullscreen = false
        /// Kiosk rules (fullscreen, no keyboard quit, exit gesture, idle reset); nil outside kiosk mode.
        var kiosk: KioskConfiguration?
        var showOverlay = true
        var showHUD = false
        var screenshotPath: String?
    }

    private let loaded: LoadedScene
    private let options: Options
    private let logger: Logger
    private let stateWriter: StateWriter
    private let recorder: PointerRecorder?

    init(loaded: LoadedScene, options: Options, stateWriter: StateWriter, recorder: PointerRecorder?, logger: Logger) {
        self.loaded = loaded
        self.options = options
        self.stateWriter = stateWriter
        self.recorder = recorder
        self.logger = logger
    }

    func run() throws {
        let system = try SDLStartup.start(
            headless: false, disableScreenSaver: options.kiosk != nil,
            noDisplayAdvice: "set DISPLAY or WAYLAND_DISPLAY, or replay a recording without one: touch-sandbox replay FILE --headless")
        try run(system: system)
    }

    private func run(system: SDLSystem) throws {
        let scene = loaded.scene
        let sceneSize = PixelSize(width: Int(scene.width), height: Int(scene.height))
        let window = try Window(system: system, 
            title: "TouchSandbox", size: options.windowSize ?? sceneSize,
            options: Window.Options(resizable: true, fullscreenDesktop: options.fullscreen || options.kiosk != nil, borderless: options.kiosk != nil))
        let renderer = try Renderer(window: window)
        let frames = try FrameRenderer(renderer: renderer, images: loaded.images, font: system.defaultFont(pointSize: 15))
        let clock = SDLInputEnvironment()
        let startTicks = clock.ticks()
        let translator = EventTranslator(mapping: renderer.mapping(sceneSize: sceneSize), startTicks: startTicks)
        let session = SandboxSession(engine: GestureEngine(scene: scene), showOverlay: options.showOverlay, showHUD: options.showHUD)
        session.recorder = recorder
        let environment = StateDocument.Environment(videoDriver: system.videoDriver, renderer: renderer.name)
        logger.info("video driver \(system.videoDriver), renderer \(renderer.name)\(renderer.hasVSync ? " with vsync" : "")")
        func now() -> Double { Double(clock.ticks() &- startTicks) / 1000 }
        func writeState() {
            stateWriter.write(session.stateDocument(window: (window.size.width, window.size.height), environment: environment), logger: logger)
        }
        defer {
            recorder?.close()
            writeState()
        }

        var latency = FrameLatencyMeter()
        defer { logger.info("event-to-frame: \(latency.summary)") }
        var kiosk = options.kiosk.map { KioskSupervisor(configuration: $0, start: now()) }
        var running = true
        var needsFrame = true
        var lastDevicePoll = now()
        let frameInterval = 1.0 / 60
        var lastFrame = -1.0
        _ = translator.pollDevices()
        while running {
            let busy = !session.engine.touches.isEmpty || session.needsAnimationFrames || translator.activePointerCount > 0
            // Idle: sleep until input comes (waking once a second to look for touch devices).
            // Busy: take input as it comes, but draw at most one frame per frame interval,
            // whether or not the renderer's vsync really paces us (Xvfb and some drivers do not).
            let untilNextFrame = max(0, lastFrame + frameInterval - now())
            var idleWait = 1.0
            for deadline in [kiosk?.nextDeadline, session.engine.nextDeadline].compactMap({ $0 }) {
                idleWait = min(idleWait, max(0, deadline - now()))
            }
            let timeout = Int(((busy || needsFrame ? untilNextFrame : idleWait) * 1000).rounded(.up))
            var events = translator.waitSDL(timeoutMilliseconds: timeout)
            if now() - lastDevicePoll >= 1 {
                lastDevicePoll = now()
                events += translator.pollDevices()
            }
            for event in events {
                needsFrame = true
                switch event {
                case .pointer(let pointer):
                    session.apply(pointer)
                    latency.eventApplied(at: pointer.time)
                    if kiosk != nil {
                        kiosk?.observe(pointer)
                        if pointer.source == .touch, Cursor.isVisible { Cursor.isVisible = false }
                    }
                case .wheel(let point, let steps, let rotate):
                    session.apply(.wheel(at: point, steps: steps, rotate: rotate), at: now())
                case .key(let press):
                    running = handleKey(press, session: session, window: window, time: now()) && running
                case .quit:
                    running = false
                case .windowResized:
                    translator.mapping = renderer.mapping(sceneSize: sceneSize)
                case .windowExposed:
                    break  // needsFrame is already set
                case .focusLost:
                    logger.info("window lost focus; touches cancelled")
                case .touchDeviceAdded(let id):
                    logger.info("touch device \(id) connected")
                case .touchDeviceRemoved(let id):
                    logger.warning("touch device \(id) disappeared; its touches were cancelled")
                case .realMouseMoved:
                    if kiosk != nil, !Cursor.isVisible { Cursor.isVisible = true }
                }
            }
            let time = now()
            session.advance(to: time)
            switch kiosk?.check(at: time, touchesDown: session.engine.touches.count) {
            case .exit?:
                logger.notice("exit gesture held; leaving kiosk mode")
                running = false
            case .idleReset?:
                logger.info("nobody touched for \(options.kiosk?.idleResetSeconds ?? 0) s; resetting the layout")
                session.engine.animateLayoutHome(duration: KioskConfiguration.idleGlideSeconds)
                needsFrame = true
            case nil:
                break
            }
            if session.needsAnimationFrames || (session.showHUD && time - lastFrame >= 1) { needsFrame = true }
            if needsFrame && running && time >= lastFrame + frameInterval - 0.001 {
                frames.draw(session: session, mapping: translator.mapping, pinned: translator.pinnedFingers, now: time)
                renderer.present()
                session.frameDrawn(at: time)
                latency.frameDrawn(at: now())
                lastFrame = time
                needsFrame = false
            }
        }
        if let path = options.screenshotPath {
            frames.draw(session: session, mapping: translator.mapping, pinned: translator.pinnedFingers, now: now())
            do {
                try renderer.saveScreenshot(to: path)
            } catch {
                logger.error("cannot save the screenshot: \(error)")
            }
        }
    }

    /// Applies a key; returns false when the app should quit.
    private func handleKey(_ press: KeyPress, session: SandboxSession, window: Window, time: Double) -> Bool {
        // A kiosk has no keyboard controls at all: a visitor's stray keyboard changes nothing.
        guard !press.isRepeat, options.kiosk == nil else { return true }
        switch press.key {
        case .escape:
            return false
        case .r, .o, .h, .p, .c, .t:
            session.apply(.key(press.key.rawValue), at: time)
        case .f, .f11:
            do { try window.toggleFullscreen() } catch { logger.warning("cannot toggle fullscreen: \(error)") }
        case .space:
            break
        }
        return true
    }
}
