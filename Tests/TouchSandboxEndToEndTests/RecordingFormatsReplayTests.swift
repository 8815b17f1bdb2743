import Foundation
import Testing
import TouchTestSupport

/// Recordings of real devices as people share them, replayed end to end with `--headless --fast` onto the
/// five-sprite scene (gem 250,200 · flower 640,200; see `HeadlessReplayTests`).
@Suite("Headless replay of shared evemu and libinput recordings")
struct RecordingFormatsReplayTests {
    func replay(_ recording: String) throws -> (ReplayOutcome, AppState) {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let outcome = try replayHeadless(recording, scene: scene, in: folder)
        let state = try #require(outcome.state, "no state written: \(outcome.result)")
        return (outcome, state)
    }

    @Test("a bare evemu events file takes its axes from the .desc beside it and drags the gem to (400, 400)")
    func bareEvemuWithDescBeside() throws {
        // "E2E Panel.desc" declares 0…2559 × 0…1599, half a pixel a unit: device (500,400) → (800,800) is
        // (250,200) → (400,400), the gem's centre to the drop point.
        let (outcome, state) = try replay(TestPaths.recording("shared-evemu/E2E Panel.drag the gem.events"))
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(has(state["gem"], x: 400, y: 400, z: 4), "\(String(describing: state["gem"]))")
        #expect(state.touches.totalContacts == 1 && state.touches.active == 0)
    }

    @Test("a libinput record with a keyboard first replays the touchscreen: the flower goes to (700, 300)")
    func libinputRecord() throws {
        let (outcome, state) = try replay(TestPaths.recording("libinput-drag-flower.yml"))
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(has(state["flower"], x: 700, y: 300, z: 4), "\(String(describing: state["flower"]))")
        #expect(state.touches.totalContacts == 1 && state.touches.active == 0 && state.touches.rejectedEvents == 0)
    }

    @Test("a NaN coordinate written by Python reaches the engine, which refuses and counts it; the drag goes on")
    func pythonNaN() throws {
        let folder = try TemporaryDirectory()
        let recording = try folder.write("python.jsonl", """
            {"format": "touch-sandbox-recording", "version": 1, "width": 1280, "height": 800}
            {"t": 0.0, "kind": "down", "id": 1, "x": 250.0, "y": 200.0, "pressure": 1.0, "source": "touch"}
            {"t": 0.1, "kind": "move", "id": 1, "x": NaN, "y": 230.0, "pressure": 1.0, "source": "touch"}
            {"t": 0.2, "kind": "move", "id": 1, "x": 300.0, "y": 260.0, "pressure": 1.0, "source": "touch"}
            {"t": 0.3, "kind": "up", "id": 1, "x": 300.0, "y": 260.0, "pressure": 0.0, "source": "touch"}

            """)
        let (outcome, state) = try replay(recording)
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(state.touches.rejectedEvents == 1)
        #expect(has(state["gem"], x: 300, y: 260, z: 4), "\(String(describing: state["gem"]))")
    }

    @Test("replaying a FIFO exits 2 at once, saying it is not a regular file")
    func fifoIsRefused() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.path("pipe.jsonl")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try runApp(["replay", fifo, "--headless", "--fast"], timeout: 20)
        #expect(result.status == 2 && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains("\(fifo): not a regular file (a FIFO)"), "\(result.stderr)")
    }

    /// A Wacom Intuos5 touch's two-finger double tap as its evemu recording has it: each time, the second finger's
    /// slot gets a tracking id and a Y but never an X (the kernel sent only what changed).
    static let twoFingerDoubleTap = """
        # EVEMU 1.3
        N: Wacom Intuos5 touch M Finger
        I: 0003 056a 0027 0110
        P: 01 00 00 00 00 00 00 00
        A: 2f 0 15 0 0 0
        A: 35 0 4095 4 0 26
        A: 36 0 4095 4 0 43
        A: 39 0 65535 0 0 0
        E: 0.000000 0003 002f 0000
        E: 0.000000 0003 0039 0010
        E: 0.000000 0003 0035 1600
        E: 0.000000 0003 0036 1000
        E: 0.000000 0003 002f 0001
        E: 0.000000 0003 0039 0011
        E: 0.000000 0003 0036 1500
        E: 0.000000 0000 0000 0000
        E: 0.080000 0003 002f 0000
        E: 0.080000 0003 0039 -001
        E: 0.080000 0003 002f 0001
        E: 0.080000 0003 0039 -001
        E: 0.080000 0000 0000 0000
        E: 0.200000 0003 002f 0000
        E: 0.200000 0003 0039 0012
        E: 0.200000 0003 002f 0001
        E: 0.200000 0003 0039 0013
        E: 0.200000 0000 0000 0000
        E: 0.280000 0003 002f 0000
        E: 0.280000 0003 0039 -001
        E: 0.280000 0003 002f 0001
        E: 0.280000 0003 0039 -001
        E: 0.280000 0000 0000 0000

        """

    @Test("a two-finger double tap whose second slot never reports an X counts 4 contacts, 2 at once, each at a real place, with a note naming the slot")
    func slotWithoutX() throws {
        let folder = try TemporaryDirectory("slot-without-x")
        let recording = try folder.write("wacom.evemu", Self.twoFingerDoubleTap)
        let report = folder.path("report")
        let result = try runApp(["replay", recording, "--headless", "--fast", "--test-screen", "--report", report])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("\(recording): slot 1 (tracking id 11) at 0.0 s: no ABS_MT_POSITION_X was reported; the contact is counted at 1600, the axis' last known value"),
                "\(result.stderr)")
        let json = try CalibrationClicks.json(report + "/report.json")
        let touches = try #require(json["touches"] as? [String: Any])
        #expect(touches["totalContacts"] as? Int == 4 && touches["maxSimultaneous"] as? Int == 2, "\(touches)")
        let downs = try #require(json["contacts"] as? [[String: Any]]).compactMap { ($0["path"] as? [[Double]])?.first }
        // 1600 of 4096 across 1280 px is 500 px; Y 1000 and 1500 of 4096 down 800 px are 195.3 and 293.0 px.
        #expect(downs.map { [$0[0], $0[1]] } == [[500, 195.3], [500, 293], [500, 195.3], [500, 293]], "\(downs)")
    }

    @Test("a libinput record whose header nests 5,000 levels is refused at its line (exit 2), nothing replayed, no crash")
    func deeplyNestedHeader() throws {
        let folder = try TemporaryDirectory("deep-header")
        let original = try String(contentsOfFile: TestPaths.recording("libinput-drag-flower.yml"), encoding: .utf8)
        let recording = try folder.write("deep.yml", original.replacingOccurrences(of: "  kernel: \"6.1.0-18-amd64\"\n",
                                                                                  with: "  kernel: " + String(repeating: "{a: ", count: 5_000) + "1" + String(repeating: "}", count: 5_000) + "\n"))
        let result = try runApp(["replay", recording, "--headless", "--fast", "--state", folder.path("state.json")])
        #expect(result.status == 2 && !result.killedBySignal, "\(result.status) \(result.stderr.suffix(400))")
        #expect(result.stderr.contains("touch-sandbox: \(recording):8: nested deeper than 64 levels; not read"), "\(result.stderr.suffix(400))")
    }
}
