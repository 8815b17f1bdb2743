import Testing
import TouchEngine
import TouchTestSupport

/// A removed sprite's slot goes to the next sprite added; nothing that held the old handle reaches the new sprite.
@Suite("Scene slots are reused, and stale handles reach nothing")
struct SceneSlotReuseTests {
    @Test("a removed sprite's slot goes to the next sprite with generation 1; the old handle is stale and writes through it are ignored")
    func slotReuse() {
        var scene = SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(200, 200)), SceneFixtures.square("b", at: Vector2(600, 200))])
        let a = SpriteHandle(0)
        scene.remove(a)
        let c = scene.add(SceneFixtures.square("c", at: Vector2(900, 500)))
        #expect(c == SpriteHandle(0, generation: 1))
        #expect(c != a)
        #expect(!scene.isLive(a) && scene.isLive(c))
        #expect(scene[c].id == "c")
        scene.setPose(Pose(center: Vector2(10, 10)), of: a)
        scene.setSize(width: 5, height: 5, of: a)
        #expect(scene[c].pose.center == Vector2(900, 500) && scene[c].width == 100)
        scene.remove(a)  // a stale handle removes nothing
        #expect(scene.isLive(c))
        #expect(scene.drawOrder == [SpriteHandle(1), c])
        #expect(scene.handle(forID: "c") == c)
    }

    @Test("1,000 sprites added and removed one at a time keep the scene at 3 slots, and hit tests find only the live ones")
    func slotsStayBounded() {
        var scene = SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(200, 200)), SceneFixtures.square("b", at: Vector2(600, 200))])
        var last = scene.add(SceneFixtures.square("made-0", at: Vector2(1000, 600)))
        for round in 1...1_000 {
            scene.remove(last)
            last = scene.add(SceneFixtures.square("made-\(round)", at: Vector2(1000, 600)))
        }
        #expect(scene.sprites.count == 3)
        #expect(last == SpriteHandle(2, generation: 1_000))
        #expect(scene.hitTest(Vector2(1000, 600)) == last)
        #expect(scene.hitTest(Vector2(1049, 649)) == last)
        #expect(scene.hitTest(Vector2(1051, 600)) == nil)
        #expect(scene.hitTest(Vector2(200, 200)) == SpriteHandle(0))
        #expect(scene.drawOrder.map { scene[$0].id } == ["a", "b", "made-1000"])
    }

    @Test("a finger on a removed sprite is cancelled; the sprite that takes its slot does not follow the finger")
    func fingerOnRemovedSprite() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 320, 300)
        engine.removeSprite(SpriteHandle(0))
        let c = engine.addSprite(SceneFixtures.square("c", at: Vector2(300, 300)))
        #expect(c.index == 0)
        #expect(fingers.move(1, 400, 400) == .unknownPointer)
        #expect(engine.scene[c].pose.center == Vector2(300, 300))
        #expect(engine.statistics.cancelled == 1)
        #expect(engine.fingers(on: c).isEmpty)
    }

    @Test("a glide and an ease of a removed sprite stop; the sprite in its slot stays where it was put")
    func animationsOfRemovedSprite() {
        let gliding = SceneFixtures.square("a", at: Vector2(300, 300), options: SceneFixtures.options(inertia: true))
        let engine = SceneFixtures.engine(SceneFixtures.scene([gliding, SceneFixtures.square("b", at: Vector2(800, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        for step in 1...5 { fingers.move(1, 300 + Double(step) * 20, 300) }
        fingers.up(1, 400, 300)
        #expect(engine.isAnimating)
        engine.animate(SpriteHandle(1), to: Pose(center: Vector2(800, 600)), width: 100, height: 100, duration: 1)
        engine.removeSprite(SpriteHandle(0))
        engine.removeSprite(SpriteHandle(1))
        let c = engine.addSprite(SceneFixtures.square("c", at: Vector2(600, 500)))
        let d = engine.addSprite(SceneFixtures.square("d", at: Vector2(100, 500)))
        #expect(Set([c.index, d.index]) == [0, 1])
        engine.advance(to: fingers.time + 2)
        #expect(engine.scene[c].pose.center == Vector2(600, 500))
        #expect(engine.scene[d].pose.center == Vector2(100, 500))
        #expect(!engine.isAnimating)
    }

    @Test("a long press pending on a removed sprite never fires, not for the sprite in its slot either")
    func longPressOfRemovedSprite() {
        let longPress = LongPressRecognizer()
        var pressed: [SpriteHandle] = []
        longPress.onLongPress = { pressed.append($0.sprite) }
        let engine = GestureEngine(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]),
                                   recognizers: [longPress, ManipulationRecognizer()])
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        engine.removeSprite(SpriteHandle(0))
        engine.addSprite(SceneFixtures.square("c", at: Vector2(300, 300)))
        engine.advance(to: fingers.time + 1)
        #expect(pressed.isEmpty)
        #expect(engine.nextDeadline == nil)
    }
}
