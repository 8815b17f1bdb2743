import Foundation
import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

@Suite("Resizing by the corner handle")
struct ResizeHandleTests {
    func resizableEngine(rotation degrees: Double, scale: Double = 1) -> Sandbox {
        let options = SceneFixtures.options(constraint: .none)
        let sprite = Sprite(id: "putty", image: "putty.png", width: 100, height: 60,
                            pose: Pose(center: Vector2(400, 300), scale: scale, rotation: Angle.radians(fromDegrees: degrees)), options: options)
        return Sandbox(scene: SceneFixtures.scene([sprite]), spriteRecipes: [SpriteHandle(0): SpriteRecipeOptions(resizable: true)])
    }

    func upperLeft(_ sprite: Sprite) -> Vector2 { sprite.pose.toWindow(Vector2(-sprite.width / 2, -sprite.height / 2)) }

    @Test("on a sprite turned 30° and scaled 1.5, dragging the handle resizes in the sprite's own frame and the opposite corner stays within 1e-9 px")
    func rotatedResizeKeepsOppositeCorner() throws {
        let engine = resizableEngine(rotation: 30, scale: 1.5)
        let before = engine.scene.sprites[0]
        let fixed = upperLeft(before)
        let handle = try #require(engine.resizeHandle(of: SpriteHandle(0)))
        #expect(approximately(handle.center, before.pose.toWindow(Vector2(50, 30)), within: 1e-12))
        #expect(handle.rect.width >= 40)
        var fingers = Fingers(engine)
        let grab = handle.center + Vector2(3, -2)  // a fingertip slightly off the corner
        fingers.down(1, grab.x, grab.y)
        fingers.move(1, grab.x + 80, grab.y + 40)
        let after = engine.scene.sprites[0]
        let local = Vector2(80, 40).rotated(by: -before.pose.rotation) / 1.5
        #expect(approximately(after.width, 100 + local.x, within: 1e-9))
        #expect(approximately(after.height, 60 + local.y, within: 1e-9))
        #expect(approximately(upperLeft(after), fixed, within: 1e-9))
        #expect(after.pose.rotation == before.pose.rotation && after.pose.scale == 1.5)
        // The corner follows the finger, keeping the grab offset.
        #expect(approximately(after.pose.toWindow(Vector2(after.width / 2, after.height / 2)) + Vector2(3, -2), Vector2(grab.x + 80, grab.y + 40), within: 1e-9))
        #expect(engine.taps.isEmpty && engine.fingers(on: SpriteHandle(0)).isEmpty)
    }

    @Test("pushed past the other corner, the sprite stops at 24 × 24 px and the opposite corner still stays put")
    func minimumSize() throws {
        let engine = resizableEngine(rotation: -45)
        let fixed = upperLeft(engine.scene.sprites[0])
        let handle = try #require(engine.resizeHandle(of: SpriteHandle(0)))
        var fingers = Fingers(engine)
        fingers.down(1, handle.center.x, handle.center.y)
        fingers.move(1, 0, 0)
        let sprite = engine.scene.sprites[0]
        #expect(sprite.width == 24 && sprite.height == 24)
        #expect(approximately(upperLeft(sprite), fixed, within: 1e-9))
    }

    @Test("a sprite that is not resizable, or is locked, has no handle; the corner then drags as usual")
    func noHandle() {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]))
        #expect(engine.resizeHandle(of: SpriteHandle(0)) == nil)
        #expect(engine.resizeHandles.isEmpty)
        var fingers = Fingers(engine)
        fingers.down(1, 345, 345)
        fingers.move(1, 445, 345)
        #expect(engine.scene.sprites[0].width == 100)
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 300))
    }
}
