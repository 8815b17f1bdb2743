import ArgumentParser
import Foundation

/// `touch-sandbox-bench generate soak|week`: writes what `Scripts/soak` replays (`SoakRecording`), measuring nothing.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a generated scene, kiosk configuration and recording into a folder, for Scripts/soak (measures nothing).",
        subcommands: [GenerateSoakCommand.self, GenerateWeekCommand.self])
}

/// `generate soak`: visitors playing every recipe, back to back.
struct GenerateSoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Visitors playing every recipe back to back, each followed by the kiosk's idle reset.")

    @ParentCommand var suite: BenchCommand

    @Option(help: "The folder to write into (created if missing).")
    var output: String

    @Option(help: "How many pointer events at least (default 10000000).")
    var events: Int?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "generate soak")
        if let events, !(1...1_000_000_000).contains(events) { throw ValidationError("--events must be from 1 to 1000000000") }
    }

    func run() throws {
        try SoakRecording(plan: .soak, events: events ?? 10_000_000).writeReporting(into: output)
    }
}

/// `generate week`: a kiosk's simulated week.
struct GenerateWeekCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "A kiosk's simulated days, open from 9:00 to 18:00 with a visitor every 3 to 6 minutes; days.tsv says where each day starts.")

    @ParentCommand var suite: BenchCommand

    @Option(help: "The folder to write into (created if missing).")
    var output: String

    @Option(help: "How many simulated days (default 7).")
    var days: Int?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "generate week")
        if let days, !(1...366).contains(days) { throw ValidationError("--days must be from 1 to 366") }
    }

    func run() throws {
        try SoakRecording(plan: .week, days: days ?? 7).writeReporting(into: output)
    }
}

extension SoakRecording {
    /// Writes the files into `folder` and prints what was written, how long it took and the recipes played.
    func writeReporting(into folder: String) throws {
        let start = ContinuousClock.now
        let summary = try write(into: folder)
        print("\(folder): \(summary.description), written in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s")
        print("recipes played: " + summary.played.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
