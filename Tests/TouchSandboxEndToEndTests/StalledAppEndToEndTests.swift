import Foundation
import Testing
import TouchTestSupport

/// The live app stopped (SIGSTOP) for a second just after a press, while the mouse keeps moving: the X server
/// queues the motion, and the app reads it all at once when it runs again, stamped with that late time. As on a
/// busy kiosk, the drag must stay a drag: the gem follows the mouse and no long-press menu opens.
@Suite("A stalled app, live under Xvfb and replayed", .serialized)
struct StalledAppEndToEndTests {
    @Test("press on the gem, the app stopped 1 s while the mouse moves 200 px, resumed, released: the gem moved 200 px and no menu opened")
    func dragDuringAStallStaysADrag() throws {
        let folder = try TemporaryDirectory("stalled-app")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let statePath = folder.path("state.json"), before = folder.path("before.png"), after = folder.path("after.png")
        let recording = folder.path("live.jsonl")
        let result = try withAppUnderXvfb(["--scene", scene, "--no-overlay", "--state", statePath, "--record", recording]) { app in
            _ = try app.screenshot(to: before)
            try app.xdo.run(["mousemove", "--window", app.window, "250", "200", "sleep", "0.1", "mousedown", "1", "sleep", "0.1"])
            app.app.signal(SIGSTOP)
            let stopped = Date()
            for step in 1...10 { try app.xdo.run(["mousemove", "--window", app.window, "\(250 + step * 20)", "200", "sleep", "0.03"]) }
            Thread.sleep(forTimeInterval: max(0, 1 - Date().timeIntervalSince(stopped)))
            app.app.signal(SIGCONT)
            try app.xdo.run(["sleep", "0.2", "mouseup", "1", "sleep", "0.4"])
            _ = try app.screenshot(to: after)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 450, y: 200, tolerance: 0), "\(String(describing: state["gem"]))")
        keep(after, as: "stalled-app-after.png")
        // What changed on screen is the gem leaving its place and arriving at the new one, nothing else: the menu
        // (beside the gem, five items down to y 376) would change thousands of pixels outside those two squares.
        let a = try RGBAPixels.read(before), b = try RGBAPixels.read(after)
        // The gem is drawn 144 px wide: a square of 80 px each way from its centre holds it.
        var elsewhere = 0, atNewPlace = 0, firstElsewhere: (Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where !a[x, y].isClose(to: b[x, y], tolerance: 8) {
                let inOld = abs(x - 250) <= 80 && abs(y - 200) <= 80, inNew = abs(x - 450) <= 80 && abs(y - 200) <= 80
                if inNew { atNewPlace += 1 }
                if !inOld && !inNew {
                    elsewhere += 1
                    firstElsewhere = firstElsewhere ?? (x, y)
                }
            }
        }
        #expect(atNewPlace > 2_000, "the gem is not drawn at its new place: \(atNewPlace) pixels changed there")
        // The recording notes the stall, and replays (fast and in real time) to where the live gem went.
        let lines = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(lines.contains(#""kind":"stall""#), "\(lines)")
        for pace in [["--fast"], []] {
            let replayed = try replayHeadless(recording, scene: scene, in: folder, stateName: "replayed.json", extra: pace)
            #expect(has(replayed.state?["gem"], x: 450, y: 200, tolerance: 0), "\(pace): \(String(describing: replayed.state?["gem"]))")
        }
        #expect(elsewhere == 0, "\(elsewhere) pixels changed outside the gem's old and new squares (a menu?), the first at \(String(describing: firstElsewhere))")
    }

    /// What `--record` writes for the stall above: a press at 0, the loop's last look at the queue at 0.016 s, the
    /// long press due at 0.5 s held back, the moves read at 1.016 s.
    static func stalledRecording(withStallLine: Bool) -> String {
        var events = [Format1Lines.pointerEvent(0.0, "down", 1, 250, 200, source: "mouse")]
        if withStallLine { events.append(#"{"t":0.016,"kind":"stall","until":1.016}"#) }
        for step in 1...10 {
            events.append(Format1Lines.pointerEvent(1.016, "move", 1, Double(250 + step * 20), 200, source: "mouse"))
        }
        events.append(Format1Lines.pointerEvent(1.2, "up", 1, 450, 200, pressure: 0, source: "mouse"))
        return Format1Lines.text(events)
    }

    @Test("the recording of that stall replays to the live result, fast and in real time; an earlier version's recording (no stall line) replays as that version behaved, a long press")
    func replayOfTheStall() throws {
        let folder = try TemporaryDirectory("stalled-replay-e2e")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try folder.write("stalled.jsonl", Self.stalledRecording(withStallLine: true))
        for pace in [["--fast"], []] {
            let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: pace)
            #expect(outcome.result.status == 0, "\(pace): \(outcome.result)")
            #expect(has(outcome.state?["gem"], x: 450, y: 200, tolerance: 0), "\(pace): \(String(describing: outcome.state?["gem"]))")
        }
        let old = try folder.write("old.jsonl", Self.stalledRecording(withStallLine: false))
        let outcome = try replayHeadless(old, scene: scene, in: folder)
        #expect(has(outcome.state?["gem"], x: 250, y: 200, tolerance: 0), "\(String(describing: outcome.state?["gem"]))")
    }

    private func keep(_ path: String, as name: String) {
        guard ProcessInfo.processInfo.environment["KEEP_E2E_SCREENSHOT"] != nil else { return }
        let kept = "/tmp/\(name)"
        try? FileManager.default.removeItem(atPath: kept)
        try? FileManager.default.copyItem(atPath: path, toPath: kept)
    }
}
