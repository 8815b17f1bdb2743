import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL
import TouchTestSupport

/// Everything that starts SDL runs here, one test at a time: SDL's state is global.
@Suite("Headless SDL", .serialized)
struct HeadlessSDLTests {
    /// A headless SDL with one hidden 200×120 window and a software renderer.
    final class Fixture {
        let system: SDLSystem
        let window: Window
        let renderer: Renderer
        private let hidden = DisplayVariables.hide()

        init(size: PixelSize = PixelSize(width: 200, height: 120)) throws {
            system = try SDLSystem(.init(headless: true))
            window = try Window(system: system, title: "test", size: size, options: .init(resizable: false))
            renderer = try Renderer(window: window, mode: .software)
        }

        deinit { hidden.restore() }
    }

    /// `DISPLAY` and `WAYLAND_DISPLAY` removed from the environment until `restore()`.
    struct DisplayVariables {
        let saved: [String: String]

        static func hide() -> DisplayVariables {
            let names = ["DISPLAY", "WAYLAND_DISPLAY"]
            let saved = ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
            names.forEach { unsetenv($0) }
            return DisplayVariables(saved: saved)
        }

        func restore() { saved.forEach { setenv($0.key, $0.value, 1) } }
    }

    static let background = Color(r: 30, g: 36, b: 48)
    static let red = Color(r: 230, g: 40, b: 40)

    @Test("headless start uses the offscreen or dummy driver with DISPLAY and WAYLAND_DISPLAY unset")
    func headlessDriver() throws {
        let fixture = try Fixture()
        #expect(["offscreen", "dummy"].contains(fixture.system.videoDriver))
        #expect(fixture.renderer.isSoftware)
        #expect(fixture.renderer.outputSize == PixelSize(width: 200, height: 120))
    }

    @Test("a filled circle drawn headless reads back: red at its centre, background in the corner")
    func filledCircleReadsBack() throws {
        let fixture = try Fixture()
        fixture.renderer.clear(Self.background)
        fixture.renderer.fillCircle(center: Vector2(100, 60), radius: 40, color: Self.red)
        let pixels = try fixture.renderer.readPixels()
        #expect(pixels.width == 200 && pixels.height == 120)
        #expect(pixels[100, 60] == Self.red)
        #expect(pixels[2, 2] == Self.background)
        #expect(pixels[100, 60 - 38] == Self.red)   // inside the rim
        #expect(pixels[100, 60 - 43] == Self.background)  // outside the rim
    }

    @Test("a circle's rim is soft: a pixel half covered by the edge is half red, half background")
    func circleRimIsFeathered() throws {
        let fixture = try Fixture()
        fixture.renderer.clear(Self.background)
        // Radius 40.5: the edge runs through the middle of pixel row 19 above the centre.
        fixture.renderer.fillCircle(center: Vector2(100, 60), radius: 40.5, color: Self.red)
        let rim = try fixture.renderer.readPixels()[100, 19]
        #expect(rim.r > 110 && rim.r < 150, "rim \(rim)")
        #expect(rim.g > 30 && rim.g < 45, "rim \(rim)")
    }

    @Test("the scene transform lands scene pixels on output pixels (letterboxed 2× scene)")
    func sceneTransformApplies() throws {
        let fixture = try Fixture()
        // A 100×40 scene fitted into the 200×120 window: scale 2, offset (0, 20).
        let mapping = fixture.renderer.mapping(sceneSize: PixelSize(width: 100, height: 40))
        #expect(mapping.scale == 2)
        #expect(mapping.offset == Vector2(0, 20))
        fixture.renderer.clear(.black)
        fixture.renderer.transform = mapping.sceneToOutput
        fixture.renderer.fillCircle(center: Vector2(10, 10), radius: 5, color: Self.red)
        let pixels = try fixture.renderer.readPixels()
        #expect(pixels[20, 40] == Self.red)
        #expect(pixels[20, 40 - 12] == .black)
    }

