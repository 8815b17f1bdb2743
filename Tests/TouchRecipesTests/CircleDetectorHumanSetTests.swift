import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// The circle detector on strokes that imitate people (`HumanStrokeSet`): the confusion figures per
/// shape are printed, and the floors the detector is held to are asserted.
@Suite struct CircleDetectorHumanSetTests {
    static let set = HumanStrokeSet()
    static let scorecard = CircleDetectorScorecard(set: set)

    @Test func theSetHoldsEveryShapeOfTheIssueInFixedNumbers() {
        let counts = Dictionary(grouping: Self.set.strokes, by: \.shape).mapValues(\.count)
        #expect(Self.set.strokes.count == 9_550)
        #expect(HumanStrokeSet.Shape.circleVariants.count == 12)
        #expect(HumanStrokeSet.Shape.circleVariants.allSatisfy { counts[$0] == 400 })
        #expect(HumanStrokeSet.Shape.negatives.count == 19)
        #expect(HumanStrokeSet.Shape.negatives.allSatisfy { counts[$0] == 250 })
        #expect(Self.set.strokes.allSatisfy { stroke in
            stroke.samples.first?.time == 0 && zip(stroke.samples, stroke.samples.dropFirst()).allSatisfy { $0.time < $1.time }
        })
    }

    @Test func theSetIsTheSameEveryTime() {
        for shape in [HumanStrokeSet.Shape.circleOvershoot, .pigtail, .star] {
            let again = HumanStrokeSet.stroke(shape, index: 17, seed: Self.set.seed)
            let original = Self.set.strokes.first { $0.shape == shape && $0.index == 17 }
            #expect(again.samples == original?.samples)
        }
    }

    /// The set covers the range of people and screens the detector must serve.
    @Test func theSetSpansPeoplesSizesSpeedsAndScreens() {
        func extent(_ s: HumanStrokeSet.Stroke) -> Double {
            let xs = s.samples.map(\.position.x), ys = s.samples.map(\.position.y)
            return max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        }
        let circles = Self.set.strokes.filter(\.shape.isCircle)
        let extents = circles.map(extent)
        #expect(extents.min()! < 45 && extents.max()! > 380)
        let rates = Self.set.strokes.map { Double($0.samples.count - 1) / $0.samples.last!.time }
        #expect(rates.min()! < 35 && rates.max()! > 180)
        let smallFast = circles.filter { $0.shape == .circleSmallFast }
        #expect(smallFast.allSatisfy { (0.25...0.42).contains($0.samples.last!.time) })
        #expect(smallFast.map(\.samples.count).min()! <= 10)
        let directions = circles.compactMap { CircleDetector().detect($0.samples)?.direction }
        let clockwise = directions.filter { $0 == .clockwise }.count
        #expect(clockwise > directions.count * 2 / 5 && clockwise < directions.count * 3 / 5)
    }

    @Test func recallIsAtLeast97PercentAndFalsePositivesAtMostHalfAPercent() {
        let card = Self.scorecard
        print(card.report)
        for stroke in card.mistakes {
            print("  wrong: \(stroke.shape.rawValue) #\(stroke.index), \(stroke.samples.count) samples over \(String(format: "%.2f", stroke.samples.last!.time)) s")
        }
        #expect(card.circles == 4_800 && card.negatives == 4_750)
        #expect(card.recall >= 0.97)
        #expect(card.falsePositiveRate <= 0.005)
        for row in card.rows where !row.shape.isCircle {
            #expect(row.rate <= 0.01, "\(row.shape.rawValue): \(row.detected) of \(row.strokes) called a circle")
        }
        // Each circle variant an earlier detector missed, on its own.
        for row in card.rows where row.shape.isCircle {
            #expect(row.rate >= 0.95, "\(row.shape.rawValue): \(row.detected) of \(row.strokes) recognised")
        }
    }
}
