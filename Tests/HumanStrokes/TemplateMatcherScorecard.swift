import TouchRecipes
import TouchEngine

/// How the template matcher (`GestureTemplateMatcher`) does on strokes real people drew (`RecordedHumanStrokes`), on
/// the split the project holds it to, the one SDL2's $1 recogniser scores 0.939 and 0.914 on:
/// - user-dependent: each person's first `templateTakes` takes of every shape are the templates, that person's
///   other takes are tested;
/// - user-independent: the first `templateTakes` takes of every shape by each of the other people are the
///   templates, the person's other takes are tested (someone the templates never saw);
/// - rejection: the same, with the tested stroke's own shape left out of the templates: the stroke should be refused.
///
/// A tested stroke counts as recognised when the matcher accepts it (`match`: near enough to its gesture's examples and
/// passing the acceptance checks) and names its shape; `nearest` counts the nearest template's name alone, refusal
/// aside. `halves` gives the same counts for the tested strokes of users 01–03 and of 04–06 apart: the acceptance
/// rule was tuned on the first half and checked on the second.
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

        /// Adds another split's counts to this one's.
        mutating func add(_ other: Split) {
            tested += other.tested
            recognised += other.recognised
            nearestRight += other.nearestRight
            unknown += other.unknown
            refused += other.refused
            misses.merge(other.misses, uniquingKeysWith: +)
            wronglyAccepted.merge(other.wronglyAccepted, uniquingKeysWith: +)
        }
    }

    public let userDependent: Split
    public let userIndependent: Split
    /// The same two splits for the tested strokes of the people the acceptance rule was tuned on (`tuningPeople`) and
    /// of the others, held out of the tuning: dependent and independent for each half, in that order.
    public let halves: [Split]
    /// The people whose tested strokes the acceptance thresholds were chosen on.
    public static let tuningPeople: Set<String> = ["user01", "user02", "user03"]

    public init(strokes: RecordedHumanStrokes, templateTakes: Int = 2,
                configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        var dependent = Split(name: "user-dependent"), independent = Split(name: "user-independent")
        let heldOut = Set(strokes.people).subtracting(Self.tuningPeople)
        var halves = [Split(name: "dependent, tuned on \(Self.range(of: Self.tuningPeople))"),
                      Split(name: "independent, tuned on \(Self.range(of: Self.tuningPeople))"),
                      Split(name: "dependent, held out \(Self.range(of: heldOut))"),
                      Split(name: "independent, held out \(Self.range(of: heldOut))")]
        for person in strokes.people {
            let own = strokes.strokes.filter { $0.person == person && $0.take <= templateTakes }
            let others = strokes.strokes.filter { $0.person != person && $0.take <= templateTakes }
            let tested = strokes.strokes.filter { $0.person == person && $0.take > templateTakes }
            let half = Self.tuningPeople.contains(person) ? 0 : 2
            Self.judge(tested, templates: own, configuration: configuration, into: &dependent, and: &halves[half])
            Self.judge(tested, templates: others, configuration: configuration, into: &independent, and: &halves[half + 1])
        }
        userDependent = dependent
        userIndependent = independent
        self.halves = halves
    }

    /// "01-03" for user01, user02 and user03.
    static func range(of people: Set<String>) -> String {
        let numbers = people.sorted().map { $0.hasPrefix("user") ? String($0.dropFirst(4)) : $0 }
        guard let first = numbers.first, let last = numbers.last else { return "nobody" }
        return first == last ? first : "\(first)-\(last)"
    }

    private static func judge(_ tested: [RecordedHumanStrokes.Stroke], templates: [RecordedHumanStrokes.Stroke],
                              configuration: GestureTemplateConfiguration, into split: inout Split, and half: inout Split) {
        var part = Split(name: half.name)
        judge(tested, templates: templates, configuration: configuration, into: &part)
        split.add(part)
        half.add(part)
    }

    /// Judges `tested` with a matcher taught `templates` (accuracy) and with the same matcher without each tested
    /// stroke's own shape (refusal of unknown shapes), adding the counts to `split`.
    static func judge(_ tested: [RecordedHumanStrokes.Stroke], templates: [RecordedHumanStrokes.Stroke],
                      configuration: GestureTemplateConfiguration, into split: inout Split) {
        func matcher(_ examples: [RecordedHumanStrokes.Stroke]) -> GestureTemplateMatcher {
            var matcher = GestureTemplateMatcher(configuration: configuration)
            for example in examples { matcher.add(example.samples.map(\.position), named: example.shape) }
            return matcher
        }
        judge(tested, matcher: matcher(templates), into: &split)
    }

    /// Judges `tested` with `all` (accuracy) and with it forgetting each tested stroke's own shape (refusal).
    static func judge(_ tested: [RecordedHumanStrokes.Stroke], matcher all: GestureTemplateMatcher, into split: inout Split) {
        var leftOut: [String: GestureTemplateMatcher] = [:]
        for stroke in tested {
            let points = stroke.samples.map(\.position)
            split.tested += 1
            if all.nearest(points)?.name == stroke.shape { split.nearestRight += 1 }
            let accepted = all.match(points)
            if accepted?.name == stroke.shape {
                split.recognised += 1
            } else {
                split.misses["\(stroke.shape) \(accepted.map { "as \($0.name)" } ?? "refused")", default: 0] += 1
            }
            if leftOut[stroke.shape] == nil { leftOut[stroke.shape] = all.forgetting(stroke.shape) }
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
        let all = [userDependent, userIndependent] + halves
        let width = all.map(\.name.count).max() ?? 0
        for split in all {
            lines.append(split.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
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
