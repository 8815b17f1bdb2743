import Foundation
import HumanStrokes
import TouchEngine
import TouchRecipes

/// The circle detector and the template matcher judged one group of people at a time (leave one group out), on
/// people's strokes as drawn and replayed as a finger on a touchscreen (`FingerReplay`, paced by the timed strokes of
/// group 1's users 04–06): per group and per person, the figures of the defaults beside those of thresholds chosen
/// on the other groups alone. Prints tables; the figures worth tracking are returned too.
struct GroupCrossValidationBenchmark {
    var people: RecordedHumanStrokes
    var circles = true
    var templates = true

    func run() -> (figures: [EngineBenchmark.Figure], report: String) {
        let touch = FingerReplay(timing: people).replay(people)
        var figures: [EngineBenchmark.Figure] = []
        var report: [String] = ["\(people.strokes.count) strokes by \(people.people.count) people in groups "
                                + people.groups.joined(separator: ", ")
                                + "; touch: replayed by FingerReplay (seed 1: 96-160 dpi, 60-120 Hz, 25-60 mm, "
                                + "landing hook 1-3 mm over 2-4 reports, lift jitter 0.5-1.5 mm)"]
        if circles {
            let start = ContinuousClock.now
            let validation = CircleGroupCrossValidation(strokes: people, touch: touch)
            report.append(validation.report)
            report.append(String(format: "(circles: %.1f s)", (ContinuousClock.now - start).seconds))
            for fold in validation.folds + [nil] {
                let name = fold?.group ?? "all groups"
                for (what, row) in [("defaults", fold?.configured ?? validation.total(\.configured)),
                                    ("defaults on touch", fold?.configuredTouch ?? validation.total(\.configuredTouch)),
                                    ("tuned on the other groups", fold?.heldOut ?? validation.total(\.heldOut)),
                                    ("tuned on the other groups, on touch", fold?.heldOutTouch ?? validation.total(\.heldOutTouch))] {
                    figures.append(.init(name: "circle recall, \(name), \(what) (\(row.circlesFound)/\(row.circles))",
                                         value: row.recall, unit: "fraction"))
                    figures.append(.init(name: "circle false positives, \(name), \(what) (\(row.falsePositives)/\(row.others))",
                                         value: row.falsePositiveRate, unit: "fraction"))
                }
            }
        }
        if templates {
            for (set, label) in [(people, "as drawn"), (touch, "on touch")] {
                let start = ContinuousClock.now
                let validation = TemplateGroupCrossValidation(strokes: set, dollarOne: true) { _ in GestureTemplateConfiguration() }
                report.append(validation.report(title: "templates, each group held out, \(label) (2 takes of each shape taught, the other 8 tested):"))
                report.append(String(format: "(templates %@: %.1f s)", label, (ContinuousClock.now - start).seconds))
                for fold in validation.folds {
                    for split in [fold.dependent, fold.independent] {
                        figures.append(.init(name: "template accuracy, \(split.name), \(label) (\(split.recognised)/\(split.tested))",
                                             value: split.accuracy, unit: "fraction"))
                        figures.append(.init(name: "template refusal of left-out shapes, \(split.name), \(label) (\(split.refused)/\(split.unknown))",
                                             value: split.rejection, unit: "fraction"))
                    }
                    for (split, recognised) in [(fold.dependent, fold.dollarOneDependent), (fold.independent, fold.dollarOneIndependent)] {
                        figures.append(.init(name: "SDL's $1 accuracy, \(split.name), \(label) (\(recognised)/\(split.tested))",
                                             value: Double(recognised) / Double(max(split.tested, 1)), unit: "fraction"))
                    }
                }
            }
        }
        return (figures, report.joined(separator: "\n"))
    }
}
