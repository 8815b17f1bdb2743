import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// Opaque colours and opaque images are laid without blending on the OpenGL renderers, where blending costs Mesa's
/// llvmpipe most (docs/performance.md, Latency): what the frame shows must not change by a single value. In the serialized SDL
/// suite, as SDL is one per process.
extension HeadlessSDLTests {
    /// A photo-like opaque image: every pixel a different colour, alpha 255.
    private static let opaquePhoto: RGBAImage = {
        var pixels: [UInt8] = []
        for index in 0..<(40 * 30) {
            let red = UInt8(index % 40 * 6), green = UInt8(index / 40 * 8), blue = UInt8(index * 7 % 256)
            pixels += [red, green, blue, 255]
        }
        return RGBAImage(width: 40, height: 30, pixels: pixels)
    }()
    private static let opaqueTestBackground = Color(r: 30, g: 36, b: 48)

    @Test("fills: an opaque colour asked to blend is laid without blending; translucent ones and other modes keep theirs")
    func fillBlendModes() {
        #expect(Renderer.fillBlendMode(.blend, color: Color(r: 58, g: 68, b: 90)) == .none)
        #expect(Renderer.fillBlendMode(.blend, color: Color(r: 58, g: 68, b: 90, a: 254)) == .blend)
        #expect(Renderer.fillBlendMode(.add, color: Color(r: 58, g: 68, b: 90)) == .add)
        #expect(Renderer.fillBlendMode(.none, color: Color(r: 0, g: 0, b: 0, a: 0)) == .none)
    }

    @Test("an image is opaque only when every pixel's alpha is 255")
    func imageOpacity() {
        #expect(Self.opaquePhoto.isOpaque)
        var holed = Self.opaquePhoto
        holed.pixels[4 * 617 + 3] = 254
        #expect(!holed.isOpaque)
        #expect(RGBAImage(width: 0, height: 0, pixels: []).isOpaque)
    }

    @Test("with a display, an opaque image turned and scaled, and an opaque fill, show exactly what blending shows",
          .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func opaqueDrawingMatchesBlending() throws {
        let system = try SDLSystem()
        let window = try Window(system: system, title: "TouchSandbox test", size: PixelSize(width: 200, height: 160))
        let renderer = try Renderer(window: window)
        #expect(renderer.name != "software")
        let opaque = try renderer.makeTexture(Self.opaquePhoto)
        #expect(opaque.effectiveBlendMode == .none, "laid without blending")
        // The same pixels, but a texture that does not know they are opaque: laid with SDL's ordinary blending.
        let blendedCopy = try #require(SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_RGBA32.rawValue,
                                                         Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 40, 30))
        Self.opaquePhoto.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(blendedCopy, nil, $0.baseAddress, 40 * 4) }
        let unknowing = Texture(renderer: renderer, adopting: blendedCopy, width: 40, height: 30)
        #expect(unknowing.effectiveBlendMode == .blend)

        func frame(_ texture: Texture, fillMode: BlendMode) throws -> RGBAImage {
            renderer.clear(Self.opaqueTestBackground)
            renderer.draw(texture, center: Vector2(100.3, 80.6), scale: 2.7, rotationDegrees: 30)
            renderer.draw(texture, center: Vector2(30, 130), scale: 1)
            SDL_SetRenderDrawBlendMode(renderer.pointer, fillMode.sdl)
            SDL_SetRenderDrawColor(renderer.pointer, 58, 68, 90, 255)
            var edge = SDL_FRect(x: 0, y: 150.5, w: 200, h: 1)
            SDL_RenderFillRectF(renderer.pointer, &edge)
            return try renderer.readPixels()
        }
        let fast = try frame(opaque, fillMode: .none)
        let reference = try frame(unknowing, fillMode: BlendMode.blend)
        #expect(fast == reference, "every pixel the same")
        #expect(fast[100, 80] != Self.opaqueTestBackground, "the turned image is there")
        #expect(fast[0, 100] == Self.opaqueTestBackground, "and not everywhere: the corner outside it keeps the background")
        #expect(fast[100, 151] == Color(r: 58, g: 68, b: 90), "the fill is there")

        opaque.alpha = 0.5
        #expect(opaque.effectiveBlendMode == .blend, "faded, it blends again")
        opaque.alpha = 1
        #expect(opaque.effectiveBlendMode == .none)
        renderer.present()
    }
}
