import Foundation
import Logging
import Testing
import TouchEngine
import TouchRecipes
import TouchRecordings
import TouchSandboxSDL
@testable import TouchSandboxApp
import TouchTestSupport

/// The live loop when the app stalls (a slow frame under emulation, a busy kiosk): SDL stamps events when the app
/// reads them, so moves made during a stall arrive all at once, late. Input already waiting is applied before any
/// timer due after it began waiting: a drag stays a drag and a pinch a pinch, no long-press menu opens, and no
/// fling comes from a backlog that carries one time. The loop here is the driver's turn (gather the window's
/// events, hand them to the mode, advance the mode to now) with a clock and an event queue the test controls.
@Suite("A stalled live loop", .serialized)
struct StalledLoopTests {
    /// SDL's queue and clock, scripted: events wait in `queue` until the loop reads them.
    final class ScriptedPump: WindowEventPump {
        var clock = 0.0
        var queue: [InputEvent] = []
        func now() -> Double { clock }
        func poll() -> [InputEvent] { defer { queue.removeAll() }; return queue }
        func wait(timeoutMilliseconds: Int) -> [InputEvent] { poll() }
        func pollDevices() -> [InputEvent] { [] }
        var isHeadless: Bool { false }
    }

    /// Keeps the format 1 lines `--record` would write.
    final class MemoryRecorder: PointerRecorder {
        var lines: [String] = [RecordingWriter.headerLine(width: 1280, height: 800)]
        func record(_ event: PointerEvent) { RecordingWriter.line(for: event).map { lines.append($0) } }
        func record(_ input: ControlInput, at time: Double) { RecordingWriter.line(for: input, at: time).map { lines.append($0) } }
        func close() {}
    }

    /// The five-sprite scene as the live app runs it, fed by a scripted window.
    final class LiveSession {
        let pump = ScriptedPump()
        let source: WindowInputSource
        let mode: SandboxMode
        let recorder = MemoryRecorder()

        init(scene: String, kiosk: KioskConfiguration? = nil) throws {
            let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
            let loaded = try SceneLoader.load(path: scene, strict: true, logger: quiet)
            mode = SandboxMode(loaded: loaded, kiosk: kiosk, showOverlay: false, showHUD: false, recorder: recorder,
                               state: StateWriter(path: nil), title: "test", logger: quiet)
            source = WindowInputSource(pump: pump, role: .sessionInput)
        }

        /// Puts a touch event in SDL's queue, stamped as SDL stamps it: when the loop reads it (`readAt`).
        func queue(_ phase: PointerPhase, _ id: Int, _ x: Double, _ y: Double, readAt: Double) {
            pump.queue.append(.pointer(PointerEvent(phase, id: id, x: x, y: y, time: readAt, pressure: phase == .up ? 0 : 1, source: .touch)))
        }

        /// Whether the mode asked to stop (the kiosk's exit hold).
        var stopped = false

        /// One turn of `PlaybackDriver`'s live loop at `time` (which hands over `caughtUp` after every source's input).
        func turn(at time: Double) {
            pump.clock = time
            source.gather(upTo: time)
            var caughtUp: PlaybackInput?
            while let input = source.next() {
                if case .live(.caughtUp, _) = input {
                    caughtUp = input
                    continue
                }
                if !mode.handle(input) { stopped = true }
            }
            if let caughtUp, !mode.handle(caughtUp) { stopped = true }
            if !mode.advance(to: max(time, mode.time)) { stopped = true }
        }

        var sandbox: Sandbox { mode.session.sandbox }
        func sprite(_ id: String) -> Sprite? {
            let scene = sandbox.engine.scene
            return scene.handle(forID: id).map { scene[$0] }
        }
    }

