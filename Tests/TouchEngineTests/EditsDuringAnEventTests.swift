import Testing
import TouchEngine
import TouchTestSupport

/// Data flows one way: a pointer event reaches the recognisers, and what they (or an app acting on their reports)
/// ask of the scene meanwhile waits until the engine has applied the event. No recogniser is called back while it is
/// in the middle of its own work.
@Suite("Edits asked while the engine applies an event")
struct EditsDuringAnEventTests {
    /// Follows every touch; on each move it runs `onMove` (as an app's callback would), and it notes whether the engine
    /// ever called it back while it was inside one of its own methods.
    final class Watcher: GestureRecognizer {
        var state = RecognizerState.possible
        var onMove: ((GestureEngine) -> Void)?
        private(set) var calledBackWhileBusy = false
        private(set) var edited: [SpriteHandle] = []
        private var busy = false

        func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { true }
        func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
            busy = true
            onMove?(engine)
            busy = false
        }
        func spriteEdited(_ handle: SpriteHandle, in engine: GestureEngine) {
            if busy { calledBackWhileBusy = true }
            edited.append(handle)
        }
        func stopAnimations(of handle: SpriteHandle, in engine: GestureEngine) {
            if busy { calledBackWhileBusy = true }
        }
    }

    static func engine() -> (GestureEngine, Watcher) {
        let watcher = Watcher()
        let scene = SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(100, 100)),
                                         SceneFixtures.square("b", at: Vector2(500, 500))])
        return (GestureEngine(scene: scene, recognizers: [watcher, ManipulationRecognizer()]), watcher)
    }

    @Test("edits asked during a move wait until the move is applied, then are applied in the order asked")
    func editsWaitForTheEvent() {
        let (engine, watcher) = Self.engine()
        let a = SpriteHandle(0), b = SpriteHandle(1)
        var seen: [String] = []
        watcher.onMove = { engine in
            engine.editSprite(a, pose: Pose(center: Vector2(200, 200)), width: 100, height: 100)
            engine.stopAnimations(of: a)
            engine.editSprite(a, pose: Pose(center: Vector2(300, 300)), width: 50, height: 50)
            engine.removeSprite(b)
            seen.append("dispatching \(engine.isDispatching), a at \(engine.scene[a].pose.center), b live \(engine.scene.isLive(b))")
        }
        engine.handle(PointerEvent(.down, id: 1, x: 900, y: 100, time: 0))
        engine.handle(PointerEvent(.move, id: 1, x: 910, y: 100, time: 0.1))
        #expect(seen == ["dispatching true, a at (100.0, 100.0), b live true"])
        #expect(!engine.isDispatching)
        #expect(engine.scene[a].pose.center == Vector2(300, 300))
        #expect(engine.scene[a].width == 50)
        #expect(!engine.scene.isLive(b))
        #expect(watcher.edited == [a, a])
        #expect(!watcher.calledBackWhileBusy)
    }

    @Test("an edit asked while the engine is idle is applied at once")
    func idleEditsApplyAtOnce() {
        let (engine, watcher) = Self.engine()
        engine.editSprite(SpriteHandle(0), pose: Pose(center: Vector2(250, 120)), width: 100, height: 100)
        #expect(engine.scene[SpriteHandle(0)].pose.center == Vector2(250, 120))
        #expect(watcher.edited == [SpriteHandle(0)])
    }

    @Test("a sprite removed during a move that another finger holds: that finger is cancelled once the move is applied")
    func removalCancelsTouchesAfterTheEvent() {
        let (engine, watcher) = Self.engine()
        engine.handle(PointerEvent(.down, id: 1, x: 500, y: 500, time: 0))  // holds b
        engine.handle(PointerEvent(.down, id: 2, x: 900, y: 100, time: 0))
        var touchesDuringTheMove = 0
        watcher.onMove = { engine in
            engine.removeSprite(SpriteHandle(1))
            touchesDuringTheMove = engine.touches.count
            watcher.onMove = nil
        }
        engine.handle(PointerEvent(.move, id: 2, x: 910, y: 100, time: 0.1))
        #expect(touchesDuringTheMove == 2)
        #expect(engine.touches.map(\.id) == [PointerID(2)])
        #expect(engine.statistics.cancelled == 1)
        #expect(engine.fingers(on: SpriteHandle(1)).isEmpty)
        #expect(!watcher.calledBackWhileBusy)
    }
}
