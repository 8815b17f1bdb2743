import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// The circle detector on five groups of people collected apart (`strokes.jsonl`: group 1; `strokes-more.jsonl`:
/// groups 2-5), as drawn and replayed as a finger on a touchscreen (`FingerReplay`). The defaults' rules were found on
/// group 1 and the landing and lift trims chosen by leaving one group out (`docs/gestures.md`), so the figures of
/// groups 2-5 are figures on people the rules were not found on. The goals: recall 0.97, false positives 0.5 %.
@Suite struct CircleDetectorGroupTests {
    static let strokes: RecordedHumanStrokes? = {
        let paths = RecordedHumanStrokes.locateAll(from: #filePath)
        return paths.count == 2 ? try? RecordedHumanStrokes(contentsOf: paths) : nil
    }()

    static func allGroups() throws -> (drawn: RecordedHumanStrokes, touch: RecordedHumanStrokes) {
        let set = try #require(strokes, "strokes.jsonl and strokes-more.jsonl were not found above \(#filePath)")
        return (set, FingerReplay(timing: set).replay(set))
    }

    @Test("every group's circles are found as drawn and on touch, within the goals, exactly")
    func defaultsOnEachGroup() throws {
        let (drawn, touch) = try Self.allGroups()
        #expect(drawn.strokes.count == 4_800 && drawn.groups == ["g1", "g2", "g3", "g4", "g5"])
        let validation = CircleGroupCrossValidation(strokes: drawn, touch: touch, trims: [])
        let found = validation.folds.map { "\($0.group) \($0.configured.circlesFound) \($0.configured.falsePositives)" }
        let foundOnTouch = validation.folds.map { "\($0.group) \($0.configuredTouch.circlesFound) \($0.configuredTouch.falsePositives)" }
        #expect(found == ["g1 60 0", "g2 57 0", "g3 60 0", "g4 59 1", "g5 60 0"])
        #expect(foundOnTouch == ["g1 60 0", "g2 57 0", "g3 60 0", "g4 58 0", "g5 60 0"])
        for fold in validation.folds {
            #expect(fold.configured.falsePositiveRate <= 0.005 && fold.configuredTouch.falsePositiveRate <= 0.005)
        }
        // Group 2 is short of the goal (57 of 60): two of g2-p06's circles go round twice (1.98 turns), one of
        // g2-p05's three quarters more (1.8); no other group confirms letting more turns through.
        #expect(validation.total(\.configured).recall >= 0.97 && validation.total(\.configuredTouch).recall >= 0.97)
    }

    @Test("without leaving out the landing and the lift, 10 circles more are missed on touch")
    func trimsHoldOnTouch() throws {
        let (drawn, touch) = try Self.allGroups()
        var untrimmed = CircleDetectorConfiguration()
        untrimmed.landingTrim = 0
        untrimmed.liftTrim = 0
        let circles = touch.strokes.filter(\.isCircle)
        let trimmedFound = circles.filter { CircleDetector().detect($0.samples) != nil }.count
        let untrimmedFound = circles.filter { CircleDetector(configuration: untrimmed).detect($0.samples) != nil }.count
        #expect(trimmedFound == 295 && untrimmedFound == 286)
        // As drawn (a mouse's or a touchpad's ends) the trims change nothing.
        let drawnCircles = drawn.strokes.filter(\.isCircle)
        #expect(drawnCircles.filter { CircleDetector().detect($0.samples) != nil }.count == 296)
        #expect(drawnCircles.filter { CircleDetector(configuration: untrimmed).detect($0.samples) != nil }.count == 296)
    }

    @Test("group 2 held out: the trims and thresholds chosen on groups 1, 3, 4 and 5 find as many of its circles as the defaults")
    func groupTwoHeldOut() throws {
        let (drawn, touch) = try Self.allGroups()
        let validation = CircleGroupCrossValidation(strokes: drawn, touch: touch, groups: ["g2"],
                                                    trims: [(0, 0), (0.04, 0.02)])
        let fold = try #require(validation.folds.first)
        #expect(fold.tuned.landingTrim == 0.04 && fold.tuned.liftTrim == 0.02)
        #expect(fold.heldOut.circlesFound == 57 && fold.heldOut.falsePositives == 0)
        #expect(fold.heldOutTouch.circlesFound == 57 && fold.heldOutTouch.falsePositives == 0)
    }
}
