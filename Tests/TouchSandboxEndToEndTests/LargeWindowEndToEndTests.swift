import Foundation
import Testing
import TouchTestSupport

/// Windows as large as users ask for: `--window` is limited to 16384 a side and 8192×4096 pixels, with
/// the reason, before anything is opened; up to the limit a session stays under 1 GB whatever it writes, and a
/// canvas drawn thousands of times its size (a 1×1 recording header) costs what the window shows. Memory is the
/// kernel's figure for the whole process (`/usr/bin/time`'s maximum resident set size): the frame is 128 MiB at the
/// limit, so a bound of 1 GB does not depend on the machine's speed or load.
@Suite("Large windows, end to end")
struct LargeWindowEndToEndTests {
    /// A format-1 recording whose header says the window was 1×1: one touch across it, 60 events a second for `seconds`.
    static func oneByOneRecording(in folder: TemporaryDirectory, seconds: Double = 1) throws -> String {
        let count = Int(seconds * 60)
        let events = (0...count).map { i in
            let kind = i == 0 ? "down" : i == count ? "up" : "move"
            return Format1Lines.event(Double(i) / 60, kind, 1, 0.1 + 0.8 * Double(i) / Double(count), 0.5)
        }
        return try Format1Lines.write("one-by-one.jsonl", events, width: 1, height: 1, in: folder)
    }

    /// Runs the app under `/usr/bin/time`; returns its result (time's line taken out of stderr) and its peak memory.
    /// `timeout` (the command, inside `time`) ends the app itself: killing `time` would leave the app running.
    static func runMeasured(_ arguments: [String], timeout: Int = 120) throws -> (result: ProcessResult, peakMegabytes: Double?) {
        var result = try runProcess("/usr/bin/time", ["-f", "peak-kilobytes %M", "timeout", "-s", "KILL", String(timeout),
                                                      TestPaths.binary] + arguments, timeout: TimeInterval(timeout + 30))
        var peak: Double?
        var kept: [Substring] = []
        for line in result.stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("peak-kilobytes "), let kilobytes = Double(line.dropFirst("peak-kilobytes ".count)) {
                peak = kilobytes / 1024
            } else {
                kept.append(line)
            }
        }
        result.stderr = kept.joined(separator: "\n")
        return (result, peak)
    }

    /// The width and height in a PNG file's header.
    static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static let limitMessage = "268435456 pixels, more than the limit of 33554432 (8192x4096, which an 8K display fits)"

    @Test("--test-screen --report at 16384x16384 is refused before anything opens: exit 2, the reason, no report")
    func testScreenReportAtTheLargestSideIsRefused() throws {
        let folder = try TemporaryDirectory("large-window-report")
        let recording = try Self.oneByOneRecording(in: folder)
        let report = folder.path("report")
        let run = try Self.runMeasured(["replay", recording, "--headless", "--test-screen", "--report", report,
                                        "--window", "16384x16384"])
        #expect(run.result.status == 2, "\(run.result)")
        #expect(run.result.stderr.contains("--window 16384x16384: " + Self.limitMessage), "\(run.result)")
        #expect(run.result.stderr.contains("1024 MiB at this size"), "\(run.result)")
        #expect(!FileManager.default.fileExists(atPath: report + "/report.json"))
        #expect(!FileManager.default.fileExists(atPath: report + "/report.png"))
        let peak = try #require(run.peakMegabytes)
        #expect(peak < 1000, "peak \(peak) MB")
    }

    @Test("a screenshot at 16384x16384 is refused the same way, and 8192x8192 too; 0x0 says what a size must be")
    func screenshotAtTheLargestSideIsRefused() throws {
        let folder = try TemporaryDirectory("large-window-screenshot")
        let recording = try Self.oneByOneRecording(in: folder)
        let shot = folder.path("shot.png")
        let run = try Self.runMeasured(["replay", recording, "--headless", "--fast", "--window", "16384x16384", "--screenshot", shot])
        #expect(run.result.status == 2, "\(run.result)")
        #expect(run.result.stderr.contains("--window 16384x16384: " + Self.limitMessage), "\(run.result)")
        #expect(!FileManager.default.fileExists(atPath: shot))
        #expect((run.peakMegabytes ?? .infinity) < 1000, "peak \(String(describing: run.peakMegabytes)) MB")

        let square = try runApp(["replay", recording, "--headless", "--fast", "--window", "8192x8192", "--screenshot", shot])
        #expect(square.status == 2, "\(square)")
        #expect(square.stderr.contains("--window 8192x8192: 67108864 pixels, more than the limit of 33554432"), "\(square)")
        let empty = try runApp(["replay", recording, "--headless", "--fast", "--window", "0x0"])
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.stderr.contains("--window 0x0: width and height must be whole numbers from 1 to 16384"), "\(empty)")
    }

    @Test("a recording with a 1×1 header in the test screen at 8192x4096, the largest window, in real time: report written, under 1 GB")
    func oneByOneCanvasAtTheLargestWindow() throws {
        let folder = try TemporaryDirectory("large-window-one-by-one")
        let recording = try Self.oneByOneRecording(in: folder, seconds: 2)
        let report = folder.path("report")
        let run = try Self.runMeasured(["replay", recording, "--headless", "--test-screen", "--report", report,
                                        "--window", "8192x4096"], timeout: 300)
        #expect(run.result.status == 0, "\(run.result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/report.json")))
                                    as? [String: Any])
        let contacts = try #require(json["contacts"] as? [[String: Any]], "\(json.keys.sorted())")
        #expect(contacts.count == 1, "\(contacts)")
        #expect((json["events"] as? [String: Any])?["total"] as? Int == 121, "\(String(describing: json["events"]))")
        #expect((json["window"] as? [String: Any]).map { $0["width"] as? Int == 1 && $0["height"] as? Int == 1 } == true)
        let size = try Self.pngSize(report + "/report.png")
        #expect(size.width == 8192 && size.height == 4096, "\(size)")
        let peak = try #require(run.peakMegabytes)
        #expect(peak < 1000, "peak \(peak) MB")
    }

    @Test("a sandbox replay at 8192x4096 saves its screenshot at that size, under 1 GB")
    func screenshotAtTheLargestWindow() throws {
        let folder = try TemporaryDirectory("large-window-sandbox")
        let recording = try Self.oneByOneRecording(in: folder)
        let shot = folder.path("shot.png")
        let run = try Self.runMeasured(["replay", recording, "--headless", "--fast", "--window", "8192x4096", "--screenshot", shot],
                                       timeout: 300)
        #expect(run.result.status == 0, "\(run.result)")
        let size = try Self.pngSize(shot)
        #expect(size.width == 8192 && size.height == 4096, "\(size)")
        let peak = try #require(run.peakMegabytes)
        #expect(peak < 1000, "peak \(peak) MB")
    }
}
