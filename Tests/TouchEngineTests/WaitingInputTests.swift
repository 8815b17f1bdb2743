import Foundation
import Testing
import TouchTestSupport
import TouchEngine

/// Input an app read late (a backlog after a stall, every event stamped with the same late time) is applied before
/// the timers it may precede, and its one time makes no fling.
@Suite("Input that waited unread")
struct WaitingInputTests {
    func engine(inertia: Bool = false) -> (GestureEngine, LongPressRecognizer) {
        let options = SceneFixtures.options(constraint: .none, inertia: inertia)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300), options: options)]))
        return (engine, engine.recognizer(LongPressRecognizer.self)!)
    }

    func event(_ phase: PointerPhase, _ x: Double, _ time: Double) -> PointerEvent {
        PointerEvent(phase, id: 1, x: x, y: 300, time: time, pressure: phase == .up ? 0 : 1, source: .touch)
    }

    @Test("held timers: a backlog of moves stamped 1.0 s after a press at 0 drags the sprite; no long press fires, before or after the release")
    func heldTimersLetTheBacklogDrag() {
        let (engine, longPress) = engine()
        var fired = 0
        longPress.onLongPress = { _ in fired += 1 }
        engine.handle(event(.down, 300, 0))
        engine.holdTimers(until: 1.0)
        for step in 1...20 { engine.handle(event(.move, 300 + Double(step) * 10, 1.0)) }
        #expect(engine.time == 1.0 && engine.timersTime == 0)
        engine.releaseTimers()
        #expect(engine.timersTime == 1.0)
        #expect(fired == 0)
        #expect(engine.scene.sprites[0].pose.center == Vector2(500, 300))
    }

    @Test("without the hold, the same backlog is a long press: the deadline at 0.5 s fires before the first late move")
    func withoutTheHoldTheBacklogIsALongPress() {
        let (engine, longPress) = engine()
        var fired = 0
        longPress.onLongPress = { _ in fired += 1 }
        engine.handle(event(.down, 300, 0))
        for step in 1...20 { engine.handle(event(.move, 300 + Double(step) * 10, 1.0)) }
        #expect(fired == 1)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
    }

    @Test("a finger that really stayed still: the long press held back fires at the release, and an event after the hold releases it first")
    func heldLongPressFiresWhenReleased() {
        let (engine, longPress) = engine()
        var fired = 0
        longPress.onLongPress = { _ in fired += 1 }
        engine.handle(event(.down, 300, 0))
        engine.holdTimers(until: 1.0)
        engine.handle(event(.move, 302, 1.0))
        #expect(fired == 0)
        engine.handle(event(.move, 303, 1.2))
        #expect(fired == 1 && engine.timersHeldUntil == nil)
    }

    @Test("a backlog stamped 1 ms apart, 200 px, then a lift: no fling (less than 8 ms of history is no measurement), and no division by zero when all share one time")
    func backlogMakesNoFling() {
        let (engine, _) = engine(inertia: true)
        engine.handle(event(.down, 300, 0))
        engine.holdTimers(until: 1.001)
        for step in 1...10 { engine.handle(event(.move, 300 + Double(step) * 10, 1.0)) }
        for step in 11...20 { engine.handle(event(.move, 300 + Double(step) * 10, 1.001)) }
        engine.handle(event(.up, 500, 1.001))
        engine.releaseTimers()
        #expect(!engine.isAnimating)
        #expect(engine.scene.sprites[0].pose.center == Vector2(500, 300))

        var same = VelocityTracker(window: 0.1, minimumSpan: 0.008)
        for step in 0...5 { same.add(Vector2(Double(step) * 40, 0), at: 1.0) }
        #expect(same.velocity(at: 1.0) == .zero)
        var real = VelocityTracker(window: 0.1, minimumSpan: 0.008)
        real.add(Vector2(0, 0), at: 1.0)
        real.add(Vector2(10, 0), at: 1.0083)
        #expect(approximately(real.velocity(at: 1.0083).x, 10 / 0.0083, within: 1e-6))
    }
}
