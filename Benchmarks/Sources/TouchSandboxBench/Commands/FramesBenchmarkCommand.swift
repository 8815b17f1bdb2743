import ArgumentParser
import Foundation
import TouchSandboxApp

/// `touch-sandbox-bench frames`: whole frames drawn by the app against the C floor program (`FrameBenchmark`).
struct FramesBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Time whole frames drawn by the app against the C floor program (Benchmarks/floor), headless; SDL_RENDER_DRIVER picks the renderer (default software).")

    @ParentCommand var suite: BenchCommand

    @OptionGroup var output: JSONOutputOption

    @Option(name: .customLong("run-seconds"), help: "About how long each run draws, in seconds (default 1).")
    var runSeconds: Double?

    @Option(help: "How many sprites a frame draws (repeat for several; default 16 and 200).")
    var sprites: [Int] = []

    @Option(help: "Interleaved runs per sprite count (default 5).")
    var runs: Int?

    @Flag(help: "Only the app's frames, no floor (for profilers such as valgrind, which cannot start the floor).")
    var appOnly = false

    @Flag(help: "One 256x256 sprite turned 30° at zooms 1, 4 and 8 (repeat --zoom-scale for others) instead of many sprites.")
    var zoom = false

    @Option(name: .customLong("zoom-scale"), help: "With --zoom: a zoom to draw (repeat for several).")
    var zoomScales: [Double] = []

    @Option(help: "How the front sprite moves between the app's frames: still, drag or pinch (default: drag with --zoom, else still).")
    var motion: FrameMotion?

    @Option(help: "The window, e.g. 3840x2160 (default 1280x800); the 1280x800 scene is fitted into it like a kiosk's display. At most 16384 a side and 8192x4096 pixels, as for every window.")
    var window: WindowSize?

    func validate() throws {
        try suite.refuseOptions(notTakenBy: "frames", taken: ["--json"])
        if let runSeconds, !(runSeconds > 0 && runSeconds.isFinite) { throw ValidationError("--run-seconds must be a positive number") }
        if zoom && !sprites.isEmpty { throw ValidationError("--zoom draws one sprite: it cannot be combined with --sprites") }
        if !zoomScales.isEmpty && !zoom { throw ValidationError("--zoom-scale needs --zoom") }
        if let bad = zoomScales.first(where: { !($0 >= 0.01 && $0 <= 1000) }) {
            throw ValidationError("--zoom-scale \(bad): give a zoom from 0.01 to 1000")
        }
        try window?.validate(as: "--window")
        if let bad = sprites.first(where: { !(1...10_000).contains($0) }) {
            throw ValidationError("--sprites \(bad): give a count from 1 to 10000")
        }
        if let runs, !(1...1000).contains(runs) { throw ValidationError("--runs must be from 1 to 1000") }
    }

    func run() throws {
        var configuration = FrameBenchmark.Configuration()
        if !sprites.isEmpty { configuration.spriteCounts = sprites }
        if let runs { configuration.runs = runs }
        configuration.appOnly = appOnly
        configuration.secondsPerRun = runSeconds ?? 1
        if zoom { configuration.zooms = zoomScales.isEmpty ? FrameBenchmark.Configuration.defaultZooms : zoomScales }
        configuration.motion = motion ?? (zoom ? .drag : .still)
        if let window {
            configuration.width = window.width
            configuration.height = window.height
        }
        try FrameBenchmarkReport.print(FrameBenchmark(configuration: configuration).run(), json: output.json)
    }
}
