import ArgumentParser
import Foundation
import TouchEngine
import TouchSandboxApp

/// `touch-sandbox-bench`: the project's benchmarks and the soak's generator, apart from the app kiosks install.
/// Without a subcommand the built-in suite (engine, circle detector, template matcher and touchscreen-test figures;
/// no window, no drawing), or with `--trace T --scene S` one recording applied to the engine; each subcommand is one
/// other benchmark with its own options.
package struct BenchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "touch-sandbox-bench",
        abstract: "Benchmark the engine (no window, no drawing) and print figures; the subcommands measure other parts or generate the soak's recordings.",
        discussion: "Without a subcommand: the built-in suite, or with --trace T --scene S the engine alone applying every event of recording T to scene S (from a fresh copy of the scene each time) until --seconds have passed.",
        version: TouchSandboxVersion.current,
        subcommands: [CirclesBenchmarkCommand.self, TemplatesBenchmarkCommand.self, FramesBenchmarkCommand.self, ReplayBenchmarkCommand.self,
                      TUIOBenchmarkCommand.self, GenerateCommand.self])

    package init() {}

    @OptionGroup var output: JSONOutputOption

    @Option(help: "A recording to apply to the engine (needs --scene).")
    var trace: String?

    @Option(help: "The scene the trace is applied to (needs --trace).")
    var scene: String?

    @OptionGroup var timing: MeasurementSecondsOption

    @OptionGroup var people: PeopleStrokesOption

    /// Parses the arguments and runs the benchmark, with the app's exit codes (2 for a bad command line or input file).
    package static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        runMappingExitCodes(program: "touch-sandbox-bench", arguments)
    }

    package func run() throws {
        let seconds = timing.seconds ?? 1
        if let trace, let scene {
            try TraceBenchmark.run(trace: trace, scene: scene, minimumSeconds: seconds, json: output.json)
            return
        }
        let people = try PeopleStrokesFile.load(people.humanStrokes)
        let templateFigures = TemplateBenchmark(minimumSeconds: seconds, people: people).run()
        let groups = people.map { GroupCrossValidationBenchmark(people: $0).run() }
        BenchmarkFigures.print(EngineBenchmark(minimumSeconds: seconds, people: people).run() + templateFigures.figures
                               + (groups?.figures ?? []) + TestScreenBenchmark().run(),
                               report: [templateFigures.report, groups?.report].compactMap { $0 }.joined(separator: "\n"),
                               json: output.json)
    }
}
