import Foundation
import Testing
import TouchTestSupport

/// Verdicts a tester can trust, through the release binary: no check fails for want of trying, moving jitter is the
/// scatter about the path and not its turns, `--panel-size` is checked against the recording, and the help names
/// the three report files.
@Suite("Verdicts end to end: untested without evidence, jitter about the path, a checked panel size", .serialized)
struct VerdictsEndToEndTests {
    /// A trace once round a 280 × 160 mm rectangle from (20, 20) mm, sharp corners, at `speed` mm/s and `rate` Hz,
    /// each report pushed across the path by `push(index)` mm, on a 1280×800 recording of a 320 × 200 mm panel.
    static func rectangleTrace(speed: Double, rate: Double, push: (Int) -> Double) -> [String] {
        let width = 280.0, height = 160.0, perimeter = 2 * (width + height)
        let count = Int(perimeter / speed * rate)
        var lines: [String] = []
        for index in 0...count {
            let s = min(perimeter, Double(index) / rate * speed)
            let (x, y, normalX, normalY): (Double, Double, Double, Double) =
                s < width ? (20 + s, 20, 0, 1)
                : s < width + height ? (20 + width, 20 + s - width, 1, 0)
                : s < 2 * width + height ? (20 + width - (s - width - height), 20 + height, 0, 1)
                : (20, 20 + height - (s - 2 * width - height), 1, 0)
            let offset = push(index)
            // 4 px a millimetre.
            lines.append(Format1Lines.event(Double(index) / rate, index == 0 ? "down" : "move", 1, (x + normalX * offset) * 4, (y + normalY * offset) * 4))
        }
        lines.append(Format1Lines.event(Double(count + 1) / rate, "up", 1, 80, 80))
        return lines
    }

    static func checks(_ directory: String) throws -> [String: [String: Any]] {
        let report = try AcceptanceRecordings.report(directory)
        let checks = try #require(report["checks"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: checks.map { ($0["id"] as! String, $0) })
    }

    @Test("the demo pinch (a 1280x800 recording) with --panel-size 527x296mm: taken with a warning that 16:9 on 16:10 pixels makes them non-square; the only failure is the report rate it measured (47 Hz); separation, reach and contacts are untested and named")
    func demoPinchFailsOnlyOnEvidence() throws {
        let folder = try TemporaryDirectory("verdicts-demo")
        let demo = TestPaths.packageRoot.appendingPathComponent("docs/demo-session.jsonl").path
        let result = try runApp(["replay", demo, "--test-screen", "--headless", "--fast", "--report", folder.path("r"), "--panel-size", "527x296mm"])
        #expect(result.stderr.contains("--panel-size 527x296mm: aspect 1.8:1 but the recording's 1280x800 pixels are 1.6:1 (more than 10 % apart): the pixels are not square"), "\(result)")
        #expect(result.status == 0, "\(result)")
        let checks = try Self.checks(folder.path("r"))
        #expect(checks.values.filter { $0["result"] as? String == "fail" }.map { $0["id"] as! String } == ["reportRate"])
        for id in ["contactSeparation", "contactSeparationDiagonal", "edgeReach", "cornerReach", "contacts"] {
            #expect(checks[id]?["result"] as? String == "untested", "\(id): \(checks[id] ?? [:])")
        }
        let acceptance = try #require(try AcceptanceRecordings.report(folder.path("r"))["acceptance"] as? [String: Any])
        let untested = try #require(acceptance["untestedChecks"] as? [String])
        #expect(untested.contains("edgeReach") && untested.count == acceptance["untested"] as? Int)
        let html = try String(contentsOfFile: folder.path("r/report.html"), encoding: .utf8)
        #expect(html.contains("Untested: ") && html.contains("Edge reach"))
        // The pinch's fingers are still down when the recording ends: the page says so, not "down".
        #expect(html.contains("<td>still down at the end of the session</td>") && !html.contains("<td>down</td>"))
    }

