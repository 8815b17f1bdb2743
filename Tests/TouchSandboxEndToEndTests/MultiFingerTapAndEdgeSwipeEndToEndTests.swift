import Foundation
import Testing
import TouchTestSupport

/// Multi-finger taps and edge swipes from the scenario side: recordings replayed through the release binary onto
/// the recipe scene (flower at (200, 200)), the state and the final frame read back.
@Suite("Multi-finger taps and edge swipes end to end")
struct MultiFingerTapAndEdgeSwipeEndToEndTests {
    /// The tray hidden (T), the flower dragged by (+100, +60), a two-finger tap on the canvas, a three-finger tap,
    /// then (when `swipe`) a finger pulled up from the bottom edge.
    static func session(swipe: Bool) -> String {
        var recording = RecipeRecording()
        var text = recording.text
        var t = recording.drag(1, from: (200, 200), to: (300, 260), at: 0.2)
        t += 0.5
        recording.down(2, (600, 550), at: t)
        recording.down(3, (660, 552), at: t + 0.03)
        recording.move(2, (602, 551), at: t + 0.08)
        recording.up(2, at: t + 0.12)
        recording.up(3, at: t + 0.13)
        t += 1
        recording.down(4, (400, 600), at: t)
        recording.down(5, (460, 600), at: t + 0.02)
        recording.down(6, (520, 600), at: t + 0.05)
        recording.up(4, at: t + 0.15)
        recording.up(5, at: t + 0.16)
        recording.up(6, at: t + 0.16)
        t += 1
        if swipe {
            recording.down(7, (640, 795), at: t)
            recording.glide([(7, (646, 700))], from: t, steps: 8)
            recording.up(7, at: t + 0.2)
        }
        // The T key before every touch: the tray starts hidden.
        var lines = recording.text.split(separator: "\n").map(String.init)
        lines.insert(#"{"t":0.050,"kind":"key","key":"t"}"#, at: 1)
        text = lines.joined(separator: "\n") + "\n"
        return text
    }

    @Test("a two-finger tap undoes the flower's drag, a three-finger tap is listed with its count, a swipe up from the bottom edge shows the tray")
    func tapsAndSwipe() throws {
        let folder = try TemporaryDirectory("touch-e2e-multi")
        let recording = try folder.write("session.jsonl", Self.session(swipe: true))
        let png = folder.path("final.png")
        let outcome = try replayHeadless(recording, scene: RecipeFixtures.scene, in: folder,
                                         extra: ["--fast", "--no-overlay", "--screenshot", png])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        #expect(state.taps == [
            AppState.Tap(x: 630, y: 551, count: 1, sprite: nil, fingers: 2),
            AppState.Tap(x: 460, y: 600, count: 1, sprite: nil, fingers: 3),
        ], "\(state.taps)")
        #expect(state.gestures == [AppState.Gesture(kind: "edgeSwipe", touch: 7, x: 640, y: 795, edge: "bottom")], "\(state.gestures)")
        // The flower was dragged to (300, 260); the two-finger tap eased it back.
        #expect(has(state["flower"], x: 200, y: 200), "\(String(describing: state["flower"]))")
        // The tray shows along the bottom: its panel, not the canvas, at (700, 760).
        let shown = try RGBAPixels.read(png)
        #expect(shown[700, 760] != RGBAPixels.background, "\(shown[700, 760])")

        let still = try TemporaryDirectory("touch-e2e-multi")
        let without = try still.write("session.jsonl", Self.session(swipe: false))
        let plain = still.path("final.png")
        let second = try replayHeadless(without, scene: RecipeFixtures.scene, in: still, extra: ["--fast", "--no-overlay", "--screenshot", plain])
        #expect(second.result.status == 0 && second.state?.gestures.isEmpty == true, "\(second.result)")
        #expect(try RGBAPixels.read(plain)[700, 760] == RGBAPixels.background)
    }

    @Test("live under Xvfb: a mouse pulled up from the bottom edge on the flower's petal shows the tray and leaves the flower where it was; dragged along the edge, the flower follows")
    func liveEdgeSwipeOverASprite() throws {
        let folder = try TemporaryDirectory()
        // The flower (176×176) sits on the bottom edge: its lower petal reaches y 795, inside the 24 px band.
        let scene = try TestScene.write([TestScene.Sprite(id: "flower", image: "flower", x: 640, y: 712)], in: folder)
        let statePath = folder.path("state.json"), shot = folder.path("edge-swipe.png")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in
            try app.xdo.key("t")  // hide the tray
            try app.xdo.drag(window: app.window, from: (630, 785), to: (631, 700), steps: 8, hold: 0.05)
            Thread.sleep(forTimeInterval: 0.5)  // the flower eases back (0.15 s)
            let shown = try app.screenshot(to: shot)
            keepScreenshot(shot, "edge-swipe-over-a-sprite")
            // The tray's panel is back along the bottom (beside the flower); the flower's centre is where it was.
            #expect(shown[1000, 760] != shown[1000, 400], "the tray's panel: \(shown[1000, 760]) against the canvas \(shown[1000, 400])")
            #expect(shown[640, 712] != shown[1000, 400], "the flower's centre: \(shown[640, 712])")
            try app.xdo.key("t")
            try app.xdo.drag(window: app.window, from: (630, 785), to: (800, 784), steps: 10)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        #expect(state.gestures == [AppState.Gesture(kind: "edgeSwipe", touch: 1, x: 630, y: 785, edge: "bottom")], "\(state.gestures)")
        #expect(has(state["flower"], x: 810, y: 711, z: 0), "\(String(describing: state["flower"]))")
    }
}
