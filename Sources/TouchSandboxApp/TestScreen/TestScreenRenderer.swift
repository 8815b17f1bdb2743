import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// Draws the touchscreen test from an analyzer: the grid, the edge and corner targets, each touch with its
/// label and trail, the live panel and, when asked, the coverage heatmap. Also draws the report picture
/// (`TestScreenRenderer+Report.swift`). It only reads the analyzer, and draws a bounded number of touches and
/// paths whatever it is fed, so a frame costs the same with 10 fingers down or 10,000.
final class TestScreenRenderer {
    /// What the screen shows besides the touches.
    struct Display {
        var showHeatmap = false
        var showPanel = true
        /// Mouse events SDL made from touches (the translator's counter); nil for replays.
        var synthesizedMouseEvents: Int?
        /// Shown in the panel's title: "live" or the recording's file name.
        var source = "live"
        var keyHints = "H heatmap   P panel   Esc quit"
        /// The guided procedure's lines and box (a live test; G toggles).
        var showGuide = true
    }

    let renderer: Renderer
    let text: TextRenderer?
    let small: TextRenderer?
    let large: TextRenderer?
    static let gridSpacing = 50.0
    /// The most touches drawn with their rings, labels and trails (the most recent to go down).
    static let drawnTouchLimit = 100
    /// A touch's ring grows with its reported contact size up to this radius (px).
    static let largestRing = 400.0

    init(renderer: Renderer) {
        self.renderer = renderer
        let system = renderer.window.system
        text = system.defaultFont(pointSize: 15).map { TextRenderer(renderer: renderer, font: $0) }
        small = system.defaultFont(pointSize: 12).map { TextRenderer(renderer: renderer, font: $0) }
        large = system.defaultFont(pointSize: 26).map { TextRenderer(renderer: renderer, font: $0) }
    }

    // MARK: Frames

    /// Draws the live test screen into the back buffer.
    func draw(_ analyzer: TouchScreenAnalyzer, mapping: ViewportMapping, display: Display, guide: GuidedProcedure? = nil) {
        begin(analyzer, mapping: mapping)
        if display.showHeatmap { drawHeatmap(analyzer.heatmap) }
        drawGrid(width: analyzer.width, height: analyzer.height)
        drawTargets(analyzer.targets)
        drawAccuracyTargets(analyzer.accuracyTargets)
        if let guide, display.showGuide { drawGuideMarks(guide, analyzer: analyzer) }
        for (id, points) in analyzer.recentFinishedPaths(40) where points.count > 1 {
            renderer.drawPolyline(points.map(\.position), width: 2, color: Palette.touchColor(id).fading(0.3))
        }
        let live = analyzer.liveTouches(last: Self.drawnTouchLimit)
        for touch in live where touch.path.count > 1 {
            renderer.drawPolyline(touch.path.suffix(400).map(\.position), width: 3, color: Palette.touchColor(touch.id).fading(0.75))
        }
        for touch in live { drawTouch(touch) }
        if display.showPanel { drawPanel(analyzer, live: live, display: display) }
        if let guide, display.showGuide { drawGuideBox(guide, analyzer: analyzer) }
        renderer.setClip(nil)
    }

    func begin(_ analyzer: TouchScreenAnalyzer, mapping: ViewportMapping) {
        // The fit's bands, if any, in the background colour.
        renderer.clear(TestScreenPalette.background)
        renderer.transform = mapping.sceneToOutput
        let bounds = Rect(x: 0, y: 0, width: analyzer.width, height: analyzer.height)
        renderer.setClip(bounds)
        renderer.fillRect(bounds, color: TestScreenPalette.background, blendMode: .none)
    }

    // MARK: Parts

