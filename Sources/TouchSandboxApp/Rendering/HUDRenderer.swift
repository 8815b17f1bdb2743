import Foundation
import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// The heads-up display: frames and events per second, touches now and the most at once, the last tap, and with
/// `--tuio` the TUIO sources, packets per second and the last problem.
final class HUDRenderer {
    private let renderer: Renderer
    private let text: TextRenderer?

    init(renderer: Renderer, text: TextRenderer?) {
        self.renderer = renderer
        self.text = text
    }

    func lines(session: SandboxSession, now: Double) -> [String] {
        let statistics = session.sandbox.statistics
        return [
            "\(session.frameRateText(now: now))   \(session.eventsPerSecond(now: now)) events/s",
            "touches \(statistics.active)   most at once \(statistics.maxSimultaneous)   contacts \(statistics.totalContacts)",
            "rejected \(statistics.rejectedEvents)   cancelled \(statistics.cancelled)",
            lastTapLine(session.sandbox),
        ] + (session.reception?.hudLines(now: now) ?? []) + [
            Self.keyLine(paintMode: session.sandbox.paintMode),
        ]
    }

    /// The keys the sandbox answers (RunCommand's help says the same).
    static func keyLine(paintMode: Bool) -> String {
        "O overlay  H hud  P paint\(paintMode ? " (on)" : "")  C clear  T tray  R reset  F fullscreen  Esc quit"
    }

    private func lastTapLine(_ sandbox: Sandbox) -> String {
        guard let tap = sandbox.lastTap else { return "last tap: none yet" }
        let place = "(\(String(format: "%.0f", tap.x)), \(String(format: "%.0f", tap.y)))"
        return "last tap: \(tap.count)× at \(place)\(tap.sprite.map { " on \($0)" } ?? "")"
    }

    func draw(session: SandboxSession, now: Double) {
        let rows = lines(session: session, now: now)
        let lineHeight = text?.lineHeight ?? 18
        let width = rows.map { text?.size(of: $0).x ?? Double(8 * $0.count) }.max() ?? 200
        let panel = Rect(x: 12, y: 12, width: width + 28, height: lineHeight * Double(rows.count) + 20)
        renderer.fillRoundedRect(panel, cornerRadius: 10, color: Palette.hudPanel)
        guard let text else { return }
        for (i, row) in rows.enumerated() {
            text.draw(row, at: Vector2(panel.minX + 14, panel.minY + 10 + Double(i) * lineHeight),
                      color: i == rows.count - 1 ? Palette.hudDim : Palette.hudText)
        }
    }
}
