import Foundation
import Testing
import TouchTestSupport

/// A sprite zoomed 8× and dragged, replayed headless in real time on the software renderer: after the first frames,
/// the frames lay the sprite from the cells kept the frame before (`CopyCellCache`) rather than computing it again.
/// The last frame must be the very pixels the `--fast` replay draws, which computes it once from nothing, on the
/// scene's own shape and on a 16:9 window the scene is fitted into (sizes in fractions of a pixel).
@Suite("Zoomed drag, replayed in real time")
struct ZoomedDragReplayTests {
    /// The flower 8× and turned 30° in the middle of the canvas: it covers the canvas and reaches past it.
    static func zoomedScene(in folder: TemporaryDirectory) throws -> String {
        let sprite: [String: Any] = ["id": "flower", "image": TestPaths.image("flower"), "x": 640, "y": 400, "scale": 8,
                                     "rotation": 30, "maxScale": 10, "constrain": "none"]
        let scene: [String: Any] = ["width": 1280, "height": 800, "background": "#1e2430", "sprites": [sprite]]
        let path = folder.path("zoomed.json")
        try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys, .withoutEscapingSlashes])
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    /// One finger drags the zoomed flower about for 1.2 seconds (a move every sixtieth), ending 97 px right and 41 px up.
    static func dragRecording(in folder: TemporaryDirectory) throws -> String {
        var events = [Format1Lines.event(0, "down", 1, 640, 400)]
        for step in 1...72 {
            let t = Double(step) / 60
            let x = 640 + 150 * sin(Double(step) / 9) - 0.5 * Double(step)
            let y = 400 - 60 * sin(Double(step) / 13)
            events.append(Format1Lines.event(t, "move", 1, (x * 100).rounded() / 100, (y * 100).rounded() / 100))
        }
        events.append(Format1Lines.event(1.25, "move", 1, 737, 359))
        events.append(Format1Lines.event(1.3, "up", 1, 737, 359))
        return try Format1Lines.write("zoomed-drag.jsonl", events, in: folder)
    }

    @Test("the last frame of a real-time zoomed drag has the pixels of the same frame drawn once (--fast)",
          arguments: ["1280x800", "1600x900"])
    func realTimeDragDrawsTheSamePixels(window: String) throws {
        let folder = try TemporaryDirectory("touch-e2e-zoomed-drag")
        let scene = try Self.zoomedScene(in: folder)
        let recording = try Self.dragRecording(in: folder)
        let common = ["--window", window, "--no-overlay"]
        let live = try replayHeadless(recording, scene: scene, in: folder, stateName: "live.json",
                                      extra: common + ["--screenshot", folder.path("live.png")])
        let fast = try replayHeadless(recording, scene: scene, in: folder, stateName: "fast.json",
                                      extra: common + ["--fast", "--screenshot", folder.path("fast.png")])
        #expect(live.result.status == 0, "\(live.result)")
        #expect(fast.result.status == 0, "\(fast.result)")
        let livePixels = try RGBAPixels.read(folder.path("live.png"))
        let fastPixels = try RGBAPixels.read(folder.path("fast.png"))
        let differing = livePixels.differingPixels(from: fastPixels)
        #expect(differing == 0, "\(differing) pixels differ between the real-time replay's last frame and the --fast one")
        // The flower was dragged 97 px right and 41 px up, and covers the middle of the window.
        let flower = try #require(live.state?.sprites.first { $0.id == "flower" })
        #expect(flower.x == 737 && flower.y == 359, "flower at (\(flower.x), \(flower.y))")
        let middle = livePixels[livePixels.width / 2, livePixels.height / 2]
        #expect(middle != RGBAPixels.background, "the middle shows \(middle)")
    }
}
