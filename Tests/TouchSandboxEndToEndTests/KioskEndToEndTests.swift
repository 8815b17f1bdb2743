import Foundation
import Testing
import TouchTestSupport

/// A scene smaller than the screen with another aspect ratio, so fullscreen shows as letterboxing.
private func writeSmallScene(in folder: TemporaryDirectory) throws -> String {
    let scene = """
    {"width": 800, "height": 600, "background": "#1e2430",
     "sprites": [{"id": "gem", "image": "\(TestPaths.image("gem"))", "x": 200, "y": 150}]}
    """
    return try folder.write("small-scene.json", scene)
}

@Suite("Kiosk mode, end to end", .serialized)
struct KioskEndToEndTests {
    @Test("under X11 the kiosk fills the screen, ignores Esc, and on SIGTERM writes its state and exits 0")
    func x11Kiosk() throws {
        let folder = try TemporaryDirectory("kiosk-x11")
        let scene = try writeSmallScene(in: folder)
        let statePath = folder.path("state.json"), shot = folder.path("kiosk.png")
        try withAppUnderXvfb(["--kiosk", "--scene", scene, "--state", statePath, "--screenshot", shot]) { app in
            try app.xdo.key("Escape")
            Thread.sleep(forTimeInterval: 0.5)
            #expect(app.app.isRunning, "Esc must not end a kiosk")
            app.app.signal(SIGTERM)
            let ended = app.app.waitForExit(timeout: 15)
            let result = app.app.result(timedOut: !ended)
            #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        }
        let state = try AppState.read(statePath)
        #expect(state.window == AppState.Size(width: 1280, height: 800))
        #expect(state.environment.videoDriver == "x11")
        // The 800×600 scene is fitted into 1280×800: 1066.7 px wide, centred, bands left and right in the background colour.
        let pixels = try RGBAPixels.read(shot)
        #expect(pixels.width == 1280 && pixels.height == 800)
        #expect(pixels[20, 400].isClose(to: RGBAPixels.background))
        #expect(pixels[640, 450].isClose(to: RGBAPixels.background))
    }

    @Test("under Wayland, inside cage (1280×720) as a normal user: the window fills the output, the scene is drawn where the fit puts it, a TUIO drag on the drawn gem moves it by the drag; exit 0 on SIGTERM",
          arguments: [["--kiosk"], []], ["opengl", "software"])
    func cageKiosk(mode: [String], renderer: String) throws {
        try PythonTUIOPeers.requirePythonPeers()
        let user = try KioskUser.prepare()
        let install = try KioskInstall("kiosk-cage")
        let (folder, runtime, binary, resources) = (install.folder, install.runtime, install.binary, install.resources)
        let scene = try FitScene.write(in: folder, gemImage: folder.path("Resources/images/gem.png"))
        try install.hand(to: user)
        let port = try TUIOEndToEndTests.freePort()
        let statePath = folder.path("state.json"), exitCodePath = folder.path("exit-code"), shot = folder.path("cage.png")
        let appCommand = "'\(binary)' \(mode.joined(separator: " ")) --scene '\(scene)' --tuio 127.0.0.1:\(port) --no-overlay"
            + " --state '\(statePath)'; echo $? > '\(exitCodePath)'"
        let environment = [
            "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(folder.url.path)", "XDG_RUNTIME_DIR=\(runtime)",
            "WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1", "SDL_VIDEODRIVER=wayland",
            "SDL_RENDER_DRIVER=\(renderer)", "TOUCH_SANDBOX_RESOURCES=\(resources)",
        ]
        let cage = try ChildProcess(user.command, user.prefix + ["env", "-i"] + environment + ["cage", "-d", "--", "sh", "-c", appCommand],
                                    environment: childEnvironment())
        defer { cage.killAndReap() }
        // Wait until the app runs and has drawn its first frames.
        let deadline = Date().addingTimeInterval(30)
        var started = false
        while Date() < deadline && cage.isRunning {
            let probe = try runProcess("pgrep", ["-u", user.name, "-x", "touch-sandbox"])
            if probe.status == 0 { started = true; Thread.sleep(forTimeInterval: 2); break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(started, "the app did not start under cage: \(cage.result())")
        guard started else { return }
        // A tracker drags the gem from where it is drawn, (640, 360) of the 1280×720 output, by (180, 90) output
        // pixels over 3 s: 200×100 scene pixels at the fit's scale of 0.9. The output is photographed during the drag:
        // cage 0.1.4's headless backend with pixman shows a client's frames only around the moments it commits them
        // (a client that stopped drawing, or one that just started, is often photographed black). The app never draws
        // pure black (its bands are the background colour), so the first photograph without any is the one judged.
        let drag = try ChildProcess("python3", [PythonTUIOPeers.script("send-tuio-drag.py"), "127.0.0.1", String(port),
                                                "640", "360", "820", "450", "1280", "720", "3"])
        Thread.sleep(forTimeInterval: 0.8)
        let grimCommand = user.prefix + ["env", "XDG_RUNTIME_DIR=\(runtime)", "WAYLAND_DISPLAY=wayland-0", "grim", shot]
        var photographed: RGBAPixels?
        var attempts: [String] = []
        for _ in 0..<6 where photographed == nil {
            let grim = try runProcess(user.command, grimCommand)
            if grim.status == 0, let picture = try? RGBAPixels.read(shot), !picture.contains(.init(r: 0, g: 0, b: 0, a: 255)) {
                photographed = picture
            } else {
                attempts.append(grim.status == 0 ? "black pixels" : "grim: \(grim)")
                Thread.sleep(forTimeInterval: 0.25)
            }
        }
        #expect(photographed != nil, "no photograph of the output without black in 6 tries: \(attempts)")
        #expect(drag.waitForExit(timeout: 30), "the TUIO drag did not finish")
        let sent = drag.result()
        #expect(sent.status == 0 && sent.stdout.hasPrefix("sent "), "\(sent)")
        Thread.sleep(forTimeInterval: 0.5)
        // Only this test's app (its own copy of the binary, the start of its command line): another suite's app may
        // run as the same user meanwhile (map-outputs under sway), and a SIGTERM by name ended it too.
        _ = try runProcess("pkill", ["-TERM", "-u", user.name, "-f", "^" + NSRegularExpression.escapedPattern(for: binary) + " "])
        let ended = cage.waitForExit(timeout: 20)
        let result = cage.result(timedOut: !ended)
        #expect(ended, "cage did not end after the app: \(result)")
        let exitCode = (try? String(contentsOfFile: exitCodePath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(exitCode == "0", "app exit code \(exitCode ?? "none"): \(result)")
        let state = try AppState.read(statePath)
        #expect(state.environment == AppState.Environment(videoDriver: "wayland", renderer: renderer))
        let pixels = try #require(photographed)
        keepScreenshot(shot, "cage\(mode.first ?? "-window")-\(renderer)")
        #expect(state.window == AppState.Size(width: pixels.width, height: pixels.height), "the window fills cage's output")
        #expect(pixels.width == 1280 && pixels.height == 720)
        let fit = FitScene.Fit(screen: (pixels.width, pixels.height))
        #expect(FitScene.cornerProblems(pixels, fit: fit).isEmpty, "\(fit): \(FitScene.cornerProblems(pixels, fit: fit))")
        #expect(has(state["gem"], x: 840, y: 500, tolerance: 1e-6), "\(String(describing: state["gem"]))")
        #expect(state.touches.totalContacts == 1 && state.touches.active == 0, "\(state.touches)")
    }

    @Test("replayed with a kiosk configuration, five fingers held still for 3 s end the replay there, with exit 0")
    func exitGestureInReplay() throws {
        let folder = try TemporaryDirectory("kiosk-exit")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let config = try folder.write("kiosk.json", #"{"exitGesture": {"fingers": 5, "holdSeconds": 3}}"#)
        var events: [String] = []
        for id in 1...5 { events.append(Format1Lines.event(1.0, "down", id, Double(id) * 150, 400)) }
        for id in 1...5 { events.append(Format1Lines.event(2.5, "move", id, Double(id) * 150 + 5, 402)) }
        for id in 1...5 { events.append(Format1Lines.event(5.0, "up", id, Double(id) * 150 + 5, 402)) }
        // After the hold: a drag on the gem that must never happen.
        events += [Format1Lines.event(6.0, "down", 9, 250, 200), Format1Lines.event(6.2, "move", 9, 450, 300),
                   Format1Lines.event(6.4, "up", 9, 450, 300)]
        let recording = try Format1Lines.write("hold.jsonl", events, in: folder)
        let outcome = try replayHeadless(recording, scene: scene, in: folder, extra: ["--fast", "--kiosk-config", config])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let state = try #require(outcome.state)
        #expect(state.touches.active == 5)
        #expect(state.touches.totalContacts == 5)
        #expect(has(state["gem"], x: 250, y: 200))
    }

    @Test("replayed with a kiosk configuration, 120 s without a touch put every sprite back; with the reset off they stay")
    func idleResetInReplay() throws {
        let folder = try TemporaryDirectory("kiosk-idle")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.write("idle.jsonl", [
            Format1Lines.event(0, "down", 1, 250, 200), Format1Lines.event(0.3, "move", 1, 450, 300), Format1Lines.event(0.6, "up", 1, 450, 300),
            Format1Lines.event(200, "down", 2, 1250, 780), Format1Lines.event(200.1, "up", 2, 1250, 780),
        ], in: folder)
        let resetting = try folder.write("kiosk.json", #"{"idleResetSeconds": 120}"#)
        let reset = try replayHeadless(recording, scene: scene, in: folder, stateName: "reset.json", extra: ["--fast", "--kiosk-config", resetting])
        #expect(reset.result.status == 0, "\(reset.result)")
        #expect(has((try #require(reset.state))["gem"], x: 250, y: 200))
        let off = try folder.write("kiosk-off.json", #"{"idleResetSeconds": 0}"#)
        let kept = try replayHeadless(recording, scene: scene, in: folder, stateName: "kept.json", extra: ["--fast", "--kiosk-config", off])
        #expect(has((try #require(kept.state))["gem"], x: 450, y: 300))
    }
}

/// The unprivileged user cage runs as (cage refuses root). As root, a system user is created once and
/// commands run through `runuser`; as anyone else, commands run directly as that user.
struct KioskUser {
    var name: String
    var command: String
    var prefix: [String]

    static func prepare() throws -> KioskUser {
        guard getuid() == 0 else {
            return KioskUser(name: String(cString: getpwuid(getuid()).pointee.pw_name), command: "env", prefix: [])
        }
        let name = "touchsandbox-kiosk-test"
        if try runProcess("id", [name]).status != 0 {
            let created = try runProcess("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
            if created.status != 0 { throw XvfbError(description: "cannot create the test user: \(created)") }
        }
        return KioskUser(name: name, command: "runuser", prefix: ["-u", name, "--"])
    }
}

/// What a kiosk user runs the app from in these tests: a folder of its own with a copy of the binary and the
/// resources (the user may not be able to enter the checkout, a clone in a 0700 folder, just as an installed kiosk
/// has its own copy) and a runtime folder for the compositor (`XDG_RUNTIME_DIR`).
struct KioskInstall {
    let folder: TemporaryDirectory
    let runtime: String
    let binary: String
    let resources: String

    init(_ name: String) throws {
        folder = try TemporaryDirectory(name)
        runtime = folder.path("runtime")
        binary = folder.path("touch-sandbox")
        resources = folder.path("Resources")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.binary, toPath: binary)
        try FileManager.default.copyItem(atPath: TestPaths.packageRoot.appendingPathComponent("Resources").path, toPath: resources)
    }

    /// Gives the folder, with everything written into it so far, to `user`; the runtime folder is private to it, as
    /// Wayland compositors require.
    func hand(to user: KioskUser) throws {
        _ = try runProcess("chown", ["-R", user.name, folder.url.path])
        _ = try runProcess("chmod", ["700", runtime])
    }
}
