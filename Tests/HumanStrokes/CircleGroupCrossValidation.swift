import Foundation
import TouchEngine
import TouchRecipes

/// Leave-one-group-out cross-validation of the circle detector: for each group of people in turn, the pre-processing
/// (how much of the landing and the lift is left out, from `trims`) and the thresholds are chosen on the other groups'
/// strokes alone, as drawn and on touch together (`CircleThresholdTuner`: for each pair of trims the thresholds are
/// tuned, and the pair whose tuned detector costs least there is kept), and the group left out is judged with them,
/// as drawn and replayed as a finger on a touchscreen (`FingerReplay`). Beside it, the detector as configured (its
/// defaults) on the same group: a figure for a group the defaults were not chosen on is a held-out figure too.
///
/// Strokes are measured once per pair of trims and set (as drawn, on touch).
public struct CircleGroupCrossValidation: Sendable {
    /// One group's figures.
    public struct Fold: Sendable {
        public var group: String
        /// The configuration as given, on the group's strokes as drawn and as replayed on touch.
        public var configured: PeopleCircleScorecard.Row
        public var configuredTouch: PeopleCircleScorecard.Row
        /// Thresholds tuned on the other groups (as drawn and on touch together), on this group.
        public var heldOut: PeopleCircleScorecard.Row
        public var heldOutTouch: PeopleCircleScorecard.Row
        public var tuned: CircleDetectorConfiguration
    }

    public let folds: [Fold]
    /// The configuration as given, per person (as drawn).
    public let people: [PeopleCircleScorecard.Row]
    /// The mistakes of the configuration as given: missed circles and false positives, as drawn then on touch.
    public let mistakes: [String]

    /// `touch`: the same strokes replayed on touch (same order), or nil to judge only the strokes as drawn.
    /// The pairs of landing and lift trims (seconds) a fold chooses from.
    public static let trims: [(landing: Double, lift: Double)] = [0, 0.02, 0.04, 0.06].flatMap { landing in
        [0, 0.02, 0.04].map { (landing, $0) }
    }

    /// `touch`: the same strokes replayed on touch (same order), or nil to judge only the strokes as drawn. `groups`:
    /// the groups held out in turn (all when nil); the others always train.
    public init(strokes: RecordedHumanStrokes, touch: RecordedHumanStrokes?, groups: [String]? = nil,
                configuration: CircleDetectorConfiguration = CircleDetectorConfiguration(),
                tuner: CircleThresholdTuner = CircleThresholdTuner(),
                trims: [(landing: Double, lift: Double)] = Self.trims) {
        func measured(_ configuration: CircleDetectorConfiguration)
            -> (plain: [CircleStrokeMeasurements?], touched: [CircleStrokeMeasurements?]?) {
            let detector = CircleDetector(configuration: configuration)
            return (strokes.strokes.map { detector.measure($0.samples) }, touch.map { $0.strokes.map { detector.measure($0.samples) } })
        }
        let detector = CircleDetector(configuration: configuration)
        let (plain, touched) = measured(configuration)
        let choices = trims.map { trim in
            var trimmed = configuration
            trimmed.landingTrim = trim.landing
            trimmed.liftTrim = trim.lift
            let same = trimmed == configuration
            return (configuration: trimmed, measured: same ? (plain: plain, touched: touched) : measured(trimmed))
        }
        func calls(_ m: CircleStrokeMeasurements?, _ judge: CircleDetector) -> Bool {
            m.map { judge.margins(of: $0).allSatisfy { $0 >= 0 } } ?? false
        }
        var folds: [Fold] = []
        var mistakes: [String] = []
        var people: [String: PeopleCircleScorecard.Row] = [:]
        for group in groups ?? strokes.groups {
            var best: (cost: Double, configuration: CircleDetectorConfiguration, plain: [CircleStrokeMeasurements?],
                       touched: [CircleStrokeMeasurements?]?)?
            for choice in choices {
                var training: [CircleThresholdTuner.Example] = []
                for (i, stroke) in strokes.strokes.enumerated() where stroke.group != group {
                    training.append((stroke.isCircle, choice.measured.plain[i]))
                    if let touched = choice.measured.touched { training.append((stroke.isCircle, touched[i])) }
                }
                let tuned = tuner.tune(choice.configuration, on: training)
                let cost = tuner.cost(tuned, on: training)
                if best == nil || cost < best!.cost - 1e-9 { best = (cost, tuned, choice.measured.plain, choice.measured.touched) }
            }
            let tuned = best?.configuration ?? configuration
            let judge = CircleDetector(configuration: tuned)
            let heldOutPlain = best?.plain ?? plain, heldOutTouched = best?.touched ?? touched
            var fold = Fold(group: group, configured: .init(name: group), configuredTouch: .init(name: group),
                            heldOut: .init(name: group), heldOutTouch: .init(name: group), tuned: tuned)
            for (i, stroke) in strokes.strokes.enumerated() where stroke.group == group {
                let called = calls(plain[i], detector)
                PeopleCircleScorecard.count(stroke, called, into: &fold.configured)
                PeopleCircleScorecard.count(stroke, called, into: &people[stroke.person, default: .init(name: stroke.person)])
                PeopleCircleScorecard.count(stroke, calls(heldOutPlain[i], judge), into: &fold.heldOut)
                if called != stroke.isCircle { mistakes.append(Self.mistake(stroke, touch: false)) }
                if let touched {
                    let calledOnTouch = calls(touched[i], detector)
                    PeopleCircleScorecard.count(stroke, calledOnTouch, into: &fold.configuredTouch)
                    PeopleCircleScorecard.count(stroke, calls(heldOutTouched?[i], judge), into: &fold.heldOutTouch)
                    if calledOnTouch != stroke.isCircle { mistakes.append(Self.mistake(stroke, touch: true)) }
                }
            }
            folds.append(fold)
        }
        self.folds = folds
        self.people = people.values.sorted { $0.name < $1.name }
        self.mistakes = mistakes
    }

