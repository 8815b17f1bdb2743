import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// The long-press menu is drawn once into a texture and laid on each frame (`CachedLayer`): what the frame shows must
/// be what drawing straight into it shows, and the drawing must run again only when what it shows changes.
extension HeadlessSDLTests {
    /// A menu-like drawing: a translucent shadow, an opaque rounded panel over it, a divider, all with soft edges,
    /// at a fractional position, over a background that is not black.
    private static func drawPanel(on renderer: Renderer, at origin: Vector2) {
        renderer.fillRoundedRect(Rect(x: origin.x + 3, y: origin.y + 5, width: 90, height: 60), cornerRadius: 14,
                                 color: Color(r: 0, g: 0, b: 0, a: 0x60))
        renderer.fillRoundedRect(Rect(x: origin.x, y: origin.y, width: 90, height: 60), cornerRadius: 14,
                                 color: Color(r: 46, g: 52, b: 66))
        renderer.fillRect(Rect(x: origin.x + 12, y: origin.y + 30, width: 66, height: 1), color: Color(r: 90, g: 96, b: 110))
        renderer.fillCircle(center: origin + Vector2(20, 15), radius: 6, color: Color(r: 240, g: 80, b: 60, a: 200))
    }

    private static func bounds(at origin: Vector2) -> Rect {
        Rect(minX: origin.x - 2, minY: origin.y - 2, maxX: origin.x + 95, maxY: origin.y + 67)
    }

    /// The largest difference of any channel between two images of the same size.
    private static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                              abs(Int(p.a) - Int(q.a)))
            }
        }
        return largest
    }

    @Test("on the software renderer a cached layer shows what drawing straight shows (within 2 of 255), drawn once")
    func cachedLayerOnSoftwareMatchesStraightDrawing() throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 120))
        let renderer = fixture.renderer
        let origin = Vector2(20.4, 18.6)
        renderer.clear(Self.background)
        Self.drawPanel(on: renderer, at: origin)
        let straight = try renderer.readPixels()
        let layer = CachedLayer<Int>(renderer: renderer)
        for frame in 0..<2 {
            renderer.clear(Self.background)
            layer.draw(key: 1, bounds: Self.bounds(at: origin)) { Self.drawPanel(on: renderer, at: origin) }
            let cached = try renderer.readPixels()
            #expect(Self.largestDifference(cached, straight) <= 2, "frame \(frame)")
            #expect(cached[65, 63] == straight[65, 63], "the opaque panel's middle is exact")
            #expect(cached[65, 63] != Self.background)
        }
        #expect(layer.isCaching)
        #expect(layer.redrawCount == 1)
    }

    @Test("with a display, a cached layer shows what drawing straight shows (within 1 of 255), and draws again only for a new key or transform",
          .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func cachedLayerMatchesStraightDrawing() throws {
        let system = try SDLSystem()
        let window = try Window(system: system, title: "TouchSandbox test", size: PixelSize(width: 320, height: 200))
        let renderer = try Renderer(window: window)
        #expect(renderer.name != "software")
        let layer = CachedLayer<Int>(renderer: renderer)
        for (key, transform, origin) in [(1, DrawTransform(scale: 1, offset: .zero), Vector2(20.4, 18.6)),
                                         (2, DrawTransform(scale: 1.5, offset: Vector2(7.3, 2.25)), Vector2(60, 40))] {
            renderer.transform = transform
            renderer.clear(Self.background)
            Self.drawPanel(on: renderer, at: origin)
            let straight = try renderer.readPixels()
            for frame in 0..<3 {
                renderer.clear(Self.background)
                layer.draw(key: key, bounds: Self.bounds(at: origin)) { Self.drawPanel(on: renderer, at: origin) }
                let cached = try renderer.readPixels()
                #expect(Self.largestDifference(cached, straight) <= 1, "key \(key), frame \(frame)")
                // Somewhere the panel is: not the background.
                let inside = transform.apply(origin + Vector2(45, 45))
                #expect(cached[Int(inside.x), Int(inside.y)] != straight[0, 0])
            }
            #expect(layer.redrawCount == key, "drawn once per key, then laid from the texture")
        }
        #expect(layer.isCaching)
        renderer.transform = DrawTransform(scale: 1, offset: Vector2(0.5, 0))
        layer.draw(key: 2, bounds: Self.bounds(at: Vector2(60, 40))) { Self.drawPanel(on: renderer, at: Vector2(60, 40)) }
        #expect(layer.redrawCount == 3, "a new transform draws again")
        renderer.present()
    }
}
