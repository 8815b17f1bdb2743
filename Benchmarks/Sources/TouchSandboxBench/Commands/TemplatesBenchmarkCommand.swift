import ArgumentParser
import Foundation

/// `touch-sandbox-bench templates`: only the template matcher's figures (`TemplateBenchmark`).
struct TemplatesBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Only the template matcher's figures: accuracy on people's strokes (user-dependent, user-independent, refusal of shapes left out) and the time to match a stroke against 100 templates.")

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
        BenchmarkFigures.print(templateFigures.figures, report: templateFigures.report, json: output.json)
    }
}
