import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// Filled rectangles at fractions of a pixel, as a scene fitted to a window of another shape gives them: every pixel
/// whose centre the rectangle holds is filled, the last row of the window included.
extension HeadlessSDLTests {
    @Test("a band from 93.6 to 120 (a tray fitted at 0.9) fills the window's last row, and no row above 94")
    func fractionalBandReachesTheLastRow() throws {
        let fixture = try Fixture()
        fixture.renderer.clear(Self.background)
        fixture.renderer.fillRect(Rect(minX: 10.4, minY: 93.6, maxX: 150.5, maxY: 120), color: Self.red, blendMode: .none)
        let pixels = try fixture.renderer.readPixels()
        #expect(pixels[20, 119] == Self.red, "last row: \(pixels[20, 119])")
        #expect(pixels[20, 94] == Self.red && pixels[20, 93] == Self.background)
        #expect(pixels[10, 100] == Self.red && pixels[9, 100] == Self.background)
        #expect(pixels[150, 100] == Self.red && pixels[151, 100] == Self.background)
    }

    @Test("pixel edges: each edge rounded, a sliver keeps one pixel, an empty rectangle stays empty",
          arguments: [
              (Rect(minX: 64, minY: 633.6, maxX: 1216, maxY: 720), SDL_FRect(x: 64, y: 634, w: 1152, h: 86)),
              (Rect(minX: 0.4, minY: 0.5, maxX: 10.4, maxY: 10.6), SDL_FRect(x: 0, y: 1, w: 10, h: 10)),
              (Rect(minX: 5.2, minY: 7.1, maxX: 5.4, maxY: 7.3), SDL_FRect(x: 5, y: 7, w: 1, h: 1)),
              (Rect(minX: 3, minY: 3, maxX: 3, maxY: 9), SDL_FRect(x: 3, y: 3, w: 0, h: 6)),
          ])
    func pixelEdges(rect: Rect, expected: SDL_FRect) {
        let edges = Renderer.pixelEdges(of: rect)
        #expect(edges.x == expected.x && edges.y == expected.y && edges.w == expected.w && edges.h == expected.h,
                "\(rect) → (\(edges.x), \(edges.y), \(edges.w), \(edges.h))")
    }
}
