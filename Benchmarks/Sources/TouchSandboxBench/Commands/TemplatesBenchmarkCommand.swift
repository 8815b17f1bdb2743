import ArgumentParser
import Foundation

/// `touch-sandbox-bench templates`: only the template matcher's figures (`TemplateBenchmark`).
struct TemplatesBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Only the template matcher's figures: accuracy on people's strokes (user-dependent, user-independent, refusal of shapes left out; per group and per person, each group left out in turn, as drawn and replayed on touch) and the time to match a stroke against 100 templates.")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @OptionGroup var timing: MeasurementSecondsOption

    @OptionGroup var people: PeopleStrokesOption

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "templates", taken: ["--json", "--seconds", "--human-strokes"])
    }

    func run() throws {
        let people = try PeopleStrokesFile.load(people.humanStrokes)
        let templateFigures = TemplateBenchmark(minimumSeconds: timing.seconds ?? 1, people: people).run()
        let groups = people.map { GroupCrossValidationBenchmark(people: $0, circles: false).run() }
        BenchmarkFigures.print(templateFigures.figures + (groups?.figures ?? []),
                               report: [templateFigures.report, groups?.report].compactMap { $0 }.joined(separator: "\n"),
                               json: output.json)
    }
}
