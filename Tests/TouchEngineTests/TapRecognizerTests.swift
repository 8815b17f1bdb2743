import Testing
import TouchEngine

/// The tap recogniser on its own, on the empty canvas, with the standard thresholds (`GestureConfiguration`): a tap
/// travels at most 10 px and lasts at most 0.3 s; a second tap lands within 0.3 s of the first lift and 40 px of the
/// first landing; a single tap is reported only once that window has closed. The clock is the events' own.
@Suite("The tap recogniser")
struct TapRecognizerTests {
    /// An empty 800×600 canvas whose only recogniser is a tap recogniser, and the taps it reported.
    final class Canvas {
        let taps = TapRecognizer()
        let engine: GestureEngine
        var reported: [TapRecognizer.Tap] = []

        init() {
            engine = GestureEngine(scene: Scene(width: 800, height: 600), recognizers: [taps])
            taps.onTap = { [unowned self] in reported.append($0) }
        }

        func down(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.down, id: id, x: x, y: y, time: time)) }
        func move(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.move, id: id, x: x, y: y, time: time)) }
        func up(_ id: Int, _ x: Double, _ y: Double, at time: Double) { engine.handle(PointerEvent(.up, id: id, x: x, y: y, time: time)) }

        func tap(_ id: Int, _ x: Double, _ y: Double, from start: Double, to end: Double) {
            down(id, x, y, at: start)
            up(id, x, y, at: end)
        }
    }

    static func single(_ x: Double, _ y: Double) -> TapRecognizer.Tap { .init(position: Vector2(x, y), count: 1, target: .canvas) }
    static func double(_ x: Double, _ y: Double) -> TapRecognizer.Tap { .init(position: Vector2(x, y), count: 2, target: .canvas) }

    @Test("a single tap is reported just after the double-tap window closes, where the finger landed")
    func singleTapWaitsOutTheWindow() {
        let canvas = Canvas()
        canvas.down(1, 100, 100, at: 1.0)
        canvas.move(1, 103, 104, at: 1.05)  // 5 px: within the slop
        canvas.up(1, 103, 104, at: 1.1)
        #expect(canvas.reported.isEmpty)
        // The window closes 0.3 s after the lift; the tap is due just after.
        let closes = 1.1 + 0.3
        #expect(canvas.engine.nextDeadline == closes.nextUp)
        canvas.engine.advance(to: closes)
        #expect(canvas.reported.isEmpty)
        canvas.engine.advance(to: closes.nextUp)
        #expect(canvas.reported == [Self.single(100, 100)])
        #expect(canvas.taps.state == .ended)
        #expect(canvas.engine.nextDeadline == nil)
    }

    @Test("a second tap within 0.3 s and 40 px makes a double tap, reported at the second lift with the first landing")
    func doubleTap() {
        let canvas = Canvas()
        canvas.tap(1, 200, 200, from: 0, to: 0.05)
        canvas.down(2, 230, 220, at: 0.3)  // 0.25 s after the lift, 36 px away
        #expect(canvas.reported.isEmpty)
        canvas.up(2, 230, 220, at: 0.35)
        #expect(canvas.reported == [Self.double(200, 200)])
        canvas.engine.advance(to: 5)
        #expect(canvas.reported == [Self.double(200, 200)], "the first tap is not reported again as a single one")
    }

    @Test("three quick taps are a double tap and then a single tap")
    func tripleTap() {
        let canvas = Canvas()
        canvas.tap(1, 100, 100, from: 0.0, to: 0.05)
        canvas.tap(2, 101, 100, from: 0.2, to: 0.25)
        #expect(canvas.reported == [Self.double(100, 100)])
        canvas.tap(3, 102, 100, from: 0.4, to: 0.45)
        #expect(canvas.reported == [Self.double(100, 100)])
        canvas.engine.advance(to: (0.45 + 0.3).nextUp)
        #expect(canvas.reported == [Self.double(100, 100), Self.single(102, 100)])
    }

    @Test("a second tap landing after the window, or farther than 40 px, makes two single taps")
    func tooLateOrTooFarIsTwoSingles() {
        let late = Canvas()
        late.tap(1, 100, 100, from: 0, to: 0.05)
        late.down(2, 100, 100, at: 0.36)  // 0.31 s after the lift: the first tap's window closed on the way
        #expect(late.reported == [Self.single(100, 100)])
        late.up(2, 100, 100, at: 0.4)
        late.engine.advance(to: 1)
        #expect(late.reported == [Self.single(100, 100), Self.single(100, 100)])

        let far = Canvas()
        far.tap(1, 100, 100, from: 0, to: 0.05)
        far.tap(2, 141, 100, from: 0.1, to: 0.15)  // 41 px away
        #expect(far.reported.isEmpty)
        far.engine.advance(to: 1)
        #expect(far.reported == [Self.single(100, 100), Self.single(141, 100)])
    }

    @Test("a touch that travels more than 10 px from where it landed is no tap, even if it comes back")
    func slop() {
        let within = Canvas()
        within.down(1, 100, 100, at: 0)
        within.move(1, 106, 108, at: 0.05)  // exactly 10 px
        within.up(1, 100, 100, at: 0.1)
        within.engine.advance(to: 1)
        #expect(within.reported == [Self.single(100, 100)])

        let beyond = Canvas()
        beyond.down(1, 100, 100, at: 0)
        beyond.move(1, 110.5, 100, at: 0.05)
        #expect(beyond.taps.state == .failed)
        beyond.up(1, 100, 100, at: 0.1)
        beyond.engine.advance(to: 1)
        #expect(beyond.reported.isEmpty)

        let liftedAway = Canvas()
        liftedAway.down(1, 100, 100, at: 0)
        liftedAway.up(1, 100, 111, at: 0.1)  // the lift itself lands 11 px away
        liftedAway.engine.advance(to: 1)
        #expect(liftedAway.reported.isEmpty)
    }

    @Test("a touch held up to 0.3 s is a tap; longer is none")
    func duration() {
        let quick = Canvas()
        quick.tap(1, 100, 100, from: 0.5, to: 0.75)
        quick.engine.advance(to: 2)
        #expect(quick.reported == [Self.single(100, 100)])

        let slow = Canvas()
        slow.tap(1, 100, 100, from: 0.5, to: 0.8125)  // 0.3125 s
        slow.engine.advance(to: 2)
        #expect(slow.reported.isEmpty)
        #expect(slow.taps.state == .failed)
    }

    @Test("two fingers tapping together are two single taps, in the order they lifted")
    func twoFingers() {
        let apart = Canvas()
        apart.down(1, 100, 100, at: 0)
        apart.down(2, 300, 100, at: 0.01)
        apart.up(2, 300, 100, at: 0.05)
        apart.up(1, 100, 100, at: 0.06)
        apart.engine.advance(to: 1)
        #expect(apart.reported == [Self.single(300, 100), Self.single(100, 100)])

        // Close together too: the second finger landed before the first lifted, so it is no second tap.
        let close = Canvas()
        close.down(1, 100, 100, at: 0)
        close.down(2, 120, 100, at: 0.01)
        close.up(1, 100, 100, at: 0.05)
        close.up(2, 120, 100, at: 0.06)
        close.engine.advance(to: 1)
        #expect(close.reported == [Self.single(100, 100), Self.single(120, 100)])
    }
}
