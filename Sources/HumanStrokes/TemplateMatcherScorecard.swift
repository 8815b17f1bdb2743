import TouchRecipes
import TouchEngine

/// How the template matcher (`GestureTemplateMatcher`) does on strokes real people drew (`RecordedHumanStrokes`), on
/// the split issue 22 fixes, the one SDL2's $1 recogniser scores 0.939 and 0.914 on:
/// - user-dependent: each person's first `templateTakes` takes of every shape are the templates, that person's
///   other takes are tested;
/// - user-independent: the first `templateTakes` takes of every shape by each of the other people are the
///   templates, the person's other takes are tested (someone the templates never saw);
/// - rejection: the same, with the tested stroke's own shape left out of the templates: the stroke should be refused.
///
/// A tested stroke counts as recognised when the matcher accepts it (`match`, within `maximumDistance`) and names its
/// shape; `nearest` counts the nearest template's name alone, refusal aside.
public struct TemplateMatcherScorecard: Sendable {
    /// Counts for one way of choosing templates.
    public struct Split: Sendable {
        public var name: String
        public var tested = 0
        /// Accepted and named right.
        public var recognised = 0
        /// The nearest template named right, however far.
        public var nearestRight = 0
        /// Strokes whose own shape had no template, and how many of those were refused.
        public var unknown = 0
        public var refused = 0
        /// Per shape: strokes not recognised (`"v as check"` or `"v refused"` and their counts).
        public var misses: [String: Int] = [:]
        /// Per shape: strokes of a left-out shape taken for another (`"v as check"`).
        public var wronglyAccepted: [String: Int] = [:]
        public var accuracy: Double { tested > 0 ? Double(recognised) / Double(tested) : 0 }
        public var nearestAccuracy: Double { tested > 0 ? Double(nearestRight) / Double(tested) : 0 }
        public var rejection: Double { unknown > 0 ? Double(refused) / Double(unknown) : 0 }
    }

    public let userDependent: Split
    public let userIndependent: Split

    public init(strokes: RecordedHumanStrokes, templateTakes: Int = 2,
                configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        var dependent = Split(name: "user-dependent"), independent = Split(name: "user-independent")
        for person in strokes.people {
            let own = strokes.strokes.filter { $0.person == person && $0.take <= templateTakes }
            let others = strokes.strokes.filter { $0.person != person && $0.take <= templateTakes }
            let tested = strokes.strokes.filter { $0.person == person && $0.take > templateTakes }
            Self.judge(tested, templates: own, configuration: configuration, into: &dependent)
            Self.judge(tested, templates: others, configuration: configuration, into: &independent)
        }
        userDependent = dependent
        userIndependent = independent
    }

    private static func judge(_ tested: [RecordedHumanStrokes.Stroke], templates: [RecordedHumanStrokes.Stroke],
                              configuration: GestureTemplateConfiguration, into split: inout Split) {
        func matcher(_ examples: [RecordedHumanStrokes.Stroke]) -> GestureTemplateMatcher {
            var matcher = GestureTemplateMatcher(configuration: configuration)
            for example in examples { matcher.add(example.samples.map(\.position), named: example.shape) }
            return matcher
        }
        let all = matcher(templates)
        var leftOut: [String: GestureTemplateMatcher] = [:]
        for stroke in tested {
            let points = stroke.samples.map(\.position)
            split.tested += 1
            let nearest = all.nearest(points)
            if nearest?.name == stroke.shape { split.nearestRight += 1 }
            if let nearest, nearest.name == stroke.shape, nearest.distance <= configuration.maximumDistance {
                split.recognised += 1
            } else {
                let what = nearest.map { $0.distance <= configuration.maximumDistance ? "as \($0.name)" : "refused" } ?? "refused"
                split.misses["\(stroke.shape) \(what)", default: 0] += 1
            }
            if leftOut[stroke.shape] == nil { leftOut[stroke.shape] = matcher(templates.filter { $0.shape != stroke.shape }) }
            split.unknown += 1
            if let taken = leftOut[stroke.shape]?.match(points) {
                split.wronglyAccepted["\(stroke.shape) as \(taken.name)", default: 0] += 1
            } else {
                split.refused += 1
            }
        }
    }

    /// The table: accuracy (accepted and right; nearest right), rejection, then each split's misses.
    public var report: String {
        var lines = ["template matcher on people's strokes (2 takes of each shape as templates, the other 8 tested):"]
        for split in [userDependent, userIndependent] {
            lines.append(split.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                + String(format: "recognised %3d/%d %.3f   nearest right %3d/%d %.3f   left-out shapes refused %3d/%d %.3f",
                         split.recognised, split.tested, split.accuracy, split.nearestRight, split.tested, split.nearestAccuracy,
                         split.refused, split.unknown, split.rejection))
        }
        for split in [userDependent, userIndependent] {
            lines.append("\(split.name) misses: " + split.misses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            lines.append("\(split.name) left-out shapes taken for another: "
                + split.wronglyAccepted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
