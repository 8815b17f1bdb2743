import CSDL2
import Foundation
import TouchEngine

/// Draws into a window. Every coordinate handed to it passes through `transform` first, so the app
/// sets `transform = mapping.sceneToOutput` and draws in scene pixels (see `ViewportMapping`).
///
/// Drawing state the renderer owns (blend mode, draw colour, clip) is set per call; callers never
/// touch `SDL_RenderSetViewport` or `SDL_RenderSetLogicalSize`, which change the coordinates of the
/// input events SDL delivers (see `ViewportMapping`).
public final class Renderer {
    /// Which SDL renderer to ask for.
    public enum Mode: Sendable {
        /// Hardware accelerated when SDL can, otherwise software; presents without waiting for vsync (input is
        /// shown the moment its frame is drawn; the app paces what moves by itself at the display's rate), unless
        /// the user sets SDL's own hint `SDL_RENDER_VSYNC=1`.
        case automatic
        /// Hardware accelerated, failing if unavailable.
        case accelerated(vsync: Bool)
        /// SDL's software renderer (always available, also headless).
        case software
    }

    let pointer: OpaquePointer
    /// The window this renderer draws into, kept alive as long as the renderer.
    public let window: Window
    /// SDL's name for the renderer in use ("opengl", "opengles2", "software", ...).
    public let name: String
    /// Whether SDL reports vsync on presents.
    public let hasVSync: Bool
    /// Applied to every position and length given to the drawing methods.
    public var transform: DrawTransform = .identity

    /// Scratch buffers for `SDL_RenderGeometry`, reused between shapes.
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// Whether the software renderer computes only the visible part of scaled and turned texture copies
    /// (`ClippedCopyPlan`); the tests set it to compare both ways.
    var clippedCopies: ClippedCopyPolicy = .always
    /// The streaming textures clipped copies are uploaded through, one per pixel format, and the scaled image's
    /// pixels a tile of a turned copy reads (`Renderer+ClippedCopy.swift`).
    var copyTiles: [UInt32: OpaquePointer] = [:]
    var copyScratch: [UInt8] = []
    var copySpans: [Int64] = []
    /// Clipped copies' computed cells kept between frames, so a copy only moved is laid again, not computed again.
    let copyCells = CopyCellCache(byteBudget: 0)
    /// The number the next texture made on this renderer is known by in `copyCells` (never reused, unlike an address).
    private var nextTextureSerial = 0
    /// The largest triangle box (pixels) a shape's mesh may have and be drawn uncut (`MeshClipper`); the tests lower it.
    var largestUncutTriangleBox = MeshClipper.largestBox

