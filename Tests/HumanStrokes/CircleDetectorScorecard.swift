import Foundation
import TouchEngine
import TouchRecipes

/// How a circle detector does on a labelled stroke set: per shape, how many strokes it called a
/// circle; for circles that is the recall, for every other shape the false-positive rate.
public struct CircleDetectorScorecard: Sendable {
    public struct Row: Sendable {
        public var shape: HumanStrokeSet.Shape
        public var strokes: Int
        /// Strokes the detector called a circle.
        public var detected: Int
        /// Recall for a circle variant, false-positive rate for any other shape.
        public var rate: Double { strokes > 0 ? Double(detected) / Double(strokes) : 0 }
    }

    /// In the order of `HumanStrokeSet.Shape.allCases`, shapes absent from the set left out.
    public let rows: [Row]
    /// The strokes judged wrongly: missed circles and false positives, in set order.
    public let mistakes: [HumanStrokeSet.Stroke]

    public init(set: HumanStrokeSet, detector: CircleDetector = CircleDetector()) {
        var counts: [HumanStrokeSet.Shape: (strokes: Int, detected: Int)] = [:]
        var mistakes: [HumanStrokeSet.Stroke] = []
        for stroke in set.strokes {
            let detected = detector.detect(stroke.samples) != nil
            counts[stroke.shape, default: (0, 0)].strokes += 1
            if detected { counts[stroke.shape, default: (0, 0)].detected += 1 }
            if detected != stroke.shape.isCircle { mistakes.append(stroke) }
        }
        rows = HumanStrokeSet.Shape.allCases.compactMap { shape in
            counts[shape].map { Row(shape: shape, strokes: $0.strokes, detected: $0.detected) }
        }
        self.mistakes = mistakes
    }

    public var circles: Int { rows.filter(\.shape.isCircle).reduce(0) { $0 + $1.strokes } }
    public var circlesDetected: Int { rows.filter(\.shape.isCircle).reduce(0) { $0 + $1.detected } }
    public var negatives: Int { rows.filter { !$0.shape.isCircle }.reduce(0) { $0 + $1.strokes } }
    public var falsePositives: Int { rows.filter { !$0.shape.isCircle }.reduce(0) { $0 + $1.detected } }
    public var recall: Double { circles > 0 ? Double(circlesDetected) / Double(circles) : 0 }
    public var falsePositiveRate: Double { negatives > 0 ? Double(falsePositives) / Double(negatives) : 0 }

    /// The figures as a table: one line per shape, then the totals.
    public var report: String {
        var lines = ["shape                 strokes  called circle   rate"]
        for row in rows {
            let what = row.shape.isCircle ? "recall" : "false positives"
            lines.append(row.shape.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(format: "%9d %14d %8.4f  ", row.strokes, row.detected, row.rate) + what)
        }
        lines.append(String(format: "circles: %d of %d recognised, recall %.4f", circlesDetected, circles, recall))
        lines.append(String(format: "other shapes: %d of %d called a circle, false-positive rate %.4f",
                            falsePositives, negatives, falsePositiveRate))
        return lines.joined(separator: "\n")
    }
}