    func drawGrid(width: Double, height: Double) {
        var x = Self.gridSpacing
        while x < width {
            let major = Int(x) % 250 == 0
            renderer.fillRect(Rect(x: x - 0.5, y: 0, width: 1, height: height), color: major ? TestScreenPalette.gridLineMajor : TestScreenPalette.gridLine)
            x += Self.gridSpacing
        }
        var y = Self.gridSpacing
        while y < height {
            let major = Int(y) % 250 == 0
            renderer.fillRect(Rect(x: 0, y: y - 0.5, width: width, height: 1), color: major ? TestScreenPalette.gridLineMajor : TestScreenPalette.gridLine)
            y += Self.gridSpacing
        }
    }

    func drawHeatmap(_ heatmap: CoverageHeatmap, markDeadZones: Bool = false) {
        let most = Double(max(1, heatmap.maxCount))
        for cell in heatmap.allCells {
            let count = heatmap[cell]
            let rect = heatmap.rect(of: cell)
            if count == 0 {
                if markDeadZones { renderer.fillRect(rect, color: TestScreenPalette.deadZone) }
                continue
            }
            // Logarithmic, so a cell touched once still shows next to one a finger rested on.
            let fraction = log(1 + Double(count)) / log(1 + most)
            renderer.fillRect(Rect(minX: rect.minX + 1, minY: rect.minY + 1, maxX: rect.maxX - 1, maxY: rect.maxY - 1),
                              color: TestScreenPalette.heat(fraction))
        }
    }

    func drawTargets(_ targets: [EdgeTarget]) {
        for target in targets {
            let color = target.isHit ? TestScreenPalette.targetHit : TestScreenPalette.target
            if target.isHit { renderer.fillCircle(center: target.center, radius: target.radius, color: color.fading(0.22)) }
            renderer.strokeCircle(center: target.center, radius: target.radius, thickness: 3, color: color)
            renderer.drawLine(from: target.center - Vector2(8, 0), to: target.center + Vector2(8, 0), width: 2, color: color)
            renderer.drawLine(from: target.center - Vector2(0, 8), to: target.center + Vector2(0, 8), width: 2, color: color)
        }
    }

    /// The accuracy crosshairs: thin, so a tester can aim at their centre; green with a dot where the closest tap
    /// landed once one answered them.
    func drawAccuracyTargets(_ targets: AccuracyTargets) {
        for target in targets.targets {
            let color = target.tap == nil ? TestScreenPalette.accuracyTarget : TestScreenPalette.targetHit
            let arm = target.inEdgeBand ? 10.0 : 16.0
            renderer.drawLine(from: target.position - Vector2(arm, 0), to: target.position + Vector2(arm, 0), width: 1, color: color)
            renderer.drawLine(from: target.position - Vector2(0, arm), to: target.position + Vector2(0, arm), width: 1, color: color)
            renderer.strokeCircle(center: target.position, radius: arm * 0.6, thickness: 1, color: color)
            if let tap = target.tap { renderer.fillCircle(center: tap, radius: 2.5, color: TestScreenPalette.tapDot) }
        }
    }

    private func drawTouch(_ touch: TouchScreenAnalyzer.LiveTouch) {
        let color = touch.isStuck ? TestScreenPalette.stuck : Palette.touchColor(touch.id)
        let radius = min(max(26, (touch.contactSize ?? 0) / 2), Self.largestRing)
        renderer.fillCircle(center: touch.position, radius: radius, color: color.fading(0.16))
        renderer.strokeCircle(center: touch.position, radius: radius, thickness: 3.5, color: color)
        renderer.fillCircle(center: touch.position, radius: 3.5, color: color)
        var lines = ["#\(touch.id)  \(Self.format(touch.position.x, 0)), \(Self.format(touch.position.y, 0))"]
        var details: [String] = []
        if let pressure = touch.pressure { details.append("p \(Self.format(pressure, 2))") }
        if let size = touch.contactSize { details.append("size \(Self.format(size, 1)) px") }
        if !details.isEmpty { lines.append(details.joined(separator: "  ")) }
        if touch.isStuck { lines.append("STUCK \(Self.format(touch.stillSeconds, 0)) s") }
        guard let small else { return }
        let lineHeight = Double(small.font.lineHeight)
        let width = lines.map { Double(small.font.size(of: $0).width) }.max() ?? 0
        var origin = touch.position + Vector2(radius * 0.75 + 6, -radius * 0.75 - lineHeight * Double(lines.count) - 4)
        origin.y = max(4, origin.y)
        renderer.fillRoundedRect(Rect(x: origin.x - 6, y: origin.y - 3, width: width + 12, height: lineHeight * Double(lines.count) + 6),
                                 cornerRadius: 5, color: TestScreenPalette.labelBackground)
        for (index, line) in lines.enumerated() {
            small.draw(line, at: origin + Vector2(0, Double(index) * lineHeight), color: index == 0 ? color : TestScreenPalette.text)
        }
    }

