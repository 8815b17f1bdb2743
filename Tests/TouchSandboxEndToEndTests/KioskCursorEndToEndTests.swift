import Foundation
import Testing
import TouchTestSupport

/// What the X server shows at the pointer, from `Fixtures/cursor/screenshot-with-cursor.py` (XFixes).
private struct CursorPhotograph: Decodable {
    let x: Int
    let y: Int
    let opaquePixels: Int
    let visible: Bool
}

@Suite("Kiosk cursor: hidden once a finger is in use, shown again when a real mouse moves", .serialized)
struct KioskCursorEndToEndTests {
    /// Photographs the screen with the cursor drawn in (screenshots leave it out) into `path`; returns the cursor.
    private func photograph(_ app: AppUnderXvfb, to path: String) throws -> (cursor: CursorPhotograph, pixels: RGBAPixels) {
        let script = TestPaths.fixtures.appendingPathComponent("cursor/screenshot-with-cursor.py").path
        let result = try runProcess("python3", [script, path], environment: childEnvironment(display: app.display.name), timeout: 60)
        guard result.status == 0 else { throw XvfbError(description: "screenshot-with-cursor.py: \(result)") }
        let cursor = try JSONDecoder().decode(CursorPhotograph.self, from: Data(result.stdout.utf8))
        return (cursor, try RGBAPixels.read(path))
    }

    /// Pixels of the 32×32 square at the pointer, reaching mostly right and down (where a cursor is drawn: X's own cross
    /// under Xvfb, centred on the pointer; an arrow elsewhere, from its tip) that differ
    /// between the photograph with the cursor and the one without.
    private func cursorMarks(_ withCursor: RGBAPixels, _ withoutCursor: RGBAPixels, at cursor: CursorPhotograph) -> Int {
        var marks = 0
        for y in max(0, cursor.y - 4)..<min(withCursor.height, cursor.y + 28) {
            for x in max(0, cursor.x - 4)..<min(withCursor.width, cursor.x + 28) where withCursor[x, y] != withoutCursor[x, y] {
                marks += 1
            }
        }
        return marks
    }

    @Test("live kiosk under Xvfb: the cursor shows where the mouse came to rest; a TUIO finger drags the gem and the cursor is gone from the screen; the mouse moves and the cursor is back")
    func cursorFollowsTheInputInUse() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("kiosk-cursor")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let statePath = folder.path("state.json")
        let port = try TUIOEndToEndTests.freePort()
        let result = try withAppUnderXvfb(["--kiosk", "--scene", scene, "--tuio", "127.0.0.1:\(port)", "--no-overlay",
                                           "--state", statePath]) { app in
            // The mouse comes to rest on empty canvas (no sprite at 640, 400).
            try app.xdo.move(window: app.window, to: (640, 400))
            Thread.sleep(forTimeInterval: 0.5)
            let before = try photograph(app, to: folder.path("1-mouse.png"))
            let beforePlain = try app.screenshot(to: folder.path("1-plain.png"))
            #expect(before.cursor.visible && before.cursor.x == 640 && before.cursor.y == 400, "\(before.cursor)")
            #expect(cursorMarks(before.pixels, beforePlain, at: before.cursor) > 20, "the cursor should be on the screen")

            // A visitor's finger (a TUIO tracker) drags the gem from (250, 200) to (450, 300); the mouse stays still.
            let drag = try runProcess("python3", [PythonTUIOPeers.script("send-tuio-drag.py"), "127.0.0.1", String(port),
                                                  "250", "200", "450", "300", "1280", "800", "0.5"], timeout: 30)
            #expect(drag.status == 0, "\(drag)")
            Thread.sleep(forTimeInterval: 0.5)
            let touched = try photograph(app, to: folder.path("2-touched.png"))
            let touchedPlain = try app.screenshot(to: folder.path("2-plain.png"))
            #expect(!touched.cursor.visible && touched.cursor.opaquePixels == 0, "\(touched.cursor)")
            #expect(cursorMarks(touched.pixels, touchedPlain, at: touched.cursor) == 0, "no cursor on the screen after the touch")

            // Someone moves the mouse: the cursor is back where it went.
            try app.xdo.move(window: app.window, to: (700, 450))
            Thread.sleep(forTimeInterval: 0.5)
            let moved = try photograph(app, to: folder.path("3-moved.png"))
            let movedPlain = try app.screenshot(to: folder.path("3-plain.png"))
            #expect(moved.cursor.visible && moved.cursor.x == 700 && moved.cursor.y == 450, "\(moved.cursor)")
            #expect(cursorMarks(moved.pixels, movedPlain, at: moved.cursor) > 20, "the cursor should be back")
            return app.terminate()
        }
        #expect(result.status == 0, "\(result)")
        let state = try AppState.read(statePath)
        #expect(has(state["gem"], x: 450, y: 300), "the finger's drag was applied: \(String(describing: state["gem"]))")
    }
}
