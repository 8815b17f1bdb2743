import Testing
import TouchTestSupport
import TouchEngine

@Suite("Keeping the set of touches consistent whatever arrives")
struct TouchTrackerTests {
    func emptyEngine() -> GestureEngine { SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))])) }

    @Test("a second down for a touch already down ends the old touch first")
    func duplicateDownEndsOldTouch() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 320, 300)
        #expect(fingers.down(1, 800, 600) == nil)
        #expect(engine.statistics.active == 1)
        #expect(engine.statistics.totalContacts == 2)
        #expect(engine.touches.first?.target == .canvas)
        #expect(engine.scene.sprites[0].pose.center == Vector2(320, 300))
    }

    @Test("a move or an up for an unknown touch is refused and counted")
    func strayEventsAreRejected() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        #expect(fingers.move(7, 300, 300) == .unknownPointer)
        #expect(fingers.up(8, 300, 300) == .unknownPointer)
        #expect(engine.statistics.rejectedEvents == 2)
        #expect(engine.statistics.totalContacts == 0)
    }

    @Test("NaN or infinite coordinates are refused, counted and never reach a sprite")
    func nonFiniteCoordinates() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        #expect(fingers.down(1, .nan, 300) == .nonFiniteCoordinates)
        fingers.down(2, 300, 300)
        #expect(fingers.move(2, .infinity, 300) == .nonFiniteCoordinates)
        #expect(fingers.move(2, 300, -.infinity) == .nonFiniteCoordinates)
        #expect(engine.statistics.rejectedEvents == 3)
        #expect(engine.scene.sprites[0].pose.center == Vector2(300, 300))
        #expect(engine.statistics.active == 1)
    }

    @Test("an up with NaN coordinates still lifts the touch at its last known place")
    func upWithNaNLifts() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.move(1, 350, 300)
        #expect(fingers.up(1, .nan, .nan) == nil)
        #expect(engine.statistics.active == 0)
        #expect(engine.scene.sprites[0].pose.center == Vector2(350, 300))
    }

    @Test("cancelling all touches ends them without applying their last motion")
    func cancelAll() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.down(2, 900, 100)
        fingers.move(1, 310, 300)
        engine.cancelAll()
        #expect(engine.statistics.active == 0)
        #expect(engine.statistics.cancelled == 2)
        #expect(engine.scene.sprites[0].pose.center == Vector2(310, 300))
        #expect(engine.fingers(on: SpriteHandle(0)).isEmpty)
        #expect(fingers.move(1, 500, 500) == .unknownPointer)
    }

    @Test("the most touches at once and the total contacts are counted")
    func counters() {
        let engine = emptyEngine()
        var fingers = Fingers(engine)
        for id in 1...4 { fingers.down(id, Double(id) * 100, 700) }
        for id in 1...4 { fingers.up(id, Double(id) * 100, 700) }
        fingers.down(9, 100, 100)
        #expect(engine.statistics == {
            var s = TouchStatistics()
            s.active = 1; s.totalContacts = 5; s.maxSimultaneous = 4
            return s
        }())
    }
}

@Suite("Properties that hold for any gesture")
struct ManipulationPropertyTests {
    /// Random rigid (similarity) finger motions on a free sprite keep every finger's point under it.
    @Test("random 2-, 3- and 5-finger rigid gestures keep every finger's point under it within 1e-3 px", arguments: [2, 3, 5])
    func rigidGesturesKeepPoints(fingerCount: Int) {
        var random = SeededRandomNumberGenerator(seed: 0x5eed + UInt64(fingerCount))
        for _ in 0..<200 {
            let options = SceneFixtures.options(constraint: .none, minScale: 1e-3, maxScale: 1e3)
            let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(640, 400), size: 400, options: options)]))
            var fingers = Fingers(engine)
            var starts: [Vector2] = []
            for _ in 0..<fingerCount {
                let x = Double.random(in: 460...820, using: &random)
                let y = Double.random(in: 220...580, using: &random)
                starts.append(Vector2(x, y))
            }
            for (i, p) in starts.enumerated() { fingers.down(i + 1, p.x, p.y) }
            let locals = starts.map { engine.scene.sprites[0].pose.toLocal($0) }
            let centre = Vector2(640, 400)
            var ends = starts
            for step in 1...20 {
                let k = Double(step) / 20
                let motion = SimilarityDelta(
                    from: centre, to: centre + Vector2(300 * k, -150 * k),
                    scale: 1 + 0.8 * k, rotation: 2.5 * k)
                ends = starts.map(motion.apply)
                fingers.moveAll(ends.enumerated().map { ($0.offset + 1, $0.element.x, $0.element.y) })
            }
            let pose = engine.scene.sprites[0].pose
            for (local, end) in zip(locals, ends) {
                #expect(pose.toWindow(local).distance(to: end) < 1e-3)
            }
        }
    }

    @Test("random event soup leaves no touch active after all ups and no non-finite pose")
    func eventSoup() {
        var random = SeededRandomNumberGenerator(seed: 42)
        var sprites: [Sprite] = []
        for i in 0..<12 {
            let constraint: MovementConstraint = i % 2 == 0 ? .window : .none
            let options = SceneFixtures.options(constraint: constraint, minScale: 0.2, maxScale: 5, inertia: i % 3 == 0)
            let centre = Vector2(Double(100 + (i % 4) * 300), Double(150 + (i / 4) * 250))
            sprites.append(SceneFixtures.square("s\(i)", at: centre, size: 150, options: options))
        }
        let engine = SceneFixtures.engine(SceneFixtures.scene(sprites))
        var time = 0.0
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0]
        for _ in 0..<20_000 {
            time += Double.random(in: -0.002...0.02, using: &random)
            let id = Int.random(in: 1...12, using: &random)
            var x = Double.random(in: -100...1380, using: &random), y = Double.random(in: -100...900, using: &random)
            if Int.random(in: 0..<20, using: &random) == 0 { x = specials.randomElement(using: &random)! }
            if Int.random(in: 0..<20, using: &random) == 0 { y = specials.randomElement(using: &random)! }
            let phase = PointerPhase.allCases.randomElement(using: &random)!
            engine.handle(PointerEvent(phase, id: id, x: x, y: y, time: time))
        }
        for id in 1...12 { engine.handle(PointerEvent(.up, id: id, x: 0, y: 0, time: time)) }
        engine.settle()
        #expect(engine.statistics.active == 0)
        #expect(engine.touches.isEmpty)
        #expect(engine.statistics.rejectedEvents > 0)
        for sprite in engine.scene.sprites {
            #expect(sprite.pose.isFinite)
            #expect(sprite.pose.scale >= 0.2 && sprite.pose.scale <= 5)
        }
    }
}
