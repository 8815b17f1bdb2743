import Testing
import TouchEngine
import TouchRecipes
import TouchTestSupport

/// A recogniser written the way a library user would: public API only, reporting through its own callback.
final class LongStrokeRecognizer: GestureRecognizer {
    var state = RecognizerState.possible
    var onLongStroke: (() -> Void)?
    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }
    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard state == .possible, touch.position.distance(to: touch.startPosition) > 300 else { return }
        state = .ended
        onLongStroke?()
    }
    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) { state = .possible }
}

@Suite("Recognisers added from outside the engine")
struct CustomRecognizerTests {
    @Test("three fingers on the canvas moving up more than 120 px swipe; their strokes leave the canvas")
    func threeFingerSwipe() {
        let engine = Sandbox(scene: SceneFixtures.scene([]))
        let swipe = engine.addThreeFingerSwipe()
        engine.paintMode = true
        var fingers = Fingers(engine)
        fingers.down(1, 200, 600)
        fingers.down(2, 300, 610)
        fingers.down(3, 400, 600)
        fingers.moveAll([(1, 205, 500), (2, 300, 510), (3, 395, 500)])
        #expect(engine.drainNotifications().isEmpty)
        #expect(engine.strokes.count == 3)
        fingers.moveAll([(1, 210, 470), (2, 300, 480), (3, 390, 481)])
        #expect(swipe.state == .possible)  // 130 px, 130 px and 119 px up
        fingers.moveAll([(1, 210, 470), (2, 300, 480), (3, 390, 470)])
        #expect(swipe.state == .ended)
        #expect(engine.drainNotifications() == [.swipe(.up, fingers: 3), .cycleBackground])
        #expect(engine.strokes.isEmpty)
        for id in 1...3 { fingers.up(id, 300, 470) }
        #expect(engine.taps.isEmpty)
    }

    @Test("three fingers going different ways, or only two fingers, are no swipe")
    func notASwipe() {
        let engine = Sandbox(scene: SceneFixtures.scene([]))
        engine.addThreeFingerSwipe()
        var fingers = Fingers(engine)
        fingers.down(1, 200, 600)
        fingers.down(2, 300, 600)
        fingers.down(3, 400, 600)
        fingers.moveAll([(1, 200, 400), (2, 300, 400), (3, 600, 600)])
        for id in 1...3 { fingers.up(id, 0, 0) }
        fingers.down(4, 200, 600)
        fingers.down(5, 300, 600)
        fingers.moveAll([(4, 200, 400), (5, 300, 400)])
        #expect(engine.drainNotifications().isEmpty)
    }

    @Test("a user's recogniser sees canvas touches alongside the built-in ones")
    func userRecognizer() {
        let engine = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]))
        let recognizer = LongStrokeRecognizer()
        recognizer.onLongStroke = { engine.post(.custom("long stroke")) }
        engine.engine.addRecognizer(recognizer)
        #expect(engine.engine.recognizers.last === recognizer)
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)  // a sprite: not for it
        fingers.move(1, 700, 300)
        fingers.down(2, 100, 700)
        fingers.move(2, 500, 700)
        #expect(engine.drainNotifications() == [.custom("long stroke")])
        #expect(recognizer.state == .ended)
    }
}
