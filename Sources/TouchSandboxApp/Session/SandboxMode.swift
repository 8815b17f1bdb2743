import Foundation
import Logging
import TouchEngine
import TouchRecipes
import TouchRecordings
import TouchSandboxSDL

/// The sandbox as a playback mode: fingers, the mouse and recordings drive a `SandboxSession`, with the kiosk's
/// rules (exit hold, idle reset, no keyboard) when a kiosk configuration is given, and the state document at the end.
package final class SandboxMode: PlaybackMode {
    package let session: SandboxSession
    let loaded: LoadedScene
    private let kioskConfiguration: KioskConfiguration?
    private var kiosk: KioskSupervisor?
    private let state: StateWriter
    private let logger: Logger
    private var frames: FrameRenderer?
    /// The display the playback opened, once `prepare` was called (a script driving the mode has none).
    private var display: PlaybackDisplay?
    /// When the kiosk's exit hold ended the session, if it did.
    private(set) var exitGestureTime: Double?
    /// While input that waited unread is applied: when it began waiting and the latest time it carries. Timers
    /// (the engine's and the kiosk's) due after `since` wait until it was all applied (`releaseTimers`).
    private var timerHold: (since: Double, until: Double)?

    var canvasSize: PixelSize { PixelSize(width: Int(loaded.scene.width), height: Int(loaded.scene.height)) }
    let title: String

    package init(loaded: LoadedScene, kiosk: KioskConfiguration?, showOverlay: Bool, showHUD: Bool, recorder: PointerRecorder?,
         state: StateWriter, title: String, logger: Logger, gestures: GestureTemplateMatcher? = nil, showTray: Bool = true) {
        self.loaded = loaded
        let sandbox = Sandbox(scene: loaded.scene, spriteRecipes: loaded.recipes)
        if let gestures { sandbox.gestureTemplates = gestures }
        session = SandboxSession(sandbox: sandbox, showOverlay: showOverlay, showHUD: showHUD, showTray: showTray)
        session.recorder = recorder
        kioskConfiguration = kiosk
        self.state = state
        self.title = title
        self.logger = logger
    }

    func prepare(_ display: PlaybackDisplay) throws {
        self.display = display
        frames = try FrameRenderer(renderer: display.renderer, images: loaded.images, font: display.system.defaultFont(pointSize: 15))
        logger.info("video driver \(display.system.videoDriver), renderer \(display.renderer.name)\(display.renderer.hasVSync ? " with vsync" : "")")
    }

    // MARK: Input

    package func handle(_ input: PlaybackInput) -> Bool {
        switch input {
        case .live(let event, let time):
            return handleLive(event, at: time)
        case .recorded(.pointer(let event)):
            return apply(event)
        case .recorded(.control(let control)):
            if case .stall(let until) = control.input { return holdTimers(after: control.time, until: until) }
            session.apply(control.input, at: control.time)
            return true
        case .viewerKey(let press):
            // Someone watching a replay: Esc stops it (a kiosk's replay has no keyboard controls either).
            return !(press.key == .escape && kioskConfiguration == nil)
        }
    }

    private func handleLive(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .pointer(let pointer):
            if kioskConfiguration != nil, pointer.source.hidesKioskCursor, Cursor.isVisible { Cursor.isVisible = false }
            return apply(pointer)
        case .wheel(let point, let steps, let rotate):
            session.apply(.wheel(at: point, steps: steps, rotate: rotate), at: time)
        case .key(let press):
            return handleKey(press, at: time)
        case .realMouseMoved:
            if kioskConfiguration != nil, !Cursor.isVisible { Cursor.isVisible = true }
        case .waitedUnread(let since):
            return holdTimers(after: since, until: time)
        case .caughtUp:
            return releaseTimers()
        case .quit, .windowResized, .windowExposed, .focusLost, .touchDeviceAdded, .touchDeviceRemoved:
            break
        }
        return true
    }

    /// Applies a pointer event after any kiosk rule due before it (an idle reset, a completed exit hold) has
    /// happened at its own time; false when the exit hold ends the session.
    private func apply(_ event: PointerEvent) -> Bool {
        if kiosk == nil, let configuration = kioskConfiguration {
            kiosk = KioskSupervisor(configuration: configuration, start: event.time.isFinite ? event.time : 0)
        }
        // An event after the input that waited ends the hold: what fell due during it acts first.
        if let hold = timerHold, event.time > hold.until, !releaseTimers() { return false }
        // Every rule due before the event acts at its own time (an idle reset, then the screen blanking); while
        // input that waited is applied, only those due before it began waiting.
        let rulesTime = timerHold.map { min($0.since, event.time) } ?? event.time
        for _ in 0..<4 {
            guard let deadline = kiosk?.nextDeadline, deadline <= rulesTime else { break }
            guard supervise(at: deadline) else { return false }
        }
        guard supervise(at: rulesTime) else { return false }
        let wasBlank = kiosk?.isBlank ?? false
        if kiosk?.admit(event) == .wakeOnly {
            if wasBlank { logger.info("woken by a touch at \(event.time) s; that touch only wakes the kiosk and is not applied") }
            return true
        }
        if wasBlank { logger.info("woken by a touch at \(event.time) s") }
        session.apply(event)
        return true
    }

    /// Applies a key; false when the app should quit.
    private func handleKey(_ press: KeyPress, at time: Double) -> Bool {
        // A kiosk has no keyboard controls at all: a visitor's stray keyboard changes nothing.
        guard !press.isRepeat, kioskConfiguration == nil else { return true }
        switch press.key {
        case .escape:
            return false
        case .r, .o, .h, .p, .c, .t:
            if let key = SessionKey(rawValue: press.key.rawValue) { session.apply(.key(key), at: time) }
        case .f, .f11:
            do { try display?.window.toggleFullscreen() } catch { logger.warning("cannot toggle fullscreen: \(error)") }
        case .space, .n, .g:
            break
        }
        return true
    }

    // MARK: Time

    func advance(to time: Double) -> Bool {
        if kiosk == nil, let configuration = kioskConfiguration, time.isFinite {
            kiosk = KioskSupervisor(configuration: configuration, start: time)
        }
        if let hold = timerHold {
            guard time >= hold.until else {
                session.advance(to: time)
                return true
            }
            guard releaseTimers() else { return false }
        }
        session.advance(to: time)
        return supervise(at: time)
    }

    /// Input that waited unread from `since` until `until` comes next (the app was busy; see
    /// `InputEvent.waitedUnread`): what fell due before `since` acts now, at its time; if a timer falls due after
    /// it, up to `until`, the timers are held until that input was applied, and a recording notes the stall so a
    /// replay holds them the same way. False when a kiosk rule due before `since` ends the session.
    private func holdTimers(after since: Double, until: Double) -> Bool {
        guard since.isFinite, until.isFinite, since < until else { return true }
        // (Advancing past a hold's end releases it: the input it held was all applied by then.)
        if since > time, !advance(to: since) { return false }
        guard let deadline = nextDeadline, deadline <= until else { return true }
        // A second read while a hold lasts (input that came while the first was read) extends it.
        let hold = (since: min(timerHold?.since ?? since, since), until: max(timerHold?.until ?? until, until))
        timerHold = hold
        session.sandbox.engine.holdTimers(until: hold.until)
        session.recorder?.record(.stall(until: until), at: since)
        logger.debug("input waited unread from \(SecondsText.of(since)) s to \(SecondsText.of(until)) s; the timer due at \(SecondsText.of(deadline)) s waits for it")
        return true
    }

    /// The input that waited was all applied: the timers held for it fire now. False when a kiosk rule ends the session.
    private func releaseTimers() -> Bool {
        guard timerHold != nil else { return true }
        timerHold = nil
        session.sandbox.engine.releaseTimers()
        return advance(to: time)
    }

    /// Applies the kiosk's rules at `time`; false when the exit hold ends the session.
    private func supervise(at time: Double) -> Bool {
        switch kiosk?.check(at: time, touchesDown: session.sandbox.touches.count) {
        case .exit?:
            exitGestureTime = time
            logger.notice("exit gesture held at \(SecondsText.of(time)) s; leaving")
            return false
        case .blank?:
            logger.info("nobody touched for \(kioskConfiguration?.blankAfterSeconds ?? 0) s; screen blanked at \(time) s (the next touch wakes it)")
            return true
        case .idleReset?:
            logger.info("nobody touched for \(kioskConfiguration?.idleResetSeconds ?? 0) s; idle reset at \(time) s: restoring the scene as loaded")
            session.advance(to: time)
            session.idleReset(glideDuration: KioskConfiguration.idleGlideSeconds)
            return true
        case nil:
            return true
        }
    }

    var time: Double { session.sandbox.engine.time }

    var nextDeadline: Double? {
        [kiosk?.nextDeadline, session.sandbox.nextDeadline].compactMap { $0 }.min()
    }

    var isAnimating: Bool { session.sandbox.isAnimating }

    /// Every frame while something glides or fades; once a second for the HUD's figures; otherwise none.
    func nextFrameTime(after lastFrame: Double) -> Double? {
        if session.needsAnimationFrames { return lastFrame }
        return session.showHUD ? lastFrame + 1 : nil
    }

    package func settle() {
        session.sandbox.settle()
        session.advance(to: session.sandbox.engine.time)
    }

    // MARK: Output

    func draw(now: Double, display: PlaybackDisplay) {
        if kiosk?.isBlank == true {
            display.renderer.clear(.black)
            return
        }
        frames?.draw(session: session, mapping: display.viewport.mapping, pinned: display.translator.pinnedFingers, now: now)
        session.frameDrawn(at: now)
    }

    func showReception(_ status: TUIOReceptionStatus) { session.reception = status }

    func writeOutputs(display: PlaybackDisplay?) throws {
        session.recorder?.close()
        let window = display?.windowSize ?? (canvasSize.width, canvasSize.height)
        let environment = display?.environment ?? StateDocument.Environment(videoDriver: "none", renderer: "none")
        var document = session.stateDocument(window: window, environment: environment)
        document.kiosk = kioskActivity
        try state.write(document)
    }

    /// What the kiosk's rules did so far; nil outside a kiosk.
    package var kioskActivity: KioskActivity? {
        kioskConfiguration.map { (kiosk ?? KioskSupervisor(configuration: $0)).activity }
    }
}

private extension PointerSource {
    /// A kiosk hides the pointer cursor once a finger is in use, on the panel or on a TUIO table (an arrow left
    /// where the mouse last was only confuses visitors), and shows it again when a real mouse moves. A pen keeps it:
    /// its users aim with the hover position.
    var hidesKioskCursor: Bool { self == .touch || self == .tuio }
}
