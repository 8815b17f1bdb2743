import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

extension TestScreenRenderer {
    /// The guided step's marks on the screen: the dashed lines to draw along, the edge band to run a finger through.
    func drawGuideMarks(_ guide: GuidedProcedure, analyzer: TouchScreenAnalyzer) {
        let width = analyzer.width, height = analyzer.height
        switch guide.current {
        case .lines:
            for (start, end) in GuidedProcedure.guideLines(width: width, height: height) {
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

    /// The guide box (`TestScreenLayout.guideCell`): the step and its number, what to do, what is missing without the
    /// panel's size, its progress, the six steps (done, skipped, now, to come) and the keys.
    func drawGuideBox(_ guide: GuidedProcedure, analyzer: TouchScreenAnalyzer) {
        let layout = self.layout(analyzer)
        drawLayoutBox(layout.box(Self.guideParagraphs(guide, analyzer: analyzer), in: layout.guideCell(linesShown: guide.current == .lines),
                                 atBottom: true), cornerRadius: 12)
    }

    /// What the guide box says, paragraph by paragraph (size, text, colour role).
    static func guideParagraphs(_ guide: GuidedProcedure, analyzer: TouchScreenAnalyzer) -> [(TestScreenLayout.Block.Kind, String, String)] {
        let steps = GuidedProcedure.Step.allCases
        var paragraphs: [(TestScreenLayout.Block.Kind, String, String)] = []
        if let step = guide.current {
            paragraphs.append((.text(.large), "\(guide.index + 1)/\(steps.count)  \(step.title)", "heading"))
            paragraphs.append((.text(.body), guide.instruction(for: step, in: analyzer), "body"))
            // The lines step says itself what the size would add (its box shares the room with the lines).
            if step != .lines, let note = guide.sizeNote(in: analyzer) { paragraphs.append((.text(.small), note, "alert")) }
            let progress = guide.progress(of: step, in: analyzer)
            paragraphs.append((.text(.body), "\(progress.done) of \(progress.total) \(progress.counting)", "body"))
            paragraphs.append((.bar(progress.total > 0 ? Double(progress.done) / Double(progress.total) : 0), "", "body"))
        } else {
            let skipped = guide.skipped.count
            paragraphs.append((.text(.large), skipped == 0 ? "All steps done" : "All steps through", skipped == 0 ? "done" : "heading"))
            paragraphs.append((.text(.body), skipped == 0 ? "Esc writes the report (with --report DIR); the free test screen stays open."
                                                          : "\(skipped) skipped: R does the last step again. Esc writes the report.", "body"))
            if let note = guide.sizeNote(in: analyzer) { paragraphs.append((.text(.small), note, "alert")) }
        }
        // ✓ done, – skipped, ▸ now, · to come, by number; then the keys.
        let marks = steps.enumerated().map { index, step in
            (guide.completed.contains(step) ? "✓" : guide.skipped.contains(step) ? "–" : index == guide.index ? "▸" : "·") + "\(index + 1)"
        }
        paragraphs.append((.text(.small), "steps " + marks.joined(separator: " ") + "     N skip   R redo   G hide", "dim"))
        return paragraphs
    }
}
