import ArgumentParser
import Foundation

/// `touch-sandbox-bench circles`: only the circle detector's figures (`CircleBenchmark`), with every group of people
/// held out in turn (`GroupCrossValidationBenchmark`).
struct CirclesBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "circles",
        abstract: "Only the circle detector's figures: recall and false positives on people's strokes (per group and per person, each group left out in turn, as drawn and replayed on touch) and on generated strokes, and the time to judge a stroke.")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @OptionGroup var timing: MeasurementSecondsOption

    @OptionGroup var people: PeopleStrokesOption

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "circles", taken: ["--json", "--seconds", "--human-strokes"])
    }

    func run() throws {
        let people = try PeopleStrokesFile.load(people.humanStrokes)
        let groups = people.map { GroupCrossValidationBenchmark(people: $0, templates: false).run() }
        BenchmarkFigures.print(CircleBenchmark(minimumSeconds: timing.seconds ?? 1, people: people).run() + (groups?.figures ?? []),
                               report: groups?.report, json: output.json)
    }
}
