import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

extension TestScreenRenderer {
    /// The guided step's marks on the screen: the dashed lines to draw along, the edge band to run a finger through.
    func drawGuideMarks(_ guide: GuidedProcedure, analyzer: TouchScreenAnalyzer) {
        let width = analyzer.width, height = analyzer.height
        switch guide.current {
        case .lines:
            for (start, end) in Self.guideLines(width: width, height: height) {
                drawDashed(from: start, to: end)
            }
        case .edges:
            let band = 6.0
            let color = TestScreenPalette.accuracyTarget.fading(0.35)
            renderer.fillRect(Rect(x: 0, y: 0, width: width, height: band), color: color)
            renderer.fillRect(Rect(x: 0, y: height - band, width: width, height: band), color: color)
            renderer.fillRect(Rect(x: 0, y: band, width: band, height: height - 2 * band), color: color)
            renderer.fillRect(Rect(x: width - band, y: band, width: band, height: height - 2 * band), color: color)
        default:
            break
        }
    }

    /// The three lines of the "Draw along the lines" step: across the middle, down the middle, corner to corner,
    /// each from 10 % to 90 % of the window.
    static func guideLines(width: Double, height: Double) -> [(Vector2, Vector2)] {
        [(Vector2(0.1 * width, 0.5 * height), Vector2(0.9 * width, 0.5 * height)),
         (Vector2(0.5 * width, 0.1 * height), Vector2(0.5 * width, 0.9 * height)),
         (Vector2(0.1 * width, 0.1 * height), Vector2(0.9 * width, 0.9 * height))]
    }

    private func drawDashed(from start: Vector2, to end: Vector2) {
        let length = start.distance(to: end)
        guard length > 0 else { return }
        let direction = (end - start) / length
        var along = 0.0
        while along < length {
            let stop = min(along + 14, length)
            renderer.drawLine(from: start + direction * along, to: start + direction * stop, width: 2,
                              color: TestScreenPalette.accuracyTarget.fading(0.8))
            along += 22
        }
    }

    /// The guide box at the bottom centre: the step and its number, what to do, its progress, the six steps (done,
    /// skipped, now, to come) and the keys.
    func drawGuideBox(_ guide: GuidedProcedure, analyzer: TouchScreenAnalyzer) {
        guard let text, let small, let large else { return }
        let width = min(analyzer.width - 32, 760.0)
        let lineHeight = Double(text.font.lineHeight), smallHeight = Double(small.font.lineHeight)
        let height = Double(large.font.lineHeight) + lineHeight * 2 + smallHeight * 2 + 48
        let box = Rect(x: (analyzer.width - width) / 2, y: analyzer.height - height - 16, width: width, height: height)
        renderer.fillRoundedRect(box, cornerRadius: 12, color: TestScreenPalette.panel)
        var y = box.minY + 12
        let left = box.minX + 18
        let steps = GuidedProcedure.Step.allCases
        guard let step = guide.current else {
            large.draw(guide.skipped.isEmpty ? "All steps done" : "All steps through", at: Vector2(left, y),
                       color: guide.skipped.isEmpty ? TestScreenPalette.targetHit : TestScreenPalette.heading)
            y += Double(large.font.lineHeight) + 4
            let skipped = guide.skipped.count
            text.draw(skipped == 0 ? "Esc writes the report (with --report DIR); the free test screen stays open."
                                   : "\(skipped) skipped: R does the last step again. Esc writes the report.",
                      at: Vector2(left, y), color: TestScreenPalette.text)
            drawStepChips(guide, at: Vector2(left, box.maxY - smallHeight * 2 - 14))
            return
        }
        large.draw("Step \(guide.index + 1) of \(steps.count): \(step.title)", at: Vector2(left, y), color: TestScreenPalette.heading)
        y += Double(large.font.lineHeight) + 4
        let instruction = Self.fitted(guide.instruction(for: step, in: analyzer), width: width - 36, font: text.font)
        text.draw(instruction, at: Vector2(left, y), color: TestScreenPalette.text)
        y += lineHeight + 6
        let progress = guide.progress(of: step, in: analyzer)
        let barWidth = width - 36 - 260
        let fraction = progress.total > 0 ? min(1, Double(progress.done) / Double(progress.total)) : 0
        renderer.fillRoundedRect(Rect(x: left, y: y + 3, width: barWidth, height: lineHeight - 6), cornerRadius: 5, color: TestScreenPalette.untested.fading(0.5))
        if fraction > 0 {
            renderer.fillRoundedRect(Rect(x: left, y: y + 3, width: barWidth * fraction, height: lineHeight - 6), cornerRadius: 5, color: TestScreenPalette.pass)
        }
        text.draw("\(progress.done) of \(progress.total) \(progress.counting)", at: Vector2(left + barWidth + 12, y), color: TestScreenPalette.text)
        drawStepChips(guide, at: Vector2(left, box.maxY - smallHeight * 2 - 14))
        small.draw("N next (skip)   R redo this step   G hide the guide", at: Vector2(left, box.maxY - smallHeight - 10), color: TestScreenPalette.dim)
    }

    /// One mark per step: ✓ done, – skipped, ▸ now, · to come.
    private func drawStepChips(_ guide: GuidedProcedure, at origin: Vector2) {
        guard let small else { return }
        var x = origin.x
        for (index, step) in GuidedProcedure.Step.allCases.enumerated() {
            let (mark, color): (String, Color) =
                guide.completed.contains(step) ? ("✓", TestScreenPalette.targetHit)
                : guide.skipped.contains(step) ? ("–", TestScreenPalette.dim)
                : index == guide.index ? ("▸", TestScreenPalette.heading)
                : ("·", TestScreenPalette.dim)
            let label = "\(mark) \(step.title)"
            small.draw(label, at: Vector2(x, origin.y), color: color)
            x += small.size(of: label).x + 18
        }
    }
}