    private func drawPanel(_ analyzer: TouchScreenAnalyzer, live: [TouchScreenAnalyzer.LiveTouch], display: Display) {
        let (rows, fingers) = Self.panelRows(analyzer, live: live, display: display)
        drawLayoutBox(layout(analyzer).panel(rows, fingerRows: fingers, hints: display.keyHints), cornerRadius: 10)
    }

    /// The statistics panel's rows (text, colour role) and one row per finger down (the last ten).
    static func panelRows(_ analyzer: TouchScreenAnalyzer, live: [TouchScreenAnalyzer.LiveTouch],
                          display: Display) -> (rows: [(String, String)], fingers: [(String, String)]) {
        let stuck = analyzer.stuckTouches
        let acceptance = AcceptanceSummary(analyzer.checks)
        let untested = acceptance.untested > 0 ? ", \(acceptance.untested) untested" : ""
        let rows: [(String, String)] = [
            ("Touchscreen test — \(display.source)   \(format(analyzer.width, 0))×\(format(analyzer.height, 0))", "heading"),
            (panelDescription(analyzer), "dim"),
            ("touches now \(analyzer.activeCount)   most at once \(analyzer.maxSimultaneous)   contacts \(analyzer.totalContacts)", "body"),
            ("targets \(analyzer.targets.count { $0.isHit })/\(analyzer.targets.count)   cells \(analyzer.heatmap.touchedCellCount)/\(analyzer.heatmap.counts.count)   odd events \(analyzer.oddEvents.total)", "body"),
            ("stuck touches \(stuck.filter(\.ongoing).count) now, \(stuck.count) in all", stuck.isEmpty ? "body" : "alert"),
        ] + (display.synthesizedMouseEvents.map { [("touches SDL also reported as mouse \($0)", "body")] } ?? []) + [
            ("acceptance so far: \(acceptance.passed) pass, \(acceptance.failed) fail\(untested)", acceptance.failed > 0 ? "alert" : "body"),
        ]
        var fingers: [(String, String)] = []
        let shown = live.suffix(10)
        for touch in shown {
            let jitter = touch.measuredJitter.map { "jitter \(format($0, 2)) \(analyzer.geometry.unit)" } ?? "moving"
            let still = touch.isStuck ? "   STUCK \(format(touch.stillSeconds, 0)) s" : ""
            fingers.append(("#\(touch.id)   \(touch.eventsPerSecond) events/s   \(jitter)\(still)", touch.isStuck ? "alert" : "finger\(touch.id.rawValue)"))
        }
        if analyzer.activeCount > shown.count { fingers.append(("… and \(analyzer.activeCount - shown.count) more", "dim")) }
        return (rows, fingers)
    }

    /// The layout of the live screen's boxes, measured in this renderer's fonts.
    func layout(_ analyzer: TouchScreenAnalyzer) -> TestScreenLayout {
        let fonts = (large: large, body: text, small: small)
        func renderer(_ size: TestScreenLayout.TextSize) -> TextRenderer? {
            switch size {
            case .large: fonts.large
            case .body: fonts.body
            case .small: fonts.small
            }
        }
        return TestScreenLayout(width: analyzer.width, height: analyzer.height,
                                measure: { text, size in renderer(size).map { Double($0.font.size(of: text).width) } ?? 8 * Double(text.count) },
                                lineHeight: { size in renderer(size).map { Double($0.font.lineHeight) } ?? 18 })
    }

