import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// Draws one `map-outputs` prompt over a whole output: "Touch this screen", which of how many, the output's name,
/// how to skip, and what the last touch did; after a touch, who touched it. Text is sized to the output (the
/// headline about a tenth of its height), so it reads from across a room.
final class OutputPromptRenderer {
    struct Prompt {
        var number: Int
        var count: Int
        var output: SurveyedOutput
        /// A line about the last touch that did not answer (a touchpad), or the device that answered.
        var note: String?
        var answered: Bool
    }

    let renderer: Renderer
    private let headline: TextRenderer?
    private let body: TextRenderer?
    private let footer: TextRenderer?

    init(renderer: Renderer) {
        self.renderer = renderer
        let height = Double(renderer.outputSize.height)
        let system = renderer.window.system
        headline = system.defaultFont(pointSize: max(28, Int(height / 10))).map { TextRenderer(renderer: renderer, font: $0) }
        body = system.defaultFont(pointSize: max(18, Int(height / 24))).map { TextRenderer(renderer: renderer, font: $0) }
        footer = system.defaultFont(pointSize: max(14, Int(height / 40))).map { TextRenderer(renderer: renderer, font: $0) }
    }

    /// Draws `prompt` in `area` (output pixels; the whole window when nil) and leaves the rest black: a window that
    /// spans every output (cage stretches its one window over all of them) shows the prompt on the asked one only.
    func draw(_ prompt: Prompt, in area: Rect? = nil) {
        let size = renderer.outputSize
        let area = area ?? Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        renderer.transform = .identity
        renderer.clear(.black)
        renderer.fillRect(area, color: prompt.answered ? Color(r: 0x12, g: 0x3a, b: 0x26) : TestScreenPalette.background, blendMode: .none)
        renderer.transform = DrawTransform(scale: 1, offset: Vector2(area.minX, area.minY))
        let width = area.width, height = area.height
        // A frame around the whole output, so the screen being asked about stands out from its neighbours.
        let border = max(8, height / 60)
        let accent = prompt.answered ? TestScreenPalette.targetHit : TestScreenPalette.heading
        renderer.fillRect(Rect(x: 0, y: 0, width: width, height: border), color: accent)
        renderer.fillRect(Rect(x: 0, y: height - border, width: width, height: border), color: accent)
        renderer.fillRect(Rect(x: 0, y: 0, width: border, height: height), color: accent)
        renderer.fillRect(Rect(x: width - border, y: 0, width: border, height: height), color: accent)
        let title = prompt.answered ? "Touched" : "Touch this screen"
        var lines: [(String, TextRenderer?, Color)] = [
            (title, headline, TestScreenPalette.text),
            ("\(prompt.number) of \(prompt.count)   ·   \(prompt.output.name)", body, accent),
        ]
        if !prompt.output.nameIsConnector { lines.append(("(SDL's name: the connector name was not found)", footer, TestScreenPalette.dim)) }
        if let note = prompt.note { lines.append((note, body, prompt.answered ? TestScreenPalette.text : TestScreenPalette.stuck)) }
        let total = lines.reduce(0.0) { $0 + ($1.1?.lineHeight ?? 0) + 16 }
        var y = height / 2 - total / 2
        for (text, font, color) in lines {
            guard let font else { continue }
            font.draw(text, at: Vector2(width / 2, y + font.lineHeight / 2), color: color, anchor: .center)
            y += font.lineHeight + 16
        }
        if !prompt.answered, let footer {
            footer.draw("Touch it with one finger.   Esc skips this screen.", at: Vector2(width / 2, height - border - footer.lineHeight * 1.5),
                        color: TestScreenPalette.dim, anchor: .center)
        }
        renderer.present()
    }
}
