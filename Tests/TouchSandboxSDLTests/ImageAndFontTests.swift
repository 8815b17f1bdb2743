import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL
import TouchTestSupport

extension HeadlessSDLTests {
    /// A 4×2 PNG: left half opaque red, right half transparent.
    private func writeSamplePNG(to path: String) throws {
        var image = RGBAImage(width: 4, height: 2, filledWith: .clear)
        for y in 0..<2 { for x in 0..<2 { image.pixels.replaceSubrange((y * 4 + x) * 4..<(y * 4 + x) * 4 + 4, with: [230, 40, 40, 255]) } }
        try ImageFile.savePNG(image, to: path)
    }

    @Test("a PNG loads as RGBA pixels with its alpha and as a texture of the same size")
    func loadsPNG() throws {
        let fixture = try Fixture()
        let scratch = try TemporaryDirectory("touchsandbox-sdl")
        let folder = scratch.folderPath
        try writeSamplePNG(to: folder + "/sprite.png")
        let loaded = try fixture.renderer.loadImage(folder + "/sprite.png")
        #expect(loaded.width == 4 && loaded.height == 2)
        #expect(loaded.pixels[0, 0] == Self.red)
        #expect(loaded.pixels[3, 1].a == 0)
        #expect(loaded.pixels.alphaChannel == [255, 255, 0, 0, 255, 255, 0, 0])
        #expect(loaded.texture.width == 4 && loaded.texture.height == 2)
    }

    @Test("a missing image is an error naming the file")
    func missingImage() throws {
        let path = "/nonexistent/touchsandbox/flower.png"
        #expect(throws: SDLError.image(path: path, message: "no such file")) { try ImageFile.load(path) }
    }

    @Test("a truncated PNG is an error naming the file")
    func truncatedPNG() throws {
        let fixture = try Fixture()
        let scratch = try TemporaryDirectory("touchsandbox-sdl")
        let folder = scratch.folderPath
        // A PNG big enough that cutting it in half loses image data, not just the end marker.
        fixture.renderer.clear(Self.background)
        for i in 0..<20 {
            fixture.renderer.fillCircle(center: Vector2(Double(i * 10), Double(i * 6)), radius: 15, color: Self.red)
        }
        let whole = folder + "/whole.png", cut = folder + "/cut.png"
        try fixture.renderer.saveScreenshot(to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        do {
            _ = try fixture.renderer.loadImage(cut)
            Issue.record("a truncated PNG loaded")
        } catch {
            guard case let .image(path, message) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == cut)
            #expect(!message.isEmpty)
            #expect(error.description.contains(cut))
        }
    }

    @Test("a text file renamed .png is an error naming the file")
    func textFileAsPNG() throws {
        let scratch = try TemporaryDirectory("touchsandbox-sdl")
        let folder = scratch.folderPath
        let path = folder + "/notes.png"
        try "this is not an image\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: SDLError.self) { try ImageFile.load(path) }
        #expect(error?.description.hasPrefix("cannot load image '\(path)'") == true)
    }

    @Test("a 4-bit and a 16-bit gray PNG with a tRNS key draw the background where their pixels are transparent and their gray elsewhere")
    func grayKeyDrawsTransparent() throws {
        let fixture = try Fixture()
        let cases = try PNGCases.generate()
        for name in ["gray4-trns", "gray16-trns"] {
            let loaded = try fixture.renderer.loadImage(cases.png(name))
            loaded.texture.isPixelated = true
            fixture.renderer.clear(Self.background)
            fixture.renderer.draw(loaded.texture, in: Rect(x: 0, y: 0, width: 16, height: 8))
            let drawn = try fixture.renderer.readPixels()
            for y in 0..<8 {
                for x in 0..<16 {
                    let pixel = loaded.pixels[x, y]
                    let expected = pixel.a == 0 ? Self.background : Color(r: pixel.r, g: pixel.g, b: pixel.b)
                    #expect(drawn[x, y] == expected, "\(name) (\(x), \(y))")
                }
            }
            #expect(loaded.pixels[3, 0].a == 0 && loaded.pixels[0, 0].a == 255)
        }
    }

    @Test("BMP and JPEG written by SDL load back at their size; a 1×1 GIF's transparent colour index becomes alpha 0")
    func otherRasterFormats() throws {
        let scratch = try TemporaryDirectory("touchsandbox-sdl")
        let folder = scratch.folderPath
        var image = RGBAImage(width: 6, height: 3, filledWith: Color(r: 200, g: 60, b: 20))
        image.pixels.replaceSubrange(0..<4, with: [10, 220, 30, 255])
        let surface = try Surface.make(from: image)
        defer { SDL_FreeSurface(surface) }
        #expect(SDL_SaveBMP_RW(surface, SDL_RWFromFile(folder + "/sprite.bmp", "wb"), 1) == 0)
        #expect(IMG_SaveJPG(surface, folder + "/sprite.jpg", 95) == 0)
        let bmp = try ImageFile.load(folder + "/sprite.bmp")
        #expect(bmp == image)
        let jpeg = try ImageFile.load(folder + "/sprite.jpg")
        #expect(jpeg.width == 6 && jpeg.height == 3 && jpeg[5, 2].a == 255 && abs(Int(jpeg[5, 2].r) - 200) < 24)
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF,
                                                    0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00,
                                                    0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        try Data(gif).write(to: URL(fileURLWithPath: folder + "/dot.gif"))
        let dot = try ImageFile.load(folder + "/dot.gif")
        #expect(dot.width == 1 && dot.height == 1 && dot[0, 0].a == 0)
    }

