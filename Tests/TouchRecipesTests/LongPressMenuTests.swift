import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

@Suite("Long-press menus")
struct LongPressMenuTests {
    func engine(_ options: SpriteOptions = SpriteOptions()) -> Sandbox {
        Sandbox(scene: SceneFixtures.scene([
            SceneFixtures.square("a", at: Vector2(300, 300), options: options),
            SceneFixtures.square("b", at: Vector2(700, 300)),
        ]))
    }

    /// Holds finger `id` on `point` past the long-press delay and lifts it.
    func longPress(_ fingers: inout Fingers<Sandbox>, _ id: Int, _ x: Double, _ y: Double, lift: Bool = true) {
        fingers.down(id, x, y)
        fingers.engine.advance(to: fingers.time + 0.5)
        fingers.time += 0.5
        if lift { fingers.up(id, x, y) }
    }

    func tapItem(_ fingers: inout Fingers<Sandbox>, _ action: MenuAction, id: Int = 9) {
        let rect = fingers.engine.menu!.items.first { $0.action == action }!.rect
        fingers.down(id, rect.center.x, rect.center.y)
        fingers.up(id, rect.center.x, rect.center.y)
    }

    @Test("holding a sprite still for 0.5 s opens its menu beside it; at 0.49 s nothing yet")
    func holdOpensTheMenu() throws {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 302, 298)
        let landed = fingers.time
        engine.advance(to: landed + 0.49)
        #expect(engine.menu == nil)
        #expect(engine.nextDeadline == landed + 0.5)
        engine.advance(to: landed + 0.5)
        let menu = try #require(engine.menu)
        #expect(engine.engine.recognizer(LongPressRecognizer.self)?.state == .began)
        #expect(engine.drainNotifications() == [.longPress(sprite: "a", at: Vector2(302, 298)), .menuOpened(sprite: "a")])
        #expect(menu.spriteID == "a")
        #expect(menu.anchor == Vector2(362, 250))  // 12 px right of the sprite, level with its top
        #expect(menu.items.map(\.label) == ["Reset", "Duplicate", "Delete", "Bring to front", "Lock"])
        #expect(menu.items.allSatisfy { $0.rect.height >= 48 })
        #expect(menu.items[1].rect == Rect(x: 362, y: 298, width: 200, height: 48))
        #expect(menu.item(at: Vector2(400, 300))?.action == .duplicate)
        // The finger that opened the menu no longer drags, and its lift is no tap.
        fingers.move(1, 402, 398)
        fingers.up(1, 402, 398)
        engine.advance(to: fingers.time + 1)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
        #expect(engine.taps.isEmpty)
        #expect(engine.engine.recognizer(LongPressRecognizer.self)?.state == .ended)
    }

    @Test("a menu for a sprite at the bottom-right corner opens to its left and stays inside the window")
    func menuStaysInsideTheWindow() {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(1200, 740))]))
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 1200, 740)
        #expect(engine.menu?.anchor == Vector2(938, 548))
        #expect(engine.menu?.frame == Rect(minX: 938, minY: 548, maxX: 1138, maxY: 788))
    }

    @Test("a finger that moves 11 px before 0.5 s drags and never opens the menu")
    func longPressVersusDrag() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 311, 300)
        #expect(engine.engine.recognizer(LongPressRecognizer.self)?.state == .failed)
        engine.advance(to: fingers.time + 1)
        #expect(engine.menu == nil)
        fingers.move(1, 400, 300)
        #expect(engine.scene.sprites[0].pose.center == Vector2(400, 300))
    }

    @Test("two fingers held still on one sprite are a pinch, not a long press")
    func twoFingersAreNoLongPress() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 280, 300)
        fingers.down(2, 320, 300)
        engine.advance(to: fingers.time + 1)
        #expect(engine.menu == nil)
    }

    @Test("held 0.85 s (menu open), then a second finger on the same sprite: the menu closes and the two fingers pinch it to scale 2")
    func secondFingerAfterTheMenuPinches() throws {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.time = 0
        engine.handle(PointerEvent(.down, id: 1, x: 280, y: 300, time: 0))
        engine.handle(PointerEvent(.down, id: 2, x: 320, y: 300, time: 0.85))
        fingers.time = 0.85
        #expect(engine.menu == nil)
        #expect(engine.drainNotifications() == [.longPress(sprite: "a", at: Vector2(280, 300)), .menuOpened(sprite: "a"), .menuClosed])
        fingers.moveAll([(1, 260, 300), (2, 340, 300)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.scale, 2, within: 1e-12))
        #expect(approximately(pose.center, Vector2(300, 300), within: 1e-9))
        fingers.up(1, 260, 300)
        fingers.up(2, 340, 300)
        engine.advance(to: fingers.time + 1)
        #expect(engine.taps.isEmpty && engine.menu == nil)
    }

    @Test("held with the menu open, a second finger on a menu item still chooses it")
    func secondFingerOnAnItemChooses() {
        let engine = engine()
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300, lift: false)
        tapItem(&fingers, .lock)
        #expect(engine.scene.sprites[0].options.locked)
        #expect(engine.menu == nil)
    }

    @Test("once the holding finger lifted, a touch on the menu's sprite only closes the menu: no drag")
    func touchOnTheSpriteAfterTheHoldOnlyCloses() {
        let engine = engine()
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300)
        fingers.down(2, 310, 300)
        #expect(engine.menu == nil)
        fingers.move(2, 400, 380)
        fingers.up(2, 400, 380)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
    }

    @Test("Duplicate makes a-copy 30 px down-right on top, then a-copy-2; the menu closes")
    func duplicate() throws {
        let engine = engine()
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300)
        tapItem(&fingers, .duplicate)
        #expect(engine.menu == nil)
        let copy = try #require(engine.scene.handle(forID: "a-copy"))
        #expect(engine.scene[copy].pose.center == Vector2(330, 330))
        #expect(engine.scene.drawOrder.last == copy)
        #expect(engine.drainNotifications().suffix(2) == [.menuAction(.duplicate, sprite: "a"), .menuClosed])
        longPress(&fingers, 2, 260, 260)  // only a is there (a-copy starts at 280)
        #expect(engine.menu?.spriteID == "a")
        tapItem(&fingers, .duplicate)
        #expect(engine.scene.handle(forID: "a-copy-2").map { engine.scene[$0].pose.center } == Vector2(330, 330))
    }

    @Test("Delete removes the sprite and cancels the finger still holding it")
    func delete() {
        let engine = engine()
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300, lift: false)
        tapItem(&fingers, .delete)
        #expect(engine.scene.handle(forID: "a") == nil)
        #expect(!engine.scene.isLive(SpriteHandle(0)))
        #expect(engine.statistics.cancelled == 1)
        #expect(engine.statistics.active == 0)
        #expect(fingers.up(1, 300, 300) == .unknownPointer)
        fingers.down(3, 300, 300)
        #expect(engine.touches.first?.target == .canvas)
    }

    @Test("Lock: the sprite then ignores dragging but still opens its menu, which offers Unlock")
    func lockThenDrag() {
        let engine = engine()
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300)
        tapItem(&fingers, .lock)
        #expect(engine.scene.sprites[0].options.locked)
        fingers.down(2, 300, 300)
        fingers.move(2, 500, 500)
        fingers.up(2, 500, 500)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
        longPress(&fingers, 3, 300, 300)
        #expect(engine.menu?.items.last?.label == "Unlock")
        tapItem(&fingers, .unlock)
        fingers.down(4, 300, 300)
        fingers.move(4, 350, 300)
        #expect(engine.scene.sprites[0].pose.center == Vector2(350, 300))
    }

    @Test("a touch outside the menu closes it and does nothing else: no drag, no tap, no paint")
    func outsideTouchDismisses() {
        let engine = engine()
        engine.paintMode = true
        var fingers = Fingers(engine)
        longPress(&fingers, 1, 300, 300)
        _ = engine.drainNotifications()
        fingers.down(2, 700, 300)  // on sprite b
        #expect(engine.menu == nil)
        #expect(engine.drainNotifications() == [.menuClosed])
        fingers.move(2, 800, 400)
        fingers.up(2, 800, 400)
        #expect(engine.scene.sprites[1].pose.center == Vector2(700, 300))
        // The next touch is ordinary again.
        fingers.down(3, 1000, 600)
        fingers.move(3, 1010, 620)
        #expect(engine.strokes.count == 1)
        engine.advance(to: fingers.time + 1)
        #expect(engine.taps.isEmpty)
    }

    @Test("Reset eases the sprite back; Bring to front raises it")
    func resetAndBringToFront() {
        let engine = engine()
        var fingers = Fingers(engine)
        fingers.down(1, 700, 300)
        fingers.move(1, 340, 300)  // b now overlaps a from the right, on top
        fingers.up(1, 340, 300)
        engine.performMenuAction(.bringToFront, on: SpriteHandle(0))
        #expect(engine.scene.drawOrder.map { engine.scene[$0].id } == ["b", "a"])
        longPress(&fingers, 2, 380, 300)  // only b is there
        #expect(engine.menu?.spriteID == "b")
        tapItem(&fingers, .reset)
        engine.advance(to: fingers.time + 0.3)
        #expect(engine.scene.sprites[1].pose.center == Vector2(700, 300))
    }
}

@Suite("The long-press menu and the tray")
struct MenuAboveTrayTests {
    @Test("with the tray showing, a menu opened beside a sprite near the bottom stays above the tray")
    func menuStaysAboveTray() throws {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("low", at: Vector2(600, 640))]))
        engine.isTrayVisible = true
        engine.handle(PointerEvent(.down, id: 1, x: 600, y: 640, time: 0))
        engine.advance(to: 0.6)
        let menu = try #require(engine.menu)
        #expect(menu.frame.maxY == engine.tray.frame.minY - engine.recipes.menuGap)
        #expect(menu.frame.maxY == 800 - 96 - 12)
    }
}
