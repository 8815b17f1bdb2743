import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// Plays a recording into a session: in real time (scaled by a speed) with frames drawn as it goes, or all at once
/// (`fast`) drawing only the last frame. Either way the replay ends when the last event is applied and every glide
/// has come to rest, so the final state depends only on the recording and the scene.
final class ReplayRunner {
    struct Options {
        var headless = false
        /// nil: as fast as possible.
        var speed: Double? = 1
        var windowSize: PixelSize?
        var screenshotPath: String?
        var showOverlay = true
        /// Kiosk rules applied on the recording's clock: the exit gesture ends the replay, idle time resets the layout.
        var kiosk: KioskConfiguration?
    }

    /// Why a replay ended.
    enum Ending: Equatable {
        case finished
        case interrupted
        case exitGesture(at: Double)
    }

    /// How the last `run()` ended.
    private(set) var ending = Ending.finished

    private let loaded: LoadedScene
    private let recording: Recording
    private let options: Options
    private let stateWriter: StateWriter
    private let logger: Logger

    init(loaded: LoadedScene, recording: Recording, options: Options, stateWriter: StateWriter, logger: Logger) {
        self.loaded = loaded
        self.recording = recording
        self.options = options
        self.stateWriter = stateWriter
        self.logger = logger
    }

    /// Replays and returns the session reached (also on a recording error, which the caller reports).
    @discardableResult
    func run() throws -> SandboxSession {
        let system = try SDLStartup.start(headless: options.headless, noDisplayAdvice: "add --headless to replay without one")
        return try run(system: system)
    }

    private func run(system: SDLSystem) throws -> SandboxSession {
        let scene = loaded.scene
        let sceneSize = PixelSize(width: Int(scene.width), height: Int(scene.height))
        let window = try Window(system: system, 
            title: "TouchSandbox replay", size: options.windowSize ?? sceneSize,
            options: Window.Options(resizable: !options.headless))
        let renderer = try Renderer(window: window, mode: options.headless ? .software : .automatic)
        let frames = try FrameRenderer(renderer: renderer, images: loaded.images, font: system.defaultFont(pointSize: 15))
        let translator = EventTranslator(mapping: renderer.mapping(sceneSize: sceneSize))
        let session = SandboxSession(engine: GestureEngine(scene: scene), showOverlay: options.showOverlay)
        let environment = StateDocument.Environment(videoDriver: system.videoDriver, renderer: renderer.name)
        defer {
            stateWriter.write(session.stateDocument(window: (window.size.width, window.size.height), environment: environment), logger: logger)
        }
        let events = recording.events
        let start = events.first?.time ?? 0
        var interrupted = false
        var kiosk = options.kiosk.map { KioskSupervisor(configuration: $0, start: start) }
        /// Applies the kiosk's rules at `time`; false when the exit gesture ends the replay.
        func superviseKiosk(at time: Double) -> Bool {
            switch kiosk?.check(at: time, touchesDown: session.engine.touches.count) {
            case .exit?:
                ending = .exitGesture(at: time)
                return false
            case .idleReset?:
                session.advance(to: time)
                session.engine.animateLayoutHome(duration: KioskConfiguration.idleGlideSeconds)
                return true
            case nil:
                return true
            }
        }
        var nextControl = 0
        /// Wheel turns and keys recorded before pointer event `index` (or after the last, for `events.count`).
        func applyControls(before index: Int) {
            while nextControl < recording.controls.count, recording.controls[nextControl].afterEvents <= index {
                let control = recording.controls[nextControl]
                session.apply(control.input, at: control.time)
                nextControl += 1
            }
        }
        var applied = 0
        func apply(_ event: PointerEvent) -> Bool {
            applyControls(before: applied)
            applied += 1
            // A rule due before this event (an idle reset, a completed exit hold) happens at its own time.
            if let deadline = kiosk?.nextDeadline, deadline <= event.time, !superviseKiosk(at: deadline) { return false }
            guard superviseKiosk(at: event.time) else { return false }
            session.apply(event)
            kiosk?.observe(event)
            return true
        }
        if let speed = options.speed {
            let clock = ContinuousClock()
            let began = clock.now
            var next = 0
            var lastFrame = -1.0
            while next < events.count || session.engine.isAnimating {
                let elapsed = (clock.now - began).seconds * speed
                let playhead = start + elapsed
                while next < events.count, events[next].time <= playhead {
                    let keepGoing = apply(events[next])
                    next += 1
                    if !keepGoing { break }
                }
                if ending != .finished { break }
                if translator.pollSDL().contains(.quit) {
                    interrupted = true
                    break
                }
                let now = next < events.count ? playhead : max(playhead, session.engine.time)
                session.advance(to: now)
                if now - lastFrame >= 1.0 / 60 * speed || next == events.count {
                    frames.draw(session: session, mapping: translator.mapping, pinned: [], now: now)
                    renderer.present()
                    session.frameDrawn(at: now)
                    lastFrame = now
                }
                let wait = next < events.count ? (events[next].time - playhead) / speed : 1.0 / 60
                if wait > 0 { Thread.sleep(forTimeInterval: min(wait, 1.0 / 60)) }
            }
        } else {
            for (index, event) in events.enumerated() {
                guard apply(event) else { break }
                if index % 65_536 == 65_535, translator.pollSDL().contains(.quit) {
                    interrupted = true
                    break
                }
            }
        }
        if !interrupted && ending == .finished { applyControls(before: events.count) }
        if interrupted {
            ending = .interrupted
            logger.warning("replay interrupted; the state reached so far is kept")
        } else if case .exitGesture(let time) = ending {
            logger.notice("exit gesture held at \(time) s; the replay ends there")
        } else {
            session.engine.settle()
            session.advance(to: session.engine.time)
        }
        if options.speed == nil || options.screenshotPath != nil {
            frames.draw(session: session, mapping: translator.mapping, pinned: [], now: session.engine.time)
        }
        if let path = options.screenshotPath {
            do {
                try renderer.saveScreenshot(to: path)
            } catch {
                throw RuntimeFailure("cannot save the screenshot: \(error)")
            }
        }
        if !options.headless { renderer.present() }
        return session
    }
}
