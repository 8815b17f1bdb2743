import Foundation
import Testing
import TouchTestSupport

/// People rest a finger on a photo and then pinch it. The release binary, replaying a recording headless and live
/// under Xvfb with the mouse's pin: a finger held past the long press still pinches with the one that joins it.
@Suite("A held finger, then a pinch: end to end", .serialized)
struct HoldThenPinchEndToEndTests {
    @Test("a finger held still 0.85 s on the flower, then a second joining and spreading from 80 to 160 px apart: the flower ends at scale 2",
          arguments: [["--fast"], ["--speed", "4"]])
    func heldThenJoinedReplay(pace: [String]) throws {
        let folder = try TemporaryDirectory("hold-pinch")
        let scene = try TestScene.writeFiveSprites(in: folder)
        var lines = [Format1Lines.event(0, "down", 1, 600, 200)]
        lines.append(Format1Lines.event(0.85, "down", 2, 680, 200))
        for step in 1...10 {
            let half = 40 + 40 * Double(step) / 10
            lines.append(Format1Lines.event(0.85 + 0.02 * Double(step), "move", 1, 640 - half, 200))
            lines.append(Format1Lines.event(0.85 + 0.02 * Double(step), "move", 2, 640 + half, 200))
        }
        lines += [Format1Lines.event(1.3, "up", 2, 720, 200), Format1Lines.event(1.35, "up", 1, 560, 200)]
        let recording = try Format1Lines.write("hold-then-pinch.jsonl", lines, in: folder)
        let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: pace)
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        #expect(has(state["flower"], x: 640, y: 200, scale: 2, rotation: 0, tolerance: 1e-9), "\(String(describing: state["flower"]))")
        #expect(state.taps.isEmpty && state.touches.totalContacts == 2)
    }

    @Test("live: a right-click pin held 0.8 s on the flower (its long press fires), then a left drag from 40 to 80 px right doubles the flower")
    func pinThenLateDrag() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.write([
            TestScene.Sprite(id: "gem", image: "gem", x: 200, y: 200),
            TestScene.Sprite(id: "flower", image: "flower", x: 640, y: 400),
        ], in: folder)
        let statePath = folder.path("state.json"), shot = folder.path("menu.png")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in
            try app.xdo.click(window: app.window, button: 3, at: (640, 400))  // pin a finger at the centre
            Thread.sleep(forTimeInterval: 0.8)
            try app.xdo.drag(window: app.window, from: (680, 400), to: (720, 400), steps: 10)
            _ = try app.screenshot(to: shot)
            keepScreenshot(shot, "pin-then-late-drag")
            try app.xdo.click(window: app.window, button: 3, at: (640, 400))  // lift the pin
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        let flower = try #require(state["flower"])
        #expect(near(flower.scale, 2, 1e-2) && near(flower.rotation, 0, 0.5), "\(flower)")
        #expect(near(flower.x, 640, 1) && near(flower.y, 400, 1), "the pinned point moved: \(flower)")
        #expect(state.touches.active == 0 && state.touches.maxSimultaneous == 2, "\(state.touches)")
        #expect(state.taps.isEmpty)
    }
}
