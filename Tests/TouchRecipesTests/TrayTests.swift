import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

@Suite("The drag-out tray")
struct TrayTests {
    /// A 400 × 300 canvas with ten sprites of ten images, out of the tray's way.
    func trayEngine() -> Sandbox {
        let sprites = (0..<10).map { SceneFixtures.square("s\($0)", at: Vector2(20 + 36 * Double($0), 40), size: 30) }
        let engine = Sandbox(scene: SceneFixtures.scene(sprites, width: 400, height: 300))
        engine.isTrayVisible = true
        return engine
    }

    @Test("one thumbnail per image along the bottom, 80 px squares 8 px apart")
    func layout() {
        let engine = trayEngine()
        #expect(engine.tray.frame == Rect(x: 0, y: 204, width: 400, height: 96))
        #expect(engine.tray.thumbnails.map(\.image) == (0..<10).map { "s\($0).png" })
        #expect(engine.tray.thumbnails[1].rect == Rect(x: 96, y: 212, width: 80, height: 80))
        #expect(engine.tray.maximumScrollOffset == 488)
        #expect(!Sandbox(scene: SceneFixtures.scene([])).isTrayVisible)
    }

    @Test("sideways on a thumbnail scrolls the strip and flings it on; nothing is created")
    func swipeScrolls() {
        let engine = trayEngine()
        var fingers = Fingers(engine)
        fingers.down(1, 200, 252)
        for i in 1...5 { fingers.move(1, 200 - 20 * Double(i), 252 + Double(i)) }
        #expect(engine.tray.scrollOffset == 100)
        #expect(engine.tray.thumbnails[0].rect.minX == -92)
        #expect(engine.scene.drawOrder.count == 10)
        fingers.up(1, 100, 257)
        #expect(engine.isAnimating)
        // 1250 px/s decaying at 4/s until 8 px/s: (1250 − 8) / 4 = 310.5 px further.
        engine.settle()
        #expect(abs(engine.tray.scrollOffset - 410.5) < 1e-6)
        #expect(!engine.isAnimating)
    }

    @Test("upward out of a thumbnail creates a sprite of that image under the finger, which goes on dragging it without a jump")
    func dragOut() throws {
        let engine = trayEngine()
        var fingers = Fingers(engine)
        fingers.down(1, 136, 252)  // thumbnail 1
        fingers.move(1, 134, 246)  // 6.3 px: not decided yet
        #expect(engine.scene.drawOrder.count == 10)
        fingers.move(1, 132, 238)  // 14.6 px, mostly up
        let handle = try #require(engine.scene.handle(forID: "s1-2"))
        #expect(engine.scene[handle].image == "s1.png")
        #expect(engine.scene[handle].width == 30)
        #expect(engine.scene[handle].pose.center == Vector2(132, 238))
        #expect(engine.scene.drawOrder.last == handle)
        #expect(engine.touches.first?.target == .sprite(handle))
        #expect(engine.fingers(on: handle) == [PointerID(1)])
        fingers.move(1, 250, 120)
        #expect(engine.scene[handle].pose.center == Vector2(250, 120))
        fingers.up(1, 250, 120)
        #expect(engine.tray.scrollOffset == 0)
        #expect(engine.drainNotifications() == [.spriteCreated(sprite: "s1-2")])
    }

    @Test("the tray is the tray's: a touch in it never reaches a sprite or the canvas beneath, and hidden it does nothing")
    func hiddenTray() {
        let engine = trayEngine()
        engine.isTrayVisible = false
        engine.paintMode = true
        var fingers = Fingers(engine)
        fingers.down(1, 136, 252)
        fingers.move(1, 132, 200)
        #expect(engine.scene.drawOrder.count == 10)
        #expect(engine.strokes.count == 1)
    }

    @Test("images the app registers join the tray")
    func registeredImage() {
        let engine = trayEngine()
        engine.registerImage(ImageCatalogue.Entry(image: "star.png", width: 64, height: 64, mask: nil))
        #expect(engine.tray.thumbnails.last?.image == "star.png")
        #expect(engine.tray.thumbnails.count == 11)
        #expect(engine.createSprite(image: "star.png", at: Vector2(200, 100)).map { engine.scene[$0].id } == "star")
    }
}
