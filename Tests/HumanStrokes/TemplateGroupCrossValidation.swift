import Foundation
import TouchEngine
import TouchRecipes

/// The template matcher judged one group of people at a time, each group a set of people the matcher's rules may
/// not have seen:
/// - user-dependent: each person of the group teaches the first `templateTakes` takes of every shape and is tested
///   on the other takes;
/// - user-independent: the people of every other group teach theirs, and the group's later takes are tested
///   (someone the templates never saw, from a group collected apart);
/// - refusal: the same two, with the tested stroke's own shape forgotten (`GestureTemplateMatcher.forgetting`): the
///   stroke should be refused.
/// Per person, the same figures. The configuration is given per group held out, so a fold may pass one chosen on the
/// other groups; how the matcher's rules were judged this way is in `docs/gestures.md`.
public struct TemplateGroupCrossValidation: Sendable {
    /// One group's figures, and its people's.
    public struct Fold: Sendable {
        public var group: String
        public var dependent: TemplateMatcherScorecard.Split
        public var independent: TemplateMatcherScorecard.Split
        /// Per person of the group: dependent, then independent.
        public var people: [(name: String, dependent: TemplateMatcherScorecard.Split, independent: TemplateMatcherScorecard.Split)]
        /// SDL's $1 (`DollarOneRecognizer`) in the same splits, when asked for: strokes whose nearest template names
        /// them (it refuses nothing).
        public var dollarOneDependent = 0
        public var dollarOneIndependent = 0
    }

    public let folds: [Fold]

    /// `groups`: the groups judged (all of them when nil); the others teach the independent templates in every case.
    /// `independent: false` skips the user-independent split (the costly one: every other group's templates).
    /// `dollarOne`: judge SDL's $1 in the same splits too.
    public init(strokes: RecordedHumanStrokes, groups: [String]? = nil, templateTakes: Int = 2,
                independent: Bool = true, dollarOne: Bool = false,
                configuration: (String) -> GestureTemplateConfiguration) {
        var folds: [Fold] = []
        for group in groups ?? strokes.groups {
            let chosen = configuration(group)
            var fold = Fold(group: group, dependent: .init(name: "\(group) user-dependent"),
                            independent: .init(name: "\(group) user-independent"), people: [])
            let others = independent ? Self.matcher(strokes.strokes.filter { $0.group != group && $0.take <= templateTakes },
                                                    configuration: chosen) : nil
            let othersDollarOne = dollarOne && independent
                ? Self.dollarOne(strokes.strokes.filter { $0.group != group && $0.take <= templateTakes }) : nil
            let people = Array(Set(strokes.strokes.filter { $0.group == group }.map(\.person))).sorted()
            for person in people {
                let own = strokes.strokes.filter { $0.person == person }
                let tested = own.filter { $0.take > templateTakes }
                var dependent = TemplateMatcherScorecard.Split(name: person)
                TemplateMatcherScorecard.judge(tested, matcher: Self.matcher(own.filter { $0.take <= templateTakes },
                                                                             configuration: chosen), into: &dependent)
                var independentSplit = TemplateMatcherScorecard.Split(name: person)
                if let others { TemplateMatcherScorecard.judge(tested, matcher: others, into: &independentSplit) }
                if dollarOne {
                    let ownDollarOne = Self.dollarOne(own.filter { $0.take <= templateTakes })
                    for stroke in tested {
                        let points = stroke.samples.map(\.position)
                        if ownDollarOne.recognise(points)?.name == stroke.shape { fold.dollarOneDependent += 1 }
                        if othersDollarOne?.recognise(points)?.name == stroke.shape { fold.dollarOneIndependent += 1 }
                    }
                }
                fold.dependent.add(dependent)
                fold.independent.add(independentSplit)
                fold.people.append((person, dependent, independentSplit))
            }
            folds.append(fold)
        }
        self.folds = folds
    }

    static func matcher(_ examples: [RecordedHumanStrokes.Stroke], configuration: GestureTemplateConfiguration)
        -> GestureTemplateMatcher {
        var matcher = GestureTemplateMatcher(configuration: configuration)
        for example in examples { matcher.add(example.samples.map(\.position), named: example.shape) }
        return matcher
    }

    static func dollarOne(_ examples: [RecordedHumanStrokes.Stroke]) -> DollarOneRecognizer {
        var recognizer = DollarOneRecognizer()
        for example in examples { recognizer.add(example.samples.map(\.position), named: example.shape) }
        return recognizer
    }

    /// The folds' splits added up.
    public var dependent: TemplateMatcherScorecard.Split { sum(\.dependent, name: "all user-dependent") }
    public var independent: TemplateMatcherScorecard.Split { sum(\.independent, name: "all user-independent") }

    private func sum(_ path: KeyPath<Fold, TemplateMatcherScorecard.Split>, name: String) -> TemplateMatcherScorecard.Split {
        var total = TemplateMatcherScorecard.Split(name: name)
        for fold in folds { total.add(fold[keyPath: path]) }
        return total
    }

    /// One line per group (dependent: recognised, left-out shapes refused; independent: the same), the total, then
    /// one line per person, then the misses that happened more than once.
    public func report(title: String) -> String {
        func cell(_ split: TemplateMatcherScorecard.Split) -> String {
            split.tested == 0 ? "".padding(toLength: 33, withPad: " ", startingAt: 0)
                : String(format: "%4d/%-4d %.3f  %4d/%-4d %.3f", split.recognised, split.tested, split.accuracy,
                         split.refused, split.unknown, split.rejection)
        }
        let baseline = folds.contains { $0.dollarOneDependent > 0 }
        func dollarOne(_ dependent: Int, _ independent: Int, of fold: (dependent: Int, independent: Int)) -> String {
            guard baseline else { return "" }
            return String(format: "      $1: %4d/%-4d %.3f  %4d/%-4d %.3f", dependent, fold.dependent,
                          Double(dependent) / Double(max(fold.dependent, 1)), independent, fold.independent,
                          Double(independent) / Double(max(fold.independent, 1)))
        }
        var lines = [title,
                     "group   user-dependent: recognised, refused   user-independent: recognised, refused"
                        + (baseline ? "   SDL's $1 (refuses nothing): dependent, independent" : "")]
        for fold in folds {
            lines.append(fold.group.padding(toLength: 8, withPad: " ", startingAt: 0) + cell(fold.dependent) + "      " + cell(fold.independent)
                         + dollarOne(fold.dollarOneDependent, fold.dollarOneIndependent,
                                     of: (fold.dependent.tested, fold.independent.tested)))
        }
        lines.append("all     " + cell(dependent) + "      " + cell(independent)
                     + dollarOne(folds.map(\.dollarOneDependent).reduce(0, +), folds.map(\.dollarOneIndependent).reduce(0, +),
                                 of: (dependent.tested, independent.tested)))
        lines.append("per person:")
        for fold in folds {
            for person in fold.people {
                lines.append("  " + person.name.padding(toLength: 8, withPad: " ", startingAt: 0) + cell(person.dependent)
                             + "      " + cell(person.independent))
            }
        }
        for split in [dependent, independent] {
            let misses = split.misses.filter { $0.value > 1 }.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }
            lines.append("\(split.name) misses (more than one): " + misses.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            let taken = split.wronglyAccepted.filter { $0.value > 1 }.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }
            lines.append("\(split.name) left-out shapes taken for another (more than one): "
                         + taken.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
