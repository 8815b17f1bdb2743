import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

/// The circle recogniser keeps a bounded, evenly thinned trace of each canvas stroke
/// (`CircleRecognizer.maximumTraceSamples`).
@Suite("The circle recogniser's trace is bounded")
struct CircleTraceBoundTests {
    func engine(limit: Int) -> (GestureEngine, CircleRecognizer) {
        let circles = CircleRecognizer(maximumTraceSamples: limit)
        return (GestureEngine(scene: SceneFixtures.scene([]), recognizers: [circles]), circles)
    }

    @Test("301 samples with a limit of 64 keep every 8th: 38 samples")
    func thinnedEvenly() {
        let (engine, circles) = engine(limit: 64)
        var fingers = Fingers(engine)
        fingers.down(1, 0, 0)
        for step in 1...300 { fingers.move(1, Double(step), Double(step % 7)) }
        #expect(circles.tracedSampleCount(of: PointerID(1)) == 38)
    }

    @Test("a finger scribbling 100,001 samples with the default limit keeps 3,126 of them")
    func longScribble() {
        let (engine, circles) = engine(limit: CircleRecognizer().maximumTraceSamples)
        var fingers = Fingers(engine)
        fingers.step = 0.005
        fingers.down(1, 500, 400)
        for step in 1...100_000 { fingers.move(1, 500 + Double(step % 200), 400 + Double((step / 200) % 100)) }
        #expect(circles.tracedSampleCount(of: PointerID(1)) == 3_126)
        fingers.up(1, 500, 400)
        #expect(circles.tracedSampleCount(of: PointerID(1)) == nil)
    }

    @Test("under the limit nothing is thinned: 100 samples stay 100")
    func shortStrokeUntouched() {
        let (engine, circles) = engine(limit: 4_096)
        var fingers = Fingers(engine)
        fingers.down(1, 0, 0)
        for step in 1...99 { fingers.move(1, Double(step), 0) }
        #expect(circles.tracedSampleCount(of: PointerID(1)) == 100)
    }
}
