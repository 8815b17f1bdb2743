import Foundation
import TouchEngine
import TouchRecipes

/// One threshold of the circle detector set to several values, each judged one group of people at a time (as drawn
/// and replayed on touch), with the value each fold would choose on the other four groups alone: what
/// `touch-sandbox-bench circles --sweep` prints. A fold holding out group G chooses the value that costs least on the
/// other groups' strokes, as drawn and on touch together (`CircleThresholdTuner.cost`: a missed circle weighs
/// 1/(0.03 × circles), a false positive 1/(0.005 × others)); among equal costs the first value (the configuration as
/// it is) wins, so a value only a group's own strokes ask for is never chosen for it. Beside them, the generated
/// strokes of `HumanStrokeSet` (spirals, scribbles, polygons no one in the groups drew) that each value calls a circle.
public struct CircleRuleComparison: Sendable {
    public let values: [Double]
    public let name: String
    public let groups: [String]
    /// rows[v][g]: value v on group g, as drawn and on touch.
    public let rows: [[(drawn: PeopleCircleScorecard.Row, touch: PeopleCircleScorecard.Row)]]
    /// Per value: generated circles found and other generated strokes called circles.
    public let generated: [(circlesFound: Int, circles: Int, falsePositives: Int, others: Int)]
    /// Per group held out: the index of the value chosen on the others.
    public let choices: [Int]

    /// Nil when `name` is not one of `CircleThresholdTuner.thresholds`. The configuration as it is comes first.
    public init?(strokes: RecordedHumanStrokes, touch: RecordedHumanStrokes, name: String, values: [Double],
                 configuration: CircleDetectorConfiguration = CircleDetectorConfiguration(),
                 generated set: HumanStrokeSet = HumanStrokeSet()) {
        guard let threshold = CircleThresholdTuner.thresholds.first(where: { $0.name == name }) else { return nil }
        self.name = name
        self.values = [configuration[keyPath: threshold.keyPath]] + values
        groups = strokes.groups
        let measurer = CircleDetector(configuration: configuration)
        let drawn = strokes.strokes.map { measurer.measure($0.samples) }
        let touched = touch.strokes.map { measurer.measure($0.samples) }
        let generatedMeasured = set.strokes.map { measurer.measure($0.samples) }
        let configurations = self.values.map { value -> CircleDetectorConfiguration in
            var changed = configuration
            changed[keyPath: threshold.keyPath] = value
            return changed
        }
        func calls(_ m: CircleStrokeMeasurements?, _ detector: CircleDetector) -> Bool {
            m.map { detector.margins(of: $0).allSatisfy { $0 >= 0 } } ?? false
        }
        var rows: [[(drawn: PeopleCircleScorecard.Row, touch: PeopleCircleScorecard.Row)]] = []
        var generated: [(circlesFound: Int, circles: Int, falsePositives: Int, others: Int)] = []
        for changed in configurations {
            let detector = CircleDetector(configuration: changed)
            var perGroup: [String: (drawn: PeopleCircleScorecard.Row, touch: PeopleCircleScorecard.Row)] = [:]
            for (i, stroke) in strokes.strokes.enumerated() {
                var row = perGroup[stroke.group] ?? (.init(name: stroke.group), .init(name: stroke.group))
                PeopleCircleScorecard.count(stroke, calls(drawn[i], detector), into: &row.drawn)
                PeopleCircleScorecard.count(stroke, calls(touched[i], detector), into: &row.touch)
                perGroup[stroke.group] = row
            }
            rows.append(groups.map { perGroup[$0]! })
            var counts = (circlesFound: 0, circles: 0, falsePositives: 0, others: 0)
            for (i, stroke) in set.strokes.enumerated() {
                let called = calls(generatedMeasured[i], detector)
                if stroke.shape.isCircle {
                    counts.circles += 1
                    if called { counts.circlesFound += 1 }
                } else {
                    counts.others += 1
                    if called { counts.falsePositives += 1 }
                }
            }
            generated.append(counts)
        }
        self.rows = rows
        self.generated = generated
        let tuner = CircleThresholdTuner()
        let groups = self.groups
        choices = groups.map { heldOut in
            var training: [CircleThresholdTuner.Example] = []
            for (i, stroke) in strokes.strokes.enumerated() where stroke.group != heldOut {
                training.append((stroke.isCircle, drawn[i]))
                training.append((stroke.isCircle, touched[i]))
            }
            var best = 0, bestCost = Double.infinity
            for (v, changed) in configurations.enumerated() {
                let cost = tuner.cost(changed, on: training)
                if cost < bestCost - 1e-9 { (best, bestCost) = (v, cost) }
            }
            return best
        }
    }

    /// Per value: each group's circles found and false positives, as drawn and on touch, and the generated strokes';
    /// then each fold's choice and its figures on the group held out.
    public var report: String {
        func cell(_ row: PeopleCircleScorecard.Row) -> String { "\(row.circlesFound)/\(row.circles) \(row.falsePositives)/\(row.others)" }
        var lines = ["circles, \(name) swept: per group circles found and false positives, as drawn | on touch; generated strokes"]
        for (v, value) in values.enumerated() {
            let label = (v == 0 ? "\(name) \(value) (as is)" : "\(name) \(value)").padding(toLength: 34, withPad: " ", startingAt: 0)
            let cells = rows[v].enumerated().map { "\(groups[$0.offset]) \(cell($0.element.drawn)) | \(cell($0.element.touch))" }
            let made = generated[v]
            lines.append(label + cells.joined(separator: "   ")
                         + "   generated \(made.circlesFound)/\(made.circles) \(made.falsePositives)/\(made.others)")
        }
        lines.append("chosen on the other groups (as drawn and on touch), scored on the group held out (as is in brackets):")
        for (g, group) in groups.enumerated() {
            let chosen = choices[g]
            lines.append("  without \(group): \(name) \(values[chosen]) -> \(cell(rows[chosen][g].drawn)) | \(cell(rows[chosen][g].touch))"
                         + " (\(cell(rows[0][g].drawn)) | \(cell(rows[0][g].touch)))")
        }
        return lines.joined(separator: "\n")
    }
}
