import Foundation
import TouchRecipes

/// Variants of the template matcher's configuration (each rule switched off, or one number swept) judged one group of
/// people at a time, and the variant each fold would choose on the other four groups alone: what
/// `touch-sandbox-bench templates --ablation` and `--sweep` print, so every on/off comparison and sweep in
/// `docs/gestures.md` is one command.
///
/// Every variant is scored on every group (`TemplateGroupCrossValidation`: user-dependent, and user-independent with
/// the other four groups' examples; each with the tested shape forgotten for refusal). A fold holding out group G
/// chooses the variant that costs least on the other groups, where each mistake weighs as much as its goal allows:
/// a stroke not recognised costs 1/(0.04 × tested) user-dependent and 1/(0.07 × tested) user-independent, an unknown
/// shape taken 1/(0.10 × unknown) in either; among equal costs the first variant (the configuration as it is) wins.
/// The held-out figure is then G's own with that variant.
public struct TemplateRuleComparison: Sendable {
    /// One way of configuring the matcher.
    public struct Variant: Sendable {
        public var name: String
        public var configuration: GestureTemplateConfiguration

        public init(name: String, configuration: GestureTemplateConfiguration) {
            self.name = name
            self.configuration = configuration
        }
    }

    /// A variant's figures on one group.
    public struct Score: Sendable {
        public var dependent: TemplateMatcherScorecard.Split
        public var independent: TemplateMatcherScorecard.Split

        /// The mistakes weighed by their goals (recognised 0.96 and 0.93, refused 0.90).
        public var cost: Double {
            func rate(_ count: Int, _ of: Int, goal: Double) -> Double { of > 0 ? Double(count) / (goal * Double(of)) : 0 }
            return rate(dependent.tested - dependent.recognised, dependent.tested, goal: 0.04)
                + rate(independent.tested - independent.recognised, independent.tested, goal: 0.07)
                + rate(dependent.unknown - dependent.refused, dependent.unknown, goal: 0.10)
                + rate(independent.unknown - independent.refused, independent.unknown, goal: 0.10)
        }
    }

    public let variants: [Variant]
    public let groups: [String]
    /// scores[v][g]: variant v on group g.
    public let scores: [[Score]]

    public init(strokes: RecordedHumanStrokes, variants: [Variant]) {
        self.variants = variants
        groups = strokes.groups
        scores = variants.map { variant in
            TemplateGroupCrossValidation(strokes: strokes) { _ in variant.configuration }.folds.map {
                Score(dependent: $0.dependent, independent: $0.independent)
            }
        }
    }

    /// The variant a fold holding out group `g` (an index of `groups`) chooses on the other groups.
    public func choice(heldOut g: Int) -> Int {
        var best = 0, bestCost = Double.infinity
        for v in variants.indices {
            let cost = groups.indices.filter { $0 != g }.map { scores[v][$0].cost }.reduce(0, +)
            if cost < bestCost - 1e-9 { (best, bestCost) = (v, cost) }
        }
        return best
    }

    /// Each variant's figures per group (dependent recognised and refused, independent recognised and refused, the
    /// cost), then each fold's choice and its held-out figures beside the first variant's.
    public func report(title: String) -> String {
        func cell(_ score: Score) -> String {
            String(format: "%3d %3d %3d %3d", score.dependent.recognised, score.dependent.refused,
                   score.independent.recognised, score.independent.refused)
        }
        let width = max(variants.map(\.name.count).max() ?? 0, 10) + 2
        var lines = [title,
                     "per group: dependent recognised, refused; independent recognised, refused (of 768 each); cost on all groups",
                     "".padding(toLength: width, withPad: " ", startingAt: 0)
                        + groups.map { $0.padding(toLength: 17, withPad: " ", startingAt: 0) }.joined(separator: " ")
                        + " all               cost"]
        for (v, variant) in variants.enumerated() {
            var total = Score(dependent: .init(name: ""), independent: .init(name: ""))
            for score in scores[v] {
                total.dependent.add(score.dependent)
                total.independent.add(score.independent)
            }
            lines.append(variant.name.padding(toLength: width, withPad: " ", startingAt: 0)
                         + scores[v].map { cell($0).padding(toLength: 17, withPad: " ", startingAt: 0) }.joined(separator: " ")
                         + " " + String(format: "%4d %4d %4d %4d %6.1f", total.dependent.recognised, total.dependent.refused,
                                        total.independent.recognised, total.independent.refused,
                                        scores[v].map(\.cost).reduce(0, +)))
        }
        lines.append("chosen on the other groups, scored on the group held out (first variant's figures in brackets):")
        for g in groups.indices {
            let chosen = choice(heldOut: g)
            lines.append("  without \(groups[g]): \(variants[chosen].name) -> \(groups[g]) \(cell(scores[chosen][g])) (\(cell(scores[0][g])))")
        }
        return lines.joined(separator: "\n")
    }
}

