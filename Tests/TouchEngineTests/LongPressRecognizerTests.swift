import Testing
import TouchEngine
import TouchTestSupport

/// The long-press recogniser with the other core recognisers (in the sandbox's order: long press, tap,
/// manipulation, circle) on one 200×200 sprite at (400, 300), with the standard thresholds: a finger held still
/// (within 10 px) for 0.5 s. The clock is the events' own and `advance(to:)`.
@Suite("The long-press recogniser")
struct LongPressRecognizerTests {
    final class Board {
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("card", at: Vector2(400, 300), size: 200)]))
        let longPress: LongPressRecognizer
        var presses: [LongPressRecognizer.LongPress] = []

        init() {
            longPress = engine.recognizer(LongPressRecognizer.self)!
            longPress.onLongPress = { [unowned self] in presses.append($0) }
        }

        func down(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.down, id: id, x: x, y: y, time: time)) }
        func move(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.move, id: id, x: x, y: y, time: time)) }
        func up(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.up, id: id, x: x, y: y, time: time)) }
        var card: Pose { engine.scene[SpriteHandle(0)].pose }
    }

    static func press(at x: Double, _ y: Double, touch: Int) -> LongPressRecognizer.LongPress {
        .init(sprite: SpriteHandle(0), position: Vector2(x, y), touch: PointerID(touch))
    }

    @Test("a finger held still fires exactly 0.5 s after it landed, and the press then owns the touch")
    func firesAtItsDelay() {
        let board = Board()
        board.down(1, 380, 310, at: 1.0)
        #expect(board.engine.nextDeadline == 1.5)
        board.engine.advance(to: 1.5.nextDown)
        #expect(board.presses.isEmpty)
        #expect(board.longPress.state == .possible)
        board.engine.advance(to: 1.5)
        #expect(board.presses == [Self.press(at: 380, 310, touch: 1)])
        #expect(board.longPress.state == .began)
        #expect(board.engine.owner(of: PointerID(1)) === board.longPress)
        #expect(board.engine.nextDeadline == nil)
        board.up(1, 380, 310, at: 2.0)
        #expect(board.longPress.state == .ended)
        #expect(board.presses.count == 1)
    }

    @Test("a finger that travels more than 10 px first is no long press (it drags); up to 10 px still is")
    func cancelledByMovementBeyondSlop() {
        let dragged = Board()
        dragged.down(1, 400, 300, at: 0)
        dragged.move(1, 410.5, 300, at: 0.1)
        #expect(dragged.longPress.state == .failed)
        #expect(dragged.engine.nextDeadline == nil)
        dragged.engine.advance(to: 2)
        #expect(dragged.presses.isEmpty)
        #expect(dragged.card.center == Vector2(410.5, 300), "the finger dragged the card instead")

        let wobbled = Board()
        wobbled.down(1, 400, 300, at: 0)
        wobbled.move(1, 406, 308, at: 0.1)  // exactly 10 px
        wobbled.engine.advance(to: 0.5)
        #expect(wobbled.presses == [Self.press(at: 400, 300, touch: 1)])
    }

    @Test("a finger that lifts before the delay is no long press")
    func liftedFirst() {
        let board = Board()
        board.down(1, 400, 300, at: 0)
        board.up(1, 400, 300, at: 0.49)
        board.engine.advance(to: 2)
        #expect(board.presses.isEmpty)
        #expect(board.longPress.state == .failed)
    }

    @Test("a second finger before the delay makes a pinch, not a press")
    func secondFingerBeforeTheDelay() {
        let board = Board()
        board.down(1, 380, 300, at: 0)
        board.down(2, 420, 300, at: 0.2)
        #expect(board.longPress.state == .failed)
        board.engine.advance(to: 2)
        #expect(board.presses.isEmpty)
        #expect(board.engine.fingers(on: SpriteHandle(0)) == [PointerID(1), PointerID(2)])
    }

    @Test("after the press fired, a second finger on the sprite ends it and both fingers pinch it")
    func yieldsToASecondFinger() {
        let board = Board()
        board.down(1, 380, 300, at: 0)
        board.engine.advance(to: 0.5)
        #expect(board.presses.count == 1)
        board.down(2, 420, 300, at: 0.6)
        #expect(board.longPress.state == .cancelled)
        #expect(board.engine.owner(of: PointerID(1)) !== board.longPress)
        #expect(board.engine.fingers(on: SpriteHandle(0)) == [PointerID(1), PointerID(2)])
        // The fingers spread from 40 to 80 px apart about (400, 300): the card doubles about that point.
        board.move(1, 360, 300, at: 0.7)
        board.move(2, 440, 300, at: 0.7)
        #expect(approximately(board.card.scale, 2, within: 1e-12))
        #expect(approximately(board.card.center, Vector2(400, 300), within: 1e-9))
        #expect(board.presses.count == 1, "no second press")
    }
}