    /// The gem (250, 200) pressed at 0 s; the app stalls for 1 s right after; the 20 moves the finger made, 200 px to
    /// the right, and its lift are read at once at 1.016 s.
    func stalledDrag(_ session: LiveSession) {
        session.queue(.down, 1, 250, 200, readAt: 0)
        session.turn(at: 0)
        session.turn(at: 0.016)
        for step in 1...20 { session.queue(.move, 1, 250 + Double(step) * 10, 200, readAt: 1.016) }
        session.turn(at: 1.016)
        session.queue(.up, 1, 450, 200, readAt: 1.05)
        session.turn(at: 1.05)
        session.turn(at: 2)
    }

    @Test("a finger lands on the gem, the app reads nothing for 1 s, then 200 px of moves at once: the gem is dragged 200 px, no menu, no fling")
    func stalledDragStaysADrag() throws {
        let folder = try TemporaryDirectory("stalled-drag")
        let session = try LiveSession(scene: try TestScene.writeFiveSprites(in: folder))
        stalledDrag(session)
        let gem = try #require(session.sprite("gem"))
        #expect(gem.pose.center == Vector2(450, 200))
        #expect(session.sandbox.menu == nil)
        #expect(session.sandbox.engine.recognizer(LongPressRecognizer.self)?.state != .began)
        #expect(!session.sandbox.isAnimating)
        // The recording says when the app stalled, so a replay holds the long press back the same way.
        #expect(session.recorder.lines.contains(#"{"t":0.016,"kind":"stall","until":1.016}"#), "\(session.recorder.lines)")
    }

    @Test("the backlog read in two pieces in one turn (the end of the loop's wait, then its next poll): still one drag of 200 px, no menu")
    func backlogReadInTwoPieces() throws {
        let folder = try TemporaryDirectory("stalled-two-reads")
        let session = try LiveSession(scene: try TestScene.writeFiveSprites(in: folder))
        session.queue(.down, 1, 250, 200, readAt: 0)
        session.turn(at: 0)
        session.turn(at: 0.016)
        for step in 1...10 { session.queue(.move, 1, 250 + Double(step) * 10, 200, readAt: 1.016) }
        session.pump.clock = 1.016
        session.source.wait(seconds: 0.01)
        for step in 11...20 { session.queue(.move, 1, 250 + Double(step) * 10, 200, readAt: 1.02) }
        session.turn(at: 1.02)
        session.queue(.up, 1, 450, 200, readAt: 1.05)
        session.turn(at: 1.05)
        session.turn(at: 2)
        #expect(session.sprite("gem")?.pose.center == Vector2(450, 200))
        #expect(session.sandbox.menu == nil)
    }

    @Test("a finger on the flower, 1 s stall, then the second finger landing and both spreading read at once: the flower doubles, no menu")
    func stalledPinchStaysAPinch() throws {
        let folder = try TemporaryDirectory("stalled-pinch")
        let session = try LiveSession(scene: try TestScene.writeFiveSprites(in: folder))
        session.queue(.down, 1, 600, 200, readAt: 0)
        session.turn(at: 0)
        session.turn(at: 0.016)
        // The first finger had begun to move outward when the second one landed, 40 ms later.
        session.queue(.move, 1, 596, 200, readAt: 1.016)
        session.queue(.down, 2, 676, 200, readAt: 1.016)
        for step in 1...10 {
            session.queue(.move, 1, 596 - Double(step) * 4, 200, readAt: 1.016)
            session.queue(.move, 2, 676 + Double(step) * 4, 200, readAt: 1.016)
        }
        session.turn(at: 1.016)
        session.queue(.up, 1, 556, 200, readAt: 1.05)
        session.queue(.up, 2, 716, 200, readAt: 1.05)
        session.turn(at: 1.05)
        session.turn(at: 2)
        // The first finger dragged the flower 4 px left; then the fingers went from 80 px apart to 160 about their
        // midpoint, which is where the flower's centre was.
        let flower = try #require(session.sprite("flower"))
        #expect(abs(flower.pose.scale - 2) < 1e-9, "scale \(flower.pose.scale)")
        #expect(abs(flower.pose.center.x - 636) < 1e-9 && abs(flower.pose.center.y - 200) < 1e-9, "\(flower.pose.center)")
        #expect(session.sandbox.menu == nil)
    }