/// The template matcher's rules that `--ablation` switches off one at a time, and the numbers `--sweep` may set.
public enum TemplateRuleSwitches {
    /// Each rule's name and the configuration with it off.
    public static let rules: [(name: String, off: @Sendable (inout GestureTemplateConfiguration) -> Void)] = [
        ("closure", { $0.maximumClosureDifference = .infinity }),
        ("corner shift", { $0.maximumCornerShift = .infinity }),
        ("polygon corners", { $0.polygonCorners = .max }),
        ("closed polygon corners", { $0.closedPolygonCorners = .max }),
        ("crossings", { $0.crossingClosure = 0 }),
        ("middles", { $0.middleCornerSpan = -1 }),
        ("gesture's corner place", { $0.gestureCornerShift = .infinity }),
        ("sharpness", { $0.maximumSharpnessDifference = .infinity }),
        ("middle turn", { $0.maximumMiddleTurnDifference = .infinity }),
        ("corroboration", { $0.corroborationExamples = .max }),
        ("closed restarts", { $0.closedStartCandidates = 0 }),
        ("turning", { $0.turnSearch = 0 }),
        ("per-gesture limits (one of 0.85)", { $0.minimumDistance = 0.85; $0.maximumDistance = 0.85 }),
    ]

    /// The numbers `--sweep NAME=V1,V2,…` may set, by their names in `GestureTemplateConfiguration`.
    public static let numbers: [String: @Sendable (inout GestureTemplateConfiguration, Double) -> Void] = [
        "acceptanceBase": { $0.acceptanceBase = $1 },
        "acceptanceSpreadFactor": { $0.acceptanceSpreadFactor = $1 },
        "maximumDistance": { $0.maximumDistance = $1 },
        "minimumDistance": { $0.minimumDistance = $1 },
        "corroborationMargin": { $0.corroborationMargin = $1 },
        "maximumClosureDifference": { $0.maximumClosureDifference = $1 },
        "maximumCornerShift": { $0.maximumCornerShift = $1 },
        "gestureCornerShift": { $0.gestureCornerShift = $1 },
        "maximumSharpnessDifference": { $0.maximumSharpnessDifference = $1 },
        "maximumMiddleTurnDifference": { $0.maximumMiddleTurnDifference = $1 },
        "middleCornerSpan": { $0.middleCornerSpan = $1 },
        "quietMiddleSpan": { $0.quietMiddleSpan = $1 },
        "crossingClosure": { $0.crossingClosure = $1 },
        "directionWeight": { $0.directionWeight = $1 },
        "alignmentBand": { $0.alignmentBand = $1 },
        "turnPenalty": { $0.turnPenalty = $1 },
        "cornerAngle": { $0.cornerAngle = $1 },
    ]

    /// The configuration as it is, then each rule off.
    public static func ablation(of configuration: GestureTemplateConfiguration = .init()) -> [TemplateRuleComparison.Variant] {
        [.init(name: "as is", configuration: configuration)] + rules.map { rule in
            var off = configuration
            rule.off(&off)
            return .init(name: "\(rule.name) off", configuration: off)
        }.filter { $0.configuration != configuration }
    }

    /// The configuration as it is, then with `name` set to each of `values` (nil for a name not in `numbers`).
    public static func sweep(_ name: String, _ values: [Double],
                             of configuration: GestureTemplateConfiguration = .init()) -> [TemplateRuleComparison.Variant]? {
        guard let set = numbers[name] else { return nil }
        return [.init(name: "as is", configuration: configuration)] + values.map { value in
            var changed = configuration
            set(&changed, value)
            return .init(name: "\(name) \(value)", configuration: changed)
        }
    }
}
