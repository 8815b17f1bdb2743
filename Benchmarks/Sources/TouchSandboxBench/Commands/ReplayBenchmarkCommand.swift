import ArgumentParser
import Foundation

/// `touch-sandbox-bench replay`: whole replays of generated recordings as child processes (`ReplayBenchmark`).
struct ReplayBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Time whole replays (touch-sandbox replay FILE --headless --fast) of generated recordings on a 500-sprite scene, as child processes: wall and CPU seconds, events/s, peak memory.")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @Option(parsing: .upToNextOption, help: "The recording sizes, in events (default 1000 4000000).")
    var events: [Int] = []

    @Option(help: "The app binary that replays (default: touch-sandbox beside this executable).")
    var binary: String?

    @Option(help: "Also run the same replays with this app binary (before/after in one command).")
    var against: String?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "replay", taken: ["--json"])
        if events.contains(where: { $0 < 1 || $0 > 1_000_000_000 }) {
            throw ValidationError("--events must be whole numbers of events from 1 to 1000000000")
        }
        for (option, path) in [("--binary", binary), ("--against", against)] {
            if let path, !FileManager.default.isExecutableFile(atPath: path) {
                throw ValidationError("\(option): \(path) is not an executable file")
            }
        }
        let sibling = ReplayBenchmark.siblingApp()
        if binary == nil && !FileManager.default.isExecutableFile(atPath: sibling) {
            throw ValidationError("no app at \(sibling) (build it: swift build -c release --product touch-sandbox), or give --binary PATH")
        }
    }

    func run() throws {
        try ReplayBenchmark(eventCounts: events.isEmpty ? [1_000, 4_000_000] : events,
                            binary: binary ?? ReplayBenchmark.siblingApp(), against: against).run(json: output.json)
    }
}