    @Test("a finger held still on the gem while the loop runs still opens the menu at 0.5 s (nothing waited)")
    func heldFingerStillLongPresses() throws {
        let folder = try TemporaryDirectory("held-still")
        let session = try LiveSession(scene: try TestScene.writeFiveSprites(in: folder))
        session.queue(.down, 1, 250, 200, readAt: 0)
        session.turn(at: 0)
        session.turn(at: 0.49)
        #expect(session.sandbox.menu == nil)
        session.turn(at: 0.5)
        #expect(session.sandbox.menu != nil)
        #expect(!session.recorder.lines.contains { $0.contains("stall") })
    }

    @Test("a kiosk's exit hold (two fingers, 1 s): fingers whose lifts waited unread from 0.016 s and were read at 1.5 s do not end the kiosk; held to 1 s while the loop runs, they do")
    func kioskExitHoldWaitsForTheBacklog() throws {
        let folder = try TemporaryDirectory("stalled-kiosk")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let configuration = try KioskConfiguration.load(path: try folder.write("kiosk.json",
            #"{"exitGesture": {"fingers": 2, "holdSeconds": 1}, "idleResetSeconds": 0}"#))
        let stalled = try LiveSession(scene: scene, kiosk: configuration)
        stalled.queue(.down, 1, 640, 420, readAt: 0)
        stalled.queue(.down, 2, 700, 420, readAt: 0)
        stalled.turn(at: 0)
        stalled.turn(at: 0.016)
        stalled.queue(.up, 1, 640, 420, readAt: 1.5)
        stalled.queue(.up, 2, 700, 420, readAt: 1.5)
        stalled.turn(at: 1.5)
        stalled.turn(at: 3)
        #expect(!stalled.stopped && stalled.mode.exitGestureTime == nil)

        let held = try LiveSession(scene: scene, kiosk: configuration)
        held.queue(.down, 1, 640, 420, readAt: 0)
        held.queue(.down, 2, 700, 420, readAt: 0)
        held.turn(at: 0)
        held.turn(at: 0.5)
        held.turn(at: 1.0)
        #expect(held.stopped && held.mode.exitGestureTime == 1.0)
    }

    @Test("the recording of a stalled drag replays to the live result, as fast as possible and in real time")
    func replayOfAStalledDragAgrees() throws {
        let folder = try TemporaryDirectory("stalled-replay")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let live = try LiveSession(scene: scene)
        stalledDrag(live)
        let recording = try folder.write("stalled.jsonl", live.recorder.lines.joined(separator: "\n") + "\n")
        let expected = try #require(live.sprite("gem")).pose

        for pace in [RecordingInputSource.Pace.fast, .realTime(speed: 1)] {
            let replay = try LiveSession(scene: scene)
            let stream = try RecordingFile.open(path: recording, windowWidth: 1280, windowHeight: 800)
            var items: [RecordedInput] = []
            while let item = stream.next() { items.append(item) }
            if pace == .fast {
                for item in items { _ = replay.mode.handle(.recorded(item)) }
            } else {
                // The driver's real-time turns: every 10 ms of playhead, the items due, then the mode advanced to it.
                var playhead = 0.0, index = 0
                while playhead < 2 {
                    while index < items.count, Self.time(of: items[index]) <= playhead {
                        _ = replay.mode.handle(.recorded(items[index]))
                        index += 1
                    }
                    _ = replay.mode.advance(to: playhead)
                    playhead += 0.01
                }
            }
            replay.mode.settle()
            #expect(replay.sprite("gem")?.pose == expected, "\(pace)")
            #expect(replay.sandbox.menu == nil, "\(pace)")
        }
    }

    private static func time(of item: RecordedInput) -> Double {
        switch item {
        case .pointer(let event): event.time
        case .control(let control): control.time
        }
    }
}
