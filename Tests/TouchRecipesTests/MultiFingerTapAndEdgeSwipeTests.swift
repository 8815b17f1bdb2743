import Testing
import TouchEngine
import TouchRecipes
import TouchTestSupport

@Suite("Multi-finger taps and edge swipes")
struct MultiFingerTapAndEdgeSwipeTests {
    func sandbox() -> Sandbox {
        Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300), size: 100),
                                            SceneFixtures.square("b", at: Vector2(700, 300), size: 100)]))
    }

    /// `count` fingers landing 20 ms apart at `points`, still, lifting together 0.1 s later.
    func tap(_ points: [Vector2], firstID: Int, with fingers: inout Fingers<Sandbox>) {
        fingers.step = 0.02
        for (k, point) in points.enumerated() { fingers.down(firstID + k, point.x, point.y) }
        fingers.step = 0.1
        fingers.move(firstID, points[0].x + 2, points[0].y + 1)  // a fingertip's roll, under the slop
        fingers.step = 0.01
        for (k, point) in points.enumerated() { fingers.up(firstID + k, point.x, point.y) }
    }

    @Test("two fingers tapping the empty canvas are one two-finger tap at their centre, not two taps", arguments: [2, 3, 4])
    func multiFingerTapOnCanvas(count: Int) {
        let sandbox = sandbox()
        var fingers = Fingers(sandbox)
        let points = (0..<count).map { Vector2(500 + 40 * Double($0), 600) }
        tap(points, firstID: 1, with: &fingers)
        sandbox.settle()
        let centre = 500 + 20 * Double(count - 1)
        #expect(sandbox.taps == [TapRecord(x: centre, y: 600, count: 1, sprite: nil, fingers: count)])
        #expect(sandbox.drainNotifications().first == .multiFingerTap(TapRecord(x: centre, y: 600, count: 1, sprite: nil, fingers: count)))
    }

    @Test("five fingers are the kiosk's hold, not a tap; two fingers landing 0.3 s apart are two taps, not one")
    func notMultiFingerTaps() {
        let sandbox = sandbox()
        var fingers = Fingers(sandbox)
        tap((0..<5).map { Vector2(400 + 40 * Double($0), 600) }, firstID: 1, with: &fingers)
        sandbox.settle()
        #expect(!sandbox.taps.contains { $0.fingers != nil })
        let before = sandbox.taps.count
        fingers.time += 1
        fingers.step = 0.2
        fingers.down(10, 500, 650)
        fingers.down(11, 600, 650)
        fingers.step = 0.05
        fingers.up(10, 500, 650)
        fingers.up(11, 600, 650)
        sandbox.settle()
        #expect(sandbox.taps.dropFirst(before).map(\.fingers) == [nil, nil])
    }

    @Test("a pinch of two fingers is no tap, and a sprite's moves are undone one by one, newest first, by two-finger taps")
    func twoFingerTapUndoesTheLastMove() {
        let sandbox = sandbox()
        var fingers = Fingers(sandbox)
        // Drag a by (+100, +50), then b by (-60, 0).
        fingers.down(1, 300, 300)
        for k in 1...10 { fingers.move(1, 300 + 10 * Double(k), 300 + 5 * Double(k)) }
        fingers.up(1, 400, 350)
        fingers.down(2, 700, 300)
        for k in 1...6 { fingers.move(2, 700 - 10 * Double(k), 300) }
        fingers.up(2, 640, 300)
        // A two-finger spread on the canvas: no tap, nothing undone.
        fingers.down(3, 500, 600)
        fingers.down(4, 560, 600)
        for k in 1...5 { fingers.moveAll([(3, 500 - 8 * Double(k), 600), (4, 560 + 8 * Double(k), 600)]) }
        fingers.up(3, 460, 600)
        fingers.up(4, 600, 600)
        sandbox.settle()
        #expect(sandbox.scene.sprites.first { $0.id == "b" }?.pose.center == Vector2(640, 300))
        _ = sandbox.drainNotifications()

        tap([Vector2(500, 650), Vector2(560, 650)], firstID: 5, with: &fingers)
        sandbox.settle()
        #expect(sandbox.scene.sprites.first { $0.id == "b" }?.pose.center == Vector2(700, 300))
        #expect(sandbox.scene.sprites.first { $0.id == "a" }?.pose.center == Vector2(400, 350))
        #expect(sandbox.drainNotifications().contains(.moveUndone(sprite: "b")))
        // A one-finger tap on a is not a move; the next two-finger tap undoes a's drag.
        fingers.down(7, 400, 350)
        fingers.up(7, 400, 350)
        fingers.time += 0.5
        tap([Vector2(500, 650), Vector2(560, 650)], firstID: 8, with: &fingers)
        sandbox.settle()
        #expect(sandbox.scene.sprites.first { $0.id == "a" }?.pose.center == Vector2(300, 300))
        // Nothing left to undo: the tap is still listed, nothing moves.
        tap([Vector2(500, 650), Vector2(560, 650)], firstID: 10, with: &fingers)
        sandbox.settle()
        #expect(sandbox.taps.filter { $0.fingers == 2 }.count == 3)
        #expect(sandbox.scene.sprites.map(\.pose.center) == [Vector2(300, 300), Vector2(700, 300)])
    }

    // MARK: Edge swipes

    func swipe(from start: Vector2, by step: Vector2, steps: Int, id: Int, with fingers: inout Fingers<Sandbox>) {
        fingers.step = 0.016
        fingers.down(id, start.x, start.y)
        for k in 1...steps { fingers.move(id, start.x + step.x * Double(k), start.y + step.y * Double(k)) }
        fingers.up(id, start.x + step.x * Double(steps), start.y + step.y * Double(steps))
    }

    @Test("a finger pulled up from the bottom edge shows the tray and is listed with its edge; from the left, the left")
    func edgeSwipes() {
        let sandbox = sandbox()
        #expect(!sandbox.isTrayVisible)
        var fingers = Fingers(sandbox)
        swipe(from: Vector2(640, 790), by: Vector2(1, -10), steps: 8, id: 1, with: &fingers)
        #expect(sandbox.isTrayVisible)
        swipe(from: Vector2(5, 500), by: Vector2(12, 2), steps: 8, id: 2, with: &fingers)
        #expect(sandbox.gestures == [RecognizedGesture(edgeSwipe: .bottom, touch: 1, start: Vector2(640, 790)),
                                     RecognizedGesture(edgeSwipe: .left, touch: 2, start: Vector2(5, 500))])
        #expect(sandbox.drainNotifications().filter { if case .edgeSwipe = $0 { true } else { false } }.count == 2)
    }

    @Test("no edge swipe: landing 40 px in, sliding along the edge, pulling in too little, or creeping in slowly")
    func notEdgeSwipes() {
        let sandbox = sandbox()
        var fingers = Fingers(sandbox)
        swipe(from: Vector2(640, 760), by: Vector2(0, -10), steps: 10, id: 1, with: &fingers)
        swipe(from: Vector2(300, 795), by: Vector2(15, -1), steps: 10, id: 2, with: &fingers)
        swipe(from: Vector2(1275, 400), by: Vector2(-5, 0), steps: 10, id: 3, with: &fingers)
        fingers.step = 0.1
        fingers.down(4, 640, 10)
        for k in 1...10 { fingers.move(4, 640, 10 + 8 * Double(k)) }
        fingers.up(4, 640, 90)
        #expect(!sandbox.gestures.contains { $0.kind == .edgeSwipe })
        #expect(!sandbox.isTrayVisible)
    }

    // MARK: Edge swipes over sprites

    /// The two squares and a third, "edge", 100 px wide, centred at (640, 750): its lower part lies in the bottom band.
    func sandboxWithSpriteAtTheEdge() -> Sandbox {
        Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300), size: 100),
                                            SceneFixtures.square("b", at: Vector2(700, 300), size: 100),
                                            SceneFixtures.square("edge", at: Vector2(640, 750), size: 100)]))
    }

    @Test("a pull up from the bottom edge that lands on a sprite is a swipe too: the tray shows and the sprite goes back where it was")
    func edgeSwipeOverASprite() {
        let sandbox = sandboxWithSpriteAtTheEdge()
        var fingers = Fingers(sandbox)
        swipe(from: Vector2(640, 790), by: Vector2(1, -10), steps: 8, id: 1, with: &fingers)
        #expect(sandbox.isTrayVisible)
        #expect(sandbox.gestures == [RecognizedGesture(edgeSwipe: .bottom, touch: 1, start: Vector2(640, 790))])
        sandbox.settle()
        #expect(sandbox.scene.sprites[2].pose.center == Vector2(640, 750))
    }

    @Test("on a sprite in the band, a finger sliding along the edge or landing farther in drags the sprite; a finger joining a held sprite pinches it")
    func spriteDragsThatAreNotEdgeSwipes() {
        let sandbox = sandboxWithSpriteAtTheEdge()
        var fingers = Fingers(sandbox)
        swipe(from: Vector2(640, 790), by: Vector2(15, -1), steps: 10, id: 1, with: &fingers)
        #expect(sandbox.scene.sprites[2].pose.center == Vector2(790, 740))
        swipe(from: Vector2(790, 720), by: Vector2(0, -10), steps: 8, id: 2, with: &fingers)
        #expect(sandbox.scene.sprites[2].pose.center == Vector2(790, 660))
    }

    @Test("a finger joining a sprite another finger holds is part of its pinch, even when it pulls in from the edge")
    func aSecondFingerInTheBandPinches() {
        let sandbox = sandboxWithSpriteAtTheEdge()
        var fingers = Fingers(sandbox)
        fingers.step = 0.016
        fingers.down(1, 600, 730)
        fingers.down(2, 680, 790)
        for k in 1...8 { fingers.move(2, 680, 790 - 10 * Double(k)) }
        fingers.up(2, 680, 710)
        fingers.up(1, 600, 730)
        sandbox.settle()
        #expect(!sandbox.isTrayVisible)
        #expect(!sandbox.gestures.contains { $0.kind == .edgeSwipe })
        #expect(sandbox.scene.sprites[2].pose.scale < 1)
    }
}
