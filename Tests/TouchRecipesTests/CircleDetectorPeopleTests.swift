import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// The circle detector on circles and other shapes six real people drew (`../shared/data/human-strokes`, outside the
/// project: its README asks that it not be copied in, so the test finds it beside the checkout, or where
/// `TOUCH_SANDBOX_HUMAN_STROKES` says). The floors: recall 0.97, false positives 0.5 %, on the whole
/// set and with each person left out of the tuning in turn.
@Suite struct CircleDetectorPeopleTests {
    static let strokes: RecordedHumanStrokes? = RecordedHumanStrokes.locate(from: #filePath).flatMap { try? RecordedHumanStrokes(contentsOf: $0) }

    static func sharedSet() throws -> RecordedHumanStrokes {
        try #require(strokes, "the shared human strokes were not found above \(#filePath); set TOUCH_SANDBOX_HUMAN_STROKES to strokes.jsonl")
    }

    @Test func theSharedSetHoldsSixPeopleDrawingSixteenShapesTenTimes() throws {
        let set = try Self.sharedSet()
        #expect(set.strokes.count == 960)
        #expect(set.people == ["user01", "user02", "user03", "user04", "user05", "user06"])
        #expect(set.shapes.count == 16)
        #expect(set.strokes.filter(\.isCircle).count == 60)
        // Untimed strokes got a 100 Hz clock; every stroke's times grow.
        #expect(set.strokes.allSatisfy { s in zip(s.samples, s.samples.dropFirst()).allSatisfy { $0.time < $1.time } })
        let untimed = try #require(set.strokes.first { $0.person == "user01" })
        #expect(untimed.samples[1].time == 0.01)
    }

    @Test func everyPersonsCirclesAreFoundAndNoOtherShapeIsCalledACircle() throws {
        let card = PeopleCircleScorecard(strokes: try Self.sharedSet())
        print(card.report)
        #expect(card.total.recall >= 0.97)
        #expect(card.total.falsePositiveRate <= 0.005)
        for person in card.people {
            #expect(person.circlesFound >= 9, "\(person.name): \(person.circlesFound) of \(person.circles) circles")
        }
        for shape in card.shapes where shape.others > 0 {
            #expect(shape.falsePositives <= 1, "\(shape.name): \(shape.falsePositives) of \(shape.others) called a circle")
        }
    }

    /// user06 draws tiny mouse circles (25 to 55 px, oval up to 1.9:1 with pixel steps) and closes one with a tail:
    /// the kinds an earlier detector missed. The detector before that found 5 of these 10.
    @Test func theTinyMouseCirclesOfOnePersonAreAllFound() throws {
        let circles = try Self.sharedSet().strokes.filter { $0.person == "user06" && $0.isCircle }
        let detector = CircleDetector()
        #expect(circles.filter { detector.detect($0.samples) != nil }.count == 10)
        var before = CircleDetectorConfiguration()
        before.minimumRadius = 15
        before.maximumAxisRatio = 1.8
        #expect(circles.filter { CircleDetector(configuration: before).detect($0.samples) != nil }.count < 10)
    }

    @Test func eachPersonLeftOutOfTheTuningIsStillJudgedWell() throws {
        let validation = CircleDetectorCrossValidation(strokes: try Self.sharedSet())
        print(validation.report)
        #expect(validation.folds.count == 6)
        #expect(validation.total.recall >= 0.95)
        #expect(validation.total.falsePositiveRate <= 0.005)
        for fold in validation.folds {
            #expect(fold.heldOut.circlesFound >= 9, "\(fold.heldOut.name) held out: \(fold.heldOut.circlesFound) of 10")
            // The defaults are no stricter than what any five people's circles ask for.
            let defaults = CircleDetectorConfiguration()
            #expect(defaults.maximumSecondBend >= fold.tuned.maximumSecondBend)
            #expect(defaults.maximumSharpestBend >= fold.tuned.maximumSharpestBend)
        }
    }
}
