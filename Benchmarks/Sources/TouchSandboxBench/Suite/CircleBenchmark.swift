import Foundation
import HumanStrokes
import TouchEngine
import TouchRecipes

/// Circle detection figures: how well it does on strokes six people drew (per person, per shape, and with each
/// person left out of the tuning), on strokes that imitate people (`HumanStrokeSet`, for what no one in the
/// shared set drew), and what one decision costs, on ordinary strokes and on very long ones (the cost must stay
/// linear: a stroke is thinned to `maximumAnalysedSampleCount` samples before any other work).
struct CircleBenchmark {
    var minimumSeconds = 1.0
    /// The people's strokes (`RecordedHumanStrokes`), when found.
    var people: RecordedHumanStrokes?

    func run() -> [EngineBenchmark.Figure] {
        let set = HumanStrokeSet()
        let card = CircleDetectorScorecard(set: set)
        var figures = peopleFigures()
        for row in card.rows {
            let what = row.shape.isCircle ? "recall" : "false positives"
            figures.append(.init(name: "circle \(what), generated \(row.shape.rawValue) (\(row.detected)/\(row.strokes))", value: row.rate, unit: "fraction"))
        }
        figures += [
            EngineBenchmark.Figure(name: "circle recall, generated strokes (\(card.circles) circles)", value: card.recall, unit: "fraction"),
            EngineBenchmark.Figure(name: "circle false positives, generated strokes (\(card.negatives) other strokes)",
                                   value: card.falsePositiveRate, unit: "fraction"),
            EngineBenchmark.Figure(name: "circle detection per stroke, generated strokes",
                                   value: secondsPerDetection(set.strokes.map(\.samples)) * 1e6, unit: "µs"),
        ]
        for count in [1_000, 10_000, 100_000] {
            figures.append(EngineBenchmark.Figure(name: "circle detection, one stroke of \(count) samples",
                                                  value: secondsPerDetection([Self.slowCircle(samples: count)]) * 1e6, unit: "µs"))
        }
        return figures
    }

    /// Recall and false positives per person and per shape on people's strokes, then each person judged with the
    /// thresholds tuned on the others.
    func peopleFigures() -> [EngineBenchmark.Figure] {
        guard let people else { return [] }
        let card = PeopleCircleScorecard(strokes: people)
        var figures: [EngineBenchmark.Figure] = []
        for row in card.people + card.shapes + [card.total] {
            let place = row.name == "all" ? "all \(people.people.count) people" : row.name
            if row.circles > 0 {
                figures.append(.init(name: "circle recall, people's strokes, \(place) (\(row.circlesFound)/\(row.circles))", value: row.recall, unit: "fraction"))
            }
            if row.others > 0 {
                figures.append(.init(name: "circle false positives, people's strokes, \(place) (\(row.falsePositives)/\(row.others))",
                                     value: row.falsePositiveRate, unit: "fraction"))
            }
        }
        let validation = CircleDetectorCrossValidation(strokes: people)
        for row in validation.folds.map(\.heldOut) + [validation.total] {
            let who = row.name == validation.total.name ? "each person" : row.name
            figures.append(.init(name: "circle recall, \(who) left out of the tuning (\(row.circlesFound)/\(row.circles))", value: row.recall, unit: "fraction"))
            figures.append(.init(name: "circle false positives, \(who) left out of the tuning (\(row.falsePositives)/\(row.others))",
                                 value: row.falsePositiveRate, unit: "fraction"))
        }
        return figures
    }

    /// A circle drawn slowly at 200 Hz until it has `samples` samples.
    static func slowCircle(samples: Int) -> [StrokeSample] {
        let style = HandStyle(duration: Double(samples) / 200, tremor: 1, noise: 0.7, wholePixels: true, sampleRate: 200)
        return HumanHand(style: style).draw(IdealShape.loop(diameter: 300, turns: 1.05), at: Vector2(600, 400), seed: 1)
    }

    private func secondsPerDetection(_ strokes: [[StrokeSample]]) -> Double {
        let detector = CircleDetector()
        var detections = 0, found = 0
        var elapsed = 0.0
        while elapsed < minimumSeconds {
            let start = ContinuousClock.now
            for stroke in strokes where detector.detect(stroke) != nil { found += 1 }
            elapsed += (ContinuousClock.now - start).seconds
            detections += strokes.count
        }
        _ = found
        return elapsed / Double(detections)
    }
}
