import Foundation
import Testing
import TouchTestSupport

/// Foundation's `deletingLastPathComponent` traps on a one-character relative path (swift-corelibs-foundation on
/// Linux), and the app used it to find a scene's images and a kiosk file's folder: `--scene s` ended in SIGILL.
@Suite("One-letter input files")
struct OneLetterInputFilesEndToEndTests {
    @Test("replay r --scene s --gestures g, one-letter files in the working directory: the scene loads its image and the drag moves the sprite")
    func oneLetterSceneRecordingAndGestures() throws {
        let folder = try TemporaryDirectory("one-letter")
        try FileManager.default.copyItem(atPath: TestPaths.image("bolt"), toPath: folder.path("i.png"))
        _ = try folder.write("s", #"{"width": 400, "height": 300, "sprites": [{"id": "bolt", "image": "i.png", "x": 200, "y": 150}]}"#)
        _ = try folder.write("g", #"{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "line", "strokes": [[[0, 0], [10, 0], [20, 0], [30, 0]]]}]}"#)
        _ = try Format1Lines.write("r", [
            Format1Lines.event(0, "down", 1, 200, 150), Format1Lines.event(0.05, "move", 1, 230, 160),
            Format1Lines.pointerEvent(0.1, "up", 1, 230, 160, pressure: 0),
        ], width: 400, height: 300, in: folder)
        let child = try ChildProcess(TestPaths.binary, ["replay", "r", "--scene", "s", "--gestures", "g", "--headless", "--fast",
                                                        "--strict", "--state", "t"],
                                     currentDirectory: folder.path(""))
        let result = child.result(timedOut: !child.waitForExit(timeout: 60))
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        let state = try AppState.read(folder.path("t"))
        #expect(state["bolt"]?.x == 230 && state["bolt"]?.y == 160, "\(state.sprites)")
    }
}
