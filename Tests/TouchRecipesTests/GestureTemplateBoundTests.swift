import Foundation
import HumanStrokes
import Testing
import TouchEngine
@testable import TouchRecipes

/// What the template matcher skips (`prunes`: alignments its lower bound, `AlignmentEnvelope`, rules out, templates
/// farther than any gesture accepts, the upright forms among the turned ones, restarts given up early) only saves
/// time: on strokes six real people drew (`../shared/data/human-strokes`, found beside the checkout or where
/// `TOUCH_SANDBOX_HUMAN_STROKES` says), every match and every nearest template is the same, to the bit, with and
/// without it, and the bound is never more than the aligned distance it stands for.
@Suite("User-taught gestures: what the matcher skips changes no result")
struct GestureTemplateBoundTests {
    static let strokes: RecordedHumanStrokes? = RecordedHumanStrokes.locate(from: #filePath)
        .flatMap { try? RecordedHumanStrokes(contentsOf: $0) }

    static func sharedSet() throws -> RecordedHumanStrokes {
        try #require(strokes, "the shared human strokes were not found above \(#filePath); set TOUCH_SANDBOX_HUMAN_STROKES to strokes.jsonl")
    }

    static func matcher(_ examples: [RecordedHumanStrokes.Stroke], pruned: Bool) -> GestureTemplateMatcher {
        var matcher = GestureTemplateMatcher()
        matcher.prunes = pruned
        for example in examples { matcher.add(example.samples.map(\.position), named: example.shape) }
        return matcher
    }

    @Test("each person's later takes against the other people's first two: the same names and distances, pruned or not")
    func prunedAndPlainMatchAlike() throws {
        let set = try Self.sharedSet()
        // Four open shapes are left out of the templates, so their strokes are refused and tried turned too; closed
        // ones (circles, rectangles, triangles, stars) are tried begun elsewhere.
        let leftOut: Set<String> = ["arrow", "check", "caret", "pig-tail"]
        var compared = 0, recognised = 0, refused = 0
        for person in set.people {
            let examples = set.strokes.filter { $0.person != person && $0.take <= 2 && !leftOut.contains($0.shape) }
            let pruned = Self.matcher(examples, pruned: true), plain = Self.matcher(examples, pruned: false)
            #expect(pruned.names == plain.names)
            for name in pruned.names { #expect(pruned.acceptanceLimit(for: name) == plain.acceptanceLimit(for: name)) }
            for stroke in set.strokes where stroke.person == person && stroke.take > 2 {
                let points = stroke.samples.map(\.position)
                let match = pruned.match(points)
                #expect(match == plain.match(points), "\(person) \(stroke.shape) take \(stroke.take)")
                #expect(pruned.nearest(points) == plain.nearest(points), "\(person) \(stroke.shape) take \(stroke.take)")
                compared += 1
                if match?.name == stroke.shape { recognised += 1 }
                if leftOut.contains(stroke.shape), match == nil { refused += 1 }
            }
        }
        // The split is the one `touch-sandbox-bench templates` reports as user-independent, with four shapes left out. 554: user 03's
        // 7 rounder stars are refused since stars' leeway is off (561 with it); 550 since a stroke turning once is held
        // to where the gesture's examples turn (`gestureCornerShift`).
        #expect(compared == 768)
        #expect(recognised == 550 && refused == 172, "recognised \(recognised), left-out refused \(refused)")
    }

    @Test("the bound never exceeds the aligned distance of people's strokes, however turned, and separates other shapes")
    func boundStaysUnderTheAlignedDistance() throws {
        let set = try Self.sharedSet()
        let matcher = GestureTemplateMatcher()
        let normalised = set.strokes.filter { $0.take == 3 }.compactMap { matcher.normalise($0.samples.map(\.position)) }
        #expect(normalised.count == 96)
        let count = matcher.configuration.sampleCount, weight = matcher.configuration.directionWeight
        let band = matcher.band(forCount: count)
        #expect(band == 13)
        var remaining = [Double](repeating: 0, count: count + 1)
        var pairs = 0, positive = 0, tightest = 0.0
        for (k, template) in normalised.enumerated() {
            let envelope = AlignmentEnvelope(template, band: band)
            for offset in [0, 1, 17, 40] {
                let other = normalised[(k + offset) % normalised.count]
                for form in [other, other.reversed, other.rotated(by: 0.5), other.rotated(by: -0.26).reversed] {
                    // An infinite budget is never reached: `remaining` then holds the bound of every row onwards.
                    #expect(!envelope.reaches(.infinity, aligning: form, weight: weight, remaining: &remaining))
                    let bound = remaining[0] / Double(count)
                    let aligned = matcher.alignedDistance(form, template, limit: .infinity)
                    #expect(bound <= aligned, "template \(k), offset \(offset): bound \(bound) over \(aligned)")
                    #expect(zip(remaining, remaining.dropFirst()).allSatisfy { $0 >= $1 } && remaining[count] == 0)
                    // Just over the aligned distance's summed cost the bound must not claim to reach it.
                    #expect(aligned == 0 || !envelope.reaches(aligned * Double(count) * (1 + 1e-12), aligning: form, weight: weight,
                                              remaining: &remaining))
                    pairs += 1
                    if offset > 0, bound > 0 { positive += 1 }
                    if aligned > 0 { tightest = max(tightest, bound / aligned) }
                }
            }
        }
        #expect(pairs == 96 * 16)
        // Every pair of different strokes is told apart by the bound alone.
        #expect(positive == 96 * 12)
        #expect(tightest > 0.5 && tightest <= 1)
    }

    @Test("the alignment's written-out point distance is Vector2's, to the bit")
    func writtenOutDistanceIsVector2s() throws {
        let set = try Self.sharedSet()
        let points = set.strokes.prefix(20).flatMap { $0.samples.map(\.position) }
        for (p, q) in zip(points, points.dropFirst(7)) {
            #expect(GestureTemplateMatcher.distance(p, q).bitPattern == p.distance(to: q).bitPattern)
        }
    }
}
