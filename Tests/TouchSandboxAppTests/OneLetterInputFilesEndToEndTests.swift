import Foundation
import Testing

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
        _ = try folder.write("r", """
            {"format":"touch-sandbox-recording","version":1,"width":400,"height":300}
            {"t":0.000,"kind":"down","id":1,"x":200.0,"y":150.0,"pressure":1.0,"source":"touch"}
            {"t":0.050,"kind":"move","id":1,"x":230.0,"y":160.0,"pressure":1.0,"source":"touch"}
            {"t":0.100,"kind":"up","id":1,"x":230.0,"y":160.0,"pressure":0.0,"source":"touch"}

            """)
        let child = try ChildProcess(TestPaths.binary, ["replay", "r", "--scene", "s", "--gestures", "g", "--headless", "--fast",
                                                        "--strict", "--state", "t"],
                                     currentDirectory: folder.path(""))
        let result = child.result(timedOut: !child.waitForExit(timeout: 60))
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        let state = try AppState.read(folder.path("t"))
        #expect(state["bolt"]?.x == 230 && state["bolt"]?.y == 160, "\(state.sprites)")
    }
}
