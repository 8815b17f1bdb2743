import Foundation
import TouchEngine
import TouchRecipes

/// How a circle detector does on strokes real people drew (`RecordedHumanStrokes`): per person and per shape,
/// how many strokes it called a circle. For circles that is the recall, for every other shape a false positive.
public struct PeopleCircleScorecard: Sendable {
    /// Counts for one person or one shape.
    public struct Row: Sendable {
        public var name: String
        public var circles = 0
        public var circlesFound = 0
        public var others = 0
        public var falsePositives = 0
        public var recall: Double { circles > 0 ? Double(circlesFound) / Double(circles) : 0 }
        public var falsePositiveRate: Double { others > 0 ? Double(falsePositives) / Double(others) : 0 }

        public init(name: String) {
            self.name = name
        }
    }

    public let people: [Row]
    public let shapes: [Row]
    public let total: Row
    /// The strokes judged wrongly: missed circles and false positives, in file order.
    public let mistakes: [RecordedHumanStrokes.Stroke]

    /// Judges every stroke with `detector`.
    public init(strokes: RecordedHumanStrokes, detector: CircleDetector = CircleDetector()) {
        self.init(strokes: strokes.strokes) { detector.detect($0.samples) != nil }
    }

    /// Counts with `isCalledACircle` as the judge.
    public init(strokes: [RecordedHumanStrokes.Stroke], isCalledACircle: (RecordedHumanStrokes.Stroke) -> Bool) {
        var people: [String: Row] = [:], shapes: [String: Row] = [:], total = Row(name: "all")
        var mistakes: [RecordedHumanStrokes.Stroke] = []
        for stroke in strokes {
            let called = isCalledACircle(stroke)
            Self.count(stroke, called, into: &people[stroke.person, default: Row(name: stroke.person)])
            Self.count(stroke, called, into: &shapes[stroke.shape, default: Row(name: stroke.shape)])
            Self.count(stroke, called, into: &total)
            if called != stroke.isCircle { mistakes.append(stroke) }
        }
        self.people = people.values.sorted { $0.name < $1.name }
        self.shapes = shapes.values.sorted { $0.name < $1.name }
        self.total = total
        self.mistakes = mistakes
    }

    static func count(_ stroke: RecordedHumanStrokes.Stroke, _ called: Bool, into row: inout Row) {
        if stroke.isCircle {
            row.circles += 1
            if called { row.circlesFound += 1 }
        } else {
            row.others += 1
            if called { row.falsePositives += 1 }
        }
    }

    /// The figures as a table: one line per person, one per shape, the totals and the mistakes.
    public var report: String {
        func line(_ row: Row) -> String {
            row.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + (row.circles > 0 ? String(format: "recall %2d/%-3d %.3f   ", row.circlesFound, row.circles, row.recall)
                                   : "                        ")
                + (row.others > 0 ? String(format: "false positives %2d/%-4d %.4f", row.falsePositives, row.others, row.falsePositiveRate) : "")
        }
        var lines = ["per person:"] + people.map(line) + ["per shape:"] + shapes.map(line) + [line(total)]
        for stroke in mistakes {
            lines.append("  \(stroke.isCircle ? "missed" : "false positive"): \(stroke.person) \(stroke.shape) take \(stroke.take)")
        }
        return lines.joined(separator: "\n")
    }
}
