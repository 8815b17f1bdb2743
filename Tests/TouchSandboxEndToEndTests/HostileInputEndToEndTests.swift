import Foundation
import Testing
import TouchTestSupport

/// Valid-looking input that used to trap, hang or lose the state: each case ends with a clear exit code and
/// the state written where it should be.
@Suite("Hostile input end to end: no trap, no hang, the state always written", .serialized)
struct HostileInputEndToEndTests {
    @Test("--state into a missing folder or onto a directory exits 2 before the replay starts, naming the path and the reason")
    func unwritableState() throws {
        let folder = try TemporaryDirectory("state-unwritable")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.dragRecording(in: folder)
        let missing = folder.path("missing/state.json")
        let intoMissing = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", missing])
        #expect(intoMissing.status == 2, "\(intoMissing)")
        #expect(intoMissing.stderr.contains("touch-sandbox: cannot write the state to \(missing): the folder \(folder.path("missing")) does not exist"), "\(intoMissing.stderr)")
        #expect(!intoMissing.stderr.contains("video driver"), "the replay must not have started: \(intoMissing.stderr)")
        let onDirectory = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", folder.url.path])
        #expect(onDirectory.status == 2, "\(onDirectory)")
        #expect(onDirectory.stderr.contains("touch-sandbox: cannot write the state to \(folder.url.path): is a directory"), "\(onDirectory.stderr)")
    }

    @Test("--state through a symbolic link writes the link's target and keeps the link; a FIFO is written through, not replaced")
    func stateThroughLinksAndFIFOs() throws {
        let folder = try TemporaryDirectory("state-special")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.dragRecording(in: folder)
        let target = folder.path("real-state.json"), link = folder.path("state-link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real-state.json")
        let linked = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", link])
        #expect(linked.status == 0, "\(linked)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real-state.json")
        #expect(has(try AppState.read(target)["gem"], x: 450, y: 300))

        let fifo = folder.path("state.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try ChildProcess("cat", [fifo])
        let throughFIFO = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", fifo])
        #expect(throughFIFO.status == 0, "\(throughFIFO)")
        #expect(reader.waitForExit(timeout: 10))
        let read = reader.result()
        #expect(read.stdout.contains("\"gem\""), "\(read)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO must still be a FIFO")
    }

    @Test("--state on a full device (a private copy of /dev/full) exits 1 with 'No space left on device' and leaves the device node in place",
          .enabled(if: getuid() == 0, "creating a device node needs root"))
    func stateOnFullDevice() throws {
        let folder = try TemporaryDirectory("state-full")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.dragRecording(in: folder)
        let device = folder.path("full")
        // glibc's makedev(1, 7) (a macro Swift cannot import): minor in the low byte, major above it.
        #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
        let result = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", device])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        var info = stat()
        #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "the device node must not be replaced by a file")
    }

    @Test("SIGHUP ends the live app like SIGTERM: the state is written and the exit code is 0")
    func hangUpWritesTheState() throws {
        let folder = try TemporaryDirectory("hangup")
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--state", statePath]) { app in
            app.app.signal(SIGHUP)
            let ended = app.app.waitForExit(timeout: 15)
            return app.app.result(timedOut: !ended)
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        #expect(try AppState.read(statePath).sprites.count == 18)
    }

    @Test("a real-time replay whose clock jumps to 1e300 s does not wait for it: the pause is cut short with a notice")
    func clockJump() throws {
        let folder = try TemporaryDirectory("clock-jump")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try folder.write("jump.jsonl", [Format1Lines.header, Format1Lines.event(0, "down", 1, 250, 200), Format1Lines.event(0.1, "move", 1, 300, 200),
                                                        Format1Lines.event(1e300, "up", 1, 300, 200)].joined(separator: "\n") + "\n")
        let started = Date()
        let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: ["--speed", "1"])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(outcome.result.stderr.contains("nothing happens for"), "\(outcome.result.stderr)")
        #expect(outcome.state?.touches.active == 0)
        #expect(has(outcome.state?["gem"], x: 300, y: 200))
    }

    @Test("a 16384×16384 scene (the largest the format allows) replays headless in a window fitted to 4096×4096")
    func largestScene() throws {
        let folder = try TemporaryDirectory("huge-scene")
        let scene = try folder.write("huge.json", """
            {"width": 16384, "height": 16384, "sprites": [{"id": "gem", "image": "\(TestPaths.image("gem"))", "x": 8000, "y": 8000}]}
            """)
        let recording = try folder.write("tap.jsonl", [Format1Lines.header, Format1Lines.event(0, "down", 1, 8000, 8000), Format1Lines.event(0.1, "up", 1, 8000, 8000)].joined(separator: "\n") + "\n")
        let outcome = try replayHeadless(recording, scene: scene, in: folder)
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(outcome.state?.window == AppState.Size(width: 4096, height: 4096))
    }

    @Test("10,000 fingers down at once: 256 are tracked, the rest refused and counted; the replay stays fast and ends with none down")
    func tenThousandFingers() throws {
        let folder = try TemporaryDirectory("many-fingers")
        let scene = try TestScene.writeFiveSprites(in: folder)
        var lines = [Format1Lines.header]
        for id in 1...10_000 { lines.append(Format1Lines.event(0, "down", id, Double(id % 1280), Double(id % 800))) }
        for id in 1...10_000 { lines.append(Format1Lines.event(0.1, "move", id, Double(id % 1280) + 1, Double(id % 800))) }
        for id in 1...10_000 { lines.append(Format1Lines.event(0.2, "up", id, Double(id % 1280) + 1, Double(id % 800))) }
        let recording = try folder.write("many.jsonl", lines.joined(separator: "\n") + "\n")
        let started = Date()
        let outcome = try replayHeadless(recording, scene: scene, in: folder)
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(Date().timeIntervalSince(started) < 30)
        let touches = try #require(outcome.state?.touches)
        #expect(touches.maxSimultaneous == 256)
        #expect(touches.totalContacts == 256)
        #expect(touches.active == 0)
        #expect(touches.rejectedEvents == 3 * (10_000 - 256))
    }
}
