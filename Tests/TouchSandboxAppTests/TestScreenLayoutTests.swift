import Foundation
import Testing
import TouchEngine
import TouchScreenTesting
@testable import TouchSandboxApp

/// The live test screen's boxes cover no target, crosshair or guide line, and their text fits them, at 1280×800,
/// 1920×1080 and 800×1280, for every guided step, with and without the panel's size. Text is measured wider than
/// the app's font draws it (0.62 of the point size a character; DejaVu Sans averages about 0.55) so a pass here
/// leaves room on screen.
@Suite("Test screen layout: boxes beside the targets and lines, text inside its box")
struct TestScreenLayoutTests {
    static let pointSizes: [TestScreenLayout.TextSize: Double] = [.large: 26, .body: 15, .small: 12]

    static func layout(width: Double, height: Double) -> TestScreenLayout {
        TestScreenLayout(width: width, height: height,
                         measure: { text, size in Double(text.count) * 0.62 * pointSizes[size]! },
                         lineHeight: { size in (1.2 * pointSizes[size]!).rounded(.up) })
    }

    static let sizes: [(Double, Double)] = [(1280, 800), (1920, 1080), (800, 1280)]

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }

    @Test("every step at every size, with and without a panel size: the guide and the panel clear of targets and lines, every line inside its box",
          arguments: [false, true])
    func boxesCoverNothing(withSize: Bool) {
        for (width, height) in Self.sizes {
            let geometry = withSize ? PanelGeometry(millimetresPerPixel: .init(x: 527 / width, y: 296 / height)) : PanelGeometry()
            var analyzer = TouchScreenAnalyzer(width: width, height: height, geometry: geometry)
            for finger in 1...10 { analyzer.apply(PointerEvent(.down, id: finger, x: 60 * Double(finger), y: 300, time: 0)) }
            let layout = Self.layout(width: width, height: height)
            var guide = GuidedProcedure()
            var display = TestScreenRenderer.Display()
            display.synthesizedMouseEvents = 0
            let (rows, fingers) = TestScreenRenderer.panelRows(analyzer, live: analyzer.liveTouches, display: display)
            let panel = layout.panel(rows, fingerRows: fingers, hints: "H heatmap   P panel   G guide   Esc quit")
            for step in 0...GuidedProcedure.Step.allCases.count {
                let guideBox = layout.box(TestScreenRenderer.guideParagraphs(guide, analyzer: analyzer),
                                          in: layout.guideCell(linesShown: guide.current == .lines), atBottom: true)
                let place = "\(Int(width))×\(Int(height)), step \(step + 1), size \(withSize)"
                for box in [guideBox, panel] {
                    #expect(!box.overflows, "\(place): \(box.frame) taller than its cell")
                    for area in layout.targetAreas(analyzer) { #expect(!Self.overlaps(box.frame, area), "\(place): \(box.frame) covers \(area)") }
                    for line in layout.guideLines where guide.current == .lines || box == panel {
                        #expect(!TestScreenLayout.segment(line.start, line.end, crosses: box.frame), "\(place): \(box.frame) covers a guide line")
                    }
                    for block in box.blocks {
                        guard case .text(let size) = block.kind else { continue }
                        for text in block.lines {
                            #expect(layout.measure(text, size) <= box.frame.width - 2 * TestScreenLayout.padding, "\(place): '\(text)' wider than its box")
                        }
                    }
                }
                #expect(!Self.overlaps(guideBox.frame, panel.frame))
                // Nothing is cut: the instruction comes back whole from its wrapped lines.
                if let current = guide.current {
                    let instruction = guideBox.blocks[1].lines.joined(separator: " ")
                    #expect(guideBox.blocks[0].lines.joined(separator: " ") == "\(guide.index + 1)/6  \(current.title)")
                    #expect(instruction == guide.instruction(for: current, in: analyzer), "\(place)")
                }
                guide.skip()
            }
            // At least four fingers are listed; the rest are counted in a last row.
            #expect(panel.blocks.count >= 7 + 4 + 1, "\(Int(width))×\(Int(height)): \(panel.blocks.count) rows")
        }
    }

    @Test("without a panel size the guide says which checks need one and how to give it, in full, at every step; step 2 says linearity stays untested")
    func sizeNoteInFull() {
        let analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        var guide = GuidedProcedure()
        let first = TestScreenRenderer.guideParagraphs(guide, analyzer: analyzer).map(\.1)
        #expect(first.contains("No panel size: 14 checks in mm (jitter, linearity, accuracy, separation, reach) stay untested; give --panel-size WxHmm or use a device that reports its resolution."))
        guide.skip()
        #expect(guide.instruction(for: .lines, in: analyzer) == "Draw slowly along each dashed line, end to end, with a ruler if you have one. Linearity needs the panel's size (--panel-size WxHmm) and stays untested; the strokes still count for moving jitter and report rate.")
    }

    @Test("a window too small for ten finger rows: the panel drops rows it cannot fit and says how many more are down")
    func panelDropsFingerRows() {
        let layout = Self.layout(width: 800, height: 600)
        let fingers = (1...10).map { ("#\($0)   120 events/s   jitter 0.12 mm", "finger\($0)") }
        let panel = layout.panel([("Touchscreen test — live", "heading")], fingerRows: fingers, hints: "H heatmap")
        #expect(!panel.overflows)
        #expect(panel.blocks.contains { $0.lines.joined(separator: " ").hasPrefix("… and ") })
    }
}
