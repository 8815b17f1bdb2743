import Foundation
import Testing
import TouchTestSupport

/// Paint mode shows it is on for as long as it is: a badge stays after the toast has faded.
@Suite("Paint mode badge end to end")
struct PaintBadgeEndToEndTests {
    static let badge = RGBAPixels.Pixel(r: 0xb0, g: 0x3a, b: 0xc8, a: 0xff)

    static func badgePixels(keys: [Double], in folder: TemporaryDirectory, name: String) throws -> Int {
        let scene = try TestScene.writeFiveSprites(in: folder)
        let lines = keys.map { #"{"t":\#($0),"kind":"key","key":"p"}"# }
            + [Format1Lines.event(3, "down", 1, 1000, 600), Format1Lines.event(3.2, "move", 1, 1100, 650), Format1Lines.event(3.4, "up", 1, 1100, 650)]
        let recording = try Format1Lines.write(name + ".jsonl", lines, in: folder)
        let shot = folder.path(name + ".png")
        let result = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--screenshot", shot])
        #expect(result.status == 0, "\(result)")
        let picture = try RGBAPixels.read(shot)
        var count = 0
        for y in 0..<80 { for x in (picture.width - 400)..<picture.width where picture[x, y].isClose(to: badge, tolerance: 3) { count += 1 } }
        return count
    }

    @Test("P pressed 3 s before the end: the badge is in the top-right corner; pressed twice, it is gone")
    func badgeWhilePaintModeIsOn() throws {
        let folder = try TemporaryDirectory("paint-badge")
        #expect(try Self.badgePixels(keys: [0], in: folder, name: "on") >= 2000)
        #expect(try Self.badgePixels(keys: [0, 0.5], in: folder, name: "off") == 0)
    }
}