    static func mistake(_ stroke: RecordedHumanStrokes.Stroke, touch: Bool) -> String {
        "\(stroke.isCircle ? "missed" : "false positive")\(touch ? " on touch" : ""): \(stroke.person) \(stroke.shape) take \(stroke.take)"
    }

    /// The folds added up.
    public func total(_ row: (Fold) -> PeopleCircleScorecard.Row) -> PeopleCircleScorecard.Row {
        var total = PeopleCircleScorecard.Row(name: "all")
        for fold in folds {
            let r = row(fold)
            total.circles += r.circles
            total.circlesFound += r.circlesFound
            total.others += r.others
            total.falsePositives += r.falsePositives
        }
        return total
    }

    /// The table: per group, the configuration as given and the thresholds tuned on the other groups, as drawn and
    /// on touch; then per person; then the tuned thresholds of each fold and the mistakes.
    public var report: String {
        func cell(_ row: PeopleCircleScorecard.Row) -> String {
            String(format: "%3d/%-3d %.3f %2d/%-4d %.4f", row.circlesFound, row.circles, row.recall,
                   row.falsePositives, row.others, row.falsePositiveRate)
        }
        var lines = ["circles, leave one group out (recall found/circles, false positives called/others):",
                     "group  defaults as drawn              defaults on touch              "
                        + "tuned on the others, as drawn   tuned on the others, on touch"]
        let rows: [(String, Fold?)] = folds.map { ($0.group, $0) } + [("all", nil)]
        for (name, fold) in rows {
            let cells = [\Fold.configured, \Fold.configuredTouch, \Fold.heldOut, \Fold.heldOutTouch].map { path in
                cell(fold.map { $0[keyPath: path] } ?? total { $0[keyPath: path] })
            }
            lines.append(name.padding(toLength: 7, withPad: " ", startingAt: 0) + cells.joined(separator: "   "))
        }
        lines.append("per person, defaults as drawn:")
        for row in people { lines.append("  " + row.name.padding(toLength: 8, withPad: " ", startingAt: 0) + cell(row)) }
        lines.append("thresholds tuned on the other groups:")
        for fold in folds {
            lines.append("  without \(fold.group): " + String(format: "landingTrim %.2f, liftTrim %.2f, ", fold.tuned.landingTrim,
                                                              fold.tuned.liftTrim) + CircleThresholdTuner.thresholds.map { threshold in
                let value = fold.tuned[keyPath: threshold.keyPath]
                return threshold.name + " " + String(format: threshold.name.hasSuffix("Sweep") ? "%.0f°" : "%.3g",
                                                     threshold.name.hasSuffix("Sweep") ? value * 180 / .pi : value)
            }.joined(separator: ", "))
        }
        lines += mistakes.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
