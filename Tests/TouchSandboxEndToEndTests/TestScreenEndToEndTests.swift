import Foundation
import Testing
import TouchTestSupport

/// The touchscreen test's fixtures, and the size of the PNG the binary writes.
enum TestScreenBinary {
    static func fixture(_ name: String) -> String {
        TestPaths.fixtures.appendingPathComponent("test-screen/\(name)").path
    }

    /// Width and height from a PNG's IHDR chunk; nil when the bytes are not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard bytes.count > 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}

@Suite("Touchscreen test end to end: the binary replays a recording and writes the report", .serialized)
struct TestScreenEndToEndTests {
    @Test("ten fingers then a tap on each target, replayed headless and fast: 10 at once, 18 contacts, 0 stuck, 8 targets, a 1280×800 PNG")
    func tenFingerReplayWritesTheReport() throws {
        let folder = try TemporaryDirectory("test-screen")
        let directory = folder.url.appendingPathComponent("nested/report")
        let result = try runApp([
            "replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast", "--report", directory.path,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")

        let json = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let touches = try #require(report["touches"] as? [String: Any])
        #expect(touches["maxSimultaneous"] as? Int == 10)
        #expect(touches["totalContacts"] as? Int == 18)
        #expect(touches["active"] as? Int == 0)
        #expect((report["stuckTouches"] as? [Any])?.count == 0)
        #expect(report["targetsHit"] as? Int == 8)
        #expect((report["oddEvents"] as? [String: Any])?["total"] as? Int == 0)
        #expect((report["events"] as? [String: Any])?["total"] as? Int == 936)
        #expect((report["contacts"] as? [Any])?.count == 18)
        let heatmap = try #require(report["heatmap"] as? [String: Any])
        #expect(heatmap["columns"] as? Int == 32 && heatmap["rows"] as? Int == 20)

        let png = try Data(contentsOf: directory.appendingPathComponent("report.png"))
        let size = try #require(TestScreenBinary.pngSize(png))
        #expect(size.width == 1280 && size.height == 800)
    }

    @Test("the same replay twice writes the same report.json bytes")
    func reportIsDeterministic() throws {
        let folder = try TemporaryDirectory("test-screen")
        let base = folder.url
        var outputs: [Data] = []
        for run in ["a", "b"] {
            let directory = base.appendingPathComponent(run)
            let result = try runApp([
                "replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast", "--report", directory.path,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            outputs.append(try Data(contentsOf: directory.appendingPathComponent("report.json")))
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test("--screenshot captures the test screen at the window size given")
    func screenshotOfTheTestScreen() throws {
        let folder = try TemporaryDirectory("test-screen")
        let shot = folder.url.appendingPathComponent("screen.png")
        let result = try runApp([
            "replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast",
            "--window", "640x400", "--screenshot", shot.path,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let size = try #require(TestScreenBinary.pngSize(try Data(contentsOf: shot)))
        #expect(size.width == 640 && size.height == 400)
    }

    @Test("live test screen under Xvfb: a mouse drag is one contact; Esc ends it with exit 0 and the report written")
    func liveTestScreenQuitsCleanly() throws {
        let folder = try TemporaryDirectory("test-screen-live")
        let report = folder.path("report")
        let result = try withAppUnderXvfb(["test-screen", "--report", report]) { app in
            try app.xdo.drag(window: app.window, from: (300, 300), to: (500, 400))
            return try app.quitWithEscape()
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        let json = try Data(contentsOf: URL(fileURLWithPath: report + "/report.json"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect((parsed["touches"] as? [String: Any])?["totalContacts"] as? Int == 1)
        #expect((parsed["touches"] as? [String: Any])?["active"] as? Int == 0)
        #expect(FileManager.default.fileExists(atPath: report + "/report.png"))
    }

    @Test("the guided procedure under Xvfb: N skips to the crosshairs, two taps fill its progress bar, R forgets them; only the tap after counts in the report")
    func guidedProcedure() throws {
        let folder = try TemporaryDirectory("test-screen-guide")
        let report = folder.path("report")
        let progressGreen = RGBAPixels.Pixel(r: 0x2f, g: 0xb8, b: 0x6e, a: 0xff)
        let result = try withAppUnderXvfb(["test-screen", "--report", report, "--panel-size", "344x215mm"]) { app in
            Thread.sleep(forTimeInterval: 0.5)
            #expect(!(try app.screenshot(to: folder.path("start.png"))).contains(progressGreen))
            try app.xdo.key("n")
            try app.xdo.key("n")
            try app.xdo.click(window: app.window, button: 1, at: (128, 80))
            try app.xdo.click(window: app.window, button: 1, at: (640, 80))
            Thread.sleep(forTimeInterval: 0.5)
            #expect(try app.screenshot(to: folder.path("taps.png")).contains(progressGreen))
            try app.xdo.key("r")
            try app.xdo.click(window: app.window, button: 1, at: (1152, 80))
            Thread.sleep(forTimeInterval: 0.3)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        let parsed = try AcceptanceRecordings.report(report)
        let targets = try #require(parsed["accuracyTargets"] as? [[String: Any]])
        #expect(targets.filter { $0["tapX"] != nil }.map { $0["place"] as? String } == ["0.9,0.1"])
        #expect(FileManager.default.fileExists(atPath: report + "/report.html"))
    }

    @Test("test-screen without a display exits 1 and points to replay --test-screen --headless --report")
    func noDisplay() throws {
        let result = try runApp(["test-screen"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("replay FILE --test-screen --headless --report DIR"))
    }

    @Test("--report without --test-screen is a bad command line: exit 2")
    func reportNeedsTestScreen() throws {
        let result = try runApp(["replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--headless", "--report", "/tmp/x"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--report needs --test-screen"))
    }
}
