import Foundation
import Testing
import TouchEngine
import TouchTestSupport

/// Numbers far beyond any screen (1e19, 1e308) in every kind of input, through the release binary: each is refused
/// with exit 2 naming the file and the place, or taken without a trap. `Int(1e19)` traps with SIGILL, so every
/// float-to-integer conversion on their way is checked or clamped.
@Suite("No trap on a big number, end to end", .serialized)
struct BigNumberEndToEndTests {
    static let bigGestures = #"{"format":"touch-sandbox-gestures","version":1,"gestures":[{"name":"a","strokes":[[[1e19,0],[0,10]]]}]}"#

    /// One finger across the canvas in 40 px steps, then `x` at the third event.
    static func stroke(x: Double) -> [String] {
        [Format1Lines.event(0, "down", 1, 100, 600), Format1Lines.event(0.1, "move", 1, 200, 600),
         Format1Lines.event(0.2, "move", 1, x, 620), Format1Lines.event(0.3, "move", 1, 300, 650),
         Format1Lines.event(0.4, "up", 1, 300, 650)]
    }

    @Test("gestures record onto a file holding 1e19: exit 2 naming the file, line, place and axis; the file is untouched; --gestures refuses it alike")
    func gestureFileWith1e19() throws {
        let folder = try TemporaryDirectory("big-gestures")
        let big = try folder.write("big.json", Self.bigGestures + "\n")
        let recording = try Format1Lines.write("any.jsonl", Self.stroke(x: 250), in: folder)
        let message = "\(big):1: gestures[0].strokes[0][0]: x 1e+19 is out of range (-1000000 to 1000000 px)"
        let record = try runApp(["gestures", "record", big, "--name", "b", "--from", recording])
        #expect(record.status == 2 && record.stderr.contains(message), "\(record)")
        #expect(try String(contentsOfFile: big, encoding: .utf8) == Self.bigGestures + "\n")
        let replay = try replayHeadless(recording, scene: nil, in: folder, extra: ["--fast", "--gestures", big])
        #expect(replay.result.status == 2 && replay.result.stderr.contains(message), "\(replay.result)")
        #expect(replay.state == nil)
    }

