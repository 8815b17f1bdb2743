import Foundation
import Testing
import TouchTestSupport

/// The bar for users' files: eight ways a tester's files, disks and reports went wrong, each run as a user runs it on the
/// release binary (live under Xvfb where a user would be live). Each case says what the user expects to see.
@Suite("Files, disks and reports as users have them: the eight cases of the bar", .serialized)
struct UserFilesBarTests {
    // MARK: 1. Nesting

    @Test("a libinput record whose keyboard description nests 5,000 levels (10 KB) is refused at its line, and the touchscreen after it still replays: the flower is dragged, the state written, exit 2")
    func deepNesting() throws {
        let folder = try TemporaryDirectory("bar-nesting")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let original = try String(contentsOfFile: TestPaths.recording("libinput-drag-flower.yml"), encoding: .utf8)
        let nested = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let recording = try folder.write("nested.yml", original.replacingOccurrences(of: "      properties: []\n", with: "      properties: \(nested)\n"))
        // The keyboard's `properties:` is line 28 of the file.
        let outcome = try replayHeadless(recording, scene: scene, in: folder)
        #expect(outcome.result.status == 2 && !outcome.result.killedBySignal, "\(outcome.result.status) \(outcome.result.stderr.suffix(600))")
        #expect(outcome.result.stderr.contains("\(recording):28: device description: nested deeper than 64 levels; not read"), "\(outcome.result.stderr.suffix(600))")
        let state = try #require(outcome.state)
        #expect(has(state["flower"], x: 700, y: 300, z: 4), "\(String(describing: state["flower"]))")

        for mode in [["--test-screen", "--report", folder.path("report")], ["--calibrate", "--report", folder.path("calibration")]] {
            let result = try runApp(["replay", recording, "--headless", "--fast"] + mode)
            #expect(!result.killedBySignal && (result.status == 1 || result.status == 2), "\(mode): \(result.status) \(result.stderr.suffix(600))")
            #expect(result.stderr.contains("\(recording):28: device description: nested deeper than 64 levels"), "\(mode): \(result.stderr.suffix(600))")
        }
    }

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

    // MARK: 6. A misspelled scene field

    @Test("a scene with \"scael\": 2.5 exits 2 naming sprites[0].scael and suggesting scale")
    func misspelledSceneField() throws {
        let folder = try TemporaryDirectory("bar-scene")
        let scene = try folder.write("scene.json", """
            {"width": 1280, "height": 800,
             "sprites": [{"id": "gem", "image": "\(TestPaths.image("gem"))", "x": 250, "y": 200, "scael": 2.5}]}
            """)
        let outcome = try replayHeadless(try Format1Lines.dragRecording(in: folder), scene: scene, in: folder)
        #expect(outcome.result.status == 2, "\(outcome.result)")
        #expect(outcome.result.stderr.contains(#"touch-sandbox: \#(scene):2: sprites[0].scael: unknown field (did you mean "scale"?)"#),
                "\(outcome.result.stderr)")
        #expect(outcome.state == nil)
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

    // MARK: 8. Touches left down at the end

    /// An evemu recording of a finger that drags the gem from (250, 200) to (300, 200) and is still down, not
    /// moving, when the recording ends 20 s later (a touch that stuck).
    static let heldAtTheEnd = """
        # EVEMU 1.3
        N: Held Panel
        I: 0018 04f3 0001 0100
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 1279 0 0 10
        A: 36 0 799 0 0 10
        A: 39 0 65535 0 0 0
        E: 0.000000 0003 0039 0001
        E: 0.000000 0003 0035 0250
        E: 0.000000 0003 0036 0200
        E: 0.000000 0000 0000 0000
        E: 0.100000 0003 0035 0300
        E: 0.100000 0000 0000 0000
        E: 20.000000 0003 0036 0201
        E: 20.000000 0000 0000 0000

        """

    @Test("a recording that ends with a finger still down: the state counts it active where it is, the report keeps it down and stuck (not lifted), and the format 1 recording of the same touch gives the same state")
    func touchesLeftDownAtTheEnd() throws {
        let folder = try TemporaryDirectory("bar-held")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let evemu = try folder.write("held.evemu", Self.heldAtTheEnd)
        let replayed = try replayHeadless(evemu, scene: scene, in: folder)
        #expect(replayed.result.status == 0, "\(replayed.result)")
        #expect(replayed.result.stderr.contains("\(evemu): 1 touch still down when the recording ends; it stays down"), "\(replayed.result.stderr)")
        let state = try #require(replayed.state)
        #expect(state.touches == AppState.Touches(active: 1, totalContacts: 1, maxSimultaneous: 1, rejectedEvents: 0, cancelled: 0))
        #expect(has(state["gem"], x: 300, y: 201))
        #expect(state.taps.isEmpty)

        let format1 = try Format1Lines.write("held.jsonl", [Format1Lines.event(0, "down", 1, 250, 200), Format1Lines.event(0.1, "move", 1, 300, 200),
                                                          Format1Lines.event(20, "move", 1, 300, 201)], in: folder)
        let same = try replayHeadless(format1, scene: scene, in: folder, stateName: "format1.json")

        let report = folder.path("report")
        let tested = try runApp(["replay", evemu, "--headless", "--fast", "--test-screen", "--report", report])
        #expect(tested.status == 0, "\(tested)")
        let json = try CalibrationClicks.json(report + "/report.json")
        #expect((json["touches"] as? [String: Any])?["active"] as? Int == 1)
        let contact = try #require((json["contacts"] as? [[String: Any]])?.first)
        #expect(contact["ending"] as? String == "down")
        #expect(contact["endTime"] == nil)
        let stuck = try #require((json["stuckTouches"] as? [[String: Any]])?.first)
        #expect(stuck["ongoing"] as? Bool == true)
        #expect((json["activeTouches"] as? [[String: Any]])?.count == 1)
    }
}
