import Foundation
import Testing
import TouchTestSupport

@Suite("Kiosk blanking and the wake touch: after the screen went blank the first touch only wakes it", .serialized)
struct KioskWakeEndToEndTests {
    /// A drag on the gem (at 250, 200), the screen idle long enough to reset and blank, then two drags from the gem's
    /// home: the first after the blank, the second a moment later.
    static func recording(in folder: TemporaryDirectory) throws -> String {
        let e = Format1Lines.event
        return try Format1Lines.write("wake.jsonl", [
            e(1.0, "down", 1, 250, 200), e(1.3, "move", 1, 450, 300), e(1.5, "up", 1, 450, 300),
            e(100.0, "down", 2, 250, 200), e(100.2, "move", 2, 650, 500), e(100.4, "up", 2, 650, 500),
            e(102.0, "down", 3, 250, 200), e(102.2, "move", 3, 350, 250), e(102.4, "up", 3, 350, 250),
        ], in: folder)
    }

    @Test("replayed: the idle reset at 61.5 s and the blank at 31.5 s happen on the recording's clock; the drag that wakes the screen moves nothing, the next one moves the gem; the state's kiosk section and the log say so")
    func wakeTouchOnlyWakes() throws {
        let folder = try TemporaryDirectory("kiosk-wake")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let config = try folder.write("kiosk.json", #"{"idleResetSeconds": 60, "blankAfterSeconds": 30}"#)
        let outcome = try replayHeadless(try Self.recording(in: folder), scene: scene, in: folder, extra: ["--fast", "--kiosk-config", config])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(has(try #require(outcome.state)["gem"], x: 350, y: 250), "\(String(describing: outcome.state?["gem"]))")
        let kiosk = try #require(try CalibrationClicks.json(outcome.statePath)["kiosk"] as? [String: Any])
        #expect(kiosk["idleResets"] as? Int == 1 && kiosk["lastIdleReset"] as? Double == 61.5, "\(kiosk)")
        #expect(kiosk["blanks"] as? Int == 1 && kiosk["blank"] as? Bool == false, "\(kiosk)")
        #expect(kiosk["wakes"] as? Int == 1 && kiosk["lastWake"] as? Double == 100, "\(kiosk)")
        #expect(kiosk["wakeOnlyEvents"] as? Int == 3, "\(kiosk)")
        #expect(outcome.result.stderr.contains("idle reset at 61.5 s"), "\(outcome.result.stderr)")
        #expect(outcome.result.stderr.contains("screen blanked at 31.5 s"), "\(outcome.result.stderr)")
        #expect(outcome.result.stderr.contains("woken by a touch at 100.0 s; that touch only wakes the kiosk and is not applied"))
    }

    @Test("with wakeTouch off the touch that wakes the screen is applied too: the gem follows both drags")
    func wakeTouchOff() throws {
        let folder = try TemporaryDirectory("kiosk-wake")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let config = try folder.write("kiosk.json", #"{"idleResetSeconds": 60, "blankAfterSeconds": 30, "wakeTouch": false}"#)
        let outcome = try replayHeadless(try Self.recording(in: folder), scene: scene, in: folder, extra: ["--fast", "--kiosk-config", config])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        // The first drag took the gem to (650, 500); the second starts at (250, 200), where it no longer is.
        #expect(has(try #require(outcome.state)["gem"], x: 650, y: 500), "\(String(describing: outcome.state?["gem"]))")
        let kiosk = try #require(try CalibrationClicks.json(outcome.statePath)["kiosk"] as? [String: Any])
        #expect(kiosk["wakes"] as? Int == 1 && kiosk["wakeOnlyEvents"] as? Int == 0, "\(kiosk)")
    }

    @Test("live under Xvfb: after 3 s untouched the screen is black; a drag on the gem wakes it (the scene is back) without moving the gem; the next drag moves it")
    func liveWake() throws {
        let folder = try TemporaryDirectory("kiosk-wake-live")
        let scene = try TestScene.writeFiveSprites(in: folder)
        // 3 s of blanking leaves room on a busy machine: the second drag must come before the screen blanks again.
        let config = try folder.write("kiosk.json", #"{"scene": "scene.json", "blankAfterSeconds": 3}"#)
        let statePath = folder.path("state.json")
        let result = try withAppUnderXvfb(["--kiosk", "--kiosk-config", config, "--state", statePath]) { app in
            Thread.sleep(forTimeInterval: 5)
            let blank = try app.screenshot(to: folder.path("blank.png"))
            #expect(!blank.contains(RGBAPixels.background), "the screen should be blank")
            try app.xdo.drag(window: app.window, from: (250, 200), to: (650, 500))
            Thread.sleep(forTimeInterval: 0.5)
            let woken = try app.screenshot(to: folder.path("woken.png"))
            #expect(woken.contains(RGBAPixels.background), "the scene should be back")
            try app.xdo.drag(window: app.window, from: (250, 200), to: (350, 250))
            Thread.sleep(forTimeInterval: 0.5)
            return app.terminate()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 350, y: 250), "\(String(describing: state["gem"]))")
        let kiosk = try #require(try CalibrationClicks.json(statePath)["kiosk"] as? [String: Any])
        #expect(kiosk["wakes"] as? Int == 1 && (kiosk["blanks"] as? Int ?? 0) >= 1, "\(kiosk)")
    }
}
