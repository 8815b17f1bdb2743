import ArgumentParser
import Foundation

/// `touch-sandbox bench`: the benchmarks moved to their own executable, `touch-sandbox-bench`, so the app kiosks
/// install carries none of them. A script that still calls `touch-sandbox bench …` is told where they went (exit
/// 2) instead of being refused as an unknown argument; hidden from the help.
struct MovedBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Moved to touch-sandbox-bench.",
        shouldDisplay: false)

    @Argument(parsing: .allUnrecognized, help: "Whatever was given; ignored.")
    var arguments: [String] = []

    func run() throws {
        FileHandle.standardError.write(Data("""
            touch-sandbox: bench moved to touch-sandbox-bench, its own executable (not installed on kiosks): run \
            `touch-sandbox-bench …` with the same figures (build it with \
            `swift build -c release --product touch-sandbox-bench`; its subcommands are in docs/cli.md)

            """.utf8))
        throw ExitCode(2)
    }
}
