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

    @Option(help: "Seconds each measurement runs at least.")
    var seconds: Double = 1

    @Flag(help: "Time whole replays (replay FILE --headless --fast) of generated recordings on a 500-sprite scene, as child processes: wall and CPU seconds, events/s, peak memory.")
    var replay = false

    @Option(name: .customLong("replay-events"), parsing: .upToNextOption,
            help: "With --replay: the recording sizes, in events (default 1000 4000000).")
    var replayEvents: [Int] = [1_000, 4_000_000]

    @Option(help: "With --replay: also run the same replays with this binary (before/after in one command).")
    var against: String?

    @Option(help: "Instead of measuring, write a generated scene, kiosk configuration and recording into --output: soak (visitors playing every recipe, --events N) or week (a kiosk's simulated week, --days N; days.tsv says where each day starts).")
    var generate: SoakRecording.Plan?

    @Option(help: "With --generate: the folder to write into (created if missing).")
    var output: String?

    @Option(help: "With --generate soak: how many pointer events at least.")
    var events = 10_000_000

    @Option(help: "With --generate week: how many simulated days.")
    var days = 7

    func validate() throws {
        if generate != nil && output == nil { throw ValidationError("--generate needs --output DIR") }
        if generate != nil && (replay || trace != nil) { throw ValidationError("--generate cannot be combined with --replay or --trace") }
        guard (1...1_000_000_000).contains(events) else { throw ValidationError("--events must be from 1 to 1000000000") }
        guard (1...366).contains(days) else { throw ValidationError("--days must be from 1 to 366") }
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number") }
        if replay && trace != nil { throw ValidationError("--replay and --trace cannot be combined") }
        if !replay && against != nil { throw ValidationError("--against needs --replay") }
        if replayEvents.isEmpty || replayEvents.contains(where: { $0 < 1 || $0 > 1_000_000_000 }) {
            throw ValidationError("--replay-events must be whole numbers of events from 1 to 1000000000")
        }
        if let against, !FileManager.default.isExecutableFile(atPath: against) {
            throw ValidationError("--against: \(against) is not an executable file")
        }
    }

    func run() throws {
        if let generate, let output {
            let start = ContinuousClock.now
            let summary = try SoakRecording(plan: generate, events: events, days: days).write(into: output)
            print("\(output): scene.json, kiosk.json, recording.jsonl\(generate == .week ? ", days.tsv" : ""): "
                  + "\(summary.events) events, \(summary.visits) visits over \(String(format: "%.1f", summary.recordingSeconds / 3600)) h "
                  + "of recording, written in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s")
            print("recipes played: " + summary.played.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            return
        }
        if replay {
            try ReplayBenchmark(eventCounts: replayEvents, against: against).run(json: json)
            return
        }
        if let trace, let scene {
            try TraceBenchmark.run(trace: trace, scene: scene, minimumSeconds: seconds, json: json)
            return
        }
        let figures = EngineBenchmark(minimumSeconds: seconds).run()
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
