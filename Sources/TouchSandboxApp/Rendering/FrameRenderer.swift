import TouchEngine
import TouchSandboxSDL

/// Draws one whole frame from the session's state: canvas, sprites, overlay, HUD. It only reads;
/// it never decides anything about gestures.
final class FrameRenderer {
    let renderer: Renderer
    private let sceneRenderer: SceneRenderer
    private let overlay: TouchOverlayRenderer
    private let hud: HUDRenderer

    init(renderer: Renderer, images: [String: RGBAImage], font: Font?) throws {
        self.renderer = renderer
        sceneRenderer = try SceneRenderer(renderer: renderer, images: images)
        let text = font.map { TextRenderer(renderer: renderer, font: $0) }
        overlay = TouchOverlayRenderer(renderer: renderer, labels: text)
        hud = HUDRenderer(renderer: renderer, text: text)
    }

    /// Draws the frame into the back buffer (call `present` or read pixels afterwards).
    func draw(session: SandboxSession, mapping: ViewportMapping, pinned: [EventTranslator.PinnedFinger], now: Double) {
        renderer.transform = .identity
        renderer.clear(Palette.letterbox)
        renderer.transform = mapping.sceneToOutput
        renderer.setClip(session.engine.scene.bounds)
        sceneRenderer.draw(session.engine.scene)
        if session.showOverlay { overlay.draw(session: session, pinned: pinned, now: now) }
        if session.showHUD { hud.draw(session: session, now: now) }
        renderer.setClip(nil)
    }
}
