import Foundation
import HumanStrokes
import TouchEngine

/// Circle detection figures: how well it does on strokes that imitate people (`HumanStrokeSet`) and
/// what one decision costs, on ordinary strokes and on very long ones (the cost must stay linear:
/// a stroke is thinned to `maximumAnalysedSampleCount` samples before any other work).
struct CircleBenchmark {
    var minimumSeconds = 1.0

    func run() -> [EngineBenchmark.Figure] {
        let set = HumanStrokeSet()
        let card = CircleDetectorScorecard(set: set)
        var figures = [
            EngineBenchmark.Figure(name: "circle recall, human stroke set (\(card.circles) circles)", value: card.recall, unit: "fraction"),
            EngineBenchmark.Figure(name: "circle false positives, human stroke set (\(card.negatives) other strokes)",
                                   value: card.falsePositiveRate, unit: "fraction"),
            EngineBenchmark.Figure(name: "circle detection per stroke, human stroke set",
                                   value: secondsPerDetection(set.strokes.map(\.samples)) * 1e6, unit: "µs"),
        ]
        for count in [1_000, 10_000, 100_000] {
            figures.append(EngineBenchmark.Figure(name: "circle detection, one stroke of \(count) samples",
                                                  value: secondsPerDetection([Self.slowCircle(samples: count)]) * 1e6, unit: "µs"))
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
