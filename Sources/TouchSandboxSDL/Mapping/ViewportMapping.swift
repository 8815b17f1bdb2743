import TouchEngine

/// How the scene sits in the window: fitted uniformly, centred, letterboxed along the spare axis.
///
/// Three sizes take part: the window in points (what SDL reports for mouse positions and what finger
/// coordinates are normalised to), the renderer's output in pixels (larger than the window on HiDPI
/// screens) and the scene in scene pixels (the engine's coordinates). Input goes window → scene;
/// drawing goes scene → output. When all three sizes are equal both mappings are the identity.
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

    /// Window points per scene pixel.
    public var scale: Double {
        guard sceneSize.width > 0, sceneSize.height > 0 else { return 1 }
        let fit = min(Double(windowSize.width) / Double(sceneSize.width),
                      Double(windowSize.height) / Double(sceneSize.height))
        return fit > 0 ? fit : 1
    }

    /// Where the scene's top-left corner lies in the window, in points.
    public var offset: Vector2 {
        let s = scale
        return Vector2((Double(windowSize.width) - Double(sceneSize.width) * s) / 2,
                       (Double(windowSize.height) - Double(sceneSize.height) * s) / 2)
    }

    /// Output pixels per window point (2 on a typical HiDPI screen).
    public var pixelRatio: Double {
        windowSize.width > 0 ? Double(outputSize.width) / Double(windowSize.width) : 1
    }

    /// The scene position under a window position given in points.
    public func scenePoint(fromWindow point: Vector2) -> Vector2 {
        (point - offset) / scale
    }

    /// The scene position under a finger whose SDL coordinates are normalised to the window (0...1).
    public func scenePoint(fromNormalized x: Double, _ y: Double) -> Vector2 {
        scenePoint(fromWindow: Vector2(x * Double(windowSize.width), y * Double(windowSize.height)))
    }

    /// The window position (points) of a scene position.
    public func windowPoint(fromScene point: Vector2) -> Vector2 {
        point * scale + offset
    }

    /// Scene pixels → output pixels, for drawing the scene.
    public var sceneToOutput: DrawTransform {
        let ratio = pixelRatio
        return DrawTransform(scale: scale * ratio, offset: offset * ratio)
    }

    /// Window points → output pixels, for overlays laid out in window points (HUD, menus).
    public var windowToOutput: DrawTransform {
        DrawTransform(scale: pixelRatio, offset: .zero)
    }

    /// The part of the output the scene covers, in output pixels (the rest is letterbox).
    public var sceneRectInOutput: Rect {
        sceneToOutput.apply(Rect(x: 0, y: 0, width: Double(sceneSize.width), height: Double(sceneSize.height)))
    }

    public var description: String {
        "window \(windowSize) pt, output \(outputSize) px, scene \(sceneSize)"
    }
}