    @Test("a clear in the canvas colour draws the same pixels as a black clear and an unblended canvas over the output")
    func clearMatchesLetterboxAndCanvas() throws {
        let fixture = try Fixture()
        let canvas = Color(r: 0x1e, g: 0x24, b: 0x30)
        let bounds = Rect(x: 0, y: 0, width: 200, height: 120)
        let bar = try fixture.renderer.makeTexture(RGBAImage(width: 40, height: 10, filledWith: Self.red.fading(0.5)))
        func frame(_ background: () -> Void) throws -> RGBAImage {
            fixture.renderer.transform = .identity
            background()
            fixture.renderer.draw(bar, center: Vector2(100, 60), scale: 1.5, rotationDegrees: 30)
            let pixels = try fixture.renderer.readPixels()
            fixture.renderer.setClip(nil)
            return pixels
        }
        let twoSteps = try frame {
            fixture.renderer.clear(.black)
            fixture.renderer.setClip(bounds)
            fixture.renderer.fillRect(bounds, color: canvas, blendMode: .none)
        }
        let oneClear = try frame { fixture.renderer.clear(canvas) }
        #expect(oneClear == twoSteps)
        #expect(oneClear[2, 2] == canvas)
    }

    @Test("a PNG saved from the renderer loads back with the same pixels")
    func screenshotRoundTrip() throws {
        let fixture = try Fixture()
        fixture.renderer.clear(Self.background)
        fixture.renderer.fillRoundedRect(Rect(x: 20, y: 20, width: 100, height: 60), cornerRadius: 12, color: Self.red)
        let scratch = try TemporaryDirectory("touchsandbox-roundtrip")
        let path = scratch.path("screenshot.png")
        try fixture.renderer.saveScreenshot(to: path)
        let drawn = try fixture.renderer.readPixels()
        let loaded = try ImageFile.load(path)
        #expect(loaded == drawn)
        #expect(loaded[70, 50] == Self.red)
    }
}

extension HeadlessSDLTests {
    @Test("a 40×10 texture turned a quarter turn clockwise stands upright; alpha 0.5 blends it halfway")
    func texturedDrawingRotatesAndFades() throws {
        let fixture = try Fixture()
        let bar = try fixture.renderer.makeTexture(RGBAImage(width: 40, height: 10, filledWith: Self.red))
        fixture.renderer.clear(.black)
        fixture.renderer.draw(bar, pose: Pose(center: Vector2(100, 60), rotation: .pi / 2))
        bar.alpha = 0.5
        fixture.renderer.draw(bar, center: Vector2(30, 20), scale: 0.5)
        let pixels = try fixture.renderer.readPixels()
        #expect(pixels[100, 60 + 15] == Self.red)     // along the turned bar
        #expect(pixels[100 + 15, 60] == .black)       // where it lay before turning
        let faded = pixels[30, 20]
        #expect(abs(Int(faded.r) - 115) <= 2 && abs(Int(faded.g) - 20) <= 2)
        #expect(pixels[30 + 12, 20] == .black)        // scaled to 20 wide
    }
}

@Suite("RGBA images")
struct RGBAImageTests {
    @Test("transparent pixels next to a red one turn red but stay transparent; far ones keep their colour")
    func bleed() {
        var image = RGBAImage(width: 3, height: 1, filledWith: .clear)
        image.pixels.replaceSubrange(0..<4, with: [200, 10, 10, 255])
        let bled = image.bleedingColorIntoTransparentPixels()
        #expect(bled[1, 0] == Color(r: 200, g: 10, b: 10, a: 0))
        #expect(bled[2, 0] == .clear)
        #expect(bled[0, 0] == Color(r: 200, g: 10, b: 10))
    }

    @Test("hex colours parse with and without alpha; junk does not")
    func hexColours() {
        #expect(Color(hex: "#1e2430") == Color(r: 0x1e, g: 0x24, b: 0x30))
        #expect(Color(hex: "ff000080") == Color(r: 255, g: 0, b: 0, a: 128))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#zzzzzz") == nil)
        #expect(Color(hex: "+1e243") == nil)
    }
}
