import ArgumentParser
import Foundation
import HumanStrokes

/// `touch-sandbox-bench templates`: only the template matcher's figures (`TemplateBenchmark`).
struct TemplatesBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Only the template matcher's figures: accuracy on people's strokes (user-dependent, user-independent, refusal of shapes left out; per group and per person, each group left out in turn, as drawn and replayed on touch) and the time to match a stroke against 100 templates.")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @OptionGroup var timing: MeasurementSecondsOption

    @OptionGroup var people: PeopleStrokesOption

    @Flag(help: "Instead of the figures: each of the matcher's rules switched off in turn, scored per group of people, and the choice each group held out would get from the other groups (about 80 s of one core per rule).")
    var ablation = false

    @Option(help: "Instead of the figures: NAME=V1,V2,... sets one number of the matcher's configuration to each value in turn, scored per group, with each held-out group's choice from the other groups (e.g. maximumCornerShift=0.08,0.12).")
    var sweep: String?

    @Flag(help: "With --ablation or --sweep: score the strokes replayed as a finger on a touchscreen, not as drawn.")
    var touch = false

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "templates", taken: ["--json", "--seconds", "--human-strokes"])
        if ablation && sweep != nil { throw ValidationError("--ablation and --sweep are separate comparisons; give one") }
        if touch && !ablation && sweep == nil { throw ValidationError("--touch is for --ablation or --sweep") }
        if output.json && (ablation || sweep != nil) { throw ValidationError("--ablation and --sweep print a table, not JSON") }
        if let sweep { _ = try Self.sweepVariants(sweep) }
    }

    /// The variants of `--sweep NAME=V1,V2,...`, or a message naming what is wrong.
    static func sweepVariants(_ text: String) throws -> [TemplateRuleComparison.Variant] {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let names = TemplateRuleSwitches.numbers.keys.sorted().joined(separator: ", ")
        guard parts.count == 2 else { throw ValidationError("--sweep \(text): give NAME=V1,V2,... (NAME one of \(names))") }
        let values = parts[1].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && !$0!.isNaN }) else {
            throw ValidationError("--sweep \(text): the values must be numbers separated by commas")
        }
        guard let variants = TemplateRuleSwitches.sweep(parts[0], values.map { $0! }) else {
            throw ValidationError("--sweep \(parts[0]) is not a number of the matcher's configuration (one of \(names))")
        }
        return variants
    }

    func run() throws {
        let people = try PeopleStrokesFile.load(people.humanStrokes)
        if ablation || sweep != nil {
            guard let people else { throw ValidationError("--ablation and --sweep need people's strokes (--human-strokes)") }
            let strokes = touch ? FingerReplay(timing: people).replay(people) : people
            let variants = try sweep.map(Self.sweepVariants) ?? TemplateRuleSwitches.ablation()
            let what = ablation ? "each rule off" : "swept"
            print(TemplateRuleComparison(strokes: strokes, variants: variants)
                .report(title: "templates, \(what), \(touch ? "on touch" : "as drawn") (2 takes of each shape taught, the other 8 tested):"))
            return
        }
        let templateFigures = TemplateBenchmark(minimumSeconds: timing.seconds ?? 1, people: people).run()
        let groups = people.map { GroupCrossValidationBenchmark(people: $0, circles: false).run() }
        BenchmarkFigures.print(templateFigures.figures + (groups?.figures ?? []),
                               report: [templateFigures.report, groups?.report].compactMap { $0 }.joined(separator: "\n"),
                               json: output.json)
    }
}
