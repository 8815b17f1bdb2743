import Foundation
import Testing
import TouchTestSupport

/// `gestures record` in a real window under Xvfb: the guide is drawn on the canvas, where a kiosk's user (no window
/// manager, no title bar) sees it, and the saved file holds what was drawn.
@Suite("The gesture recording window's guide, end to end", .serialized)
struct GestureRecordGuideEndToEndTests {
    /// Pixels of the guide's text in the band at the top: the text is light (#e8ecf4 and #9aa4b8) on a dark panel,
    /// and nothing else on the empty canvas is lighter than #808080.
    static func lightPixels(_ pixels: RGBAPixels, rows: ClosedRange<Int>) -> Int {
        rows.reduce(0) { count, y in
            count + (0..<pixels.width).filter { x in let p = pixels[x, y]; return p.r > 0x80 && p.g > 0x80 && p.b > 0x80 }.count
        }
    }

    @Test("one zorro and a click drawn with the mouse: the guide at the top reads; stdout says the click was too short; the file holds 1 example")
    func guideOnTheCanvas() throws {
        let folder = try TemporaryDirectory("record-guide")
        let gestures = folder.path("gestures.json")
        let shot = folder.path("guide.png")
        var before = 0, after = 0
        let result = try withAppUnderXvfb(["gestures", "record", gestures, "--name", "zorro"]) { app in
            before = Self.lightPixels(try app.screenshot(to: folder.path("start.png")), rows: 12...110)
            let path = GestureTemplateEndToEndTests.zorro(at: (300, 300), size: 200).map { (x: Int($0.x.rounded()), y: Int($0.y.rounded())) }
            try app.xdo.drag(window: app.window, from: path[0], through: Array(path.dropFirst()), hold: 0.05)
            try app.xdo.click(window: app.window, button: 1, at: (900, 600))
            Thread.sleep(forTimeInterval: 1)
            after = Self.lightPixels(try app.screenshot(to: shot), rows: 12...110)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        // Four lines of text at the top, before anything is drawn and after (the count changes with the words).
        #expect(before > 2000 && after > 2000, "light pixels at the top: \(before) before, \(after) after, in \(shot)")
        #expect(before != after, "the guide did not change after a stroke and a click (\(shot))")
        #expect(result.stdout.contains("example 1 of \"zorro\" taken") && result.stdout.contains("Last stroke: too short, not kept"), "\(result)")
        #expect(result.stdout.contains("\(gestures): added 1 example of \"zorro\" (1 in all)"), "\(result)")
        let saved = try String(contentsOfFile: gestures, encoding: .utf8)
        #expect(saved.components(separatedBy: "\n    [[").count == 2, "\(saved)")
    }
}
