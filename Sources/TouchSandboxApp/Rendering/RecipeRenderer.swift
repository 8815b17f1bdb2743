import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// Draws what the touch recipes put on screen: painted strokes, the circle selection, resize handles,
/// the drag-out tray and the long-press menu. It only reads the sandbox.
final class RecipeRenderer {
    private let renderer: Renderer
    private let text: TextRenderer?
    private let textures: (String) -> Texture?
    /// The open menu, drawn once into a texture and laid on every frame while it stays the same.
    private let menuLayer: CachedLayer<SpriteMenu>

    init(renderer: Renderer, text: TextRenderer?, textures: @escaping (String) -> Texture?) {
        self.renderer = renderer
        self.text = text
        self.textures = textures
        menuLayer = CachedLayer(renderer: renderer)
    }

    /// Strokes lie on the canvas, under the sprites.
    func drawStrokes(_ sandbox: Sandbox) {
        for stroke in sandbox.strokes {
            let path = stroke.path
            let color = Palette.color(stroke.color)
            if path.count == 1 {
                renderer.fillCircle(center: path[0], radius: stroke.width / 2, color: color)
            } else if path.count > 1 {
                renderer.drawPolyline(path, width: stroke.width, color: color)
            }
        }
    }

    /// Selection rings and resize handles, over the sprites.
    func drawSpriteDecorations(_ sandbox: Sandbox) {
        let scene = sandbox.scene
        for handle in sandbox.selection.sorted() where scene.isLive(handle) {
            let sprite = scene[handle]
            let radius = (sprite.width * sprite.width + sprite.height * sprite.height).squareRoot() * sprite.pose.scale / 2 + 6
            renderer.strokeCircle(center: sprite.pose.center, radius: radius, thickness: 3, color: Palette.selection)
            renderer.strokeCircle(center: sprite.pose.center, radius: radius + 5, thickness: 1.5, color: Palette.selection.fading(0.4))
        }
        for grip in sandbox.resizeHandles {
            renderer.fillCircle(center: grip.center, radius: 16, color: Palette.handleFill)
            renderer.strokeCircle(center: grip.center, radius: 16, thickness: 2.5, color: .white)
            // Two short diagonal lines: the usual "drag to resize" mark.
            let rotation = scene[grip.sprite].pose.rotation
            let along = Vector2(1, 1).rotated(by: rotation) / 2.0.squareRoot()
            let across = Vector2(1, -1).rotated(by: rotation) / 2.0.squareRoot()
            for offset in [-3.5, 3.5] {
                let middle = grip.center + along * offset
                renderer.drawLine(from: middle - across * (7 - abs(offset)), to: middle + across * (7 - abs(offset)), width: 2, color: .white)
            }
        }
    }

    func drawTray(_ sandbox: Sandbox) {
        guard sandbox.isTrayVisible else { return }
        let tray = sandbox.tray
        renderer.fillRect(tray.frame, color: Palette.trayPanel, blendMode: .none)
        renderer.fillRect(Rect(x: tray.frame.minX, y: tray.frame.minY, width: tray.frame.width, height: 1), color: Palette.trayEdge)
        renderer.setClip(tray.frame)
        for thumbnail in tray.thumbnails where thumbnail.rect.intersects(tray.frame) {
            renderer.fillRoundedRect(thumbnail.rect, cornerRadius: 10, color: Palette.thumbnailBack)
            guard let texture = textures(thumbnail.image) else { continue }
            let inner = thumbnail.rect
            let fit = min((inner.width - 12) / Double(texture.width), (inner.height - 12) / Double(texture.height))
            renderer.draw(texture, center: inner.center, scale: fit)
        }
        renderer.setClip(sandbox.scene.bounds)
        if tray.maximumScrollOffset > 0 {
            // A thin scroll indicator along the tray's top edge.
            let share = tray.frame.width / (tray.frame.width + tray.maximumScrollOffset)
            let width = tray.frame.width * share
            let x = tray.frame.minX + (tray.frame.width - width) * (tray.scrollOffset / tray.maximumScrollOffset)
            renderer.fillRoundedRect(Rect(x: x, y: tray.frame.maxY - 6, width: width, height: 3), cornerRadius: 1.5, color: Palette.trayEdge)
        }
    }

    /// The long-press menu stays put while it is open, but its shadow, panel, dividers and labels cost llvmpipe about
    /// 0.7 ms a frame and the software renderer about 3 ms: it is drawn into a texture once and laid on each frame
    /// (docs/performance.md, Latency).
    func drawMenu(_ sandbox: Sandbox) {
        guard let menu = sandbox.menu else { return }
        let frame = menu.frame
        // The shadow reaches 3 px right of the panel and 5 px below it; soft edges a pixel further.
        let bounds = Rect(minX: frame.minX - 2, minY: frame.minY - 2, maxX: frame.maxX + 5, maxY: frame.maxY + 7)
        menuLayer.draw(key: menu, bounds: bounds) { drawMenuShapes(menu) }
    }

    private func drawMenuShapes(_ menu: SpriteMenu) {
        let frame = menu.frame
        renderer.fillRoundedRect(Rect(x: frame.minX + 3, y: frame.minY + 5, width: frame.width, height: frame.height),
                                 cornerRadius: 14, color: Color(r: 0, g: 0, b: 0, a: 0x60))
        renderer.fillRoundedRect(frame, cornerRadius: 14, color: Palette.menuPanel)
        for (index, item) in menu.items.enumerated() {
            if index > 0 {
                renderer.fillRect(Rect(x: item.rect.minX + 12, y: item.rect.minY, width: item.rect.width - 24, height: 1), color: Palette.menuDivider)
            }
            let color = item.action == .delete ? Palette.menuDanger : Palette.hudText
            text?.draw(item.label, at: Vector2(item.rect.minX + 20, item.rect.center.y), color: color, anchor: .centerLeft)
        }
    }
}
