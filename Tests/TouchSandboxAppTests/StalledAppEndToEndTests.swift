import Foundation
import Testing

/// The live app stopped (SIGSTOP) for a second just after a press, while the mouse keeps moving: the X server
/// queues the motion, and the app reads it all at once when it runs again, stamped with that late time. As on a
/// busy kiosk, the drag must stay a drag: the gem follows the mouse and no long-press menu opens.
@Suite("A stalled app under Xvfb", .serialized)
struct StalledAppEndToEndTests {
    @Test("press on the gem, the app stopped 1 s while the mouse moves 200 px, resumed, released: the gem moved 200 px and no menu opened")
    func dragDuringAStallStaysADrag() throws {
        let folder = try TemporaryDirectory("stalled-app")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let statePath = folder.path("state.json"), before = folder.path("before.png"), after = folder.path("after.png")
        let result = try withAppUnderXvfb(["--scene", scene, "--no-overlay", "--state", statePath]) { app in
            _ = try app.screenshot(to: before)
            try app.xdo.run(["mousemove", "--window", app.window, "250", "200", "sleep", "0.1", "mousedown", "1", "sleep", "0.1"])
            app.app.signal(SIGSTOP)
            let stopped = Date()
            for step in 1...10 { try app.xdo.run(["mousemove", "--window", app.window, "\(250 + step * 20)", "200", "sleep", "0.03"]) }
            Thread.sleep(forTimeInterval: max(0, 1 - Date().timeIntervalSince(stopped)))
            app.app.signal(SIGCONT)
            try app.xdo.run(["sleep", "0.2", "mouseup", "1", "sleep", "0.4"])
            _ = try app.screenshot(to: after)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 450, y: 200, tolerance: 0), "\(String(describing: state["gem"]))")
        keep(after, as: "stalled-app-after.png")
        // What changed on screen is the gem leaving its place and arriving at the new one, nothing else: the menu
        // (beside the gem, five items down to y 376) would change thousands of pixels outside those two squares.
        let a = try RGBAPixels.read(before), b = try RGBAPixels.read(after)
        // The gem is drawn 144 px wide: a square of 80 px each way from its centre holds it.
        var elsewhere = 0, atNewPlace = 0, firstElsewhere: (Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where !a[x, y].isClose(to: b[x, y], tolerance: 8) {
                let inOld = abs(x - 250) <= 80 && abs(y - 200) <= 80, inNew = abs(x - 450) <= 80 && abs(y - 200) <= 80
                if inNew { atNewPlace += 1 }
                if !inOld && !inNew {
                    elsewhere += 1
                    firstElsewhere = firstElsewhere ?? (x, y)
                }
            }
        }
        #expect(atNewPlace > 2_000, "the gem is not drawn at its new place: \(atNewPlace) pixels changed there")
        #expect(elsewhere == 0, "\(elsewhere) pixels changed outside the gem's old and new squares (a menu?), the first at \(String(describing: firstElsewhere))")
    }

    private func keep(_ path: String, as name: String) {
        guard ProcessInfo.processInfo.environment["KEEP_E2E_SCREENSHOT"] != nil else { return }
        let kept = "/tmp/\(name)"
        try? FileManager.default.removeItem(atPath: kept)
        try? FileManager.default.copyItem(atPath: path, toPath: kept)
    }
}
