import Foundation
import Testing
import TouchTestSupport

/// The files a session leaves (`--state`, `--screenshot`, `--report DIR`) as users point them: checked before the
/// session starts (exit 2 naming the path), a write that fails at the end is exit 1 naming the file with the others
/// still written, and a FIFO never hangs the end of a session.
@Suite("Output files end to end: checked first, failures named, FIFOs bounded", .serialized)
struct OutputFilesEndToEndTests {
    private static func tenFingers() -> String { TestPaths.fixtures.appendingPathComponent("test-screen/ten-fingers.jsonl").path }

    /// `ln -s TARGET FOLDER/NAME`.
    private static func link(_ name: String, to target: String, in folder: String) throws {
        try FileManager.default.createSymbolicLink(atPath: (folder as NSString).appendingPathComponent(name), withDestinationPath: target)
    }

    @Test("--report paths that cannot be used exit 2 before the replay starts: empty, a file, report.json a directory, calibrate into a file")
    func unusableReportDirectories() throws {
        let folder = try TemporaryDirectory("report-unusable")
        let file = try folder.write("plain.txt", "x")
        let taken = folder.path("taken")
        try FileManager.default.createDirectory(atPath: taken + "/report.json", withIntermediateDirectories: true)
        let calibration = try folder.write("c.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([1, 0, 0, 0, 1, 0])))
        let cases: [([String], String)] = [
            (["replay", Self.tenFingers(), "--test-screen", "--report", ""], "touch-sandbox: cannot write the report: the directory path is empty"),
            (["replay", Self.tenFingers(), "--test-screen", "--report", file], "touch-sandbox: cannot use \(file) as the report directory: it is not a directory"),
            (["replay", Self.tenFingers(), "--test-screen", "--report", file + "/sub"],
             "touch-sandbox: cannot create the report directory \(file)/sub: \(file): not a directory"),
            (["replay", Self.tenFingers(), "--test-screen", "--report", taken], "touch-sandbox: cannot write the report to \(taken)/report.json: is a directory"),
            (["replay", calibration, "--calibrate", "--report", file], "touch-sandbox: cannot use \(file) as the report directory: it is not a directory"),
        ]
        for (arguments, message) in cases {
            let result = try runApp(arguments + ["--headless", "--fast"])
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("video driver"), "\(arguments): the session must not have started: \(result.stderr)")
        }
    }

    @Test("report.png on a full disk (a link to /dev/full) exits 1 naming report.png; report.json and the state are still written")
    func reportPictureOnFullDisk() throws {
        let folder = try TemporaryDirectory("report-full")
        let report = folder.path("report")
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        try Self.link("report.png", to: "/dev/full", in: report)
        let result = try runApp(["replay", Self.tenFingers(), "--headless", "--fast", "--test-screen", "--report", report,
                                 "--state", folder.path("state.json")])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: cannot write \(report)/report.png: No space left on device"), "\(result.stderr)")
        #expect(!result.stderr.contains("report written"), "\(result.stderr)")
        let json = try CalibrationClicks.json(report + "/report.json")
        #expect((json["touches"] as? [String: Any])?["maxSimultaneous"] as? Int == 10)
        #expect(try AppState.read(folder.path("state.json")).touches.maxSimultaneous == 10)
    }

    @Test("report.json on a full disk exits 1 naming report.json, and report.png is still written")
    func reportJSONOnFullDisk() throws {
        let folder = try TemporaryDirectory("report-json-full")
        let report = folder.path("report")
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        try Self.link("report.json", to: "/dev/full", in: report)
        let result = try runApp(["replay", Self.tenFingers(), "--headless", "--fast", "--test-screen", "--report", report])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: cannot write \(report)/report.json: No space left on device"), "\(result.stderr)")
        let picture = try RGBAPixels.read(report + "/report.png")
        #expect(picture.width == 1280 && picture.height == 800)
    }

    @Test("a screenshot into a FIFO: read by a program that comes a second later, the PNG arrives whole; read by one that closes after 100 bytes, exit 1 naming the FIFO (no death by SIGPIPE), the state still written")
    func screenshotIntoFIFO() throws {
        let folder = try TemporaryDirectory("screenshot-fifo")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.dragRecording(in: folder)
        let fifo = folder.path("shot.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let copy = folder.path("copy.png")
        let late = try ChildProcess("sh", ["-c", "sleep 1; cat \"$0\" > \"$1\"", fifo, copy])
        let whole = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--screenshot", fifo, "--state", folder.path("a.json")])
        #expect(whole.status == 0, "\(whole)")
        #expect(late.waitForExit(timeout: 10))
        #expect(try RGBAPixels.read(copy).width == 1280)

        let impatient = try ChildProcess("sh", ["-c", "head -c 100 \"$0\" > /dev/null", fifo])
        let cut = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--screenshot", fifo, "--state", folder.path("b.json")])
        #expect(cut.status == 1 && !cut.killedBySignal, "\(cut)")
        #expect(cut.stderr.contains("touch-sandbox: cannot save the screenshot: cannot write \(fifo): the program reading the FIFO closed it before the end"), "\(cut.stderr)")
        #expect(impatient.waitForExit(timeout: 10))
        #expect(has(try AppState.read(folder.path("b.json"))["gem"], x: 450, y: 300))
    }

    @Test("live test-screen with report.json a FIFO nobody reads: after Esc it waits 5 s, then report.png and the state are written and it exits 1 naming the FIFO")
    func reportFIFOInLiveTestScreen() throws {
        let folder = try TemporaryDirectory("report-fifo")
        let report = folder.path("report")
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        #expect(mkfifo(report + "/report.json", 0o600) == 0)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["test-screen", "--report", report, "--state", statePath]) { app in
            try app.xdo.drag(window: app.window, from: (300, 300), to: (500, 400))
            return try app.quitWithEscape(timeout: 20)
        }
        #expect(result.status == 1 && !result.timedOut && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: cannot write \(report)/report.json: gave up after 5 s waiting for a program to open the FIFO for reading"),
                "\(result.stderr)")
        #expect(try RGBAPixels.read(report + "/report.png").width == 1280)
        #expect(try AppState.read(statePath).touches.totalContacts == 1)
    }

    @Test("live, SIGINT ends the session and SIGHUP ends the FIFO waits: the screenshot and the state both give up at once, exit 1")
    func interruptThenHangUp() throws {
        let folder = try TemporaryDirectory("fifo-signals")
        let shot = folder.path("shot.fifo"), state = folder.path("state.fifo")
        #expect(mkfifo(shot, 0o600) == 0 && mkfifo(state, 0o600) == 0)
        let scene = try TestScene.writeFiveSprites(in: folder)
        let (result, seconds) = try withAppUnderXvfb(["--scene", scene, "--screenshot", shot, "--state", state]) {
            $0.endBySignals(SIGINT, then: SIGHUP)
        }
        #expect(result.status == 1 && !result.killedBySignal && !result.timedOut, "\(result)")
        #expect(seconds < 2.5, "\(seconds) s after SIGHUP")
        #expect(result.stderr.contains("touch-sandbox: cannot save the screenshot: cannot write \(shot): stopped waiting for a program to open the FIFO for reading: a termination signal came"),
                "\(result.stderr)")
        #expect(result.stderr.contains("cannot write the state to \(state): stopped waiting for a program to open the FIFO for reading: a termination signal came"),
                "\(result.stderr)")
    }
}
