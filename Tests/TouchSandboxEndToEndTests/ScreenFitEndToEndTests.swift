import Foundation
import Testing
import TouchTestSupport

/// A screen for the fit tests: its size, and a drag on it (screen pixels) that is a whole number of scene pixels.
struct TestScreen: CustomTestStringConvertible, Sendable {
    var width: Int
    var height: Int
    /// The drag in screen pixels, and the same drag in scene pixels.
    var drag: (x: Int, y: Int)
    var sceneDrag: (x: Double, y: Double)
    /// The window F gives back: the scene fitted to the screen (never enlarged), centred.
    var windowed: (x: Int, y: Int, width: Int, height: Int)

    var size: (width: Int, height: Int) { (width, height) }
    var testDescription: String { "\(width)×\(height)" }

    static let all = [
        TestScreen(width: 1280, height: 720, drag: (180, 90), sceneDrag: (200, 100), windowed: (64, 0, 1152, 720)),
        TestScreen(width: 1024, height: 768, drag: (160, 80), sceneDrag: (200, 100), windowed: (0, 64, 1024, 640)),
        TestScreen(width: 800, height: 1280, drag: (125, 100), sceneDrag: (200, 160), windowed: (0, 390, 800, 500)),
        TestScreen(width: 3840, height: 2160, drag: (540, 270), sceneDrag: (200, 100), windowed: (1280, 680, 1280, 800)),
    ]
}

/// The live release binary on X servers whose screens are not the scene's shape (16:9, 4:3, portrait, 4K), with no
/// window manager, as kiosks often run: fullscreen and kiosk windows cover the screen, the scene is drawn where the
/// one fit rule puts it (checked in the screen's own pixels), a drag started on the drawn gem moves it by the drag in
/// scene pixels, and F switches fullscreen off and on again.
@Suite("Fullscreen and kiosk on screens of other shapes, under Xvfb", .serialized)
struct ScreenFitEndToEndTests {
    @Test("--fullscreen covers the screen, draws the whole scene where the fit puts it, a drag on the drawn gem moves it by the drag; F twice restores the window and then fullscreen",
          arguments: TestScreen.all)
    func fullscreen(screen: TestScreen) throws {
        try run(screen: screen, mode: "--fullscreen")
    }

    @Test("--kiosk covers the screen, draws the whole scene where the fit puts it, and a drag on the drawn gem moves it by the drag",
          arguments: TestScreen.all)
    func kiosk(screen: TestScreen) throws {
        try run(screen: screen, mode: "--kiosk")
    }

    @Test("a recording replayed into a window of another shape (headless, 1280×720 and 800×1280) is drawn through the same fit",
          arguments: [TestScreen.all[0], TestScreen.all[2]])
    func replayInAWindow(screen: TestScreen) throws {
        let folder = try TemporaryDirectory("fit-replay")
        let scene = try FitScene.write(in: folder)
        func line(_ t: Double, _ kind: String, _ x: Double, _ y: Double) -> String { Format1Lines.event(t, kind, 1, x, y) }
        let recording = try Format1Lines.write("drag.jsonl", [line(0, "down", 640, 400), line(0.2, "move", 740, 450),
                                                              line(0.4, "move", 840, 500), line(0.8, "up", 840, 500)], in: folder)
        let shot = folder.path("replay.png")
        let outcome = try replayHeadless(recording, scene: scene, in: folder,
                                         extra: ["--fast", "--window", "\(screen.width)x\(screen.height)", "--screenshot", shot, "--no-overlay"])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        #expect(has(try #require(outcome.state)["gem"], x: 840, y: 500))
        keepScreenshot(shot, "fit-replay-\(screen.testDescription)")
        let pixels = try RGBAPixels.read(shot)
        let fit = FitScene.Fit(screen: screen.size)
        #expect(pixels.width == screen.width && pixels.height == screen.height)
        #expect(FitScene.cornerProblems(pixels, fit: fit).isEmpty, "\(fit): \(FitScene.cornerProblems(pixels, fit: fit))")
        let gem = fit.screen(840, 500), before = fit.screen(640, 400)
        #expect(!pixels[gem.x, gem.y].isClose(to: RGBAPixels.background, tolerance: 8), "no gem drawn at \(gem)")
        #expect(pixels[before.x, before.y].isClose(to: RGBAPixels.background, tolerance: 0), "the gem is still drawn at \(before)")
    }

