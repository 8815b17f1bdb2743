import CSDL2
import TouchEngine

/// A drawing kept in a texture at output resolution and drawn again only when what it shows changes: for things that
/// stay the same frame after frame while the rest of the frame moves, such as the long-press menu, whose rounded
/// shapes, dividers and labels cost llvmpipe far more every frame than one textured rectangle (docs/performance.md, Latency).
///
/// Drawing with ordinary blending into transparent black gives premultiplied colour. The OpenGL renderers lay that
/// texture on the frame one to one, at whole output pixels, with premultiplied blending, so the frame gets what
/// drawing straight into it gives, within 1/255. SDL's software renderer cannot blend premultiplied: there the pixels
/// are read back once, divided by their alpha and laid with ordinary blending from a second texture, within 2/255 of
/// drawing straight (the menu cost the software renderer about 3 ms a frame as shapes). Whenever SDL refuses a texture
/// the drawing goes straight into the frame every time. Render targets keep their pixels on the renderers SDL offers
/// on Linux (OpenGL, OpenGL ES 2, software); only Direct3D loses them.
public final class CachedLayer<Key: Equatable> {
    /// The renderer the texture belongs to, kept alive as long as the texture.
    private let renderer: Renderer
    /// Where the drawing is drawn: premultiplied colour.
    private var texture: OpaquePointer?
    /// What is laid on the software renderer: the drawing's colour divided by its alpha (nil on the others).
    private var straightTexture: OpaquePointer?
    private var readBack: [UInt32] = []
    private var textureWidth: Int32 = 0
    private var textureHeight: Int32 = 0
    /// What the texture shows: the key, the transform it was drawn with and its top-left output pixel.
    private var shown: (key: Key, transform: DrawTransform, x: Int32, y: Int32)?
    /// False once SDL refused a texture or a render target: the drawing then goes straight into the frame.
    public private(set) var isCaching = true
    /// How many times the drawing was run into the texture (the tests count redraws).
    public private(set) var redrawCount = 0

