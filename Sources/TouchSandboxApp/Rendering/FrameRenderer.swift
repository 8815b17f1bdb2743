import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// Draws one whole frame from the session's state: canvas, sprites, overlay, HUD. It only reads;
/// it never decides anything about gestures.
package final class FrameRenderer {
    let renderer: Renderer
    private let sceneRenderer: SceneRenderer
    private let overlay: TouchOverlayRenderer
    private let hud: HUDRenderer
    private let recipes: RecipeRenderer
    private let text: TextRenderer?
    private let fontPointSize: Int
    /// Output pixels per scene unit the font was opened for.
    private var fontScale = 1.0

    package init(renderer: Renderer, images: [String: RGBAImage], font: Font?) throws {
        fontPointSize = font?.pointSize ?? 15
        self.renderer = renderer
        sceneRenderer = try SceneRenderer(renderer: renderer, images: images)
        let text = font.map { TextRenderer(renderer: renderer, font: $0) }
        self.text = text
        overlay = TouchOverlayRenderer(renderer: renderer, labels: text)
        hud = HUDRenderer(renderer: renderer, text: text)
        let sprites = sceneRenderer
        recipes = RecipeRenderer(renderer: renderer, text: text, textures: { sprites.texture(for: $0) })
    }

    /// Draws the frame into the back buffer (call `present` or read pixels afterwards).
    package func draw(session: SandboxSession, mapping: ViewportMapping, pinned: [EventTranslator.PinnedFinger], now: Double) {
        let sandbox = session.sandbox
        renderer.transform = mapping.sceneToOutput
        // The fit's bands, if any, are the canvas colour too: one clear paints the canvas and the bands at once.
        renderer.clear(Palette.color(session.background))
        matchFont(to: mapping.sceneToOutput.scale)
        renderer.setClip(sandbox.scene.bounds)
        recipes.drawStrokes(sandbox)
        sceneRenderer.drawSprites(sandbox.scene)
        recipes.drawSpriteDecorations(sandbox)
        recipes.drawTray(sandbox)
        recipes.drawMenu(sandbox)
        if session.showOverlay { overlay.draw(session: session, pinned: pinned, now: now) }
        if session.showHUD { hud.draw(session: session, now: now) }
        drawGestureLabel(session, now: now)
        drawGuide(session)
        drawToast(session, now: now)
        drawPaintBadge(session)
        renderer.setClip(nil)
    }

    /// Where `draw` puts the session's sprites, back to front, in output pixels (the frame benchmark's floor draws these).
    package func spritePlacements(session: SandboxSession, mapping: ViewportMapping) -> [CopyPlacement] {
        renderer.transform = mapping.sceneToOutput
        return sceneRenderer.placements(session.sandbox.scene)
    }

    /// Re-opens the font when the scene is drawn at another scale, so text stays sharp rather than stretched.
    private func matchFont(to scale: Double) {
        guard let text, scale.isFinite, scale > 0, abs(scale - fontScale) > 0.01 else { return }
        let size = Int(min(max(6, (Double(fontPointSize) * scale).rounded()), 1000))
        guard let font = try? text.font.resized(to: size) else { return }
        text.use(font, unitsPerPixel: 1 / scale)
        fontScale = scale
    }

    /// The name of the latest user-taught gesture, just above its stroke (below it when the stroke touches the top).
    private func drawGestureLabel(_ session: SandboxSession, now: Double) {
        let duration = SandboxSession.gestureLabelSeconds
        guard let label = session.gestureLabel, now - label.time < duration, let text else { return }
        let size = text.size(of: label.name)
        let fade = min(1, (duration - (now - label.time)) / 0.4)
        let scene = session.sandbox.scene
        var box = Rect(x: label.anchor.x - size.x / 2 - 12, y: label.anchor.y - size.y - 24, width: size.x + 24, height: size.y + 12)
        if box.minY < 0 { box = Rect(x: box.minX, y: label.anchor.y + 12, width: box.width, height: box.height) }
        let shift = max(0, -box.minX) - max(0, box.maxX - scene.width)
        box = Rect(x: box.minX + shift, y: box.minY, width: box.width, height: box.height)
        renderer.fillRoundedRect(box, cornerRadius: box.height / 2, color: Palette.gestureLabel.fading(fade))
        text.draw(label.name, at: box.center, color: Palette.hudText.fading(fade), anchor: .center)
    }

    /// The session's guide, top centre on a dark panel: the heading bright, the rest dimmer.
    private func drawGuide(_ session: SandboxSession) {
        guard !session.guide.isEmpty, let text else { return }
        let lineHeight = text.lineHeight
        let width = session.guide.map { text.size(of: $0).x }.max() ?? 0
        let scene = session.sandbox.scene
        let panel = Rect(x: max(8, (scene.width - width) / 2 - 18), y: 12, width: min(width + 36, scene.width - 16),
                         height: lineHeight * Double(session.guide.count) + 20)
        renderer.fillRoundedRect(panel, cornerRadius: 10, color: Palette.hudPanel)
        for (index, line) in session.guide.enumerated() {
            text.draw(line, at: Vector2(panel.minX + 18, panel.minY + 10 + Double(index) * lineHeight),
                      color: index == 0 ? Palette.hudText : Palette.hudDim)
        }
    }

    /// What shows paint mode is on once its toast has faded (a finger on a sprite then paints instead of moving it).
    static let paintBadge = "paint mode: P to stop"

    /// The paint-mode badge, top right, for as long as paint mode is on.
    private func drawPaintBadge(_ session: SandboxSession) {
        guard session.sandbox.paintMode, let text else { return }
        let size = text.size(of: Self.paintBadge)
        let box = Rect(x: session.sandbox.scene.width - size.x - 44, y: 12, width: size.x + 32, height: size.y + 12)
        renderer.fillRoundedRect(box, cornerRadius: box.height / 2, color: Palette.paintBadge)
        text.draw(Self.paintBadge, at: box.center, color: Palette.hudText, anchor: .center)
    }

    /// The latest recognised gesture, briefly, above the tray.
    private func drawToast(_ session: SandboxSession, now: Double) {
        guard let toast = session.toast, now - toast.time < 1.6, let text else { return }
        let size = text.size(of: toast.message)
        let fade = min(1, (1.6 - (now - toast.time)) / 0.4)
        let scene = session.sandbox.scene
        let bottom = session.sandbox.isTrayVisible ? session.sandbox.tray.frame.minY : scene.height
        let box = Rect(x: (scene.width - size.x) / 2 - 16, y: bottom - size.y - 34, width: size.x + 32, height: size.y + 16)
        renderer.fillRoundedRect(box, cornerRadius: box.height / 2, color: Palette.toastPanel.fading(fade))
        text.draw(toast.message, at: box.center, color: Palette.hudText.fading(fade), anchor: .center)
    }
}
