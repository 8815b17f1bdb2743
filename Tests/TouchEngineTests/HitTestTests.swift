import Testing
import TouchTestSupport
import TouchEngine

@Suite("Hit-testing against each sprite's alpha")
struct HitTestTests {
    @Test("a tap in the ring's hole moves the sprite below it")
    func tapInRingHoleFallsThrough() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("below", at: Vector2(400, 300), size: 60),
            SceneFixtures.ring("ring", at: Vector2(400, 300), size: 200),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 405, 300)  // inside the hole (radius < 50 px), on the square
        fingers.move(1, 455, 340)
        #expect(engine.scene.sprites[0].pose.center == Vector2(450, 340))
        #expect(engine.scene.sprites[1].pose.center == Vector2(400, 300))
    }

    @Test("a touch on the ring's band moves the ring")
    func touchOnBandMovesRing() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("below", at: Vector2(400, 300), size: 60),
            SceneFixtures.ring("ring", at: Vector2(400, 300), size: 200),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 475, 300)  // 75 px from the centre: on the band
        fingers.move(1, 495, 300)
        #expect(engine.scene.sprites[1].pose.center == Vector2(420, 300))
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 300))
    }

    @Test("a touch on a transparent corner with nothing beneath lands on the empty canvas")
    func transparentCornerIsCanvas() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.ring("ring", at: Vector2(400, 300), size: 200)]))
        var fingers = Fingers(engine)
        fingers.down(1, 310, 210)  // inside the bounding box, outside the ring
        #expect(engine.touches.first?.target == .canvas)
        fingers.move(1, 600, 600)
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 300))
    }

    @Test("an untouchable sprite on top (scenery) lets the touch through to the sprite beneath, and elsewhere to the canvas")
    func untouchableSpriteLetsTouchesThrough() {
        var scenery = SpriteOptions()
        scenery.touchable = false
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("below", at: Vector2(400, 300), size: 60),
            SceneFixtures.square("picture", at: Vector2(400, 300), size: 400, options: scenery),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 410, 300)  // on both: the square beneath takes it
        fingers.move(1, 460, 340)
        #expect(engine.scene.sprites[0].pose.center == Vector2(450, 340))
        #expect(engine.scene.sprites[1].pose.center == Vector2(400, 300))
        fingers.up(1, 460, 340)
        fingers.down(2, 250, 150)  // on the picture only: the canvas
        #expect(engine.touches.first?.target == .canvas)
        fingers.move(2, 300, 200)
        #expect(engine.scene.sprites[1].pose.center == Vector2(400, 300))
    }

    @Test("the mask follows a rotated and scaled sprite")
    func rotatedScaledMask() {
        // A 100×20 bar, turned 90° and scaled 2: it covers x 380…420, y 200…400.
        var scene = Scene(width: 800, height: 600)
        let handle = scene.add(Sprite(id: "bar", image: "bar.png", width: 100, height: 20,
                                      pose: Pose(center: Vector2(400, 300), scale: 2, rotation: .pi / 2)))
        #expect(scene.hitTest(Vector2(400, 210)) == handle)
        #expect(scene.hitTest(Vector2(415, 390)) == handle)
        #expect(scene.hitTest(Vector2(430, 300)) == nil)
        #expect(scene.hitTest(Vector2(400, 195)) == nil)
    }

    @Test("a sprite that moved is found where it went and not where it was")
    func gridFollowsMoves() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(100, 100))]))
        var fingers = Fingers(engine)
        fingers.down(1, 100, 100)
        fingers.move(1, 700, 500)
        fingers.up(1, 700, 500)
        fingers.down(2, 100, 100)
        #expect(engine.touches.first?.target == .canvas)
        fingers.up(2, 100, 100)
        fingers.down(3, 730, 530)
        #expect(engine.touches.first?.target == .sprite(SpriteHandle(0)))
    }

    @Test("the topmost of thousands of overlapping sprites wins")
    func thousandsOfSprites() {
        var scene = Scene(width: 1280, height: 800)
        for i in 0..<5000 {
            scene.add(SceneFixtures.square("s\(i)", at: Vector2(Double(i % 100) * 12 + 40, Double(i / 100) * 14 + 40), size: 30))
        }
        // (640, 300) is covered by several squares; the last added among them is on top.
        let expected = scene.drawOrder.last { scene[$0].bounds.contains(Vector2(640, 300)) }
        #expect(scene.hitTest(Vector2(640, 300)) == expected)
        #expect(expected != nil)
    }

    @Test("masks are shared by sprites using the same image and threshold")
    func masksAreShared() {
        var library = MaskLibrary()
        let info = ImageInfo(width: 4, height: 1, alpha: [0, 100, 200, 255])
        let a = library.mask(for: "star.png", info: info, threshold: 0.5)
        let b = library.mask(for: "star.png", info: info, threshold: 0.5)
        let c = library.mask(for: "star.png", info: info, threshold: 0.2)
        #expect(a === b)
        #expect(a !== c)
        #expect((0..<4).map { a.isOpaque(x: $0, y: 0) } == [false, false, true, true])
        #expect((0..<4).map { c.isOpaque(x: $0, y: 0) } == [false, true, true, true])
        #expect(library.count == 2)
    }

    @Test("an alpha threshold out of 0...1 is held to it (0 and 1 give cutoffs 0 and 255), however far out, instead of trapping")
    func thresholdsOutOfRange() {
        #expect(AlphaMask.cutoff(for: 0.5) == 128)
        #expect(AlphaMask.cutoff(for: 1e17) == 255)
        #expect(AlphaMask.cutoff(for: -1e300) == 0)
        #expect(AlphaMask.cutoff(for: .infinity) == 128)
    }
}
