import Foundation
import Testing
import TouchTestSupport
import TouchEngine

@Suite("Manipulating sprites with fingers")
struct ManipulationTests {
    @Test("one finger drags the sprite and keeps the offset under the finger")
    func oneFingerKeepsOffset() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 330, 320)  // 30 px right and 20 px below the centre
        fingers.move(1, 500, 420)
        let sprite = engine.scene.sprites[0]
        #expect(sprite.pose.center == Vector2(470, 400))
        #expect(sprite.pose.scale == 1)
        #expect(sprite.pose.rotation == 0)
        fingers.up(1, 500, 420)
        #expect(engine.scene.sprites[0].pose.center == Vector2(470, 400))
    }

    @Test("a finger that lifts 10 px past its last move leaves the sprite where it lifted")
    func liftPositionIsApplied() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(500, 400))]))
        var fingers = Fingers(engine)
        fingers.down(1, 500, 400)
        fingers.move(1, 700, 400)
        #expect(engine.scene.sprites[0].pose.center == Vector2(700, 400))
        #expect(fingers.up(1, 710, 405) == nil)
        #expect(engine.scene.sprites[0].pose.center == Vector2(710, 405))
        #expect(engine.tracker.statistics.rejectedEvents == 0)
    }

    @Test("a lift with a NaN position ends the touch where it last moved")
    func nonFiniteLiftPositionKeepsLastMove() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(500, 400))]))
        var fingers = Fingers(engine)
        fingers.down(1, 500, 400)
        fingers.move(1, 700, 400)
        fingers.up(1, .nan, 405)
        #expect(engine.scene.sprites[0].pose.center == Vector2(700, 400))
        #expect(engine.tracker.touches.isEmpty)
    }

    @Test("two fingers spread from 100 to 200 px apart about the centre: scale 2, centre unmoved")
    func twoFingerSpreadDoublesScale() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
        var fingers = Fingers(engine)
        fingers.down(1, 350, 400)
        fingers.down(2, 450, 400)
        fingers.moveAll([(1, 300, 400), (2, 500, 400)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.scale, 2.0, within: 1e-12))
        #expect(approximately(pose.center, Vector2(400, 400), within: 1e-9))
        #expect(approximately(pose.rotation, 0, within: 1e-12))
    }

    @Test("two fingers turning a quarter turn clockwise rotate the sprite 90 degrees")
    func twoFingerTwist() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
        var fingers = Fingers(engine)
        fingers.down(1, 350, 400)
        fingers.down(2, 450, 400)
        fingers.moveAll([(1, 400, 350), (2, 400, 450)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.rotationDegrees, 90, within: 1e-9))
        #expect(approximately(pose.scale, 1, within: 1e-12))
        #expect(approximately(pose.center, Vector2(400, 400), within: 1e-9))
    }

    @Test("both points stay exactly under two fingers that drag, pinch and turn at once")
    func twoFingersKeepTheirPoints() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
        var fingers = Fingers(engine)
        fingers.down(1, 360, 380)
        fingers.down(2, 450, 430)
        let localA = engine.scene.sprites[0].pose.toLocal(Vector2(360, 380))
        let localB = engine.scene.sprites[0].pose.toLocal(Vector2(450, 430))
        fingers.moveAll([(1, 520, 300), (2, 610, 520)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.toWindow(localA), Vector2(520, 300), within: 1e-9))
        #expect(approximately(pose.toWindow(localB), Vector2(610, 520), within: 1e-9))
    }

    @Test("a sprite that may not rotate gets the best scale with rotation held at zero")
    func rotationDisabledSolvesConstrainedProblem() {
        let options = SceneFixtures.options(gestures: [.drag, .pinch])
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200, options: options)]))
        var fingers = Fingers(engine)
        fingers.down(1, 350, 400)
        fingers.down(2, 450, 400)
        // Spread to twice the distance and turn 45°: the free solution is scale 2, 45°.
        // With rotation fixed at 0 the least-squares scale is 2·cos 45° = √2, not 2.
        let r = 100 * 0.5.squareRoot()
        fingers.moveAll([(1, 400 - r, 400 - r), (2, 400 + r, 400 + r)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.scale, 2.0.squareRoot(), within: 1e-12))
        #expect(pose.rotation == 0)
        #expect(approximately(pose.center, Vector2(400, 400), within: 1e-9))
    }

    @Test("a sprite that may not be dragged turns and scales about its own centre")
    func dragDisabledPivotsAboutCentre() {
        let options = SceneFixtures.options(gestures: [.pinch, .rotate])
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200, options: options)]))
        var fingers = Fingers(engine)
        fingers.down(1, 420, 400)
        fingers.move(1, 600, 600)
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 400))
    }

    @Test("three fingers moved rigidly keep all three points under them")
    func threeFingersLeastSquares() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(500, 400), size: 300)]))
        var fingers = Fingers(engine)
        let starts = [Vector2(450, 350), Vector2(560, 380), Vector2(500, 470)]
        for (i, p) in starts.enumerated() { fingers.down(i + 1, p.x, p.y) }
        let locals = starts.map { engine.scene.sprites[0].pose.toLocal($0) }
        let motion = SimilarityDelta(from: Vector2(500, 400), to: Vector2(620, 380), scale: 1.5, rotation: 0.7)
        let ends = starts.map(motion.apply)
        fingers.moveAll(ends.enumerated().map { ($0.offset + 1, $0.element.x, $0.element.y) })
        let pose = engine.scene.sprites[0].pose
        for (local, end) in zip(locals, ends) { #expect(approximately(pose.toWindow(local), end, within: 1e-9)) }
    }

    @Test("a finger joining or lifting mid-gesture does not make the sprite jump")
    func reanchorOnJoinAndLift() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
        var fingers = Fingers(engine)
        fingers.down(1, 380, 400)
        fingers.move(1, 400, 420)
        let before = engine.scene.sprites[0].pose
        fingers.down(2, 460, 380)
        #expect(engine.scene.sprites[0].pose == before)
        fingers.moveAll([(1, 380, 420), (2, 500, 380)])
        let twoFingerPose = engine.scene.sprites[0].pose
        fingers.up(1, 380, 420)
        #expect(engine.scene.sprites[0].pose == twoFingerPose)
        fingers.move(2, 510, 390)
        let after = engine.scene.sprites[0].pose
        #expect(approximately(after.center - twoFingerPose.center, Vector2(10, 10), within: 1e-9))
        #expect(after.scale == twoFingerPose.scale)
    }

    @Test("after 100,000 moves the points under the fingers are still under them within 0.01 px")
    func noDriftAfterManyMoves() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(640, 400), size: 200)]))
        var fingers = Fingers(engine)
        fingers.step = 0.001
        fingers.down(1, 600, 400)
        fingers.down(2, 680, 400)
        let localA = engine.scene.sprites[0].pose.toLocal(Vector2(600, 400))
        let localB = engine.scene.sprites[0].pose.toLocal(Vector2(680, 400))
        var a = Vector2(600, 400), b = Vector2(680, 400)
        for i in 0..<50_000 {
            let t = Double(i) * 0.001
            let centre = Vector2(640 + 100 * sin(t * 1.3), 400 + 60 * cos(t * 0.7))
            let half = Vector2(40 + 20 * sin(t * 2.1), 0).rotated(by: t * 0.9)
            a = centre - half
            b = centre + half
            fingers.moveAll([(1, a.x, a.y), (2, b.x, b.y)])
        }
        let pose = engine.scene.sprites[0].pose
        #expect(pose.toWindow(localA).distance(to: a) < 0.01)
        #expect(pose.toWindow(localB).distance(to: b) < 0.01)
    }

    @Test("ten fingers on five sprites move five sprites at once, each by its own fingers")
    func tenFingersFiveSprites() {
        let free = SceneFixtures.options(constraint: .none)
        let sprites = (0..<5).map { SceneFixtures.square("s\($0)", at: Vector2(150 + Double($0) * 240, 300), size: 160, options: free) }
        let engine = SceneFixtures.engine(SceneFixtures.scene(sprites))
        var fingers = Fingers(engine)
        for i in 0..<5 {
            let x = 150 + Double(i) * 240
            fingers.down(2 * i + 1, x - 40, 300)
            fingers.down(2 * i + 2, x + 40, 300)
        }
        // Sprite i moves down by 20·i px; sprite 4 also spreads to double scale.
        var moves: [(Int, Double, Double)] = []
        for i in 0..<5 {
            let x = 150 + Double(i) * 240, dy = 20 * Double(i)
            let spread = i == 4 ? 80.0 : 40.0
            moves.append((2 * i + 1, x - spread, 300 + dy))
            moves.append((2 * i + 2, x + spread, 300 + dy))
        }
        fingers.moveAll(moves)
        for i in 0..<5 {
            let pose = engine.scene.sprites[i].pose
            #expect(approximately(pose.center, Vector2(150 + Double(i) * 240, 300 + 20 * Double(i)), within: 1e-9))
            #expect(approximately(pose.scale, i == 4 ? 2 : 1, within: 1e-12))
        }
        #expect(engine.statistics.active == 10)
        #expect(engine.statistics.maxSimultaneous == 10)
    }

    @Test("a touch keeps its sprite even when the finger leaves it")
    func captureOutsideTheSprite() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("a", at: Vector2(200, 200)), SceneFixtures.square("b", at: Vector2(600, 200)),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 200, 200)
        fingers.move(1, 600, 200)  // over b, but the touch belongs to a
        #expect(engine.scene.sprites[0].pose.center == Vector2(600, 200))
        #expect(engine.scene.sprites[1].pose.center == Vector2(600, 200))
        fingers.move(1, 900, 250)
        #expect(engine.scene.sprites[0].pose.center == Vector2(900, 250))
        #expect(engine.scene.sprites[1].pose.center == Vector2(600, 200))
    }

    @Test("a touched sprite pops to the front")
    func bringToFrontOnTouchDown() {
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("back", at: Vector2(200, 200)), SceneFixtures.square("front", at: Vector2(260, 200)),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 180, 200)  // only the back sprite is here
        #expect(engine.scene.drawOrder.map { engine.scene[$0].id } == ["front", "back"])
        fingers.up(1, 180, 200)
        fingers.down(2, 240, 200)  // both overlap here; back is now in front
        fingers.move(2, 240, 260)
        #expect(engine.scene.sprites[0].pose.center == Vector2(200, 260))
        #expect(engine.scene.sprites[1].pose.center == Vector2(260, 200))
    }

    @Test("a locked sprite catches its touches but does not move")
    func lockedSpriteStaysPut() {
        var options = SpriteOptions()
        options.locked = true
        let engine = SceneFixtures.engine(SceneFixtures.scene([
            SceneFixtures.square("under", at: Vector2(200, 200)), SceneFixtures.square("locked", at: Vector2(200, 200), options: options),
        ]))
        var fingers = Fingers(engine)
        fingers.down(1, 200, 200)
        fingers.move(1, 400, 400)
        #expect(engine.scene.sprites[1].pose.center == Vector2(200, 200))
        #expect(engine.scene.sprites[0].pose.center == Vector2(200, 200))
    }
}