    @Test("an exact trace round a rectangle, sharp corners, at 100 Hz and 150 mm/s: moving jitter 0; with every report pushed ±0.3 mm alternately: 0.3 mm; uniformly at random in ±0.3: 0.3 within 0.03")
    func movingJitterThroughTheBinary() throws {
        let folder = try TemporaryDirectory("verdicts-jitter")
        // A repeatable uniform sequence in ±0.3 (Knuth's 64-bit linear congruential generator, top 53 bits).
        var state: UInt64 = 7
        let random = (0...1200).map { _ -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) * 2 - 1) * 0.3
        }
        let cases: [(String, (Int) -> Double, ClosedRange<Double>)] = [
            ("exact", { _ in 0 }, 0...0),
            ("alternating", { $0 % 2 == 0 ? 0.3 : -0.3 }, 0.27...0.33),
            ("uniform", { random[$0] }, 0.27...0.33),
        ]
        for (name, push, expected) in cases {
            let recording = try Format1Lines.write("\(name).jsonl", Self.rectangleTrace(speed: 150, rate: 100, push: push), in: folder)
            let result = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--report", folder.path(name),
                                     "--panel-size", "320x200mm"])
            #expect(result.status == 0, "\(result)")
            let checks = try Self.checks(folder.path(name))
            let peak = try #require(checks["movingJitterPeak"]?["value"] as? Double)
            #expect(expected.contains(peak), "\(name): peak \(peak)")
            #expect(checks["movingJitterPeak"]?["result"] as? String == "pass")
        }
    }

    @Test("--panel-size 1x1mm, 527x29mm and a 4:3 size on a 16:10 recording exit 2 naming the mismatch; --force takes them; a size that fits gives no warning")
    func panelSizeChecked() throws {
        let folder = try TemporaryDirectory("verdicts-size")
        let recording = try Format1Lines.write("tap.jsonl", [Format1Lines.event(0, "down", 1, 640, 400), Format1Lines.event(0.1, "up", 1, 640, 400)], in: folder)
        let flat = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", "527x29mm"])
        #expect(flat.status == 2)
        #expect(flat.stderr == "touch-sandbox: --panel-size 527x29mm: aspect 18.2:1 but the recording's 1280x800 pixels are 1.6:1 (more than 25 % apart), and a 29 mm side is outside 30-3000 mm; give the panel's real size, or --force\n", "\(flat)")
        let tiny = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", "1x1mm"])
        #expect(tiny.status == 2)
        #expect(tiny.stderr == "touch-sandbox: --panel-size 1x1mm: aspect 1.0:1 but the recording's 1280x800 pixels are 1.6:1 (more than 25 % apart), and both 1 mm sides are outside 30-3000 mm; give the panel's real size, or --force\n", "\(tiny)")
        // The right aspect but a side no panel has.
        let wall = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", "8000x5000mm"])
        #expect(wall.status == 2 && wall.stderr == "touch-sandbox: --panel-size 8000x5000mm: its 8000 and 5000 mm sides are outside 30-3000 mm; give the panel's real size, or --force\n", "\(wall)")
        // A 4:3 size on 16:10 pixels: 20 % off is taken with a warning, 4:3 on 16:9 (1920x1080 window) is 33 % off.
        let square = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", "400x300mm"])
        #expect(square.status == 0 && square.stderr.contains("aspect 1.3:1 but the recording's 1280x800 pixels are 1.6:1 (more than 10 % apart): the pixels are not square"), "\(square)")
        let wide = try Format1Lines.write("wide.jsonl", [Format1Lines.event(0, "down", 1, 960, 540), Format1Lines.event(0.1, "up", 1, 960, 540)],
                                          width: 1920, height: 1080, in: folder)
        let stretched = try runApp(["replay", wide, "--test-screen", "--headless", "--fast", "--panel-size", "400x300mm"])
        #expect(stretched.status == 2 && stretched.stderr == "touch-sandbox: --panel-size 400x300mm: aspect 1.3:1 but the recording's 1920x1080 pixels are 1.8:1 (more than 25 % apart); give the panel's real size, or --force\n", "\(stretched)")
        for size in ["527x29mm", "1x1mm"] {
            let forced = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", size, "--force", "--report", folder.path(size)])
            #expect(forced.status == 0, "\(forced)")
        }
        let fits = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--panel-size", "474x296mm"])
        #expect(fits.status == 0 && !fits.stderr.contains("--panel-size"), "\(fits)")
    }

    @Test("test-screen --help and replay --help name report.json, report.png and report.html in --report DIR")
    func helpNamesTheReportFiles() throws {
        for command in ["test-screen", "replay"] {
            let help = try runApp([command, "--help"])
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.status == 0)
            for file in ["report.json", "report.png", "report.html"] { #expect(text.contains(file), "\(command): \(file)") }
        }
    }
}
