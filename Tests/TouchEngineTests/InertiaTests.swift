import Foundation
import Testing
import TouchTestSupport
import TouchEngine

@Suite("Throwing sprites")
struct InertiaTests {
    func thrownEngine(constraint: MovementConstraint = .none) -> (GestureEngine, Fingers<GestureEngine>) {
        let options = SceneFixtures.options(constraint: constraint, inertia: true)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(200, 400), options: options)]))
        var fingers = Fingers(engine)
        fingers.step = 0.01
        fingers.down(1, 200, 400)
        for i in 1...10 { fingers.move(1, 200 + 10 * Double(i), 400) }  // 1000 px/s to the right
        fingers.up(1, 300, 400)
        return (engine, fingers)
    }

    @Test("a sprite thrown at 1000 px/s glides on, slows down and stops 250 px further")
    func glidesAndStops() {
        let (engine, fingers) = thrownEngine()
        #expect(engine.isAnimating)
        let release = fingers.time
        engine.advance(to: release + 0.25)
        // p(t) = v (1 − e^(−4t)) / 4 with v = 1000: 0.25 s → 158.03 px.
        #expect(approximately(engine.scene.sprites[0].pose.center.x, 300 + 1000 * (1 - exp(-1.0)) / 4, within: 1e-6))
        engine.advance(to: release + 10)
        #expect(!engine.isAnimating)
        // It stops when the speed falls to 8 px/s: travelled (1000 − 8) / 4 = 248 px.
        #expect(approximately(engine.scene.sprites[0].pose.center.x, 548, within: 1e-6))
        #expect(engine.scene.sprites[0].pose.center.y == 400)
    }

    @Test("a glide stops at the window edge")
    func glideStopsAtBounds() {
        let options = SceneFixtures.options(constraint: .window, inertia: true)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(1000, 400), options: options)]))
        var fingers = Fingers(engine)
        fingers.step = 0.01
        fingers.down(1, 1000, 400)
        for i in 1...10 { fingers.move(1, 1000 + 10 * Double(i), 400) }
        fingers.up(1, 1100, 400)
        engine.settle()
        #expect(engine.scene.sprites[0].pose.center == Vector2(1230, 400))
    }

    @Test("a slow release does not glide")
    func slowReleaseStays() {
        let options = SceneFixtures.options(inertia: true)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(200, 400), options: options)]))
        var fingers = Fingers(engine)
        fingers.step = 0.05
        fingers.down(1, 200, 400)
        fingers.move(1, 202, 400)
        fingers.move(1, 204, 400)
        fingers.up(1, 204, 400)
        #expect(!engine.isAnimating)
        engine.advance(to: fingers.time + 1)
        #expect(engine.scene.sprites[0].pose.center == Vector2(204, 400))
    }

    @Test("touching a gliding sprite catches it where it is")
    func catchingStopsTheGlide() {
        var (engine, fingers) = thrownEngine()
        engine.advance(to: fingers.time + 0.1)
        let caught = engine.scene.sprites[0].pose.center
        // p(0.1 s) = 300 + 1000 (1 − e^(−0.4)) / 4 = 382.42 px. The throw's 1000 px/s is a least-squares fit of exact
        // samples (10 px every 10 ms), off by rounding only, and the glide scales it by at most 1/4 s: 1e-6 px is ample.
        #expect(approximately(caught.x, 300 + 1000 * (1 - exp(-0.4)) / 4, within: 1e-6))
        #expect(caught.y == 400)
        fingers.time += 0.1 - fingers.step  // the next event lands exactly 0.1 s after the release
        fingers.down(2, caught.x, caught.y)
        #expect(!engine.isAnimating)
        engine.advance(to: fingers.time + 1)
        #expect(engine.scene.sprites[0].pose.center == caught)
    }

    @Test("sprites without inertia stop dead on release")
    func noInertiaByDefault() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(200, 400))]))
        var fingers = Fingers(engine)
        fingers.step = 0.01
        fingers.down(1, 200, 400)
        for i in 1...10 { fingers.move(1, 200 + 10 * Double(i), 400) }
        fingers.up(1, 300, 400)
        #expect(!engine.isAnimating)
        // Time passes; the sprite stays exactly where the finger let go of it.
        engine.advance(to: fingers.time + 1)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 400))
    }
}
