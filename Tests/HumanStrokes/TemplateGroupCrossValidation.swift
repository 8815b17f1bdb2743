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
    }

    public let folds: [Fold]

    /// `groups`: the groups judged (all of them when nil); the others teach the independent templates in every case.
    /// `independent: false` skips the user-independent split (the costly one: every other group's templates).
    public init(strokes: RecordedHumanStrokes, groups: [String]? = nil, templateTakes: Int = 2,
                independent: Bool = true, configuration: (String) -> GestureTemplateConfiguration) {
        var folds: [Fold] = []
        for group in groups ?? strokes.groups {
            let chosen = configuration(group)
            var fold = Fold(group: group, dependent: .init(name: "\(group) user-dependent"),
                            independent: .init(name: "\(group) user-independent"), people: [])
            let others = independent ? Self.matcher(strokes.strokes.filter { $0.group != group && $0.take <= templateTakes },
                                                    configuration: chosen) : nil
            let people = Array(Set(strokes.strokes.filter { $0.group == group }.map(\.person))).sorted()
            for person in people {
                let own = strokes.strokes.filter { $0.person == person }
                let tested = own.filter { $0.take > templateTakes }
                var dependent = TemplateMatcherScorecard.Split(name: person)
                TemplateMatcherScorecard.judge(tested, matcher: Self.matcher(own.filter { $0.take <= templateTakes },
                                                                             configuration: chosen), into: &dependent)
                var independentSplit = TemplateMatcherScorecard.Split(name: person)
                if let others { TemplateMatcherScorecard.judge(tested, matcher: others, into: &independentSplit) }
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
        var lines = [title,
                     "group   user-dependent: recognised, refused   user-independent: recognised, refused"]
        for fold in folds {
            lines.append(fold.group.padding(toLength: 8, withPad: " ", startingAt: 0) + cell(fold.dependent) + "      " + cell(fold.independent))
        }
        lines.append("all     " + cell(dependent) + "      " + cell(independent))
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