    private func run(screen: TestScreen, mode: String) throws {
        let folder = try TemporaryDirectory("fit-\(screen.width)x\(screen.height)")
        let scene = try FitScene.write(in: folder)
        let statePath = folder.path("state.json")
        let fit = FitScene.Fit(screen: screen.size)
        let result = try withAppUnderXvfb([mode, "--scene", scene, "--state", statePath, "--no-overlay"], screen: screen.size) { app in
            let covered = try waitForGeometry(app, (0, 0, screen.width, screen.height))
            #expect(covered.matched, "the window does not cover the \(screen.testDescription) screen: \(covered.last)")
            let start = fit.screen(FitScene.gem.x, FitScene.gem.y)
            try app.xdo.dragOnScreen(from: start, to: (start.x + screen.drag.x, start.y + screen.drag.y))
            let shot = try app.screenshot(to: folder.path("\(mode)-\(screen.testDescription).png"))
            keepScreenshot(folder.path("\(mode)-\(screen.testDescription).png"), "fit\(mode)-\(screen.testDescription)")
            #expect(shot.width == screen.width && shot.height == screen.height)
            #expect(FitScene.cornerProblems(shot, fit: fit).isEmpty, "\(fit): \(FitScene.cornerProblems(shot, fit: fit))")
            if mode == "--kiosk" { return app.terminate() }
            // F: the window the scene was fitted into, centred; F again: the whole screen, the scene where it was.
            try app.xdo.key("f")
            let restored = try waitForGeometry(app, screen.windowed)
            #expect(restored.matched, "F did not restore the window: \(restored.last), expected \(screen.windowed)")
            try app.xdo.key("f")
            let again = try waitForGeometry(app, (0, 0, screen.width, screen.height))
            #expect(again.matched, "F did not cover the screen again: \(again.last)")
            Thread.sleep(forTimeInterval: 0.5)
            let second = try app.screenshot(to: folder.path("again.png"))
            keepScreenshot(folder.path("again.png"), "fit\(mode)-\(screen.testDescription)-after-F-F")
            #expect(FitScene.cornerProblems(second, fit: fit).isEmpty, "after F, F: \(FitScene.cornerProblems(second, fit: fit))")
            return try app.quitWithEscape()
        }
        #expect(result.status == 0 && !result.killedBySignal && !result.timedOut, "\(result)")
        let state = try AppState.read(statePath)
        #expect(state.window == AppState.Size(width: screen.width, height: screen.height))
        let gem = try #require(state["gem"])
        #expect(has(gem, x: FitScene.gem.x + screen.sceneDrag.x, y: FitScene.gem.y + screen.sceneDrag.y, tolerance: 1e-6),
                "the gem moved by (\(gem.x - FitScene.gem.x), \(gem.y - FitScene.gem.y)), expected \(screen.sceneDrag)")
        #expect(has(state["top-left"], x: 20, y: 20) && has(state["top-right"], x: 1260, y: 20))
    }

    /// Waits up to 10 s for the app's window to have `expected` geometry; returns whether it did and the last seen.
    private func waitForGeometry(_ app: AppUnderXvfb, _ expected: (x: Int, y: Int, width: Int, height: Int))
        throws -> (matched: Bool, last: (x: Int, y: Int, width: Int, height: Int)) {
        let deadline = Date().addingTimeInterval(10)
        // While the window is being mapped or made fullscreen on a busy machine, xdotool can briefly fail to read it
        // (BadWindow): that is retried until the deadline, and only the last failure is thrown.
        func read() throws -> (x: Int, y: Int, width: Int, height: Int) {
            while true {
                do { return try app.xdo.geometry(of: app.window) } catch {
                    if Date() >= deadline { throw error }
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }
        }
        var last = try read()
        while last != expected && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            last = try read()
        }
        if last == expected { Thread.sleep(forTimeInterval: 0.3) }  // the frame for the new size
        return (last == expected, last)
    }
}

/// With `KEEP_E2E_SCREENSHOTS=FOLDER`, copies a screenshot there as NAME.png, for a person to look at.
func keepScreenshot(_ path: String, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["KEEP_E2E_SCREENSHOTS"], !folder.isEmpty else { return }
    let target = (folder as NSString).appendingPathComponent("\(name).png")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: target)
    try? FileManager.default.copyItem(atPath: path, toPath: target)
}
