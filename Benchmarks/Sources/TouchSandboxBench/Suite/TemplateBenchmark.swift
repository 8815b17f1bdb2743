import Foundation
import HumanStrokes
import TouchEngine
import TouchRecipes

/// The template matcher's figures: accuracy on people's strokes (user-dependent, user-independent, rejection of
/// shapes left out of the templates: `TemplateMatcherScorecard`) and what matching one stroke against 100 templates
/// costs, the budget for running it on every lift (1 ms).
struct TemplateBenchmark {
    var minimumSeconds = 1.0
    var people: RecordedHumanStrokes?

    func run() -> (figures: [EngineBenchmark.Figure], report: String?) {
        // The figures below are group 1's (the shared set, users 01–06), as before more groups were collected, so they
        // stay comparable from one build to the next; `GroupCrossValidationBenchmark` judges every group.
        let people = self.people.map { RecordedHumanStrokes(strokes: $0.strokes.filter { $0.group == "g1" }) }
        var figures: [EngineBenchmark.Figure] = []
        var report: String?
        if let people {
            let card = TemplateMatcherScorecard(strokes: people)
            for split in [card.userDependent, card.userIndependent] + card.halves {
                figures.append(.init(name: "template accuracy, \(split.name) (\(split.recognised)/\(split.tested))",
                                     value: split.accuracy, unit: "fraction"))
                figures.append(.init(name: "template nearest right, \(split.name) (\(split.nearestRight)/\(split.tested))",
                                     value: split.nearestAccuracy, unit: "fraction"))
                figures.append(.init(name: "template rejection of left-out shapes, \(split.name) (\(split.refused)/\(split.unknown))",
                                     value: split.rejection, unit: "fraction"))
            }
            report = card.report
        }
        figures.append(.init(name: "template match per stroke, 100 templates", value: secondsPerMatch(people) * 1e3, unit: "ms"))
        if let people {
            let slowest = slowestMatches(people)
            figures.append(.init(name: "template match, slowest taught-shape stroke, 100 templates", value: slowest.taught * 1e3,
                                 unit: "ms"))
            figures.append(.init(name: "template match, slowest stroke of a shape not taught (refused, tried turned)",
                                 value: slowest.untaught * 1e3, unit: "ms"))
        }
        return (figures, report)
    }

    /// 100 templates (people's first takes when the set is there, else generated shapes) and strokes to match.
    private func secondsPerMatch(_ people: RecordedHumanStrokes?) -> Double {
        var matcher = GestureTemplateMatcher()
        var probes: [[Vector2]] = []
        if let people {
            let first = people.strokes.filter { $0.take == 1 }, later = people.strokes.filter { $0.take == 5 }
            for stroke in first.prefix(100) { matcher.add(stroke.samples.map(\.position), named: stroke.shape) }
            probes = later.map { $0.samples.map(\.position) }
        }
        if matcher.templateCount < 100 {
            let set = HumanStrokeSet()
            for (k, stroke) in set.strokes.enumerated() where matcher.templateCount < 100 {
                matcher.add(stroke.samples.map(\.position), named: "generated \(k % 16)")
            }
            if probes.isEmpty { probes = set.strokes.suffix(100).map { $0.samples.map(\.position) } }
        }
        var matches = 0, found = 0
        var elapsed = 0.0
        while elapsed < minimumSeconds {
            let start = ContinuousClock.now
            for probe in probes where matcher.match(probe) != nil { found += 1 }
            elapsed += (ContinuousClock.now - start).seconds
            matches += probes.count
        }
        _ = found
        return elapsed / Double(max(matches, 1))
    }

    /// The slowest single strokes, each timed as the fastest of 5 runs: 100 examples of 12 of the 16 shapes (people's
    /// first and second takes), probed with every person's fifth take of all 16. Strokes of the 4 shapes not taught are
    /// refused, and an open stroke refused as drawn is aligned again turned, which makes them the slowest.
    private func slowestMatches(_ people: RecordedHumanStrokes) -> (taught: Double, untaught: Double) {
        let shapes = Array(Set(people.strokes.map(\.shape))).sorted()
        let taught = Set(shapes.prefix(12))
        var matcher = GestureTemplateMatcher()
        for stroke in people.strokes where (stroke.take == 1 || stroke.take == 2) && taught.contains(stroke.shape) {
            if matcher.templateCount < 100 { matcher.add(stroke.samples.map(\.position), named: stroke.shape) }
        }
        var slowest = (taught: 0.0, untaught: 0.0)
        for stroke in people.strokes where stroke.take == 5 {
            let probe = stroke.samples.map(\.position)
            var fastest = Double.infinity
            for _ in 0..<5 {
                let start = ContinuousClock.now
                _ = matcher.match(probe)
                fastest = min(fastest, (ContinuousClock.now - start).seconds)
            }
            if taught.contains(stroke.shape) {
                slowest.taught = max(slowest.taught, fastest)
            } else {
                slowest.untaught = max(slowest.untaught, fastest)
            }
        }
        return slowest
    }
}
