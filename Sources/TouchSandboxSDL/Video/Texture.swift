import CSDL2

/// An image uploaded to a renderer. Keeps its renderer alive, so it can never outlive it.
public final class Texture {
    let pointer: OpaquePointer
    let renderer: Renderer
    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// On the software renderer, the texture's pixels as SDL holds them, for copies computed only where they are
    /// seen (`ClippedCopyPlan`); nil on other renderers, which clip copies themselves.
    let softwarePixels: SoftwarePixels?

    /// Uploads `image`. Filtering is linear, so scaled and rotated sprites stay smooth.
    public convenience init(renderer: Renderer, image: RGBAImage) throws(SDLError) {
        guard let texture = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_RGBA32.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(image.width), Int32(image.height))
        else { throw SDLError.failed("SDL_CreateTexture") }
        let status = image.pixels.withUnsafeBytes { raw in
            SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(image.width * 4))
        }
        if status < 0 {
            let error = SDLError.failed("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw error
        }
        let pixels = renderer.isSoftware
            ? SoftwarePixels(bytes: image.pixels, width: image.width, height: image.height, format: SDL_PIXELFORMAT_RGBA32.rawValue)
            : nil
        self.init(renderer: renderer, adopting: texture, width: image.width, height: image.height, softwarePixels: pixels)
    }

    /// Uploads `surface` as `SDL_CreateTextureFromSurface` does (the texture takes the format SDL picks for it);
    /// on the software renderer also keeps its pixels in that format.
    convenience init(renderer: Renderer, surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
            throw SDLError.failed("SDL_CreateTextureFromSurface")
        }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        var pixels: SoftwarePixels?
        var format: UInt32 = 0
        if renderer.isSoftware, SDL_QueryTexture(texture, &format, nil, nil, nil) == 0 {
            pixels = SoftwarePixels(surface: surface, format: format)
        }
        self.init(renderer: renderer, adopting: texture, width: width, height: height, softwarePixels: pixels)
    }

    /// Takes ownership of an SDL texture.
    init(renderer: Renderer, adopting texture: OpaquePointer, width: Int, height: Int, softwarePixels: SoftwarePixels? = nil) {
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        self.softwarePixels = softwarePixels
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    }

    deinit { SDL_DestroyTexture(pointer) }

    public var blendMode: BlendMode = .blend {
        didSet { SDL_SetTextureBlendMode(pointer, blendMode.sdl) }
    }

    /// Multiplies the texture's colours when drawn (white leaves them unchanged); alpha is ignored.
    public var colorMod: Color = .white {
        didSet { SDL_SetTextureColorMod(pointer, colorMod.r, colorMod.g, colorMod.b) }
    }

    /// Multiplies the texture's alpha when drawn, 0...1.
    public var alpha: Double = 1 {
        didSet { SDL_SetTextureAlphaMod(pointer, UInt8((min(max(alpha, 0), 1) * 255).rounded())) }
    }

    /// Pixel-exact (nearest) rather than smooth (linear) scaling.
    public var isPixelated: Bool = false {
        didSet { SDL_SetTextureScaleMode(pointer, isPixelated ? SDL_ScaleModeNearest : SDL_ScaleModeLinear) }
    }
}

/// A texture's pixels as SDL's software renderer holds them: rows top to bottom, 4 bytes a pixel in `format`
/// (an `SDL_PixelFormatEnum`), no padding.
struct SoftwarePixels {
    let bytes: [UInt8]
    let width: Int
    let height: Int
    let format: UInt32

    init(bytes: [UInt8], width: Int, height: Int, format: UInt32) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.format = format
    }

    /// `surface`'s pixels converted to `format` (nil when SDL cannot convert them, or `format` is not one of the
    /// 4-byte formats clipped copies take).
    init?(surface: UnsafeMutablePointer<SDL_Surface>, format: UInt32) {
        guard ClippedCopyPlan.swapToARGB(format) != nil, let converted = SDL_ConvertSurfaceFormat(surface, format, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard let source = converted.pointee.pixels else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            for row in 0..<height {
                out.baseAddress!.advanced(by: row * width * 4).copyMemory(from: source.advanced(by: row * pitch), byteCount: width * 4)
            }
        }
        self.init(bytes: bytes, width: width, height: height, format: format)
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
