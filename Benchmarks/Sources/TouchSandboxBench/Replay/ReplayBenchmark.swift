import Foundation
import TouchEngine
import TouchSandboxApp

/// `touch-sandbox-bench replay`: how fast and in how much memory a whole replay runs, end to end. It generates a 500-sprite
/// scene and recordings of each size in `eventCounts` into a temporary folder, then runs the app `binary` (and the
/// one given with `--against`) as a child `replay FILE --headless --fast --scene S` per recording, and reports what
/// the kernel measured: wall and CPU seconds, events per second (reading and applying), peak resident memory, and
/// how much more memory the largest recording took than the smallest.
///
/// Targets: at least 500,000 events/s for the largest recording, and a peak memory within 32 MB of the
/// smallest one's. Events per CPU second are shown too: on a shared machine wall time also counts other work.
struct ReplayBenchmark {
    var eventCounts = [1_000, 4_000_000]
    var sprites = 500
    /// The app binary measured, labelled "this": by default the `touch-sandbox` beside the bench (`siblingApp`).
    var binary = Self.siblingApp()
    var against: String?

    static let eventsPerSecondTarget = 500_000.0
    static let memoryDifferenceTarget = 32.0

    /// One child replay.
    struct Run: Codable {
        var binary: String
        var events: Int
        var wallSeconds: Double
        var cpuSeconds: Double
        var eventsPerSecond: Double
        var eventsPerCPUSecond: Double
        var peakRSSMegabytes: Double
    }

    /// One binary's runs, smallest recording first, and how the largest compares with the smallest.
    struct Binary: Codable {
        var label: String
        var path: String
        var runs: [Run]
        var peakRSSDifferenceMegabytes: Double
        var largestEventsPerSecond: Double
    }

    struct Report: Codable {
        var sprites: Int
        var eventCounts: [Int]
        var binaries: [Binary]
    }

    func run(json: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-sandbox-bench-replay-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = GeneratedScene.grid(count: sprites)
        let scenePath = (folder as NSString).appendingPathComponent("scene.json")
        try scene.write(to: scenePath)
        var recordings: [(events: Int, path: String)] = []
        for events in eventCounts.sorted() {
            let path = (folder as NSString).appendingPathComponent("replay-\(events).jsonl")
            try ReplayLoadRecording().write(events: events, scene: scene, to: path)
            recordings.append((events, path))
        }
        var binaries = [("this", binary)]
        if let against { binaries.append(("against", against)) }
        var report = Report(sprites: sprites, eventCounts: recordings.map(\.events), binaries: [])
        if !json { print(Self.heading(sprites: sprites, folder: folder)) }
        for (label, path) in binaries {
            var runs: [Run] = []
            for recording in recordings {
                let run = try Self.replay(binary: path, recording: recording.path, events: recording.events, scene: scenePath,
                                          log: (folder as NSString).appendingPathComponent("\(label).log"))
                if !json { print(Self.row(label: label, run)) }
                runs.append(run)
            }
            let binary = Binary(label: label, path: path, runs: runs,
                                peakRSSDifferenceMegabytes: (runs.last?.peakRSSMegabytes ?? 0) - (runs.first?.peakRSSMegabytes ?? 0),
                                largestEventsPerSecond: runs.last?.eventsPerSecond ?? 0)
            if !json { print(Self.summary(binary)) }
            report.binaries.append(binary)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(["replay": report]), as: UTF8.self))
        }
    }

    /// Runs one replay as a child; a replay that fails is a runtime failure quoting the end of its log.
    static func replay(binary: String, recording: String, events: Int, scene: String, log: String) throws -> Run {
        let measured = try MeasuredChildRun.run(binary, ["replay", recording, "--headless", "--fast", "--scene", scene], log: log)
        guard measured.status == 0 else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(5).joined(separator: "\n") ?? ""
            throw RuntimeFailure("\(binary) replay \(recording) exited with \(measured.status):\n\(tail)")
        }
        return Run(binary: binary, events: events, wallSeconds: measured.wallSeconds, cpuSeconds: measured.cpuSeconds,
                   eventsPerSecond: Double(events) / measured.wallSeconds, eventsPerCPUSecond: Double(events) / measured.cpuSeconds,
                   peakRSSMegabytes: Double(measured.peakResidentBytes) / 1_048_576)
    }

    /// The app of the same build: `touch-sandbox` in the folder of the running binary (`/proc/self/exe` resolved),
    /// itself resolved, so children run exactly the app built with this bench.
    static func siblingApp() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("touch-sandbox")
            .resolvingSymlinksInPath().path
    }

    // MARK: Text

    static func heading(sprites: Int, folder: String) -> String {
        "replay FILE --headless --fast --scene S, a \(sprites)-sprite scene (files in \(folder))\n"
            + "binary  " + pad("events", 11) + pad("wall s", 10) + pad("CPU s", 10) + pad("events/s", 12)
            + pad("events/CPU s", 14) + pad("peak RSS MB", 13)
    }

    static func row(label: String, _ run: Run) -> String {
        label.padding(toLength: 8, withPad: " ", startingAt: 0) + pad(grouped(Double(run.events)), 11)
            + pad(String(format: "%.3f", run.wallSeconds), 10) + pad(String(format: "%.3f", run.cpuSeconds), 10)
            + pad(grouped(run.eventsPerSecond), 12) + pad(grouped(run.eventsPerCPUSecond), 14)
            + pad(String(format: "%.1f", run.peakRSSMegabytes), 13)
    }

    static func summary(_ binary: Binary) -> String {
        guard let first = binary.runs.first, let last = binary.runs.last else { return "\(binary.label): no runs" }
        return "\(binary.label) (\(binary.path)): peak RSS \(grouped(Double(last.events))) − \(grouped(Double(first.events))) events "
            + String(format: "%+.1f MB", binary.peakRSSDifferenceMegabytes) + " (target ≤ \(Int(memoryDifferenceTarget)) MB); "
            + "\(grouped(last.eventsPerSecond)) events/s end to end (target ≥ \(grouped(eventsPerSecondTarget)))"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// A whole number with thousands separators: 4,000,000.
    static func grouped(_ value: Double) -> String {
        // Checked: a figure beyond Int (a run timed at 0 s) is written as Swift writes the double.
        guard let whole = Int(checking: value.rounded()) else { return value.isFinite ? "\(value)" : "-" }
        let digits = String(whole)
        var result = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
