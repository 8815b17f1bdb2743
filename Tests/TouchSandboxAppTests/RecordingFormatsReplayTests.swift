import Foundation
import Testing

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
}
