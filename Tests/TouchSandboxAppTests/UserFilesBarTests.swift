import Foundation
import Testing

/// The bar of issue 20: eight ways a tester's files, disks and reports went wrong, each run as a user runs it on the
/// release binary (live under Xvfb where a user would be live). Each case says what the user expects to see.
/// (Nesting, the misspelled scene field and touches left down at the end come with the parsers.)
@Suite("Files, disks and reports as users have them: the eight cases of the bar", .serialized)
struct UserFilesBarTests {
    // MARK: 2. Infinity in a report

    @Test("a touch moving from x = 1e155 to -1e155 in replay --test-screen: report.json and report.png are both written, each overflowing figure null and listed with why, exit 0")
    func infinityInReport() throws {
        let folder = try TemporaryDirectory("bar-infinity")
        let recording = try Format1Lines.write("far.jsonl", [Format1Lines.event(0, "down", 1, 1e155, 100), Format1Lines.event(0.1, "move", 1, -1e155, 100),
                                                             Format1Lines.event(0.2, "up", 1, -1e155, 100)], in: folder)
        let report = folder.path("report")
        let result = try runApp(["replay", recording, "--headless", "--fast", "--test-screen", "--report", report, "--state", folder.path("state.json")])
        #expect(result.status == 0, "\(result)")
        let json = try CalibrationClicks.json(report + "/report.json")
        let contact = try #require((json["contacts"] as? [[String: Any]])?.first)
        #expect(contact["travelPixels"] is NSNull)
        let figures = try #require(json["nonFiniteFigures"] as? [[String: String]])
        #expect(figures.first == ["field": "contacts[0].travelPixels",
                                  "reason": "+infinity: the input's positions or times are too large for this figure to be computed"])
        #expect((json["touches"] as? [String: Any])?["totalContacts"] as? Int == 1)
        let picture = try RGBAPixels.read(report + "/report.png")
        #expect(picture.width == 1280 && picture.height == 800)
        #expect(try AppState.read(folder.path("state.json")).touches.totalContacts == 1)
    }

    // MARK: 3. /dev/full

    @Test("--screenshot /dev/full exits 1 naming the file and 'No space left on device'; the state is still written")
    func screenshotOnFullDevice() throws {
        let folder = try TemporaryDirectory("bar-full")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let outcome = try replayHeadless(try Format1Lines.dragRecording(in: folder), scene: scene, in: folder,
                                         extra: ["--fast", "--screenshot", "/dev/full"])
        #expect(outcome.result.status == 1, "\(outcome.result)")
        #expect(outcome.result.stderr.contains("touch-sandbox: cannot save the screenshot: cannot write /dev/full: No space left on device"),
                "\(outcome.result.stderr)")
        #expect(!outcome.result.stderr.contains("screenshot saved"))
        #expect(has(outcome.state?["gem"], x: 450, y: 300))
    }

    // MARK: 4. FIFO + SIGTERM

    @Test("live, --state is a FIFO nobody reads: SIGTERM ends the app within the 5 s it waits for a reader, exit 1 naming the FIFO; a second SIGTERM ends the wait at once")
    func fifoAndTermination() throws {
        let folder = try TemporaryDirectory("bar-fifo")
        let fifo = folder.path("state.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let (patient, patientSeconds) = try withAppUnderXvfb(["--state", fifo]) { $0.endBySignals(SIGTERM) }
        #expect(patient.status == 1 && !patient.killedBySignal && !patient.timedOut, "\(patient)")
        #expect(patientSeconds >= 4.5 && patientSeconds < 15, "\(patientSeconds) s")
        #expect(patient.stderr.contains("touch-sandbox: cannot write the state to \(fifo): gave up after 5 s waiting for a program to open the FIFO for reading"),
                "\(patient.stderr)")

        let (hurried, hurriedSeconds) = try withAppUnderXvfb(["--state", fifo]) { $0.endBySignals(SIGTERM, then: SIGTERM) }
        #expect(hurried.status == 1 && !hurried.killedBySignal && !hurried.timedOut, "\(hurried)")
        #expect(hurriedSeconds < 2.5, "\(hurriedSeconds) s after the second SIGTERM")
        #expect(hurried.stderr.contains("touch-sandbox: cannot write the state to \(fifo): stopped waiting for a program to open the FIFO for reading: a termination signal came"),
                "\(hurried.stderr)")
    }

    // MARK: 5. An unwritable --state in live mode

    @Test("live, --state into a missing folder exits 2 at once naming it, before any window opens")
    func unwritableStateLive() throws {
        let folder = try TemporaryDirectory("bar-state")
        let missing = folder.path("no-such-folder/state.json")
        let result = try withXvfb { display in
            try runProcess(TestPaths.binary, ["--state", missing], environment: childEnvironment(display: display.name), timeout: 20)
        }
        #expect(result.status == 2 && !result.timedOut, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: cannot write the state to \(missing): the folder \(folder.path("no-such-folder")) does not exist"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("video driver"), "the session must not have started: \(result.stderr)")
    }

    // MARK: 7. Clustered calibration taps

    @Test("five calibration taps in a 100×64 px cluster shaped like the targets are refused: exit 1, no calibration.json, no udev rule printed")
    func clusteredCalibrationTaps() throws {
        let folder = try TemporaryDirectory("bar-calibration")
        let cluster = CalibrationClicks.targets.map { (x: Int((600 + $0.0 * 100).rounded()), y: Int((368 + $0.1 * 64).rounded())) }
        let recording = try folder.write("cluster.jsonl", CalibrationClicks.recording(cluster))
        let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out")])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("touch-sandbox: calibration refused: these taps cannot come from a real panel"), "\(result.stderr)")
        #expect(!result.stdout.contains("udev") && !result.stdout.contains("LIBINPUT_CALIBRATION_MATRIX"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/calibration.json")))
    }

}
