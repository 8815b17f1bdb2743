import Foundation
import Testing
import TouchTestSupport

/// The real app in a real X window (its own Xvfb per test), driven by real X11 pointer and key events
/// through xdotool. X11 pointer positions are whole pixels, so positions are checked to ±1 px.
/// Sprites are at scale 1, rotation 0, inertia off, unless a test says otherwise.
@Suite("Sandbox window under Xvfb", .serialized)
struct SandboxWindowTests {
    @Test("a left drag from (260, 205) to (460, 355) moves the gem by exactly (200, 150); scale and rotation unchanged")
    func leftDragMovesSprite() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in
            try app.xdo.drag(window: app.window, from: (260, 205), to: (460, 355))
            return try app.quitWithEscape()
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 450, y: 350, scale: 1, rotation: 0, z: 4, tolerance: 1), "\(String(describing: state["gem"]))")
        #expect(has(state["flower"], x: 640, y: 200, z: 0), "\(String(describing: state["flower"]))")
        #expect(state.environment.videoDriver == "x11")
        #expect(state.touches.active == 0 && state.touches.totalContacts == 1, "\(state.touches)")
    }

    @Test("a pin at the flower's centre and a left drag from 40 to 80 px right doubles it; a quarter arc turns it 90°; the pin stays put")
    func pinnedFingerPinchesAndRotates() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.write([
            TestScene.Sprite(id: "gem", image: "gem", x: 200, y: 200),
            TestScene.Sprite(id: "flower", image: "flower", x: 640, y: 400),
        ], in: folder)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in
            try app.xdo.click(window: app.window, button: 3, at: (640, 400))  // pin a finger at the centre
            try app.xdo.drag(window: app.window, from: (680, 400), to: (720, 400), steps: 10)
            // Then swing from 80 px right of the pin to 80 px below it, a quarter turn clockwise.
            let arc = (1...12).map { step -> (x: Int, y: Int) in
                let angle = Double(step) / 12 * Double.pi / 2
                return (640 + Int((80 * cos(angle)).rounded()), 400 + Int((80 * sin(angle)).rounded()))
            }
            try app.xdo.drag(window: app.window, from: (720, 400), through: arc)
            try app.xdo.click(window: app.window, button: 3, at: (640, 400))  // lift the pin
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        let flower = try #require(state["flower"])
        #expect(near(flower.scale, 2, 1e-2), "\(flower)")
        #expect(near(flower.rotation, 90, 0.5), "\(flower)")
        #expect(near(flower.x, 640, 1) && near(flower.y, 400, 1), "the pinned point moved: \(flower)")
        #expect(has(state["gem"], x: 200, y: 200, z: 0))
        #expect(state.touches.active == 0 && state.touches.maxSimultaneous == 2, "\(state.touches)")
    }

    @Test("SIGTERM while running writes the state (with the drag done so far) and exits 0")
    func sigtermWritesState() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in
            try app.xdo.drag(window: app.window, from: (250, 200), to: (350, 250))
            // The drag's last events reach the app before the signal does, even on a busy machine.
            Thread.sleep(forTimeInterval: 0.5)
            #expect(!FileManager.default.fileExists(atPath: statePath), "the state is written at exit, not before")
            let masks = app.app.signalMasks
            app.app.signal(SIGTERM)
            let ended = app.app.waitForExit(timeout: 10)
            #expect(ended, "the app ignored SIGTERM; its signal masks: \(masks)")
            return app.app.result(timedOut: !ended)
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 350, y: 250, tolerance: 1), "\(String(describing: state["gem"]))")
    }

    @Test("--screenshot at exit shows the gem where it was dragged and the background #1e2430 where it was")
    func screenshotShowsMovedSprite() throws {
        let folder = try TemporaryDirectory("touch-e2e-shot")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let shot = folder.path("shot.png")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", folder.path("state.json"), "--screenshot", shot, "--no-overlay"]) { app in
            try app.xdo.drag(window: app.window, from: (250, 200), to: (560, 420))
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        if ProcessInfo.processInfo.environment["KEEP_E2E_SCREENSHOT"] != nil {
            try? FileManager.default.removeItem(atPath: "/tmp/touch-e2e-screenshot.png")
            try FileManager.default.copyItem(atPath: shot, toPath: "/tmp/touch-e2e-screenshot.png")
        }
        let pixels = try RGBAPixels.read(shot)
        #expect(pixels.width == 1280 && pixels.height == 800)
        let gem = try RGBAPixels.read(TestPaths.image("gem"))
        let gemCentre = gem[76, 67]
        #expect(pixels[560, 420].isClose(to: gemCentre, tolerance: 3), "at the new centre: \(pixels[560, 420]), gem centre \(gemCentre)")
        #expect(pixels[250, 200] == RGBAPixels.background, "at the old centre: \(pixels[250, 200])")
        #expect(pixels[640, 200] != RGBAPixels.background, "the flower is still drawn")
    }

    @Test("a scene with a missing image starts without --strict and leaves that sprite out of the state")
    func missingImageIsLeftOut() throws {
        let folder = try TemporaryDirectory()
        var sprites = TestScene.fiveSprites
        sprites[1].image = "no-such-flower"
        let scene = try TestScene.write(sprites, in: folder)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--state", statePath]) { app in try app.quitWithEscape() }
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(TestPaths.image("no-such-flower")), "\(result.stderr)")
        let state = try AppState.read(statePath)
        #expect(state.sprites.map(\.id) == ["cloud", "gem", "heart", "sun"])
    }

    @Test("round trip: a live session recorded with --record, replayed headless, ends with the same sprites")
    func recordThenReplay() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = folder.path("rec.jsonl"), live = folder.path("live.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--record", recording, "--state", live]) { app in
            try app.xdo.drag(window: app.window, from: (250, 200), to: (330, 420))
            try app.xdo.drag(window: app.window, from: (1030, 200), to: (900, 330))
            try app.xdo.click(window: app.window, button: 1, at: (880, 580))
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let liveState = try AppState.read(live)
        #expect(liveState.touches.totalContacts == 3, "\(liveState.touches)")
        #expect(has(liveState["gem"], x: 330, y: 420, tolerance: 1) && has(liveState["heart"], x: 900, y: 330, tolerance: 1),
                "\(liveState.sprites.map(Placement.init))")
        let replayed = try replayHeadless(recording, scene: scene, in: folder, stateName: "replayed.json")
        #expect(replayed.result.status == 0, "\(replayed.result)")
        let replayedState = try #require(replayed.state)
        #expect(liveState.sprites.map(Placement.init) == replayedState.sprites.map(Placement.init))
        #expect(liveState.environment != replayedState.environment)  // x11 live, offscreen/dummy replayed
    }

    @Test("round trip with the wheel and keys: wheel zoom, Shift+wheel turn and the T key replay to the same state")
    func recordWheelAndKeysThenReplay() throws {
        let folder = try TemporaryDirectory()
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = folder.path("rec.jsonl"), live = folder.path("live.json")
        let result = try withAppUnderXvfb(["--scene", scene, "--record", recording, "--state", live]) { app in
            try app.xdo.move(window: app.window, to: (640, 200))
            for _ in 0..<3 { _ = try app.xdo.run(["click", "4"]); Thread.sleep(forTimeInterval: 0.1) }  // zoom in at the flower
            try app.xdo.move(window: app.window, to: (1030, 200))
            _ = try app.xdo.run(["keydown", "shift", "click", "4", "keyup", "shift"])  // turn the heart
            Thread.sleep(forTimeInterval: 0.1)
            try app.xdo.key("t")  // hide the tray
            Thread.sleep(forTimeInterval: 0.2)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let liveState = try AppState.read(live)
        #expect(near(try #require(liveState["flower"]).scale, 1.331, 1e-9), "\(liveState.sprites.map(Placement.init))")
        #expect(near(abs(try #require(liveState["heart"]).rotation), 15, 1e-9), "\(liveState.sprites.map(Placement.init))")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.contains(#""kind":"wheel""#) }.count == 4)
        #expect(lines.contains { $0.contains(#""kind":"key","key":"t""#) })
        let replayed = try replayHeadless(recording, scene: scene, in: folder, stateName: "replayed.json")
        #expect(replayed.result.status == 0, "\(replayed.result)")
        let replayedState = try #require(replayed.state)
        #expect(liveState.sprites.map(Placement.init) == replayedState.sprites.map(Placement.init))
    }
}

@Suite("Listing touch devices")
struct DevicesCommandTests {
    @Test("`devices` under Xvfb names the video driver and says there are no touch devices (Xvfb has none), exit 0")
    func devicesUnderXvfb() throws {
        let result = try withXvfb { display in
            try runApp(["devices"], environment: childEnvironment(display: display.name))
        }
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "video driver: x11\nno touch devices\n", "\(result.stdout)")
    }
}
