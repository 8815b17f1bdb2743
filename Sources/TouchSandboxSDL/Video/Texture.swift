import CSDL2
import TouchEngine

/// An image uploaded to a renderer. Keeps its renderer alive, so it can never outlive it.
public final class Texture {
    let pointer: OpaquePointer
    let renderer: Renderer
    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// On the software renderer, the pixel format of the texture's pixels, which `withSoftwarePixels` reads where
    /// SDL keeps them (the texture is streaming there, so it can be locked), for copies computed only where they
    /// are seen (`ClippedCopyPlan`); nil on other renderers, which clip copies themselves.
    let softwareFormat: UInt32?
    /// The texture's number on its renderer, which the cells of its clipped copies are kept under.
    let serial: Int

    /// Uploads `image`. Filtering is linear, so scaled and rotated sprites stay smooth.
    public convenience init(renderer: Renderer, image: RGBAImage) throws(SDLError) {
        let format = SDL_PIXELFORMAT_RGBA32.rawValue
        let texture = try Self.upload(renderer: renderer, format: format, width: image.width, height: image.height) { upload in
            image.pixels.withUnsafeBytes { upload($0.baseAddress, Int32(image.width * 4)) }
        }
        self.init(renderer: renderer, adopting: texture, width: image.width, height: image.height,
                  softwareFormat: renderer.isSoftware ? format : nil, isOpaque: image.isOpaque)
    }

    /// Uploads `surface` (text from SDL_ttf) with the pixels `SDL_CreateTextureFromSurface` gives it: in its own
    /// format when that is ARGB8888 or ABGR8888 (SDL_ttf's blended text is ARGB8888), else converted to ARGB8888.
    convenience init(renderer: Renderer, surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        let own = surface.pointee.format.pointee.format
        let format = ClippedCopyPlan.swapToARGB(own) != nil ? own : SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let source = format == own ? surface : SDL_ConvertSurfaceFormat(surface, format, 0) else {
            throw SDLError.failed("SDL_ConvertSurfaceFormat")
        }
        defer { if source != surface { SDL_FreeSurface(source) } }
        let width = Int(source.pointee.w), height = Int(source.pointee.h)
        let texture = try Self.upload(renderer: renderer, format: format, width: width, height: height) { upload in
            upload(source.pointee.pixels, source.pointee.pitch)
        }
        self.init(renderer: renderer, adopting: texture, width: width, height: height,
                  softwareFormat: renderer.isSoftware ? format : nil)
    }

    /// A texture in `format` filled by `fill` (which hands `SDL_UpdateTexture` the pixels and their pitch); streaming
    /// on the software renderer, so its pixels can be read back in place.
    private static func upload(renderer: Renderer, format: UInt32, width: Int, height: Int,
                               _ fill: ((UnsafeRawPointer?, Int32) -> Int32) -> Int32) throws(SDLError) -> OpaquePointer {
        let access = renderer.isSoftware ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
        guard let texture = SDL_CreateTexture(renderer.pointer, format, Int32(access.rawValue), Int32(width), Int32(height))
        else { throw SDLError.failed("SDL_CreateTexture") }
        if fill({ SDL_UpdateTexture(texture, nil, $0, $1) }) < 0 {
            let error = SDLError.failed("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw error
        }
        return texture
    }

    /// Whether every pixel is opaque. On the OpenGL renderers such a texture is then laid without blending when
    /// asked to blend at full alpha: the same pixels (a textured quad has hard edges and its filtering clamps to
    /// the image's own opaque edge), at less cost on Mesa's llvmpipe (docs/performance.md, Latency). Not on SDL's software
    /// renderer, whose turned copies soften their edges with clear pixels that only blending lays right.
    let isOpaque: Bool

    /// Takes ownership of an SDL texture.
    init(renderer: Renderer, adopting texture: OpaquePointer, width: Int, height: Int, softwareFormat: UInt32? = nil,
         isOpaque: Bool = false) {
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        self.softwareFormat = softwareFormat
        self.isOpaque = isOpaque
        serial = renderer.issueTextureSerial()
        applyBlendMode()
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    }

    /// The blend mode SDL lays the texture with: `blendMode`, or none for an opaque texture blended at full alpha on
    /// the OpenGL renderers.
    var effectiveBlendMode: BlendMode {
        blendMode == .blend && isOpaque && !renderer.isSoftware && alphaModulation == 255 ? .none : blendMode
    }

    /// `alpha` as SDL's alpha modulation byte.
    /// Clamped, NaN to 0 (min and max pass NaN on): an alpha that is no number draws nothing.
    private var alphaModulation: UInt8 { UInt8(clamping: (min(max(alpha, 0), 1) * 255).rounded()) }

    private func applyBlendMode() { SDL_SetTextureBlendMode(pointer, effectiveBlendMode.sdl) }

    /// Runs `body` with the texture's pixels where the software renderer keeps them (locked for the call; only read);
    /// nil on other renderers or when SDL refuses the lock.
    func withSoftwarePixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ pitch: Int, _ format: UInt32) -> Result) -> Result? {
        guard let format = softwareFormat else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(pointer, nil, &pixels, &pitch) == 0, let pixels else { return nil }
        defer { SDL_UnlockTexture(pointer) }
        return body(UnsafeRawPointer(pixels), Int(pitch), format)
    }

    deinit { SDL_DestroyTexture(pointer) }

    public var blendMode: BlendMode = .blend {
        didSet { applyBlendMode() }
    }

    /// Multiplies the texture's colours when drawn (white leaves them unchanged); alpha is ignored.
    public var colorMod: Color = .white {
        didSet { SDL_SetTextureColorMod(pointer, colorMod.r, colorMod.g, colorMod.b) }
    }

    /// Multiplies the texture's alpha when drawn, 0...1.
    public var alpha: Double = 1 {
        didSet {
            SDL_SetTextureAlphaMod(pointer, alphaModulation)
            applyBlendMode()
        }
    }

    /// Pixel-exact (nearest) rather than smooth (linear) scaling.
    public var isPixelated: Bool = false {
        didSet { SDL_SetTextureScaleMode(pointer, isPixelated ? SDL_ScaleModeNearest : SDL_ScaleModeLinear) }
    }
}

/// An image file's pixels (for hit-test masks) and the same image as a texture (for drawing).
public struct LoadedImage {
    public let pixels: RGBAImage
    public let texture: Texture

    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
}

extension Renderer {
    /// Loads an image file into memory and onto this renderer; errors name the file. `pixels` are
    /// exactly the file's; the texture's invisible pixels are recoloured to avoid dark fringes.
    public func loadImage(_ path: String) throws(SDLError) -> LoadedImage {
        let pixels = try ImageFile.load(path)
        do {
            let texture = try Texture(renderer: self, image: pixels.bleedingColorIntoTransparentPixels())
            return LoadedImage(pixels: pixels, texture: texture)
        } catch {
            throw SDLError.image(path: path, message: "\(error)")
        }
    }

    /// Uploads in-memory pixels as a texture.
    public func makeTexture(_ image: RGBAImage) throws(SDLError) -> Texture {
        try Texture(renderer: self, image: image)
    }
}
