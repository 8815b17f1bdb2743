import Foundation
import TouchEngine

/// One sandbox session as the user sees it: the engine, the overlay's trails, the HUD's counters and
/// the optional recorder. The interactive loop and replays both drive a session, so they behave alike.
final class SandboxSession {
    let engine: GestureEngine
    var trails = TouchTrails()
    var showOverlay: Bool
    var showHUD: Bool
    private(set) var eventRate = RateMeter()
    private(set) var frameRate = RateMeter()
    /// Receives every pointer event before the engine sees it, and every control input (the recorder).
    var recorder: PointerRecorder?
    /// The canvas colour: the scene's, until a three-finger swipe cycles it.
    private(set) var background: RGBColor
    private var backgroundIndex = 0
    /// A short message about the latest recognised gesture, and when it came.
    private(set) var toast: (message: String, time: Double)?

    init(engine: GestureEngine, showOverlay: Bool = true, showHUD: Bool = false, showTray: Bool = true) {
        self.engine = engine
        self.showOverlay = showOverlay
        self.showHUD = showHUD
        background = engine.scene.background
        engine.isTrayVisible = showTray
        engine.addRecognizer(ThreeFingerSwipeRecognizer())
    }

    /// Applies one pointer event: recorded, given to the engine, traced in the overlay.
    func apply(_ event: PointerEvent) {
        recorder?.record(event)
        engine.handle(event)
        trails.record(event)
        if event.time.isFinite { eventRate.tick(at: event.time) }
        react(at: engine.time)
    }

    /// Turns what the engine recognised into what the session shows: the background, a toast.
    private func react(at time: Double) {
        for notification in engine.drainNotifications() {
            switch notification {
            case .cycleBackground:
                backgroundIndex += 1
                let choices = [engine.scene.background] + Palette.backgrounds.filter { $0 != engine.scene.background }
                background = choices[backgroundIndex % choices.count]
                toast = ("Background changed", time)
            case .tap(let tap):
                toast = ("\(tap.count == 2 ? "Double tap" : "Tap")\(tap.sprite.map { " on \($0)" } ?? "")", time)
            case .circle(let gesture, let selected):
                toast = ("Circle (radius \(Int(gesture.radius.rounded()))): \(selected.count) selected", time)
            case .actionTriggered(let action, _):
                if action == "paint" { toast = (engine.paintMode ? "Paint mode on" : "Paint mode off", time) }
                if action == "reset" { toast = ("Layout reset", time) }
            default:
                break
            }
        }
    }

    /// The keys whose effect is part of the session (and so recorded and replayed).
    static let sessionKeys: Set<String> = ["r", "p", "c", "t", "o", "h"]

    /// Applies a wheel turn or a key: recorded, then acted on at `time`.
    func apply(_ input: ControlInput, at time: Double) {
        if case .key(let name) = input, !Self.sessionKeys.contains(name) { return }
        recorder?.record(input, at: time)
        advance(to: time)
        switch input {
        case .wheel(let point, let steps, let rotate):
            guard steps.isFinite, steps != 0 else { return }
            if rotate {
                engine.rotateSprite(at: point, byDegrees: steps * engine.configuration.wheelRotationStep)
            } else {
                engine.scaleSprite(at: point, by: Foundation.pow(engine.configuration.wheelScaleStep, steps))
            }
        case .key("r"):
            engine.resetLayout()
            toast = ("Layout reset", engine.time)
        case .key("p"):
            engine.paintMode.toggle()
            toast = (engine.paintMode ? "Paint mode on" : "Paint mode off", engine.time)
        case .key("c"):
            engine.clearStrokes()
        case .key("t"):
            engine.isTrayVisible.toggle()
        case .key("o"):
            showOverlay.toggle()
        case .key("h"):
            showHUD.toggle()
        case .key:
            break
        }
    }

    /// Moves animations and fading trails forward to `time`.
    func advance(to time: Double) {
        engine.advance(to: time)
        trails.expire(now: max(time, engine.time))
        react(at: engine.time)
    }


    func frameDrawn(at time: Double) { frameRate.tick(at: time) }

    func framesPerSecond(now: Double) -> Int { frameRate.rate(now: now) }
    func eventsPerSecond(now: Double) -> Int { eventRate.rate(now: now) }

    /// Whether frames must keep coming without input: something glides or a trail fades.
    var needsAnimationFrames: Bool { engine.isAnimating || (showOverlay && trails.isFading) || toast.map { engine.time - $0.time < 1.6 } == true }

    func stateDocument(window: (width: Int, height: Int), environment: StateDocument.Environment) -> StateDocument {
        StateDocument(engine: engine, window: window, environment: environment)
    }
}
