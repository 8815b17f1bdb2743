import CSDL2
import TouchEngine

/// Draws strings with one font, keeping recently drawn strings as textures so a HUD that redraws
/// the same labels every frame does not re-rasterise them.
public final class TextRenderer {
    /// Where the given position sits on the text's box.
    public enum Anchor: Sendable {
        case topLeft, center, topRight, centerLeft
    }

    public private(set) var font: Font
    /// Units of the renderer's transform space per texture pixel: 1 / (output pixels per unit) keeps text
    /// sharp when the scene is scaled up (HiDPI, a small scene fullscreen on a large display).
    public private(set) var unitsPerPixel = 1.0
    let renderer: Renderer
    /// The most textures kept; the cache is emptied when it would grow past this.
    public let capacity: Int
    private var cache: [Key: Texture] = [:]

    private struct Key: Hashable {
        let text: String
        let color: Color
    }

    public init(renderer: Renderer, font: Font, capacity: Int = 256) {
        self.renderer = renderer
        self.font = font
        self.capacity = capacity
    }

    /// Uses `font` from now on, with its pixels `unitsPerPixel` units wide; the cache starts again.
    public func use(_ font: Font, unitsPerPixel: Double) {
        self.font = font
        self.unitsPerPixel = unitsPerPixel > 0 && unitsPerPixel.isFinite ? unitsPerPixel : 1
        cache.removeAll()
    }

    /// The size `text` is drawn at, in transform units.
    public func size(of text: String) -> Vector2 {
        let pixels = font.size(of: text)
        return Vector2(Double(pixels.width), Double(pixels.height)) * unitsPerPixel
    }

    /// The distance between lines, in transform units.
    public var lineHeight: Double { Double(font.lineHeight) * unitsPerPixel }

    /// How many strings are cached right now.
    public var cachedCount: Int { cache.count }

    /// The texture showing `text` in `color` (nil for empty text or a rendering failure).
    public func texture(for text: String, color: Color) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, color: color)
        if let cached = cache[key] { return cached }
        guard let surface = TTF_RenderUTF8_Blended(font.pointer, text, color.sdl) else {
            log.warning("TTF_RenderUTF8_Blended failed: \(SDLError.lastMessage)")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let texture: Texture
        do {
            texture = try Texture(renderer: renderer, surface: surface)
        } catch {
            log.warning("\(error)")
            return nil
        }
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = texture
        return texture
    }

    /// Draws `text` at `position` (in the renderer's transform space, at one texture pixel per unit).
    /// Returns the size drawn, zero when nothing was.
    @discardableResult
    public func draw(_ text: String, at position: Vector2, color: Color = .white, anchor: Anchor = .topLeft) -> Vector2 {
        guard let texture = texture(for: text, color: color) else { return .zero }
        let size = Vector2(Double(texture.width), Double(texture.height)) * unitsPerPixel
        let topLeft: Vector2
        switch anchor {
        case .topLeft: topLeft = position
        case .center: topLeft = position - size / 2
        case .topRight: topLeft = Vector2(position.x - size.x, position.y)
        case .centerLeft: topLeft = Vector2(position.x, position.y - size.y / 2)
        }
        renderer.draw(texture, in: Rect(x: topLeft.x, y: topLeft.y, width: size.x, height: size.y))
        return size
    }
}