    @Test("gestures record --from a recording with x = 1e19 or -1e308: exit 2 naming the recording, the stroke and the point; no file")
    func recordingWith1e19TaughtAsAGesture() throws {
        let folder = try TemporaryDirectory("big-gestures-from")
        for (value, text) in [(1e19, "1e+19"), (-1e308, "-1e+308")] {
            let recording = try Format1Lines.write("big.jsonl", Self.stroke(x: value), in: folder)
            let gestures = folder.path("new.json")
            let result = try runApp(["gestures", "record", gestures, "--name", "z", "--from", recording])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("\(recording): one-finger stroke 1, point 3: x \(text) is out of range (-1000000 to 1000000 px); \(gestures) is unchanged"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: gestures))
        }
    }

    @Test("a replay whose finger goes to x = 1e19 and y = -1e308 ends normally: exit 0, the state and the screenshot written")
    func replayWith1e19() throws {
        let folder = try TemporaryDirectory("big-replay")
        let events = [Format1Lines.event(0, "down", 1, 640, 400), Format1Lines.event(0.1, "move", 1, 1e19, 400),
                      Format1Lines.event(0.2, "move", 1, 640, -1e308), Format1Lines.event(0.3, "up", 1, 700, 450)]
        let recording = try Format1Lines.write("big.jsonl", events, in: folder)
        let shot = folder.path("shot.png")
        for extra in [["--fast", "--screenshot", shot], ["--speed", "100"], ["--fast", "--test-screen", "--report", folder.path("report")]] {
            let outcome = try replayHeadless(recording, scene: nil, in: folder, extra: extra)
            #expect(outcome.result.status == 0, "\(extra): \(outcome.result)")
            let touches = try #require(outcome.state).touches
            #expect(touches.totalContacts == 1 && touches.active == 0 && touches.rejectedEvents == 0, "\(touches)")
        }
        #expect(FileManager.default.fileExists(atPath: shot))
    }

    @Test("replay --calibrate of a recording whose id is 1e19 on one line: the line is named and skipped, and the unfinished calibration is exit 2 (a skipped line), not 1")
    func calibrationReplayWithASkippedLine() throws {
        let folder = try TemporaryDirectory("big-calibrate")
        let bad = #"{"t":0.2,"kind":"down","id":1e19,"x":128,"y":80,"pressure":1.0,"source":"touch"}"#
        let recording = try Format1Lines.write("taps.jsonl", [Format1Lines.event(0, "down", 1, 128, 80), Format1Lines.event(0.1, "up", 1, 128, 80), bad],
                                               in: folder)
        let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("report")])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("\(recording):4:"), "\(result.stderr)")
    }

    @Test("a scene with a sprite at x 1e19 is refused naming the field and its range; one scaled 1e308 is clamped to its maxScale 10; one turned 1e308 degrees is drawn turned -64°")
    func sceneWith1e19() throws {
        let folder = try TemporaryDirectory("big-scene")
        let image = TestPaths.image("gem")
        let recording = try Format1Lines.write("tap.jsonl", [Format1Lines.event(0, "down", 1, 10, 10), Format1Lines.event(0.1, "up", 1, 10, 10)], in: folder)
        for (field, value, message) in [
            ("x", "1e19", "sprites[0].x: 1e+19 is out of range (must be between -1000000 and 1000000)"),
            ("y", "-1e19", "sprites[0].y: -1e+19 is out of range (must be between -1000000 and 1000000)"),
            ("z", "1e19", "sprites[0].z: expected a whole number between -1000000000 and 1000000000, found 1e+19"),
            ("width", "1e19", "sprites[0].width: 1e+19 is out of range (must be greater than 0 and at most 65536)"),
            ("height", "1e999", "sprites[0].height: expected a finite number, found inf"),
        ] {
            var numbers = ["x": "300", "y": "200"]
            numbers[field] = value
            let fields = numbers.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ")
            let scene = try folder.write("scene.json", #"{"width": 1280, "height": 800, "sprites": [{"image": "\#(image)", \#(fields)}]}"#)
            let outcome = try replayHeadless(recording, scene: scene, in: folder)
            #expect(outcome.result.status == 2 && outcome.result.stderr.contains("\(scene):1: \(message)"), "\(field): \(outcome.result)")
            #expect(outcome.state == nil)
        }
        // A scale beyond the sprite's limits is clamped into them, with a warning naming the sprite.
        let scaled = try folder.write("scaled.json", #"{"width": 1280, "height": 800, "sprites": [{"id": "gem", "image": "\#(image)", "x": 300, "y": 200, "scale": 1e308}]}"#)
        let clamped = try replayHeadless(recording, scene: scaled, in: folder)
        #expect(clamped.result.status == 0 && clamped.result.stderr.contains("\(scaled): sprites[0] (\"gem\"): scale"), "\(clamped.result)")
        #expect(clamped.state?.sprites.first?.scale == 10)
        // A turn is a turn whatever its size: 1e308 degrees is -64° (SDL's software renderer crashed drawing it).
        let turned = try folder.write("turned.json", #"{"width": 1280, "height": 800, "sprites": [{"id": "gem", "image": "\#(image)", "x": 300, "y": 200, "rotation": 1e308}]}"#)
        let outcome = try replayHeadless(recording, scene: turned, in: folder, extra: ["--fast", "--screenshot", folder.path("turned.png")])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(try #require(outcome.state?.sprites.first).rotation == -64)
        #expect(Angle.normalizedDegrees(1e308).rounded() == -64)
    }

    @Test("--window 99999999999x1 and other sizes no window has: exit 2 naming the option and the limit")
    func hugeWindow() throws {
        let recording = TestPaths.recording("tap-flower.jsonl")
        for size in ["99999999999x1", "1x-99999999999", "16385x1"] {
            let result = try runApp(["replay", recording, "--headless", "--window", size])
            #expect(result.status == 2 && result.stderr.contains("--window \(size): width and height must be whole numbers from 1 to 16384"), "\(result)")
        }
        let beyondInt = try runApp(["replay", recording, "--headless", "--window", "99999999999999999999x1"])
        #expect(beyondInt.status == 2 && beyondInt.stderr.contains("99999999999999999999x1"), "\(beyondInt)")
        for speed in ["1e19", "1e308"] {
            let result = try runApp(["replay", recording, "--headless", "--speed", speed])
            #expect(result.status == 0, "--speed \(speed): \(result)")
        }
        for speed in ["nan", "inf", "-1e19"] {
            let result = try runApp(["replay", recording, "--headless", "--speed", speed])
            #expect(result.status == 2 && result.stderr.contains("--speed must be a number more than 0"), "--speed \(speed): \(result)")
        }
        for panel in ["1e19x100mm", "nanx100mm", "100x1e308mm"] {
            let result = try runApp(["replay", recording, "--headless", "--test-screen", "--panel-size", panel])
            #expect(result.status == 2 && result.stderr.contains("--panel-size"), "--panel-size \(panel): \(result)")
        }
    }
}

/// TUIO packets whose positions are 1e19 (float32, far beyond 0...1), from python-osc, under Xvfb with the HUD on.
@Suite("No trap on a big TUIO number, end to end", .serialized)
struct BigTUIONumberEndToEndTests {
    @Test("a TUIO 1.1 cursor and a TUIO 2.0 pointer sent to x = 1e19 and y = 1e19: both touches counted, none left down, exit 0; the recording replays")
    func tuioAt1e19() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("big-tuio")
        let port = try TUIOEndToEndTests.freePort()
        let statePath = folder.path("live.json"), recording = folder.path("session.jsonl")
        let result = try withAppUnderXvfb(["--tuio", String(port), "--hud", "--record", recording, "--state", statePath]) { app in
            let sent = try runProcess("python3", [PythonTUIOPeers.script("send-tuio-big.py"), String(port), "1e19"], timeout: 30)
            #expect(sent.status == 0 && sent.stdout == "sent 10\n", "\(sent)")
            Thread.sleep(forTimeInterval: 0.5)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let live = try AppState.read(statePath)
        #expect(live.touches.totalContacts == 2 && live.touches.active == 0 && live.touches.rejectedEvents == 0, "\(live.touches)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.contains(#""x":1.2799999975048253e+22"#) }.count == 2, "\(lines)")
        let replayed = try replayHeadless(recording, scene: nil, in: folder, stateName: "replayed.json")
        #expect(replayed.result.status == 0, "\(replayed.result)")
        #expect(replayed.state?.touches.totalContacts == 2)
    }
}
