import Foundation
import Testing

/// `touch-sandbox-bench circles` with both files of people's strokes: per group, the circle detector's figures as
/// drawn and on touch, each group held out in turn; and what it refuses.
@Suite("Circles judged one group of people at a time, end to end")
struct CircleBenchEndToEndTests {
    @Test("touch-sandbox-bench circles --human-strokes A B: the five groups' figures, as drawn and on touch, exactly")
    func groupFigures() throws {
        let first = try #require(GestureTemplateEndToEndTests.humanStrokes(), "the shared human strokes were not found above \(#filePath)")
        let more = URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("strokes-more.jsonl").path
        let result = try runBench(["circles", "--json", "--seconds", "0.2", "--human-strokes", first, more], timeout: 600)
        #expect(result.status == 0, "\(result)")
        struct Figures: Decodable { struct Figure: Decodable { var name: String; var value: Double; var unit: String }; var figures: [Figure] }
        let names = try JSONDecoder().decode(Figures.self, from: Data(result.stdout.utf8)).figures.map(\.name)
        for expected in [
            "circle recall, g1, defaults (60/60)", "circle recall, g2, defaults (57/60)", "circle recall, g4, defaults (59/60)",
            "circle false positives, g4, defaults (1/900)",
            "circle recall, g1, defaults on touch (60/60)", "circle recall, g4, defaults on touch (58/60)",
            "circle recall, all groups, defaults (296/300)", "circle recall, all groups, defaults on touch (295/300)",
            "circle false positives, all groups, defaults on touch (0/4500)",
            "circle recall, g2, tuned on the other groups, on touch (58/60)",
        ] {
            #expect(names.contains(expected), "\(expected) not in \(names.filter { $0.contains("group") || $0.contains(", g") })")
        }
        #expect(names.contains("circle detection per stroke, generated strokes"))
    }

    @Test("a strokes file that cannot be read is named, exit 2; circles takes none of the frames' options")
    func refusals() throws {
        let missing = try runBench(["circles", "--human-strokes", "/nonexistent/strokes.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/strokes.jsonl"), "\(missing.stderr)")
        let traced = try runBench(["circles", "--trace", "t.jsonl", "--scene", "s.json"])
        #expect(traced.status == 2)
        #expect(traced.stderr.contains("--trace is not an option of `circles`"), "\(traced.stderr)")
    }
}
