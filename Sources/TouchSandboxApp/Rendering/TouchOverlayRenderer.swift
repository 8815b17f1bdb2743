import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// Draws every touch live: a ring sized by pressure with its id, a fading trail, and for a sprite held by
/// two or more fingers the lines between them and their centroid. Pinned mouse fingers get a marker of their own.
final class TouchOverlayRenderer {
    private let renderer: Renderer
    private let labels: TextRenderer?

    init(renderer: Renderer, labels: TextRenderer?) {
        self.renderer = renderer
        self.labels = labels
    }

    func draw(session: SandboxSession, pinned: [PinnedFinger], now: Double) {
        let sandbox = session.sandbox
        drawTrails(session.trails, now: now)
        drawGroups(sandbox)
        for touch in sandbox.touches where !pinned.contains(where: { $0.id == touch.id }) {
            drawTouch(touch)
        }
        for finger in pinned { drawPinned(finger) }
    }

    private func drawTrails(_ trails: TouchTrails, now: Double) {
        for trail in trails.trails where trail.points.count > 1 {
            let color = Palette.touchColor(trail.id)
            let alphas = trail.points.map { max(0, 1 - (now - $0.time) / trails.duration) * 0.7 }
            renderer.drawPolyline(trail.points.map(\.position), width: 5, color: color, alphas: alphas)
        }
    }

    private func drawGroups(_ sandbox: Sandbox) {
        var seen = Set<SpriteHandle>()
        for touch in sandbox.touches {
            guard case .sprite(let handle) = touch.target, !seen.contains(handle) else { continue }
            seen.insert(handle)
            let ids = sandbox.fingers(on: handle)
            guard ids.count >= 2 else { continue }
            let points = ids.compactMap { id in sandbox.touches.first { $0.id == id }?.position }
            guard points.count >= 2 else { continue }
            for i in points.indices {
                for j in points.indices where j > i { renderer.drawLine(from: points[i], to: points[j], width: 2, color: Palette.groupLine) }
            }
            let centroid = points.reduce(Vector2.zero, +) / Double(points.count)
            renderer.strokeCircle(center: centroid, radius: 9, thickness: 2.5, color: .white)
            renderer.fillCircle(center: centroid, radius: 3.5, color: .white)
        }
    }

    private func drawTouch(_ touch: ActiveTouch) {
        let color = Palette.touchColor(touch.id)
        let radius = 22 + 18 * touch.pressure
        renderer.fillCircle(center: touch.position, radius: radius, color: color.fading(0.18))
        renderer.strokeCircle(center: touch.position, radius: radius, thickness: 4, color: color)
        renderer.fillCircle(center: touch.position, radius: 4, color: color)
        label("\(touch.id)", near: touch.position + Vector2(radius * 0.75 + 4, -radius * 0.75 - 4), color: color)
    }

    /// A label on a dark pill, readable over any sprite; `point` is its lower-left corner.
    private func label(_ text: String, near point: Vector2, color: Color) {
        guard let labels else { return }
        let size = labels.size(of: text)
        let box = Rect(x: point.x, y: point.y - size.y - 4, width: size.x + 12, height: size.y + 4)
        renderer.fillRoundedRect(box, cornerRadius: box.height / 2, color: Palette.toastPanel)
        labels.draw(text, at: box.center, color: color, anchor: .center)
    }

    private func drawPinned(_ finger: PinnedFinger) {
        renderer.fillCircle(center: finger.position, radius: 16, color: Palette.pinned.fading(0.35))
        renderer.strokeCircle(center: finger.position, radius: 16, thickness: 3, color: Palette.pinned)
        renderer.drawLine(from: finger.position - Vector2(7, 7), to: finger.position + Vector2(7, 7), width: 3, color: Palette.pinned)
        renderer.drawLine(from: finger.position - Vector2(7, -7), to: finger.position + Vector2(7, -7), width: 3, color: Palette.pinned)
        label("pin \(finger.id)", near: finger.position + Vector2(24, -24), color: Palette.pinned)
    }
}
