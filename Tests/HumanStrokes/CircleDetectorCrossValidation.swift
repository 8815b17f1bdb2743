import Foundation
import TouchEngine
import TouchRecipes

/// Leave-one-person-out cross-validation of the circle detector's data-tuned thresholds on people's strokes.
///
/// Some thresholds have a reason that needs no data (the smallest circle people draw on purpose, how far round
/// an open one goes, how far an overshoot goes: `CircleDetectorConfiguration`). The others are tuned on people's
/// circles: the residual, the largest deviation, the two sharpest bends, the backward turning and the radius
/// drift. For each person in turn, those are set from the other people's circles alone (each at the most extreme
/// value their circles reach, widened by `headroom` of its distance from a perfect circle's value) and the person
/// left out is judged with them: how the tuning does on someone it has never seen.
public struct CircleDetectorCrossValidation: Sendable {
    /// The person left out, judged with thresholds tuned on everyone else.
    public struct Fold: Sendable {
        public var heldOut: PeopleCircleScorecard.Row
        public var tuned: CircleDetectorConfiguration
    }

    public let folds: [Fold]
    /// All the held-out judgements together.
    public let total: PeopleCircleScorecard.Row

    public init(strokes: RecordedHumanStrokes, headroom: Double = 0.3, base: CircleDetectorConfiguration = CircleDetectorConfiguration()) {
        let detector = CircleDetector(configuration: base)
        let measured = strokes.strokes.map { (stroke: $0, measurements: detector.measure($0.samples.map(\.position))) }
        var folds: [Fold] = []
        for person in strokes.people {
            let training = measured.filter { $0.stroke.person != person && $0.stroke.isCircle }.compactMap(\.measurements)
            let tuned = Self.tune(base, on: training, headroom: headroom)
            let judge = CircleDetector(configuration: tuned)
            var row = PeopleCircleScorecard.Row(name: person)
            for (stroke, measurements) in measured where stroke.person == person {
                let called = measurements.map { judge.margins(of: $0).allSatisfy { $0 >= 0 } } ?? false
                PeopleCircleScorecard.count(stroke, called, into: &row)
            }
            folds.append(Fold(heldOut: row, tuned: tuned))
        }
        self.folds = folds
        var total = PeopleCircleScorecard.Row(name: "all held out")
        for fold in folds {
            total.circles += fold.heldOut.circles
            total.circlesFound += fold.heldOut.circlesFound
            total.others += fold.heldOut.others
            total.falsePositives += fold.heldOut.falsePositives
        }
        self.total = total
    }

    /// `base` with the data-tuned thresholds set from `circles`.
    static func tune(_ base: CircleDetectorConfiguration, on circles: [CircleStrokeMeasurements], headroom: Double)
        -> CircleDetectorConfiguration {
        func widened(_ value: (CircleStrokeMeasurements) -> Double, ideal: Double) -> Double {
            let extreme = circles.map(value).max() ?? ideal
            return ideal + (1 + headroom) * (extreme - ideal)
        }
        var c = base
        c.maximumResidual = widened(\.residual, ideal: 0)
        c.maximumDeviation = widened(\.deviation, ideal: 0)
        c.maximumSharpestBend = widened(\.sharpestBend, ideal: 1)
        c.maximumSecondBend = widened(\.secondSharpestBend, ideal: 1)
        c.maximumBackwardTurning = widened(\.backwardTurning, ideal: 0)
        c.maximumRadiusDrift = widened({ abs($0.radiusDrift) }, ideal: 0)
        return c
    }

    /// One line per held-out person, then the total.
    public var report: String {
        var lines = ["leave one person out (thresholds tuned on the other people's circles):"]
        for fold in folds + [Fold(heldOut: total, tuned: CircleDetectorConfiguration())] {
            let row = fold.heldOut
            lines.append(row.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(format: "recall %2d/%-3d %.3f   false positives %2d/%-4d %.4f",
                         row.circlesFound, row.circles, row.recall, row.falsePositives, row.others, row.falsePositiveRate))
        }
        return lines.joined(separator: "\n")
    }
}
