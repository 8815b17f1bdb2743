import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// Curly braces and square brackets (`GestureTemplateConfiguration.middleCornerSpan`, `quietMiddleSpan`): people's
/// braces turn sharply halfway, their brackets do not, so with one of them not taught it is not taken for the other.
@Suite("User-taught gestures: a brace is not a bracket")
struct GestureTemplateMiddleTests {
    static let pairs = [("left-curly-brace", "left-square-bracket"), ("left-square-bracket", "left-curly-brace"),
                        ("right-curly-brace", "right-square-bracket"), ("right-square-bracket", "right-curly-brace")]

    /// How many of people's later takes (3 to 10) of each brace or bracket are taken for its counterpart when it is not
    /// taught: each person's strokes against the other five people's first two takes of the other fifteen shapes.
    static func takenForTheOther(_ configuration: GestureTemplateConfiguration) throws -> Int {
        let set = try #require(RecordedHumanStrokes.locate(from: #filePath).flatMap { try? RecordedHumanStrokes(contentsOf: $0) },
                               "the shared human strokes were not found above \(#filePath); set TOUCH_SANDBOX_HUMAN_STROKES to strokes.jsonl")
        var taken = 0
        for (leftOut, other) in pairs {
            for person in set.people {
                var matcher = GestureTemplateMatcher(configuration: configuration)
                for example in set.strokes where example.person != person && example.take <= 2 && example.shape != leftOut {
                    matcher.add(example.samples.map(\.position), named: example.shape)
                }
                for stroke in set.strokes where stroke.person == person && stroke.shape == leftOut && stroke.take > 2 {
                    if matcher.match(stroke.samples.map(\.position))?.name == other { taken += 1 }
                }
            }
        }
        return taken
    }

    @Test("with other people's examples, 2 braces and brackets are taken for their counterpart left out; without the check, 21")
    func bracesAreNoBrackets() throws {
        let taken = try Self.takenForTheOther(GestureTemplateConfiguration())
        #expect(taken == 2, "\(taken)")
        var without = GestureTemplateConfiguration()
        without.middleCornerSpan = -1
        let before = try Self.takenForTheOther(without)
        #expect(before == 21, "\(before)")
    }
}
