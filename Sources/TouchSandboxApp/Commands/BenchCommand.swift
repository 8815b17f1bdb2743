import ArgumentParser
import Foundation
import TouchEngine

extension SoakRecording.Plan: ExpressibleByArgument {}

/// `touch-sandbox bench`: prints benchmark figures on stdout. Without options the engine suite (no window, no
/// drawing); `--trace` one recording applied to the engine; `--frames` whole frames against a C floor program;
/// `--replay` whole replays as child processes; `--generate` writes the soak's recordings instead of measuring.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark the engine (no window, no drawing), whole frames (--frames) or whole replays (--replay), and print figures.")

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "A recording to apply to the engine (needs --scene).")
    var trace: String?

    @Option(help: "The scene the trace is applied to.")
    var scene: String?

    @Option(help: "Seconds each measurement runs at least (default 1; with --frames: about how long each run draws).")
    var seconds: Double?

    @Flag(help: "Time whole frames drawn by the app against the C floor program (Benchmarks/floor), headless; SDL_RENDER_DRIVER picks the renderer (default software).")
    var frames = false

    @Option(help: "With --frames: how many sprites a frame draws (repeat for several; default 16 and 200).")
    var sprites: [Int] = []

    @Option(help: "With --frames: interleaved runs per sprite count (default 5).")
    var runs: Int?

    @Flag(help: "With --frames: only the app's frames, no floor (for profilers such as valgrind, which cannot start the floor).")
    var appOnly = false

    @Flag(help: "With --frames: one 256x256 sprite turned 30° at zooms 1, 4 and 8 (repeat --zoom-scale for others) instead of many sprites.")
    var zoom = false

    @Option(name: .customLong("zoom-scale"), help: "With --frames --zoom: a zoom to draw (repeat for several).")
    var zoomScales: [Double] = []

    @Option(help: "With --frames: how the front sprite moves between the app's frames: still, drag or pinch (default: drag with --zoom, else still).")
    var motion: FrameMotion?

    @Option(help: "With --frames: the window, e.g. 3840x2160 (default 1280x800); the 1280x800 scene is fitted into it like a kiosk's display. At most 16384 a side and 8192x4096 pixels, as for every window.")
    var window: WindowSize?

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

    @Flag(help: "Only the template matcher's figures: accuracy on people's strokes (user-dependent, user-independent, refusal of shapes left out; per group and per person, each group left out in turn, as drawn and replayed on touch) and the time to match a stroke against 100 templates.")
    var templates = false

    @Flag(help: "Only the circle detector's figures: recall and false positives on people's strokes (per group and per person, each group left out in turn, as drawn and replayed on touch) and on generated strokes, and the time to judge a stroke.")
    var circles = false

    @Option(name: .customLong("human-strokes"), parsing: .upToNextOption,
            help: "People's strokes (one or more files such as strokes.jsonl strokes-more.jsonl) for the circle and template figures (default: $TOUCH_SANDBOX_HUMAN_STROKES, else shared/data/human-strokes/strokes.jsonl above the current folder or the binary, with strokes-more.jsonl beside it).")
    var humanStrokes: [String] = []

    func run() throws {
        if let generate, let output {
            let start = ContinuousClock.now
            let summary = try SoakRecording(plan: generate, events: events ?? 10_000_000, days: days ?? 7).write(into: output)
            print("\(output): \(summary.description), written in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s")
            print("recipes played: " + summary.played.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            return
        }
        if frames {
            var configuration = FrameBenchmark.Configuration()
            if !sprites.isEmpty { configuration.spriteCounts = sprites }
            if let runs { configuration.runs = runs }
            configuration.appOnly = appOnly
            configuration.secondsPerRun = seconds ?? 1
            if zoom { configuration.zooms = zoomScales.isEmpty ? FrameBenchmark.Configuration.defaultZooms : zoomScales }
            configuration.motion = motion ?? (zoom ? .drag : .still)
            if let window {
                configuration.width = window.width
                configuration.height = window.height
            }
            try FrameBenchmarkReport.print(FrameBenchmark(configuration: configuration).run(), json: json)
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
        let people = try PeopleStrokesFile.load(humanStrokes)
        let groups = people.map { GroupCrossValidationBenchmark(people: $0, circles: !templates, templates: !circles).run() }
        if circles {
            let circleFigures = CircleBenchmark(minimumSeconds: seconds ?? 1, people: people).run()
            printFigures(circleFigures + (groups?.figures ?? []), report: groups?.report)
            return
        }
        let templateFigures = TemplateBenchmark(minimumSeconds: seconds ?? 1, people: people).run()
        let report = [templateFigures.report, groups?.report].compactMap { $0 }.joined(separator: "\n")
        if templates {
            printFigures(templateFigures.figures + (groups?.figures ?? []), report: report)
            return
        }
        printFigures(EngineBenchmark(minimumSeconds: seconds ?? 1, people: people).run() + templateFigures.figures
                     + (groups?.figures ?? []) + TestScreenBenchmark().run(), report: report)
    }

    /// The figures, one a line (or as JSON), then `report` (the template matcher's misses) when not JSON.
    private func printFigures(_ figures: [EngineBenchmark.Figure], report: String? = nil) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: (try? encoder.encode(["figures": figures])) ?? Data(), as: UTF8.self))
        } else {
            for figure in figures {
                print(figure.name.padding(toLength: 78, withPad: " ", startingAt: 0), String(format: "%14.3f", figure.value), figure.unit)
            }
            if let report { print(report) }
        }
    }
}
