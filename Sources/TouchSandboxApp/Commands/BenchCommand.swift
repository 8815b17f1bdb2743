import ArgumentParser
import Foundation
import TouchEngine

/// `touch-sandbox bench`: prints benchmark figures on stdout.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark the gesture engine and the touchscreen test's analysis (no window, no drawing) and print figures.")

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "A recording to apply to the engine (needs --scene).")
    var trace: String?

    @Option(help: "The scene the trace is applied to.")
    var scene: String?

    @Option(help: "Seconds each measurement runs at least.")
    var seconds: Double = 1

    func validate() throws {
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number") }
    }

    func run() throws {
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
