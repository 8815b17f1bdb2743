import ArgumentParser
import Foundation
import TouchEngine

/// `touch-sandbox bench`: prints benchmark figures on stdout.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark the gesture engine and the touchscreen test's analysis (no window, no drawing), or whole frames (--frames), and print figures.")

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "A recording to apply to the engine (needs --scene).")
    var trace: String?

    @Option(help: "The scene the trace is applied to.")
    var scene: String?

    @Option(help: "Seconds each measurement runs at least (with --frames: about how long each run draws).")
    var seconds: Double = 1

    @Flag(help: "Time whole frames drawn by the app against the C floor program (Benchmarks/floor), headless; SDL_RENDER_DRIVER picks the renderer (default software).")
    var frames = false

    @Option(help: "With --frames: how many sprites a frame draws (repeat for several; default 16 and 200).")
    var sprites: [Int] = []

    @Option(help: "With --frames: interleaved runs per sprite count (default 5).")
    var runs: Int?

    @Flag(help: "With --frames: only the app's frames, no floor (for profilers such as valgrind, which cannot start the floor).")
    var appOnly = false

    func validate() throws {
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number") }
        if frames && trace != nil { throw ValidationError("--frames and --trace are separate benchmarks; give one") }
        if !frames && (!sprites.isEmpty || runs != nil || appOnly) { throw ValidationError("--sprites, --runs and --app-only need --frames") }
        if let bad = sprites.first(where: { !(1...10_000).contains($0) }) {
            throw ValidationError("--sprites \(bad): give a count from 1 to 10000")
        }
        if let runs, !(1...1000).contains(runs) { throw ValidationError("--runs must be from 1 to 1000") }
    }

    func run() throws {
        if frames {
            var configuration = FrameBenchmark.Configuration()
            if !sprites.isEmpty { configuration.spriteCounts = sprites }
            if let runs { configuration.runs = runs }
            configuration.appOnly = appOnly
            configuration.secondsPerRun = seconds
            try FrameBenchmarkReport.print(FrameBenchmark(configuration: configuration).run(), json: json)
            return
        }
        if let trace, let scene {
            try TraceBenchmark.run(trace: trace, scene: scene, minimumSeconds: seconds, json: json)
            return
        }
        let figures = EngineBenchmark(minimumSeconds: seconds).run() + TestScreenBenchmark().run()
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