    public init(window: Window, mode: Mode = .automatic) throws(SDLError) {
        self.window = window
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        let software = SDL_RENDERER_SOFTWARE.rawValue
        var created: OpaquePointer?
        switch mode {
        case .automatic:
            // A present that waits for vsync blocks the loop until the display's next refresh: input that arrives
            // meanwhile (a fading trail's frame was being shown) waits a whole refresh more. Under Mesa's llvmpipe the
            // event-to-frame wait was 15.3 ms with vsync and 4.1 ms without (docs/performance.md, Latency).
            created = SDL_CreateRenderer(window.pointer, -1, accelerated)
            if created == nil {
                log.notice("no accelerated renderer (\(SDLError.lastMessage)); using the software renderer")
                created = SDL_CreateRenderer(window.pointer, -1, software)
            }
        case .accelerated(let vsync):
            created = SDL_CreateRenderer(window.pointer, -1,
                                         accelerated | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0))
        case .software:
            created = SDL_CreateRenderer(window.pointer, -1, software)
        }
        guard let created else { throw SDLError.failed("SDL_CreateRenderer") }
        pointer = created
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(created, &info) == 0, let cName = info.name {
            name = String(cString: cName)
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        } else {
            name = "unknown"
            hasVSync = false
        }
    }

    deinit {
        for tile in copyTiles.values { SDL_DestroyTexture(tile) }
        copyCells.removeAll()
        SDL_DestroyRenderer(pointer)
    }

    /// Whether this is SDL's software renderer.
    public var isSoftware: Bool { name == "software" }

    /// The size of the drawable in pixels (larger than the window's point size on HiDPI screens).
    public var outputSize: PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(pointer, &w, &h) < 0 { return window.size }
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// A mapping for a scene of `sceneSize` in this renderer's window, at the current sizes.
    public func mapping(sceneSize: PixelSize) -> ViewportMapping {
        ViewportMapping(windowSize: window.size, outputSize: outputSize, sceneSize: sceneSize)
    }

    // MARK: Frame

    /// Fills the whole output (ignoring the clip and transform) with `color`.
    public func clear(_ color: Color) {
        let clip = currentClip
        SDL_RenderSetClipRect(pointer, nil)
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
        if var clip { SDL_RenderSetClipRect(pointer, &clip) }
    }

    /// Shows what was drawn since the last present, and closes the frame for the cells of clipped copies.
    public func present() {
        SDL_RenderPresent(pointer)
        endCopyFrame()
    }

    /// Lets go of the clipped copies' cells this frame did not lay, and sizes their budget to one and a half outputs.
    func endCopyFrame() {
        guard isSoftware else { return }
        let size = outputSize
        copyCells.endFrame(budget: size.width * size.height * 4 * 3 / 2)
    }

    /// A number for a new texture, unique on this renderer.
    func issueTextureSerial() -> Int {
        nextTextureSerial += 1
        return nextTextureSerial
    }

    /// Restricts drawing to `rect` (in `transform` space), or lifts the restriction with nil.
    public func setClip(_ rect: Rect?) {
        guard let rect else {
            SDL_RenderSetClipRect(pointer, nil)
            return
        }
        let r = clipRectangle(rect)
        var clip = SDL_Rect(x: r.x, y: r.y, w: r.width, h: r.height)
        SDL_RenderSetClipRect(pointer, &clip)
    }

    /// The whole-pixel rectangle `setClip(rect)` hands SDL (output pixels).
    public func clipRectangle(_ rect: Rect) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let r = transform.apply(rect)
        return (Int32(saturating: r.minX), Int32(saturating: r.minY), Int32(saturating: r.width), Int32(saturating: r.height))
    }

    var currentClip: SDL_Rect? {
        guard SDL_RenderIsClipEnabled(pointer) == SDL_TRUE else { return nil }
        var rect = SDL_Rect()
        SDL_RenderGetClipRect(pointer, &rect)
        return rect
    }

    /// Fills an axis-aligned rectangle (hard edges; see `fillRoundedRect` for soft ones). An opaque colour is laid
    /// without blending whatever `blendMode` says for `.blend`: the pixels are the same, and Mesa's llvmpipe draws a
    /// tile with no blended primitive in it far faster (docs/performance.md, Latency: the tray's band and edge cost 0.2–0.5 ms
    /// a frame blended).
    public func fillRect(_ rect: Rect, color: Color, blendMode: BlendMode = .blend) {
        var frect = Self.pixelEdges(of: transform.apply(rect))
        SDL_SetRenderDrawBlendMode(pointer, Self.fillBlendMode(blendMode, color: color).sdl)
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRectF(pointer, &frect)
    }

    /// `rect` with each edge rounded to the nearest pixel boundary: the pixels whose centres it holds, as OpenGL fills
    /// them. SDL's software renderer would truncate the corner and the size apart, so a band from 633.6 to 720 (the
    /// tray of a 1280×800 scene fitted to 1280×720) stopped at 719 and left the window's last row showing what lies
    /// beneath. A rectangle thinner than a pixel keeps one pixel, as SDL gives it.
    static func pixelEdges(of rect: Rect) -> SDL_FRect {
        func edges(_ low: Double, _ high: Double) -> (Float, Float) {
            let start = low.rounded(), end = high.rounded()
            return (Float(start), Float(high > low ? max(end - start, 1) : 0))
        }
        let (x, width) = edges(rect.minX, rect.maxX), (y, height) = edges(rect.minY, rect.maxY)
        return SDL_FRect(x: x, y: y, w: width, h: height)
    }

    /// The blend mode `fillRect` lays `color` with: `.blend` of an opaque colour is the same as no blending.
    static func fillBlendMode(_ blendMode: BlendMode, color: Color) -> BlendMode {
        blendMode == .blend && color.a == 255 ? .none : blendMode
    }

    // MARK: Textures

    /// Draws `texture` centred on `center`, `size` wide and high before `scale`, turned
    /// `rotationDegrees` clockwise about its centre. Colour, alpha and blend come from the texture.
    public func draw(_ texture: Texture, center: Vector2, size: Vector2? = nil, scale: Double = 1,
                     rotationDegrees: Double = 0) {
        draw(texture, at: placement(of: texture, center: center, size: size, scale: scale, rotationDegrees: rotationDegrees))
    }

    /// Draws `texture` at a placement made by `placement(of:center:size:scale:rotationDegrees:)`. On the software
    /// renderer only the part inside the output is computed (`ClippedCopyPlan`), with the pixels SDL would give.
    public func draw(_ texture: Texture, at placement: CopyPlacement) {
        var destination = SDL_FRect(x: placement.x, y: placement.y, w: placement.width, h: placement.height)
        if drawClipped(texture, to: destination, angle: placement.angleDegrees) { return }
        SDL_RenderCopyExF(pointer, texture.pointer, nil, &destination, placement.angleDegrees, nil, SDL_FLIP_NONE)
    }

    /// Where `draw(_:center:size:scale:rotationDegrees:)` puts `texture`: the very rectangle (output pixels) and
    /// angle it hands to `SDL_RenderCopyExF`, so another program can draw the same pixels (the frame benchmark's floor).
    public func placement(of texture: Texture, center: Vector2, size: Vector2? = nil, scale: Double = 1,
                          rotationDegrees: Double = 0) -> CopyPlacement {
        let base = size ?? Vector2(Double(texture.width), Double(texture.height))
        let c = transform.apply(center)
        let w = transform.apply(length: base.x * scale), h = transform.apply(length: base.y * scale)
        return CopyPlacement(x: Float(c.x - w / 2), y: Float(c.y - h / 2), width: Float(w), height: Float(h),
                             angleDegrees: rotationDegrees)
    }

    /// Draws `texture` where an engine `Pose` puts it (`size` defaults to the texture's own).
    public func draw(_ texture: Texture, pose: Pose, size: Vector2? = nil) {
        draw(texture, center: pose.center, size: size, scale: pose.scale,
             rotationDegrees: pose.rotation * 180 / .pi)
    }

    /// Draws `texture` stretched over `rect` (in `transform` space), unrotated.
    public func draw(_ texture: Texture, in rect: Rect) {
        let r = transform.apply(rect)
        var destination = SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
        if drawClipped(texture, to: destination, angle: 0) { return }
        SDL_RenderCopyF(pointer, texture.pointer, nil, &destination)
    }

    // MARK: Read back

    /// Returns once everything drawn so far is in the pixels. GPU renderers queue their work and return at
    /// once; reading one pixel back waits for the queue, so a timed frame includes the drawing it asked for.
    public func waitUntilDrawn() {
        var corner = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        var pixel: UInt32 = 0
        _ = SDL_RenderReadPixels(pointer, &corner, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
    }

    /// The pixels drawn so far this frame (call before `present`), in RGBA order.
    public func readPixels() throws(SDLError) -> RGBAImage {
        let size = outputSize
        var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = bytes.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress,
                                 Int32(size.width * 4))
        }
        try check(status, "SDL_RenderReadPixels")
        return RGBAImage(width: size.width, height: size.height, pixels: bytes)
    }

    /// Saves what was drawn so far this frame as a PNG file (call before `present`).
    public func saveScreenshot(to path: String) throws(SDLError) {
        try ImageFile.savePNG(readPixels(), to: path)
    }

    /// What was drawn so far this frame as the bytes of a PNG file (call before `present`); `path` names the file
    /// it is for in errors.
    public func screenshotPNG(naming path: String) throws(SDLError) -> Data {
        try ImageFile.pngData(readPixels(), naming: path)
    }
}

/// A texture's destination rectangle in output pixels and its clockwise turn, as `SDL_RenderCopyExF` takes them.
public struct CopyPlacement: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var width: Float
    public var height: Float
    public var angleDegrees: Double
}

extension Int32 {
    /// `value` rounded to the nearest integer and clamped to Int32's range; NaN is 0. For coordinates handed to SDL,
    /// where a point far off screen stays far off screen (SDL clips it).
    init(saturating value: Double) {
        self = Int32(clamping: value.rounded())
    }
}
