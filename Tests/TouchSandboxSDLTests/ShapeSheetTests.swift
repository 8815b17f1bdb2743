import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

extension HeadlessSDLTests {
    /// Draws every primitive on one sheet; saved to $TS_SHAPES_PNG when set, for a human to look at.
    @Test("the shape sheet draws every primitive where it belongs")
    func shapeSheet() throws {
        let fixture = try Fixture(size: PixelSize(width: 480, height: 320))
        let r = fixture.renderer
        let panel = Color(r: 60, g: 70, b: 90, a: 220), yellow = Color(r: 250, g: 210, b: 60)
        let cyan = Color(r: 60, g: 200, b: 230), white = Color.white
        r.clear(Self.background)
        r.fillRoundedRect(Rect(x: 10, y: 10, width: 220, height: 130), cornerRadius: 18, color: panel)
        r.fillCircle(center: Vector2(70, 75), radius: 45, color: Self.red)
        r.strokeCircle(center: Vector2(170, 75), radius: 40, thickness: 6, color: yellow)
        r.strokeCircle(center: Vector2(170, 75), radius: 25, thickness: 1.5, color: white)
        r.drawLine(from: Vector2(260, 20), to: Vector2(460, 130), width: 10, color: cyan)
        r.drawLine(from: Vector2(260, 130), to: Vector2(460, 40), width: 1.5, color: white)
        // A fading wavy trail.
        let trail = (0...60).map { i in Vector2(20 + Double(i) * 7, 230 + 40 * sin(Double(i) / 6)) }
        let fade = (0...60).map { Double($0) / 60 }
        r.drawPolyline(trail, width: 14, color: cyan, alphas: fade)
        // A sharp zig-zag.
        r.drawPolyline([Vector2(300, 300), Vector2(340, 180), Vector2(380, 300), Vector2(420, 180)],
                       width: 8, color: yellow)
        for i in 0..<8 { r.fillCircle(center: Vector2(250 + Double(i) * 12, 160), radius: 0.5 + Double(i) * 0.6, color: white) }
        let pixels = try r.readPixels()
        if let path = ProcessInfo.processInfo.environment["TS_SHAPES_PNG"] {
            try ImageFile.savePNG(pixels, to: path)
        }
        #expect(pixels[70, 75] == Self.red)
        #expect(pixels[170, 75 - 40] == yellow)          // on the ring
        #expect(pixels[170, 75] != yellow)               // the ring's hole
        #expect(pixels[360, 75] == cyan)                  // middle of the thick line
        #expect(pixels[20 + 60 * 7, Int(230 + 40 * sin(10.0))].b > 200)   // the trail's opaque end
        #expect(pixels[5, 315] == Self.background)
    }
}