    @Test("an SVG is drawn at its declared size; one declaring 20000×20000 in 122 bytes is drawn at 4096×4096, the limit")
    func svgWithinTheLimit() throws {
        let scratch = try TemporaryDirectory("touchsandbox-sdl")
        let folder = scratch.folderPath
        func svg(_ attributes: String, _ name: String) throws -> String {
            let path = "\(folder)/\(name).svg"
            try #"<svg xmlns="http://www.w3.org/2000/svg" \#(attributes)><rect width="99999" height="99999" fill="red"/></svg>"#
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let small = try ImageFile.load(try svg(#"width="40" height="20""#, "small"))
        #expect(small.width == 40 && small.height == 20 && small[20, 10] == Color(r: 255, g: 0, b: 0))
        let huge = try svg(#"width="20000" height="20000""#, "huge")
        #expect((try FileManager.default.attributesOfItem(atPath: huge)[.size] as? Int) == 122)
        let big = try ImageFile.load(huge)
        #expect(big.width == 4096 && big.height == 4096)
        let wide = try ImageFile.load(try svg(#"viewBox="0 0 30000 1000""#, "wide"))
        #expect(wide.width == 8190 && wide.height == 273)  // nanosvg keeps the proportions: scale min(8192/30000, 273/1000)
        let metric = try ImageFile.load(try svg(#"width="10mm" height="1in""#, "metric"))
        #expect(metric.width == 38 && metric.height == 96)
        let unsized = try svg("", "unsized")
        #expect(throws: SDLError.image(path: unsized, message: "the SVG declares no size (width and height, or a viewBox)")) { try ImageFile.load(unsized) }
    }

    @Test("the default font is found and draws text; its textures are cached")
    func defaultFontDrawsText() throws {
        let fixture = try Fixture()
        let font = try #require(fixture.system.defaultFont(pointSize: 20))
        #expect(font.path.hasSuffix(".ttf"))
        let text = TextRenderer(renderer: fixture.renderer, font: font)
        fixture.renderer.clear(.black)
        let size = text.draw("Touch 10", at: Vector2(10, 10), color: .white)
        text.draw("Touch 10", at: Vector2(10, 60), color: .white)
        #expect(text.cachedCount == 1)
        #expect(size.x > 40 && size.y > 10)
        let pixels = try fixture.renderer.readPixels()
        var lit = 0
        for y in 10..<(10 + Int(size.y)) { for x in 10..<(10 + Int(size.x)) where pixels[x, y].r > 128 { lit += 1 } }
        #expect(lit > 50)
    }

    @Test("a font and a renderer outlive the caller's SDL system: each keeps alive what it needs, so text still draws and teardown is clean")
    func objectsKeepWhatTheyNeed() throws {
        var fixture: Fixture? = try Fixture()
        let renderer = fixture!.renderer
        let font = try #require(fixture!.system.defaultFont(pointSize: 20))
        fixture = nil  // the caller lets go of the system first, as an optimised build may
        let text = TextRenderer(renderer: renderer, font: font)
        renderer.clear(.black)
        let size = text.draw("Still here", at: Vector2(10, 10), color: .white)
        #expect(size.x > 40)
        let pixels = try renderer.readPixels()
        var lit = 0
        for y in 10..<(10 + Int(size.y)) { for x in 10..<(10 + Int(size.x)) where pixels[x, y].r > 128 { lit += 1 } }
        #expect(lit > 50)
    }

    @Test("text for a scene drawn twice as large is set from a font twice as large, so it keeps its size in scene units")
    func scaledTextKeepsItsSize() throws {
        let fixture = try Fixture()
        let font = try #require(fixture.system.defaultFont(pointSize: 15))
        let text = TextRenderer(renderer: fixture.renderer, font: font)
        let plain = text.size(of: "Tap on sun")
        text.use(try font.resized(to: 30), unitsPerPixel: 0.5)
        let sharp = text.size(of: "Tap on sun")
        // Hinting keeps glyph widths from scaling exactly; within 5 % is the same size to the eye.
        #expect(abs(sharp.x - plain.x) <= 0.05 * plain.x && abs(sharp.y - plain.y) <= 0.05 * plain.y, "\(plain) vs \(sharp)")
        let pixels = Double(text.texture(for: "Tap on sun", color: .white)?.width ?? 0)
        #expect(pixels >= 1.9 * plain.x, "drawn from \(pixels) pixels for \(plain.x) units")
    }

    @Test("without a display and not headless, starting SDL is the typed no-display error")
    func noDisplayIsTyped() throws {
        let hidden = DisplayVariables.hide()
        defer { hidden.restore() }
        do {
            let system = try SDLSystem()
            // Some machines have a console video driver (KMS) that works without a display server.
            #expect(!["x11", "wayland", "offscreen", "dummy"].contains(system.videoDriver))
        } catch {
            guard case .noDisplay = error else { Issue.record("expected .noDisplay, got \(error)"); return }
            #expect(error.description.contains("--headless"))
        }
    }
}
