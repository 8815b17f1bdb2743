import ArgumentParser
import Foundation

/// `touch-sandbox-bench tuio`: TUIO input on loopback (`TUIOBenchmark`).
struct TUIOBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuio",
        abstract: "TUIO input on loopback: the receiver's rate alone, the packet rate taken without loss, the time from a packet to its pointer event, and what a hostile flood does to memory.")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @Option(name: .customLong("step-seconds"),
            help: "Seconds each step sends (default 0.5; the whole run takes about 6 times that plus pauses).")
    var stepSeconds: Double?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "tuio", taken: ["--json"])
        if let stepSeconds, !(stepSeconds > 0 && stepSeconds.isFinite) { throw ValidationError("--step-seconds must be a positive number") }
    }

    func run() throws {
        BenchmarkFigures.print(TUIOBenchmark(secondsPerStep: stepSeconds ?? 0.5).run(), json: output.json)
    }
}
