import Foundation
import Testing
import TouchTestSupport

/// `touch-sandbox-bench --trace T --scene S` keeps the meaning scripts rely on: both files loaded first, then the
/// engine alone applying every event of T, T repeated from a fresh copy of the scene until at least a second (or
/// `--seconds`) has passed; the figures printed as `{"events", "seconds", "eventsPerSecond", …}` with `--json`.
@Suite("touch-sandbox-bench --trace")
struct BenchTraceEndToEndTests {
    /// The figures of one `--json` run.
    struct TraceFigures: Decodable {
        var events: Int
        var seconds: Double
        var eventsPerSecond: Double
        var repetitions: Int
        var eventsPerRepetition: Int
        var sprites: Int
        var rejectedEventsPerRepetition: Int
    }

    @Test("--trace T --scene S --json: whole repetitions of T's 220 events for at least a second, on the scene's 5 sprites")
    func jsonFigures() throws {
        let folder = try TemporaryDirectory("bench-trace")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let result = try runBench(["--trace", TestPaths.recording("ten-fingers-five-sprites.jsonl"), "--scene", scene, "--json"])
        #expect(result.status == 0, "\(result)")
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)").keys
        #expect(Set(["events", "seconds", "eventsPerSecond"]).isSubset(of: Set(keys)), "\(keys)")
        let figures = try JSONDecoder().decode(TraceFigures.self, from: Data(result.stdout.utf8))
        #expect(figures.eventsPerRepetition == 220 && figures.sprites == 5 && figures.rejectedEventsPerRepetition == 0, "\(figures)")
        #expect(figures.repetitions >= 1 && figures.events == figures.repetitions * 220, "\(figures)")
        #expect(figures.seconds >= 1, "\(figures)")
        #expect(abs(figures.eventsPerSecond - Double(figures.events) / figures.seconds) <= 1e-9 * figures.eventsPerSecond, "\(figures)")
    }

    @Test("without --json one line for people: events, seconds, rate, repetitions × events, sprites")
    func textLine() throws {
        let folder = try TemporaryDirectory("bench-trace-text")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let result = try runBench(["--trace", TestPaths.recording("ten-fingers-five-sprites.jsonl"), "--scene", scene, "--seconds", "0.05"])
        #expect(result.status == 0, "\(result)")
        let line = result.stdout.trimmingCharacters(in: .newlines)
        #expect(!line.contains("\n") && line.contains(" events in ") && line.contains(" events/s (") && line.hasSuffix(" × 220 events, 5 sprites)"),
                "\(result)")
    }

    @Test("a scene that cannot be read is exit 2 naming it, before anything is timed")
    func unreadableScene() throws {
        let result = try runBench(["--trace", TestPaths.recording("ten-fingers-five-sprites.jsonl"), "--scene", "/nonexistent/scene.json", "--json"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty && result.stderr.contains("/nonexistent/scene.json"), "\(result)")
    }
}
