import ArgumentParser
import Foundation
import TouchEngine

extension SoakRecording.Plan: ExpressibleByArgument {}

/// `touch-sandbox bench`: prints benchmark figures on stdout.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark the gesture engine (no window, no drawing) and print figures.")

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "A recording to apply to the engine (needs --scene).")
    var trace: String?

    @Option(help: "The scene the trace is applied to.")
    var scene: String?

    @Option(help: "Seconds each measurement runs at least (default 1).")
    var seconds: Double?

    @Flag(help: "Time whole replays (replay FILE --headless --fast) of generated recordings on a 500-sprite scene, as child processes: wall and CPU seconds, events/s, peak memory.")
    var replay = false

    @Option(name: .customLong("replay-events"), parsing: .upToNextOption,
            help: "With --replay: the recording sizes, in events (default 1000 4000000).")
    var replayEvents: [Int] = []

    @Option(help: "With --replay: also run the same replays with this binary (before/after in one command).")
    var against: String?

    @Option(help: "Instead of measuring, write a generated scene, kiosk configuration and recording into --output: soak (visitors playing every recipe, --events N) or week (a kiosk's simulated week, --days N; days.tsv says where each day starts).")
    var generate: SoakRecording.Plan?

    @Option(help: "With --generate: the folder to write into (created if missing).")
    var output: String?

    @Option(help: "With --generate soak: how many pointer events at least (default 10000000).")
    var events: Int?

    @Option(help: "With --generate week: how many simulated days (default 7).")
    var days: Int?

    func validate() throws {
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be a positive number") }
        if replay && trace != nil { throw ValidationError("--replay and --trace cannot be combined") }
        if replay && seconds != nil { throw ValidationError("--seconds cannot be used with --replay (each replay runs once, to its end)") }
        if !replay && against != nil { throw ValidationError("--against needs --replay") }
        if !replay && !replayEvents.isEmpty { throw ValidationError("--replay-events needs --replay") }
        if replayEvents.contains(where: { $0 < 1 || $0 > 1_000_000_000 }) {
            throw ValidationError("--replay-events must be whole numbers of events from 1 to 1000000000")
        }
        if let against, !FileManager.default.isExecutableFile(atPath: against) {
            throw ValidationError("--against: \(against) is not an executable file")
        }
        try validateGenerate()
    }

    private func validateGenerate() throws {
        guard let generate else {
            if output != nil || events != nil || days != nil { throw ValidationError("--output, --events and --days need --generate") }
            return
        }
        if output == nil { throw ValidationError("--generate needs --output DIR") }
        if replay || trace != nil || json || seconds != nil {
            throw ValidationError("--generate writes files and measures nothing: it cannot be combined with --replay, --trace, --json or --seconds")
        }
        if events != nil && generate != .soak { throw ValidationError("--events is for --generate soak") }
        if days != nil && generate != .week { throw ValidationError("--days is for --generate week") }
        if let events, !(1...1_000_000_000).contains(events) { throw ValidationError("--events must be from 1 to 1000000000") }
        if let days, !(1...366).contains(days) { throw ValidationError("--days must be from 1 to 366") }
    }

    func run() throws {
        if let generate, let output {
            let start = ContinuousClock.now
            let summary = try SoakRecording(plan: generate, events: events ?? 10_000_000, days: days ?? 7).write(into: output)
            print("\(output): \(summary.description), written in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s")
            print("recipes played: " + summary.played.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            return
        }
        if replay {
            try ReplayBenchmark(eventCounts: replayEvents.isEmpty ? [1_000, 4_000_000] : replayEvents, against: against).run(json: json)
            return
        }
        if let trace, let scene {
            try TraceBenchmark.run(trace: trace, scene: scene, minimumSeconds: seconds ?? 1, json: json)
            return
        }
        let figures = EngineBenchmark(minimumSeconds: seconds ?? 1).run()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(["figures": figures]), as: UTF8.self))
        } else {
            for figure in figures {
                print(figure.name.padding(toLength: 66, withPad: " ", startingAt: 0), String(format: "%14.3f", figure.value), figure.unit)
            }
        }
    }
}
