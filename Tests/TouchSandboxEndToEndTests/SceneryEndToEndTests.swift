import Foundation
import Testing
import TouchTestSupport

/// A kiosk scene with a picture behind everything: a sprite with `"touchable": false` is scenery, and touches pass
/// through it to the sprites and the canvas beneath, so a drag on the picture moves nothing, the gem beneath is
/// dragged and the picture is not offered in the tray. The bottom edge swipe shows the tray either way.
@Suite("Scenery: a sprite with touchable false lets touches through to the canvas")
struct SceneryEndToEndTests {
    /// A 1280×800 opaque picture under the gem (at 250, 200), touchable or not.
    private func scene(touchable: Bool?, in folder: TemporaryDirectory) throws -> String {
        let picture = folder.path("picture.png")
        let made = try runProcess("convert", ["-size", "1280x800", "xc:#335577", picture], timeout: 60)
        try #require(made.status == 0, "\(made)")
        let flag = touchable.map { #", "touchable": \#($0)"# } ?? ""
        return try folder.write("scene.json", """
        {"width": 1280, "height": 800, "background": "#1e2430", "sprites": [
          {"id": "picture", "image": "\(picture)", "x": 640, "y": 400, "constrain": "none"\(flag)},
          {"id": "gem", "image": "\(TestPaths.image("gem"))", "x": 250, "y": 200}]}
        """)
    }

    /// T hides the tray; a drag on the picture alone, a drag on the gem, a tap on the picture, a swipe up from the
    /// bottom edge.
    private var session: String {
        var recording = RecipeRecording()
        var t = recording.drag(1, from: (800, 500), to: (900, 550), at: 0.2)
        t = recording.drag(2, from: (250, 200), to: (350, 260), at: t + 0.5)
        recording.tap(3, (1000, 300), at: t + 0.5)
        t += 1.5
        recording.down(4, (640, 795), at: t)
        _ = recording.glide([(4, (646, 700))], from: t, steps: 8)
        recording.up(4, at: t + 0.2)
        var lines = recording.text.split(separator: "\n").map(String.init)
        lines.insert(#"{"t":0.050,"kind":"key","key":"t"}"#, at: 1)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("touchable false: the picture stays put, the gem is dragged, the tap lands on the canvas, the bottom swipe shows the tray, whose only thumbnail is the gem")
    func sceneryLetsTouchesThrough() throws {
        let folder = try TemporaryDirectory("scenery")
        let png = folder.path("final.png")
        let outcome = try replayHeadless(try folder.write("session.jsonl", session), scene: try scene(touchable: false, in: folder),
                                         in: folder, extra: ["--fast", "--no-overlay", "--screenshot", png])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        #expect(has(state["picture"], x: 640, y: 400, z: 0), "\(String(describing: state["picture"]))")
        #expect(has(state["gem"], x: 350, y: 260, z: 1), "\(String(describing: state["gem"]))")
        #expect(state.taps == [AppState.Tap(x: 1000, y: 300, count: 1, sprite: nil, fingers: nil)], "\(state.taps)")
        #expect(state.gestures == [AppState.Gesture(kind: "edgeSwipe", touch: 4, x: 640, y: 795, edge: "bottom")], "\(state.gestures)")
        // The tray is back along the bottom: its panel at (700, 760), one thumbnail (the gem) at x 8…88, none after it.
        let shown = try RGBAPixels.read(png)
        let picture = RGBAPixels.Pixel(r: 0x33, g: 0x55, b: 0x77, a: 0xff)
        #expect(shown[700, 760] != picture && shown[700, 760] != RGBAPixels.background, "\(shown[700, 760])")
        #expect(shown[48, 752] != shown[700, 760], "the gem's thumbnail")
        #expect(shown[136, 752] == shown[700, 760], "no thumbnail of the picture after the gem's: \(shown[136, 752])")
    }

    @Test("the same picture without the field is a sprite like any other: both drags move it and the tap is on it; the pull in from the bottom edge is still a swipe and leaves it where it was")
    func aTouchablePictureTakesTheTouches() throws {
        let folder = try TemporaryDirectory("scenery")
        let outcome = try replayHeadless(try folder.write("session.jsonl", session), scene: try scene(touchable: nil, in: folder),
                                         in: folder, extra: ["--fast", "--no-overlay"])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        // The first drag brings the picture to the front, so the second, meant for the gem, moves it too: +100, +50
        // then +100, +60. The swipe's finger landed on it in the bottom band: the picture followed the finger until
        // the pull was a swipe, then went back.
        #expect(has(state["picture"], x: 840, y: 510, z: 1), "\(String(describing: state["picture"]))")
        #expect(has(state["gem"], x: 250, y: 200, z: 0), "\(String(describing: state["gem"]))")
        #expect(state.taps.map(\.sprite) == ["picture"], "\(state.taps)")
        #expect(state.gestures == [AppState.Gesture(kind: "edgeSwipe", touch: 4, x: 640, y: 795, edge: "bottom")], "\(state.gestures)")
    }

    @Test("touchable must be true or false")
    func touchableIsABoolean() throws {
        let folder = try TemporaryDirectory("scenery")
        let scene = try folder.write("scene.json", #"{"sprites": [{"image": "\#(TestPaths.image("gem"))", "x": 1, "y": 2, "touchable": "no"}]}"#)
        let result = try runApp(["replay", TestPaths.recording("tap-flower.jsonl"), "--headless", "--fast", "--scene", scene])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(#"sprites[0].touchable: expected true or false, found "no""#), "\(result.stderr)")
    }
}
