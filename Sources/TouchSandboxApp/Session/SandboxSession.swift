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
    /// Called with every pointer event before the engine sees it (the recorder).
    var eventObserver: ((PointerEvent) -> Void)?

    init(engine: GestureEngine, showOverlay: Bool = true, showHUD: Bool = false) {
        self.engine = engine
        self.showOverlay = showOverlay
        self.showHUD = showHUD
    }

    /// Applies one pointer event: recorded, given to the engine, traced in the overlay.
    func apply(_ event: PointerEvent) {
        eventObserver?(event)
        engine.handle(event)
        trails.record(event)
        if event.time.isFinite { eventRate.tick(at: event.time) }
    }

    /// Mouse wheel over a sprite: scale about the cursor, or rotate with Shift.
    func wheel(at point: Vector2, steps: Double, rotate: Bool) {
        guard steps.isFinite, steps != 0 else { return }
        if rotate {
            engine.rotateSprite(at: point, byDegrees: steps * engine.configuration.wheelRotationStep)
        } else {
            engine.scaleSprite(at: point, by: Foundation.pow(engine.configuration.wheelScaleStep, steps))
        }
    }

    /// Moves animations and fading trails forward to `time`.
    func advance(to time: Double) {
        engine.advance(to: time)
        trails.expire(now: max(time, engine.time))
    }

    func frameDrawn(at time: Double) { frameRate.tick(at: time) }

    func framesPerSecond(now: Double) -> Int { frameRate.rate(now: now) }
    func eventsPerSecond(now: Double) -> Int { eventRate.rate(now: now) }

    /// Whether frames must keep coming without input: something glides or a trail fades.
    var needsAnimationFrames: Bool { engine.isAnimating || (showOverlay && trails.isFading) }

    func stateDocument(window: (width: Int, height: Int), environment: StateDocument.Environment) -> StateDocument {
        StateDocument(engine: engine, window: window, environment: environment)
    }
}
