import Foundation
import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

@Suite("Painting, circles and selection")
struct StrokeAndSelectionTests {
    /// Draws a circle of `radius` around `center` with one finger, starting at angle 0, 1.05 turns in 48 steps.
    func drawCircle(_ fingers: inout Fingers<Sandbox>, id: Int, center: Vector2, radius: Double) {
        let point = { (k: Int) -> Vector2 in
            let angle = 2 * Double.pi * 1.05 * Double(k) / 48
            return center + Vector2(cos(angle), sin(angle)) * radius
        }
        fingers.down(id, point(0).x, point(0).y)
        for k in 1...48 { fingers.move(id, point(k).x, point(k).y) }
        fingers.up(id, point(48).x, point(48).y)
    }

    @Test("two fingers pinch a sprite while a third paints: the sprite doubles and one stroke of three samples appears")
    func pinchWhilePainting() throws {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
        engine.paintMode = true
        var fingers = Fingers(engine)
        fingers.down(1, 350, 400)
        fingers.down(2, 450, 400)
        fingers.down(3, 900, 200)
        fingers.moveAll([(1, 300, 400), (2, 500, 400), (3, 950, 220)])
        fingers.move(3, 1000, 260)
        #expect(approximately(engine.scene.sprites[0].pose.scale, 2, within: 1e-12))
        let stroke = try #require(engine.strokes.first)
        #expect(engine.strokes.count == 1)
        #expect(stroke.samples.map(\.position) == [Vector2(900, 200), Vector2(950, 220), Vector2(1000, 260)])
        #expect(stroke.isActive)
        #expect(stroke.color == engine.recipes.strokePalette[0])
        #expect(stroke.width == 6)
        #expect(stroke.path.count > 3)
        #expect(stroke.path.first == Vector2(900, 200) && stroke.path.last == Vector2(1000, 260))
        fingers.up(3, 1000, 260)
        #expect(engine.strokes[0].isActive == false)
    }

    @Test("two painting fingers get two colours; clear removes finished strokes")
    func coloursPerFinger() {
        let engine = Sandbox(scene: SceneFixtures.scene([]))
        engine.paintMode = true
        var fingers = Fingers(engine)
        fingers.down(1, 100, 100)
        fingers.down(2, 300, 100)
        fingers.moveAll([(1, 100, 200), (2, 300, 200)])
        let palette = engine.recipes.strokePalette
        #expect(engine.strokes.map(\.color) == [palette[0], palette[1]])
        fingers.up(1, 100, 200)
        engine.clearStrokes()
        #expect(engine.strokes.map(\.touch) == [PointerID(2)])
        fingers.move(2, 300, 300)
        #expect(engine.strokes.first?.samples.count == 3)
    }

    @Test("outside paint mode a canvas touch draws nothing")
    func noPaintMode() {
        let engine = Sandbox(scene: SceneFixtures.scene([]))
        var fingers = Fingers(engine)
        fingers.down(1, 100, 100)
        fingers.move(1, 200, 200)
        fingers.up(1, 200, 200)
        #expect(engine.strokes.isEmpty)
    }

    @Test("a circle drawn round two sprites selects them, is recorded, and a drag on one moves both by the same amount")
    func circleSelectsThenGroupDrag() throws {
        let small = { (id: String, x: Double, y: Double) in SceneFixtures.square(id, at: Vector2(x, y), size: 60) }
        let engine = Sandbox(scene: SceneFixtures.scene([small("a", 300, 300), small("b", 400, 320), small("c", 900, 300)]))
        var fingers = Fingers(engine)
        drawCircle(&fingers, id: 7, center: Vector2(350, 310), radius: 150)
        let gesture = try #require(engine.gestures.first)
        #expect(engine.gestures.count == 1)
        #expect(gesture.kind == .circle && gesture.touch == 7)
        #expect(approximately(Vector2(gesture.x, gesture.y), Vector2(350, 310), within: 1))
        #expect(abs((gesture.radius ?? 0) - 150) < 3)
        #expect(engine.selectedSpriteIDs == ["a", "b"])
        #expect(engine.drainNotifications() == [.circle(gesture, selected: ["a", "b"])])
        #expect(engine.strokes.isEmpty)  // not painting

        fingers.down(1, 300, 300)
        fingers.move(1, 350, 320)
        #expect(engine.scene.sprites[0].pose.center == Vector2(350, 320))
        #expect(engine.scene.sprites[1].pose.center == Vector2(450, 340))
        #expect(engine.scene.sprites[2].pose.center == Vector2(900, 300))
        fingers.up(1, 350, 320)

        // A tap on the empty canvas clears the selection once the tap is certain.
        fingers.down(2, 1000, 700)
        fingers.up(2, 1000, 700)
        engine.advance(to: fingers.time + 0.31)
        #expect(engine.selection.isEmpty)
        #expect(engine.drainNotifications().last == .selectionCleared)
    }

    @Test("over a background picture that is scenery (touchable false), a circle round two sprites selects those two, not the picture, and the tray offers only them")
    func circleOverSceneryLeavesItOut() throws {
        var scenery = SpriteOptions()
        scenery.touchable = false
        let small = { (id: String, x: Double, y: Double) in SceneFixtures.square(id, at: Vector2(x, y), size: 60) }
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("picture", at: Vector2(350, 310), size: 600, options: scenery),
                                                         small("a", 300, 300), small("b", 400, 320)]))
        #expect(engine.catalogue.entries.map(\.image) == ["a.png", "b.png"])
        var fingers = Fingers(engine)
        drawCircle(&fingers, id: 7, center: Vector2(350, 310), radius: 150)
        #expect(engine.gestures.map(\.kind) == [.circle])
        #expect(engine.selectedSpriteIDs == ["a", "b"])
    }

    @Test("pinching a selected sprite scales only it; the others follow its centre")
    func pinchInASelection() {
        let engine = Sandbox(scene: SceneFixtures.scene([
            SceneFixtures.square("a", at: Vector2(300, 300), size: 100), SceneFixtures.square("b", at: Vector2(420, 300), size: 60),
        ]))
        var fingers = Fingers(engine)
        drawCircle(&fingers, id: 7, center: Vector2(360, 300), radius: 160)
        #expect(engine.selectedSpriteIDs == ["a", "b"])
        fingers.down(1, 280, 300)
        fingers.down(2, 320, 300)
        fingers.moveAll([(1, 270, 310), (2, 350, 310)])  // spread ×2 about a centre moved by (10, 10)
        #expect(approximately(engine.scene.sprites[0].pose.scale, 2, within: 1e-12))
        #expect(engine.scene.sprites[1].pose.scale == 1)
        #expect(approximately(engine.scene.sprites[1].pose.center, Vector2(430, 310), within: 1e-9))
    }

    @Test("two fingers drawing at once are not a one-finger stroke: no circle")
    func twoFingerStrokeIsNoCircle() {
        let engine = Sandbox(scene: SceneFixtures.scene([]))
        var fingers = Fingers(engine)
        fingers.down(9, 1200, 700)
        drawCircle(&fingers, id: 7, center: Vector2(500, 400), radius: 150)
        #expect(engine.gestures.isEmpty)
    }
}
