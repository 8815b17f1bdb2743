import Foundation
import TouchEngine
import TouchSandboxApp
import TouchSandboxSDL

/// The C floor program (`Benchmarks/floor/frame-floor.c`): a raw SDL2 loop drawing the same sprites as the app, which
/// the frame benchmark measures the app against. It is built into `.build/frame-floor` by `Benchmarks/floor/build`
/// whenever it is missing or older than its source, so `touch-sandbox-bench frames` needs nothing built beforehand.
struct FrameFloor {
    /// What the floor draws each frame: the window, its background and one copy of the image per placement.
    struct Layout {
        var width: Int
        var height: Int
        var background: RGBColor
        var placements: [CopyPlacement]
        /// The clip the app draws sprites in when the scene does not fill the window (the canvas, output pixels).
        var clip: (x: Int32, y: Int32, width: Int32, height: Int32)? = nil

        /// The layout file `frame-floor` reads (documented in its source). Swift prints the shortest text that
        /// reads back to the same Float or Double, so the floor hands SDL exactly the app's numbers.
        var text: String {
            var lines = ["window \(width) \(height)", "background \(background.red) \(background.green) \(background.blue)"]
            if let k = clip { lines.append("clip \(k.x) \(k.y) \(k.width) \(k.height)") }
            for p in placements { lines.append("sprite \(p.x) \(p.y) \(p.width) \(p.height) \(p.angleDegrees)") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// One run of the floor: its timed frames, the renderer SDL gave it and its peak resident memory.
    struct Run {
        var times: FrameTimes
        var renderer: String
        var peakMegabytes: Double?
    }

    let executable: String

    /// Finds the floor's source beside the executable (a source checkout) and builds it when needed.
    static func prepare() throws -> FrameFloor {
        guard let root = repositoryRoot() else {
            throw RuntimeFailure("cannot find Benchmarks/floor/frame-floor.c in a folder above the executable; touch-sandbox-bench frames runs from a source checkout")
        }
        let source = root.appendingPathComponent("Benchmarks/floor/frame-floor.c").path
        let executable = root.appendingPathComponent(".build/frame-floor").path
        if isOutdated(executable, comparedTo: source) {
            let build = root.appendingPathComponent("Benchmarks/floor/build").path
            let result = try runProcess(build, [executable])
            guard result.status == 0 else {
                throw RuntimeFailure("cannot build the floor program (\(build) \(executable)): \(result.errors)")
            }
        }
        return FrameFloor(executable: executable)
    }

    /// Runs the floor once: `warmup` frames untimed, then `frames` timed; with `save`, the last frame's pixels go
    /// there as raw RGBA bytes. `image` is the PNG the layout's placements copy.
    func run(image: String, layoutFile: String, frames: Int, warmup: Int, save: String? = nil) throws -> Run {
        var arguments = [image, layoutFile, String(frames), String(warmup)]
        if let save { arguments.append(save) }
        let result = try Self.runProcess(executable, arguments)
        guard result.status == 0 else {
            throw RuntimeFailure("the floor program failed (exit \(result.status)): \(result.errors)")
        }
        var times = FrameTimes()
        var renderer = "unknown"
        var peak: Double?
        for line in result.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 3, fields[0] == "frame", let wall = Double(fields[1]), let cpu = Double(fields[2]) {
                times.add(wall: wall, cpu: cpu)
            }
            if fields.count == 2, fields[0] == "renderer" { renderer = String(fields[1]) }
            if fields.count == 2, fields[0] == "memory", let kilobytes = Double(fields[1]), kilobytes >= 0 { peak = kilobytes / 1024 }
        }
        guard times.count == frames else {
            throw RuntimeFailure("the floor program printed \(times.count) frame times, not \(frames)")
        }
        return Run(times: times, renderer: renderer, peakMegabytes: peak)
    }

    private static func repositoryRoot() -> URL? {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Benchmarks/floor/frame-floor.c").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    private static func isOutdated(_ product: String, comparedTo source: String) -> Bool {
        let attributes = { (path: String) in try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date }
        guard let built = attributes(product), let written = attributes(source) else { return true }
        return built < written
    }

    private struct ProcessResult {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs a program to its end, reading its output and then its errors: the floor writes at most a line of errors,
    /// which cannot fill the pipe and stall it while its output is being read.
    private static func runProcess(_ path: String, _ arguments: [String]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw RuntimeFailure("cannot start \(path): \(error.localizedDescription)")
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                             errors: String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

}
