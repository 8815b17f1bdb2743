import Testing
import TouchEngine
import TouchTestSupport

/// People rest a finger on a photo and then pinch it: a second finger joining a held one makes a pinch whether or
/// not the long press has fired. The sprite is a 200 px square at (400, 400); the engine has the sandbox's
/// recognisers in its order (long press, tap, manipulation, circle).
@Suite("A finger held still, then a second one")
struct HoldThenPinchTests {
    func engine() -> GestureEngine {
        SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400), size: 200)]))
    }

    /// Finger 1 lands at (350, 400) at time 0 and stays still; finger 2 lands at (450, 400) after `hold` seconds.
    func holdThenJoin(_ engine: GestureEngine, hold: Double) -> Fingers<GestureEngine> {
        var fingers = Fingers(engine)
        fingers.time = 0
        engine.handle(PointerEvent(.down, id: 1, x: 350, y: 400, time: 0))
        fingers.time = hold
        engine.handle(PointerEvent(.down, id: 2, x: 450, y: 400, time: hold))
        return fingers
    }

    @Test("held 0.85 s (the long press fired at 0.5 s), then a second finger spreads from 100 to 200 px apart: scale 2, centre unmoved")
    func spreadAfterLongPress() throws {
        let engine = engine()
        let longPress = try #require(engine.recognizer(LongPressRecognizer.self))
        var pressed: [LongPressRecognizer.LongPress] = []
        longPress.onLongPress = { pressed.append($0) }
        var fingers = holdThenJoin(engine, hold: 0.85)
        #expect(pressed.map(\.touch) == [PointerID(1)] && pressed.map(\.position) == [Vector2(350, 400)])
        #expect(longPress.state == .cancelled)
        #expect(engine.fingers(on: SpriteHandle(0)) == [PointerID(1), PointerID(2)])
        #expect(engine.nextDeadline == nil, "no press is pending: neither finger may fire another long press")
        fingers.moveAll([(1, 300, 400), (2, 500, 400)])
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.scale, 2, within: 1e-12))
        #expect(approximately(pose.center, Vector2(400, 400), within: 1e-9))
        #expect(approximately(pose.rotation, 0, within: 1e-12))
        #expect(engine.owner(of: PointerID(1)) === engine.recognizer(ManipulationRecognizer.self))
    }

    @Test("held 0.85 s, then the second finger swings a quarter turn about the first: the sprite turns 90° about the held point")
    func rotateAfterLongPress() {
        let engine = engine()
        var fingers = holdThenJoin(engine, hold: 0.85)
        fingers.move(2, 350, 500)
        let pose = engine.scene.sprites[0].pose
        #expect(approximately(pose.rotationDegrees, 90, within: 1e-9))
        #expect(approximately(pose.scale, 1, within: 1e-12))
        #expect(approximately(pose.toWindow(Vector2(-50, 0)), Vector2(350, 400), within: 1e-9), "the held point stays under the held finger")
    }

    @Test("held 0.2 s (before the long press), then spread: scale 2, and no long press ever fires")
    func spreadBeforeLongPress() throws {
        let engine = engine()
        let longPress = try #require(engine.recognizer(LongPressRecognizer.self))
        var fired = 0
        longPress.onLongPress = { _ in fired += 1 }
        var fingers = holdThenJoin(engine, hold: 0.2)
        fingers.moveAll([(1, 300, 400), (2, 500, 400)])
        engine.advance(to: 3)
        #expect(approximately(engine.scene.sprites[0].pose.scale, 2, within: 1e-12))
        #expect(fired == 0)
        #expect(longPress.state == .failed)
    }

    @Test("after the pinch, lifting both fingers is no tap, and the sprite keeps its pinched size")
    func liftAfterPinchIsNoTap() throws {
        let engine = engine()
        let taps = try #require(engine.recognizer(TapRecognizer.self))
        var tapped: [TapRecognizer.Tap] = []
        taps.onTap = { tapped.append($0) }
        var fingers = holdThenJoin(engine, hold: 0.85)
        fingers.moveAll([(1, 300, 400), (2, 500, 400)])
        fingers.up(2, 500, 400)
        fingers.up(1, 300, 400)
        engine.advance(to: fingers.time + 1)
        #expect(tapped.isEmpty)
        #expect(approximately(engine.scene.sprites[0].pose.scale, 2, within: 1e-12))
    }

    @Test("a finger held after the long press, joined by a second that lifts at once: the held finger then drags the sprite")
    func heldFingerDragsAfterTheJoinLifts() {
        let engine = engine()
        var fingers = holdThenJoin(engine, hold: 0.85)
        fingers.up(2, 450, 400)
        fingers.move(1, 450, 450)
        #expect(engine.scene.sprites[0].pose.center == Vector2(500, 450))
    }

    @Test("a third finger resting on a sprite two fingers pinch never fires a long press")
    func thirdFingerIsNoLongPress() {
        let engine = engine()
        var fingers = holdThenJoin(engine, hold: 0.85)
        fingers.down(3, 400, 450)
        engine.advance(to: fingers.time + 2)
        #expect(engine.nextDeadline == nil)
        #expect(engine.recognizer(LongPressRecognizer.self)?.state == .cancelled)
    }

    @Test("giveBack from an entry that does not own its touch only leaves the arena; the owner keeps the touch")
    func giveBackWithoutOwningIsReject() throws {
        let keeper = EntryKeeper()
        let engine = GestureEngine(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]),
                                   recognizers: [keeper, ManipulationRecognizer()])
        engine.handle(PointerEvent(.down, id: 1, x: 300, y: 300, time: 0))
        engine.giveBack(try #require(keeper.entries.first))
        #expect(engine.owner(of: PointerID(1)) === engine.recognizer(ManipulationRecognizer.self))
        #expect(keeper.entries.count == 1, "the recogniser giving a touch back is not offered it again")
    }

    @Test("a touch given back is offered to the others, and the entries handed out before it resolve nothing")
    func givenBackTouchIsOfferedAnew() throws {
        let keeper = EntryKeeper(), second = EntryKeeper()
        let engine = GestureEngine(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]),
                                   recognizers: [keeper, second])
        engine.handle(PointerEvent(.down, id: 1, x: 300, y: 300, time: 0))
        let first = try #require(keeper.entries.first), old = try #require(second.entries.first)
        engine.accept(first)
        #expect(engine.owner(of: PointerID(1)) === keeper)
        engine.handle(PointerEvent(.move, id: 1, x: 310, y: 300, time: 0.5))
        engine.giveBack(first)
        #expect(engine.owner(of: PointerID(1)) == nil, "open again: nobody has claimed it yet")
        #expect(keeper.entries.count == 1 && second.entries.count == 2)
        #expect(second.began == [Vector2(300, 300), Vector2(310, 300)], "offered again where it is now")
        engine.accept(old)  // handed out before the touch was given back
        engine.accept(first)
        #expect(engine.owner(of: PointerID(1)) == nil)
        engine.accept(second.entries[1])
        #expect(engine.owner(of: PointerID(1)) === second)
    }
}

/// A recogniser that joins every touch and keeps the entries and positions it was handed.
private final class EntryKeeper: GestureRecognizer {
    var state = RecognizerState.possible
    var entries: [ArenaEntry] = []
    var began: [Vector2] = []
    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { true }
    func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        entries.append(entry)
        began.append(touch.position)
    }
}
