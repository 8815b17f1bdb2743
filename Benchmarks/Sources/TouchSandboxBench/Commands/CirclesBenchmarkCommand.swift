import ArgumentParser
import Foundation
import HumanStrokes

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

    @Option(help: "Instead of the figures: NAME=V1,V2,... sets one threshold of the detector to each value in turn (e.g. maximumTurns=1.85,2.2), scored per group as drawn and on touch and on the generated strokes, with each held-out group's choice from the other groups.")
    var sweep: String?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "circles", taken: ["--json", "--seconds", "--human-strokes"])
        if let sweep {
            if output.json { throw ValidationError("--sweep prints a table, not JSON") }
            _ = try Self.parse(sweep)
        }
    }

    /// The threshold and values of `--sweep NAME=V1,V2,...`, or a message naming what is wrong.
    static func parse(_ text: String) throws -> (name: String, values: [Double]) {
        let names = CircleThresholdTuner.thresholds.map(\.name)
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ValidationError("--sweep \(text): give NAME=V1,V2,... (NAME one of \(names.joined(separator: ", ")))")
        }
        guard names.contains(parts[0]) else {
            throw ValidationError("--sweep \(parts[0]) is not a threshold of the detector (one of \(names.joined(separator: ", ")))")
        }
        let values = parts[1].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            throw ValidationError("--sweep \(text): the values must be numbers separated by commas")
        }
        return (parts[0], values.map { $0! })
    }

    func run() throws {
        let people = try PeopleStrokesFile.load(people.humanStrokes)
        if let sweep {
            guard let people else { throw ValidationError("--sweep needs people's strokes (--human-strokes)") }
            let (name, values) = try Self.parse(sweep)
            let touch = FingerReplay(timing: people).replay(people)
            print(CircleRuleComparison(strokes: people, touch: touch, name: name, values: values)!.report)
            return
        }
        let groups = people.map { GroupCrossValidationBenchmark(people: $0, templates: false).run() }
        BenchmarkFigures.print(CircleBenchmark(minimumSeconds: timing.seconds ?? 1, people: people).run() + (groups?.figures ?? []),
                               report: groups?.report, json: output.json)
    }
}
