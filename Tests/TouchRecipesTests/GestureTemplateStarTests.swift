import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// People's stars (`GestureTemplateConfiguration.starLeeway`): user 03 of the shared human strokes draws stars rounder
/// than the other five people and begins them at the upper left; taught with the others' first two takes of every
/// shape, the matcher recognises them only with the leeway a closed stroke with a star's corners gets. The leeway is off
/// by default: no other group of people needs it (`docs/gestures.md`, "How the thresholds were chosen").
@Suite("User-taught gestures: stars drawn rounder than the examples")
struct GestureTemplateStarTests {
    static let strokes: RecordedHumanStrokes? = RecordedHumanStrokes.locate(from: #filePath)
        .flatMap { try? RecordedHumanStrokes(contentsOf: $0) }

    /// The names user 03's later stars (takes 3 to 10) are taken for, with the other people's first two takes of all
    /// sixteen shapes taught.
    static func user03Stars(_ configuration: GestureTemplateConfiguration) throws -> [String?] {
        let set = try #require(strokes, "the shared human strokes were not found above \(#filePath); set TOUCH_SANDBOX_HUMAN_STROKES to strokes.jsonl")
        var matcher = GestureTemplateMatcher(configuration: configuration)
        for example in set.strokes where example.person != "user03" && example.take <= 2 {
            matcher.add(example.samples.map(\.position), named: example.shape)
        }
        return set.strokes.filter { $0.person == "user03" && $0.shape == "star" && $0.take > 2 }
            .map { matcher.match($0.samples.map(\.position))?.name }
    }

    @Test("user 03's rounder stars: 7 of 8 are stars with a leeway of 0.4, none without it (the default), and nothing else either way")
    func roundStarsAreStars() throws {
        #expect(GestureTemplateConfiguration().starLeeway == 0)
        var leeway = GestureTemplateConfiguration()
        leeway.starLeeway = 0.4
        let with = try Self.user03Stars(leeway)
        #expect(with.count == 8)
        #expect(with.filter { $0 == "star" }.count == 7, "\(with)")
        #expect(with.allSatisfy { $0 == nil || $0 == "star" }, "\(with)")
        let without = try Self.user03Stars(GestureTemplateConfiguration())
        #expect(without.allSatisfy { $0 == nil }, "\(without)")
    }
}
