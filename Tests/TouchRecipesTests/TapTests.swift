import Foundation
import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

@Suite("Taps and double taps")
struct TapTests {
    func engine(_ sprites: [Sprite] = [SceneFixtures.square("a", at: Vector2(300, 300))]) -> Sandbox {
        Sandbox(scene: SceneFixtures.scene(sprites))
    }

    @Test("a tap on a sprite is reported only after the double-tap window, with its place, count and sprite")
    func singleTapWaitsForTheWindow() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 305, 310)
        fingers.up(1, 305, 310)
        let lift = fingers.time
        engine.advance(to: lift + 0.29)
        #expect(engine.taps.isEmpty)
        #expect(engine.nextDeadline == (lift + 0.3).nextUp)
        engine.advance(to: lift + 0.31)
        #expect(engine.taps == [TapRecord(x: 305, y: 310, count: 1, sprite: "a")])
        #expect(engine.lastTap?.count == 1)
        #expect(engine.drainNotifications() == [.tap(TapRecord(x: 305, y: 310, count: 1, sprite: "a"))])
        #expect(engine.drainNotifications().isEmpty)
        #expect(engine.engine.recognizer(TapRecognizer.self)?.state == .ended)
    }

    @Test("two quick taps make one double tap and no single tap, even after the window")
    func doubleTapReplacesSingle() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.up(1, 300, 300)
        fingers.down(2, 320, 290)  // 22 px away, 16 ms later
        fingers.up(2, 320, 290)
        #expect(engine.taps == [TapRecord(x: 300, y: 300, count: 2, sprite: "a")])
        engine.advance(to: fingers.time + 1)
        #expect(engine.taps.count == 1)
    }

    @Test("a second tap too far away or too late gives two single taps")
    func farOrLateSecondTap() {
        let engine = engine([SceneFixtures.square("a", at: Vector2(300, 300), size: 200)])
        var fingers = Fingers(engine)
        fingers.down(1, 250, 300)
        fingers.up(1, 250, 300)
        fingers.down(2, 350, 300)  // 100 px away
        fingers.up(2, 350, 300)
        fingers.time += 0.4
        fingers.down(3, 350, 300)  // 0.416 s after the last lift
        fingers.up(3, 350, 300)
        engine.advance(to: fingers.time + 0.31)
        #expect(engine.taps.map(\.count) == [1, 1, 1])
        #expect(engine.taps.map(\.x) == [250, 350, 350])
    }

    @Test("a finger that travels 11 px is a drag, never a tap; one that travels 9 px is a tap and the sprite keeps the 9 px")
    func tapVersusDrag() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 311, 300)
        #expect(engine.engine.recognizer(TapRecognizer.self)?.state == .failed)
        #expect(engine.scene.sprites[0].pose.center == Vector2(311, 300))  // dragging started at once
        fingers.up(1, 311, 300)
        fingers.time += 1
        engine.advance(to: fingers.time)
        #expect(engine.taps.isEmpty)

        fingers.down(2, 311, 300)
        fingers.move(2, 320, 300)
        fingers.up(2, 320, 300)
        engine.advance(to: fingers.time + 1)
        #expect(engine.taps == [TapRecord(x: 311, y: 300, count: 1, sprite: "a")])
        #expect(engine.scene.sprites[0].pose.center == Vector2(320, 300))
    }

    @Test("a touch held longer than 0.3 s is no tap")
    func tooLongIsNoTap() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 100, 100)  // canvas
        fingers.time += 0.3
        fingers.up(1, 100, 100)
        engine.advance(to: fingers.time + 1)
        #expect(engine.taps.isEmpty)
    }

    @Test("a tap wins its touch at the lift, so a quick flick under the slop throws nothing")
    func tapStopsTheThrow() {
        let options = SceneFixtures.options(inertia: true)
        let engine = engine([SceneFixtures.square("a", at: Vector2(300, 300), options: options)])
        var fingers = Fingers(engine)
        fingers.step = 0.01
        fingers.down(1, 300, 300)
        fingers.move(1, 303, 300)
        fingers.move(1, 306, 300)
        fingers.move(1, 309, 300)  // 300 px/s, above the throw speed
        fingers.up(1, 309, 300)
        #expect(!engine.isAnimating)
        #expect(engine.scene.sprites[0].pose.center == Vector2(309, 300))
    }

    @Test("a double tap on a moved sprite eases it home in 0.3 s: halfway at 0.15 s, home at 0.3 s")
    func doubleTapEasesHome() {
        let engine = engine([SceneFixtures.square("a", at: Vector2(300, 300), size: 100)])
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 500, 300)
        fingers.up(1, 500, 300)
        engine.engine.scaleSprite(at: Vector2(500, 300), by: 2)
        fingers.down(2, 500, 300)
        fingers.up(2, 500, 300)
        fingers.down(3, 500, 300)
        fingers.up(3, 500, 300)
        #expect(engine.lastTap == TapRecord(x: 500, y: 300, count: 2, sprite: "a"))
        #expect(engine.isAnimating)
        engine.advance(to: fingers.time + 0.15)
        #expect(approximately(engine.scene.sprites[0].pose.center, Vector2(400, 300), within: 1e-9))
        #expect(approximately(engine.scene.sprites[0].pose.scale, 1.5, within: 1e-12))
        engine.advance(to: fingers.time + 0.3)
        #expect(engine.scene.sprites[0].pose == Pose(center: Vector2(300, 300)))
        #expect(!engine.isAnimating)
    }

    @Test("taps are written to the state document; a canvas tap has no sprite key")
    func tapsInTheStateDocument() throws {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.up(1, 300, 300)
        fingers.down(2, 900, 600)
        fingers.up(2, 900, 600)
        engine.advance(to: fingers.time + 1)
        let document = StateDocument(sandbox: engine, window: (1280, 800), environment: .init(videoDriver: "dummy", renderer: "software"))
        let object = try #require(try JSONSerialization.jsonObject(with: document.jsonData()) as? [String: Any])
        let taps = try #require(object["taps"] as? [[String: Any]])
        #expect(taps.count == 2)
        #expect(taps[0]["sprite"] as? String == "a")
        #expect(taps[1]["sprite"] == nil)
        #expect(taps[1]["x"] as? Double == 900 && taps[1]["count"] as? Int == 1)
    }

    @Test("a draggable control runs its action on a tap, at once, and can still be dragged")
    func controlRunsItsAction() {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300)),
                                                         SceneFixtures.square("button", at: Vector2(1000, 100), size: 80)]),
                             spriteRecipes: [SpriteHandle(1): SpriteRecipeOptions(action: .reset)])
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 600, 500)
        fingers.up(1, 600, 500)
        _ = engine.drainNotifications()
        fingers.down(2, 1000, 100)
        fingers.up(2, 1000, 100)
        #expect(engine.drainNotifications() == [.tap(TapRecord(x: 1000, y: 100, count: 1, sprite: "button")), .actionTriggered(.reset, sprite: "button")])
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
        fingers.down(3, 1000, 100)
        fingers.move(3, 900, 200)
        fingers.up(3, 900, 200)
        #expect(engine.scene.sprites[1].pose.center == Vector2(900, 200))
        #expect(engine.drainNotifications().isEmpty)
    }
}

@Suite("The gesture arena")
struct ArenaTests {
    @Test("on a sprite, tap and long press leave when the finger passes the slop and manipulation, the last one left, owns the touch")
    func lastNotToRejectWins() {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]))
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        #expect(engine.engine.owner(of: PointerID(1)) == nil)
        fingers.move(1, 305, 300)
        #expect(engine.engine.owner(of: PointerID(1)) == nil)
        fingers.move(1, 315, 300)
        #expect(engine.engine.owner(of: PointerID(1)) === engine.manipulation)
        #expect(engine.nextDeadline == nil)
    }

    @Test("a scene file's action field makes a draggable control")
    func actionField() throws {
        let document = try SceneDocument.parse(Data(#"{"sprites":[{"image":"reset.png","x":1,"y":2,"action":"reset"}]}"#.utf8), file: "s.json")
        #expect(document.sprites[0].recipe.action == .reset)
        let plain = try SceneDocument.parse(Data(#"{"sprites":[{"image":"a.png","x":1,"y":2}]}"#.utf8), file: "s.json")
        #expect(plain.sprites[0].recipe.action == nil)
    }
}
