import Testing
import TouchTestSupport
import TouchEngine

@Suite("Keeping sprites inside their bounds and scale limits")
struct ConstraintTests {
    @Test("dragged past the right edge, the sprite stops at it and still slides down along it")
    func slidesAlongEdge() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(1000, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 1000, 300)
        fingers.move(1, 1400, 420)
        #expect(engine.scene.sprites[0].pose.center == Vector2(1230, 420))
        fingers.move(1, 1450, 500)
        #expect(engine.scene.sprites[0].pose.center == Vector2(1230, 500))
    }

    @Test("the fingers slip at the edge: moving back moves the sprite back at once")
    func fingersSlipAtEdge() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(1000, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 1000, 300)
        fingers.move(1, 1400, 300)
        fingers.move(1, 1350, 300)
        #expect(engine.scene.sprites[0].pose.center == Vector2(1180, 300))
        fingers.up(1, 1350, 300)
        #expect(engine.scene.sprites[0].pose.center == Vector2(1180, 300))
    }

    @Test("a sprite turned 45 degrees is kept in by its rotated bounds")
    func rotatedBounds() {
        let sprite = Sprite(id: "a", image: "a.png", width: 100, height: 100, pose: Pose(center: Vector2(400, 400), rotation: .pi / 4))
        let engine = SceneFixtures.engine(SceneFixtures.scene([sprite]))
        var fingers = Fingers(engine)
        fingers.down(1, 400, 400)
        fingers.move(1, 0, 400)
        let halfDiagonal = 50 * 2.0.squareRoot()
        #expect(approximately(engine.scene.sprites[0].pose.center, Vector2(halfDiagonal, 400), within: 1e-9))
    }

    @Test("pinching past the maximum scale clamps it, and lifting a finger does not make it jump")
    func maximumScale() {
        let options = SceneFixtures.options(constraint: .none, maxScale: 1.5)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 100, options: options)]))
        var fingers = Fingers(engine)
        fingers.down(1, 380, 400)
        fingers.down(2, 420, 400)
        fingers.moveAll([(1, 300, 400), (2, 500, 400)])  // asks for scale 5
        #expect(engine.scene.sprites[0].pose.scale == 1.5)
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 400))
        let clamped = engine.scene.sprites[0].pose
        fingers.up(2, 500, 400)
        #expect(engine.scene.sprites[0].pose == clamped)
        fingers.move(1, 310, 400)
        #expect(engine.scene.sprites[0].pose.center == Vector2(410, 400))
        #expect(engine.scene.sprites[0].pose.scale == 1.5)
    }

    @Test("pinching in past the minimum scale stops at it")
    func minimumScale() {
        let options = SceneFixtures.options(constraint: .none, minScale: 0.5)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 100, options: options)]))
        var fingers = Fingers(engine)
        fingers.down(1, 360, 400)
        fingers.down(2, 440, 400)
        fingers.moveAll([(1, 395, 400), (2, 405, 400)])
        #expect(engine.scene.sprites[0].pose.scale == 0.5)
    }

    @Test("a sprite with constrain none may leave the window")
    func unconstrained() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), options: SceneFixtures.options(constraint: .none))]))
        var fingers = Fingers(engine)
        fingers.down(1, 400, 400)
        fingers.move(1, 1500, -100)
        #expect(engine.scene.sprites[0].pose.center == Vector2(1500, -100))
    }
}

@Suite("Wheel edits at the limits")
struct WheelLimitTests {
    @Test("with a minimum scale of 1e-300, the wheel shrinking a sprite a thousand times never reaches scale 0 or a non-finite pose")
    func wheelNeverReachesZero() {
        var options = SceneFixtures.options(constraint: .none, minScale: 1e-300, maxScale: 10)
        options.gestures = .all
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), options: options)]))
        for _ in 0..<1000 { engine.scaleSprite(at: Vector2(400, 400), by: 1e-10) }
        let pose = engine.scene.sprites[0].pose
        #expect(pose.scale > 0 && pose.isFinite)
        #expect(pose.scale >= 1e-300)
    }
}