    /// Draws a laid-out box: its background, then each block's lines (or bar) in the colour its role names.
    func drawLayoutBox(_ box: TestScreenLayout.Box, cornerRadius: Double) {
        renderer.fillRoundedRect(box.frame, cornerRadius: cornerRadius, color: TestScreenPalette.panel)
        var y = box.frame.minY + TestScreenLayout.padding
        let left = box.frame.minX + TestScreenLayout.padding
        for block in box.blocks {
            switch block.kind {
            case .text(let size):
                let font: TextRenderer? = switch size {
                case .large: large
                case .body: text
                case .small: small
                }
                let lineHeight = Double(font?.font.lineHeight ?? 18)
                for line in block.lines {
                    font?.draw(line, at: Vector2(left, y), color: Self.color(role: block.role))
                    y += lineHeight
                }
            case .bar(let fraction):
                let width = box.frame.width - 2 * TestScreenLayout.padding
                let bar = Rect(x: left, y: y, width: width, height: TestScreenLayout.barHeight)
                renderer.fillRoundedRect(bar, cornerRadius: 5, color: TestScreenPalette.untested.fading(0.5))
                if fraction > 0 {
                    renderer.fillRoundedRect(Rect(x: left, y: y, width: width * min(1, fraction), height: bar.height), cornerRadius: 5,
                                             color: TestScreenPalette.pass)
                }
                y += TestScreenLayout.barHeight
            }
            y += box.gap
        }
    }

    /// The colour of a text role: heading, body, dim, alert, done, now, or finger<id>.
    static func color(role: String) -> Color {
        switch role {
        case "heading", "now": TestScreenPalette.heading
        case "dim": TestScreenPalette.dim
        case "alert": TestScreenPalette.stuck
        case "done": TestScreenPalette.targetHit
        default:
            if role.hasPrefix("finger"), let id = Int(role.dropFirst(6)) { Palette.touchColor(PointerID(id)) } else { TestScreenPalette.text }
        }
    }

    enum BoxStyle {
        case heading, body, dim, alert, finger(Color)

        var color: Color {
            switch self {
            case .heading: TestScreenPalette.heading
            case .body: TestScreenPalette.text
            case .dim: TestScreenPalette.dim
            case .alert: TestScreenPalette.stuck
            case .finger(let color): color
            }
        }
    }

    func drawBox(_ lines: [String], at origin: Vector2, styles: [BoxStyle]) {
        let lineHeight = Double(text?.font.lineHeight ?? 18)
        let width = lines.map { Double(text?.font.size(of: $0).width ?? 8 * $0.count) }.max() ?? 200
        let box = Rect(x: origin.x, y: origin.y, width: width + 28, height: lineHeight * Double(lines.count) + 20)
        renderer.fillRoundedRect(box, cornerRadius: 10, color: TestScreenPalette.panel)
        guard let text else { return }
        for (index, line) in lines.enumerated() {
            text.draw(line, at: Vector2(box.minX + 14, box.minY + 10 + Double(index) * lineHeight),
                      color: index < styles.count ? styles[index].color : TestScreenPalette.text)
        }
    }

    static func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    /// "panel 344.2 × 193.6 mm (Name), 10 contacts declared", or that figures stay in pixels.
    static func panelDescription(_ analyzer: TouchScreenAnalyzer) -> String {
        let geometry = analyzer.geometry
        var parts: [String] = []
        if let size = geometry.windowMillimetres(width: analyzer.width, height: analyzer.height) {
            parts.append("panel \(format(size.width, 1)) × \(format(size.height, 1)) mm")
        } else {
            parts.append("resolution unknown: figures in pixels")
        }
        if let name = geometry.name { parts.append(name) }
        if let declared = geometry.declaredContacts { parts.append("\(declared) contacts declared") }
        return parts.joined(separator: "   ")
    }
}