    /// The largest texture side this layer makes; a larger drawing goes straight into the frame.
    static var largestSide: Int32 { 4096 }

    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let straightTexture { SDL_DestroyTexture(straightTexture) }
    }

    /// Draws what `body` draws (with the renderer's drawing methods, in `transform` space) inside `bounds`: from the
    /// texture when `key` and the renderer's transform are those it was last drawn with, else by running `body` into
    /// the texture first. Whatever `body` draws outside `bounds` is lost.
    public func draw(key: Key, bounds: Rect, _ body: () -> Void) {
        guard isCaching else { return body() }
        let output = renderer.transform.apply(bounds)
        // Within ±1e9 px and smaller than a texture, so the Int32 conversions below cannot trap: a layer far off screen
        // (a sprite flung away) is drawn directly, as one too large is.
        guard output.minX.isFinite, output.minY.isFinite, output.maxX.isFinite, output.maxY.isFinite,
              abs(output.minX) < 1e9, abs(output.minY) < 1e9, output.width >= 0, output.height >= 0,
              output.width < Double(Self.largestSide - 2), output.height < Double(Self.largestSide - 2)
        else { return body() }
        // A pixel of margin on each side keeps the soft edges' outer fringe.
        let x = Int32((output.minX).rounded(.down)) - 1, y = Int32((output.minY).rounded(.down)) - 1
        let width = Int32((output.maxX).rounded(.up)) + 1 - x, height = Int32((output.maxY).rounded(.up)) + 1 - y
        if let shown, shown.key == key, shown.transform == renderer.transform, shown.x == x, shown.y == y,
           texture != nil, textureWidth >= width, textureHeight >= height {
            lay(x: x, y: y, width: width, height: height)
            return
        }
        guard let texture = target(width: width, height: height) else { return body() }
        let frame = renderer.transform
        let previousTarget = SDL_GetRenderTarget(renderer.pointer)
        guard SDL_SetRenderTarget(renderer.pointer, texture) == 0 else {
            log.warning("SDL_SetRenderTarget failed: \(SDLError.lastMessage); drawing without a cache")
            isCaching = false
            return body()
        }
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 0)
        SDL_RenderClear(renderer.pointer)
        renderer.transform = DrawTransform(scale: frame.scale, offset: frame.offset - Vector2(Double(x), Double(y)))
        body()
        renderer.transform = frame
        if renderer.isSoftware { unpremultiply(width: width, height: height) }
        SDL_SetRenderTarget(renderer.pointer, previousTarget)
        guard isCaching else { return body() }
        redrawCount += 1
        shown = (key, frame, x, y)
        lay(x: x, y: y, width: width, height: height)
    }

    /// Copies the texture's top-left `width` × `height` pixels to the output at (`x`, `y`), one to one.
    private func lay(x: Int32, y: Int32, width: Int32, height: Int32) {
        var source = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var destination = SDL_Rect(x: x, y: y, w: width, h: height)
        SDL_RenderCopy(renderer.pointer, straightTexture ?? texture, &source, &destination)
    }

    /// Reads the drawing back from the render target (set), divides each pixel's colour by its alpha and puts the
    /// result into `straightTexture`, for the software renderer's ordinary blending.
    private func unpremultiply(width: Int32, height: Int32) {
        let count = Int(width) * Int(height)
        if readBack.count < count { readBack = [UInt32](repeating: 0, count: count) }
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let pitch = width * 4
        let read = readBack.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer.pointer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, pitch)
        }
        guard read == 0, let straightTexture else {
            log.warning("SDL_RenderReadPixels failed: \(SDLError.lastMessage); drawing without a cache")
            isCaching = false
            return
        }
        for index in 0..<count {
            let pixel = readBack[index]
            let alpha = pixel >> 24
            guard alpha != 0, alpha != 255 else { continue }
            func straight(_ shift: UInt32) -> UInt32 {
                min(255, (((pixel >> shift) & 0xff) * 255 + alpha / 2) / alpha) << shift
            }
            readBack[index] = alpha << 24 | straight(16) | straight(8) | straight(0)
        }
        readBack.withUnsafeBytes { _ = SDL_UpdateTexture(straightTexture, &area, $0.baseAddress, pitch) }
    }

    /// A target texture at least `width` × `height` with premultiplied blending, made anew when the one kept is too
    /// small; nil (and no caching from then on) when SDL refuses.
    private func target(width: Int32, height: Int32) -> OpaquePointer? {
        if let texture, textureWidth >= width, textureHeight >= height { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        if let straightTexture { SDL_DestroyTexture(straightTexture) }
        texture = nil
        straightTexture = nil
        shown = nil
        let newWidth = max(width, textureWidth), newHeight = max(height, textureHeight)
        guard let made = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                           Int32(SDL_TEXTUREACCESS_TARGET.rawValue), newWidth, newHeight) else {
            log.warning("SDL_CreateTexture (render target) failed: \(SDLError.lastMessage); drawing without a cache")
            isCaching = false
            return nil
        }
        if renderer.isSoftware {
            guard let laid = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                               Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), newWidth, newHeight) else {
                log.warning("SDL_CreateTexture (streaming) failed: \(SDLError.lastMessage); drawing without a cache")
                SDL_DestroyTexture(made)
                isCaching = false
                return nil
            }
            SDL_SetTextureBlendMode(laid, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(laid, SDL_ScaleModeNearest)
            straightTexture = laid
        } else {
            let premultiplied = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA,
                                                           SDL_BLENDOPERATION_ADD, SDL_BLENDFACTOR_ONE,
                                                           SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
            guard SDL_SetTextureBlendMode(made, premultiplied) == 0 else {
                SDL_DestroyTexture(made)
                isCaching = false
                return nil
            }
        }
        SDL_SetTextureScaleMode(made, SDL_ScaleModeNearest)
        texture = made
        textureWidth = newWidth
        textureHeight = newHeight
        return made
    }
}
