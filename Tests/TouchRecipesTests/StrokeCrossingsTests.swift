import Foundation
import HumanStrokes
import Testing
import TouchEngine
@testable import TouchRecipes

/// Strokes that cross their own paths (`StrokeCrossings`) and the acceptance check built on it
/// (`GestureTemplateConfiguration.crossingClosure`): a triangle is not a delete mark.
@Suite("User-taught gestures: strokes that cross themselves")
struct StrokeCrossingsTests {
    static func crossings(_ corners: [(Double, Double)]) throws -> Int {
        let points = TaughtShapes.polyline(corners, at: Vector2(100, 100), size: 200, wobble: 0)
        return try #require(NormalisedStroke(points, count: 64)).crossings
    }

    @Test("a triangle and a rectangle never cross, a delete mark and an x once, a pentagram five times")
    func counts() throws {
        #expect(try Self.crossings([(0.5, 0), (1, 0.9), (0, 0.9), (0.5, 0)]) == 0)
        #expect(try Self.crossings([(0, 0), (1, 0), (1, 0.7), (0, 0.7), (0, 0)]) == 0)
        // A delete mark: down to the right, up, down to the left across the first stroke.
        #expect(try Self.crossings([(0, 0), (1, 1), (1, 0), (0, 1)]) == 1)
        #expect(try Self.crossings([(0, 0), (1, 1), (1, 0.6), (0, 1)]) == 1)
        let star = (0..<6).map { k -> (Double, Double) in
            let angle = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
            return (0.5 + 0.5 * cos(angle), 0.5 + 0.5 * sin(angle))
        }
        #expect(try Self.crossings(star) == 5)
        // Reversed, the count is the same.
        #expect(try Self.crossings(star.reversed()) == 5)
    }

    @Test("a line drawn back over itself, a point and strokes too short to have a middle count no crossing")
    func degenerateStrokes() throws {
        #expect(try Self.crossings([(0, 0), (1, 0), (0, 0), (1, 0)]) == 0)
        #expect(StrokeCrossings.count(in: []) == 0)
        #expect(StrokeCrossings.count(in: Array(repeating: Vector2(3, 3), count: 64)) == 0)
        // Nine points: the ends' four each leave one segment, which cannot cross itself.
        let zigzag = (0..<9).map { Vector2(Double($0), $0 % 2 == 0 ? 0 : 1) }
        #expect(StrokeCrossings.count(in: zigzag) == 0)
        #expect(NormalisedStroke([Vector2(0, 0), Vector2(1, 1)], count: 3)?.crossings == 0)
    }

    /// The names people's delete marks (every take) are taken for when delete marks are not taught: each person's
    /// strokes against the other five people's first two takes of the other fifteen shapes.
    static func deleteMarks(_ configuration: GestureTemplateConfiguration) throws -> [String] {
        let set = try #require(RecordedHumanStrokes.locate(from: #filePath).flatMap { try? RecordedHumanStrokes(contentsOf: $0) },
                               "the shared human strokes were not found above \(#filePath); set TOUCH_SANDBOX_HUMAN_STROKES to strokes.jsonl")
        var names: [String] = []
        for person in set.people {
            var matcher = GestureTemplateMatcher(configuration: configuration)
            for example in set.strokes where example.person != person && example.take <= 2 && example.shape != "delete" {
                matcher.add(example.samples.map(\.position), named: example.shape)
            }
            for stroke in set.strokes where stroke.person == person && stroke.shape == "delete" && stroke.take > 2 {
                if let match = matcher.match(stroke.samples.map(\.position)) { names.append(match.name) }
            }
        }
        return names
    }

    @Test("with delete marks not taught, none of people's is taken for a triangle; without the check, 8 are")
    func deleteMarksAreNoTriangles() throws {
        #expect(try Self.deleteMarks(GestureTemplateConfiguration()).filter { $0 == "triangle" }.isEmpty)
        var without = GestureTemplateConfiguration()
        without.crossingClosure = 0
        #expect(try Self.deleteMarks(without).filter { $0 == "triangle" }.count == 8)
    }
}
