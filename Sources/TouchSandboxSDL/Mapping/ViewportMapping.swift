import TouchEngine

/// The one fit rule for every output: the scene scaled uniformly to fit the pixels drawn into, centred, the spare
/// bands left to the background. Input of every kind (mouse, fingers, TUIO, recordings replayed in a window) maps
/// back through the same fit, so a touch lands on what is drawn under it.
///
/// Three sizes take part: the window in points (what SDL reports for mouse positions; finger coordinates are
/// normalised to it), the renderer's output in pixels (larger than the window on HiDPI screens) and the scene in
/// scene pixels (the engine's coordinates). The fit is computed in output pixels, the pixels actually drawn; input
/// reaches them from window points through the output's own ratio on each axis. So even while a windowing system
/// reports a window size and a drawable size that disagree (Wayland, for a frame after a compositor resizes the
/// window), what is drawn is a correct fit of the buffer and input matches it. When all three sizes are equal both
/// mappings are the identity.
///
/// The app draws with `Renderer.transform = mapping.sceneToOutput` (the renderer scales every
/// coordinate itself). SDL's own scaling is avoided on purpose: the renderer's event watch rewrites
/// mouse and finger coordinates when a logical size is set (`SDL_RenderSetLogicalSize`), and
/// renormalises finger coordinates to any viewport (`SDL_RenderSetViewport`), in SDL 2.26 — see
/// `EventWatchTests`. `SDL_RenderSetScale` and clip rectangles leave events alone.
public struct ViewportMapping: Hashable, Sendable, CustomStringConvertible {
    /// The window's size in points.
    public var windowSize: PixelSize
    /// The renderer's output size in pixels.
    public var outputSize: PixelSize
    /// The scene's size in scene pixels.
    public var sceneSize: PixelSize

    public init(windowSize: PixelSize, outputSize: PixelSize? = nil, sceneSize: PixelSize? = nil) {
        self.windowSize = windowSize
        self.outputSize = outputSize ?? windowSize
        self.sceneSize = sceneSize ?? windowSize
    }

    // MARK: The fit, in output pixels

    /// Output pixels per scene pixel: the largest uniform scale at which the whole scene fits the output.
    public var outputScale: Double {
        guard sceneSize.width > 0, sceneSize.height > 0, outputSize.width > 0, outputSize.height > 0 else { return 1 }
        return min(Double(outputSize.width) / Double(sceneSize.width), Double(outputSize.height) / Double(sceneSize.height))
    }

    /// Where the scene's top-left corner lies in the output, in pixels (the scene is centred).
    public var outputOffset: Vector2 {
        let s = outputScale
        return Vector2((Double(outputSize.width) - Double(sceneSize.width) * s) / 2,
                       (Double(outputSize.height) - Double(sceneSize.height) * s) / 2)
    }

    /// Scene pixels → output pixels, for drawing the scene.
    public var sceneToOutput: DrawTransform {
        DrawTransform(scale: outputScale, offset: outputOffset)
    }

    /// The part of the output the scene covers, in output pixels (the rest is the bands).
    public var sceneRectInOutput: Rect {
        sceneToOutput.apply(Rect(x: 0, y: 0, width: Double(sceneSize.width), height: Double(sceneSize.height)))
    }

    // MARK: Window points

    /// Output pixels per window point, on each axis (2 on a typical HiDPI screen).
    public var pixelRatios: Vector2 {
        Vector2(windowSize.width > 0 ? Double(outputSize.width) / Double(windowSize.width) : 1,
                windowSize.height > 0 ? Double(outputSize.height) / Double(windowSize.height) : 1)
    }

    /// Output pixels per window point, horizontally.
    public var pixelRatio: Double { pixelRatios.x }

    /// Window points per scene pixel (horizontally, when the window's and output's shapes disagree).
    public var scale: Double { outputScale / pixelRatios.x }

    /// Where the scene's top-left corner lies in the window, in points.
    public var offset: Vector2 {
        let ratios = pixelRatios, offset = outputOffset
        return Vector2(offset.x / ratios.x, offset.y / ratios.y)
    }

    /// The scene position under a window position given in points.
    public func scenePoint(fromWindow point: Vector2) -> Vector2 {
        let ratios = pixelRatios
        return scenePoint(fromOutput: Vector2(point.x * ratios.x, point.y * ratios.y))
    }

    /// The scene position under a finger whose SDL coordinates are normalised to the window (0...1); TUIO cursors
    /// and recordings replayed in a window are normalised the same way.
    public func scenePoint(fromNormalized x: Double, _ y: Double) -> Vector2 {
        scenePoint(fromOutput: Vector2(x * Double(outputSize.width), y * Double(outputSize.height)))
    }

    /// The scene position drawn at an output pixel position.
    public func scenePoint(fromOutput point: Vector2) -> Vector2 {
        (point - outputOffset) / outputScale
    }

    /// The window position (points) of a scene position.
    public func windowPoint(fromScene point: Vector2) -> Vector2 {
        let output = sceneToOutput.apply(point), ratios = pixelRatios
        return Vector2(output.x / ratios.x, output.y / ratios.y)
    }

    /// Window points → output pixels, for overlays laid out in window points.
    public var windowToOutput: DrawTransform {
        DrawTransform(scale: pixelRatio, offset: .zero)
    }

    public var description: String {
        "window \(windowSize) pt, output \(outputSize) px, scene \(sceneSize)"
    }
}
