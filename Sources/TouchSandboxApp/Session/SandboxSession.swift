import Foundation
import TouchEngine
import TouchRecipes
import TouchRecordings

/// One sandbox session as the user sees it: the sandbox, the overlay's trails, the HUD's counters and
/// the optional recorder. Live runs and replays both drive a session, so they behave alike.
package final class SandboxSession {
    package let sandbox: Sandbox
    var trails = TouchTrails()
    var showOverlay: Bool
    var showHUD: Bool
    private(set) var eventRate = RateMeter()
    private(set) var frameRate = FrameRateReading()
    /// Whether input or a reset changed something since the last frame was drawn (the HUD counts those frames).
    private var changedSinceFrame = true
    /// Receives every pointer event before the engine sees it, and every control input (the recorder).
    var recorder: PointerRecorder?
    /// What `--tuio` receives, for the HUD; nil when the session does not listen.
    var reception: TUIOReceptionStatus?
    /// The canvas colour: the scene's, until a three-finger swipe cycles it.
    private(set) var background: RGBColor
    private var backgroundIndex = 0
    /// A short message about the latest recognised gesture, and when it came.
    private(set) var toast: (message: String, time: Double)?
    /// The name of the latest user-taught gesture recognised, where it is shown (just above its stroke), and when.
    private(set) var gestureLabel: (name: String, anchor: Vector2, time: Double)?
    /// Lines drawn at the top of the canvas while they are set, the first as the heading (the `gestures record`
    /// window's guide); empty in the sandbox.
    var guide: [String] = []

    package init(sandbox: Sandbox, showOverlay: Bool = true, showHUD: Bool = false, showTray: Bool = true) {
        self.sandbox = sandbox
        self.showOverlay = showOverlay
        self.showHUD = showHUD
        background = sandbox.scene.background
        sandbox.isTrayVisible = showTray
        sandbox.addThreeFingerSwipe()
    }

    /// Applies one pointer event: recorded, given to the engine, traced in the overlay.
    package func apply(_ event: PointerEvent) {
        changedSinceFrame = true
        recorder?.record(event)
        // Only what the engine took is traced: refused events (a touch beyond the limit, NaN) leave no trail.
        if sandbox.handle(event) == nil { trails.record(event) }
        if event.time.isFinite { eventRate.tick(at: event.time) }
        trails.expireIfDue(now: sandbox.engine.time)
        react(at: sandbox.engine.time)
    }

    /// The kiosk's idle reset: the scene as it was loaded (`Sandbox.restoreLoadedScene`) and the scene's background,
    /// for the next visitor.
    func idleReset(glideDuration: Double) {
        changedSinceFrame = true
        sandbox.restoreLoadedScene(glideDuration: glideDuration)
        background = sandbox.scene.background
        backgroundIndex = 0
        toast = nil
        gestureLabel = nil
        react(at: sandbox.engine.time)
    }

    /// Turns what the engine recognised into what the session shows: the background, a toast.
    private func react(at time: Double) {
        for notification in sandbox.drainNotifications() {
            switch notification {
            case .cycleBackground:
                backgroundIndex += 1
                let scene = sandbox.scene.background
                let choices = [scene] + Palette.backgrounds.filter { $0 != scene }
                background = choices[backgroundIndex % choices.count]
                toast = ("Background changed", time)
            case .tap(let tap):
                toast = ("\(tap.count == 2 ? "Double tap" : "Tap")\(tap.sprite.map { " on \($0)" } ?? "")", time)
            case .circle(let gesture, let selected):
                toast = ("Circle (radius \(String(format: "%.0f", gesture.radius ?? 0))): \(selected.count) selected", time)
            case .multiFingerTap(let tap):
                toast = ("\(tap.fingers ?? 2)-finger tap", time)
            case .moveUndone(let sprite):
                toast = ("Undid the last move of \(sprite)", time)
            case .edgeSwipe(let gesture):
                toast = ("Swipe in from the \(gesture.edge?.rawValue ?? "") edge", time)
            case .template(let gesture, let stroke):
                let name = gesture.name ?? ""
                gestureLabel = (name, Vector2((stroke.minX + stroke.maxX) / 2, stroke.minY), time)
                toast = ("Gesture: \(name) (score \(String(format: "%.2f", gesture.score ?? 0)))", time)
            case .actionTriggered(.paint, _):
                toast = (sandbox.paintMode ? "Paint mode on" : "Paint mode off", time)
            case .actionTriggered(.reset, _):
                toast = ("Layout reset", time)
            default:
                break
            }
        }
    }

    /// Applies a wheel turn or a key: recorded, then acted on at `time`.
    func apply(_ input: ControlInput, at time: Double) {
        changedSinceFrame = true
        recorder?.record(input, at: time)
        advance(to: time)
        switch input {
        case .wheel(let point, let steps, let rotate):
            guard steps.isFinite, steps != 0 else { return }
            let engine = sandbox.engine
            if rotate {
                engine.rotateSprite(at: point, byDegrees: steps * engine.configuration.wheelRotationStep)
            } else {
                engine.scaleSprite(at: point, by: Foundation.pow(engine.configuration.wheelScaleStep, steps))
            }
        case .key(.resetLayout):
            sandbox.resetLayout()
            toast = ("Layout reset", sandbox.engine.time)
        case .key(.paint):
            sandbox.paintMode.toggle()
            toast = (sandbox.paintMode ? "Paint mode on" : "Paint mode off", sandbox.engine.time)
        case .key(.clearPaint):
            sandbox.clearStrokes()
        case .key(.tray):
            sandbox.isTrayVisible.toggle()
        case .key(.overlay):
            showOverlay.toggle()
        case .key(.hud):
            showHUD.toggle()
        case .stall:
            // Not input: `SandboxMode` holds the timers for it and never applies it here.
            break
        }
    }

    /// Moves animations and fading trails forward to `time`.
    func advance(to time: Double) {
        recorder?.syncIfDue()
        sandbox.advance(to: time)
        trails.expire(now: max(time, sandbox.engine.time))
        react(at: sandbox.engine.time)
    }


    /// A frame was drawn at `time`: counted for the HUD when it showed a change (input since the last frame, or
    /// something moving or fading), not when it only refreshed the HUD's figures.
    func frameDrawn(at time: Double) {
        frameRate.frameDrawn(at: time, showedChange: changedSinceFrame || needsAnimationFrames)
        changedSinceFrame = false
    }

    /// Frames drawn for a change in the last second before `now`.
    func framesPerSecond(now: Double) -> Int { frameRate.framesPerSecond(now: now) }

    /// The HUD's frame-rate text (`FrameRateReading.text`): the rate, or idle with the last rate and its age.
    func frameRateText(now: Double) -> String { frameRate.text(now: now) }
    func eventsPerSecond(now: Double) -> Int { eventRate.rate(now: now) }

    /// Whether frames must keep coming without input: something glides or a trail fades.
    var needsAnimationFrames: Bool {
        sandbox.isAnimating || (showOverlay && trails.isFading) || toast.map { sandbox.engine.time - $0.time < 1.6 } == true
            || gestureLabel.map { sandbox.engine.time - $0.time < Self.gestureLabelSeconds } == true
    }

    /// How long a recognised gesture's name stays by its stroke (fading out over its last 0.4 s): long enough to
    /// read a word after lifting the finger, short enough to be gone before the next stroke.
    static let gestureLabelSeconds = 2.0

    func stateDocument(window: (width: Int, height: Int), environment: StateDocument.Environment) -> StateDocument {
        StateDocument(sandbox: sandbox, window: window, environment: environment)
    }
}
