import CSDL2

/// An image uploaded to a renderer. Keeps its renderer alive, so it can never outlive it.
public final class Texture {
    let pointer: OpaquePointer
    let renderer: Renderer
    /// Size in pixels.
    public let width: Int
    public let height: Int

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
        self.init(renderer: renderer, adopting: texture, width: image.width, height: image.height)
    }

    /// Takes ownership of an SDL texture.
    init(renderer: Renderer, adopting texture: OpaquePointer, width: Int, height: Int) {
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
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
