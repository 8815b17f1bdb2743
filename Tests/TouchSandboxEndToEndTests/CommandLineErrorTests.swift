import Foundation
import Testing
import TouchTestSupport

/// Exit codes and messages when something is missing or broken (INTERFACES.md: 1 runtime failure, 2 bad input).
/// None of these needs a display.
@Suite("Command line: failures and their messages")
struct CommandLineErrorTests {
    @Test("with DISPLAY and WAYLAND_DISPLAY unset, the sandbox exits 1 and advises `replay FILE --headless`")
    func noDisplayExitsOne() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let result = try runApp(["--scene", scene, "--state", folder.path("state.json")], timeout: 30)
        #expect(result.status == 1 && !result.killedBySignal, "\(result)")
        // "… or replay a recording without one: touch-sandbox replay FILE --headless"
        #expect(result.stderr.contains("no display") && result.stderr.contains("replay")
                && result.stderr.contains("--headless"), "\(result.stderr)")
    }

    @Test("a scene file that is not JSON exits 2 and the message names the file")
    func brokenSceneExitsTwo() throws {
        let folder = try TemporaryDirectory()
        let scene = try folder.write("broken-scene.json", #"{"width": 1280, "sprites": [ {"image": "x.png", "x": 1"#)
        let result = try runApp(["--scene", scene])
        #expect(result.status == 2 && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains(scene), "\(result.stderr)")
    }

    @Test("a sprite without its required x exits 2 naming the file and the field")
    func sceneMissingFieldExitsTwo() throws {
        let folder = try TemporaryDirectory()
        let scene = try folder.write("no-x.json", #"{"sprites": [ {"image": "\#(TestPaths.image("gem"))", "y": 10} ]}"#)
        let result = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--scene", scene, "--headless", "--fast"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(scene) && result.stderr.contains("sprites[0].x"), "\(result.stderr)")
    }

    @Test("a missing image with --strict exits 2 and the message names the image")
    func missingImageStrictExitsTwo() throws {
        let folder = try TemporaryDirectory()
        var sprites = TestScene.fiveSprites
        sprites[1].image = "no-such-flower"
        let scene = try TestScene.write(sprites, in: folder)
        let missing = TestPaths.image("no-such-flower")
        let run = try runApp(["--scene", scene, "--strict"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(missing), "\(run.stderr)")
        let replay = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--scene", scene, "--headless", "--fast", "--strict",
                                 "--state", folder.path("state.json")])
        #expect(replay.status == 2, "\(replay)")
        #expect(replay.stderr.contains(missing), "\(replay.stderr)")
    }

    @Test("an empty recording exits 2 with a message naming the file and saying it is empty")
    func emptyRecordingExitsTwo() throws {
        let folder = try TemporaryDirectory()
        let recording = try folder.write("empty.jsonl", "")
        let result = try runApp(["replay", recording, "--headless", "--fast"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(recording) && result.stderr.contains("empty"), "\(result.stderr)")
    }

    @Test("a foreign file (a scene, not a recording) exits 2 with 'not a touch recording'")
    func foreignRecordingExitsTwo() throws {
        let folder = try TemporaryDirectory()
        let recording = try folder.write("notes.txt", "shopping list\nmilk\n")
        let result = try runApp(["replay", recording, "--headless", "--fast"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(recording) && result.stderr.contains("not a touch recording"), "\(result.stderr)")
        let png = try runApp(["replay", TestPaths.image("gem"), "--headless", "--fast"])
        #expect(png.status == 2 && !png.killedBySignal, "\(png)")
        #expect(png.stderr.contains(TestPaths.image("gem")), "\(png.stderr)")
    }

    @Test("a malformed line 4 is named (file:4) and skipped: lines 5–6 still apply, and the exit code is 2")
    func malformedLineFour() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = TestPaths.recording("malformed-line-4.jsonl")
        let statePath = folder.path("state.json")
        let result = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", statePath])
        #expect(result.status == 2 && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains("\(recording):4"), "\(result.stderr)")
        let state = try AppState.read(statePath)
        // Line 2 grabs the gem at its centre, line 3 moves the finger to (262, 209), line 4 is skipped, line 5 moves
        // it to (300, 260) and line 6 lifts it there.
        #expect(has(state["gem"], x: 300, y: 260, z: 4), "\(String(describing: state["gem"]))")
        #expect(state.touches.active == 0)
        #expect(state.touches.totalContacts == 1)
        #expect(has(state["flower"], x: 640, y: 200, z: 0))
    }

    @Test("a bad window size and an unknown option exit 2")
    func badCommandLineExitsTwo() throws {
        let size = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--headless", "--window", "12x"])
        #expect(size.status == 2, "\(size)")
        let unknown = try runApp(["--no-such-option"])
        #expect(unknown.status == 2, "\(unknown)")
    }
}
