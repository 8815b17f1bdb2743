import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

extension TestScreenRenderer {
    /// The most paths the report picture draws: those of the last contacts to end, and of the last still down.
    static let reportPathLimit = 500
    /// The most stuck places the report picture circles.
    static let reportStuckLimit = 200

    /// Draws the report picture, laid out by `ReportPictureLayout` so nothing hides anything: the test area scaled
    /// whole (the heatmap with untouched cells tinted as dead zones, the grid, the targets and crosshairs, the last
    /// contacts' paths, stuck places), the acceptance verdict with every check (PASS/FAIL and why, each reason wrapped, never cut),
    /// and a caption with the main figures.
    func drawReport(_ analyzer: TouchScreenAnalyzer, report: TouchScreenReport, mapping: ViewportMapping, source: String) {
        // Laid out in output pixels: the canvas is drawn scaled into its place, the text at its own size.
        renderer.clear(TestScreenPalette.background)
        renderer.setClip(nil)
        renderer.transform = .identity
        let width = Double(mapping.outputSize.width), height = Double(mapping.outputSize.height)
        let paths = analyzer.recentPaths(Self.reportPathLimit)
        let drawn = paths.count < report.touches.totalContacts ? "paths of the last \(paths.count) of \(report.touches.totalContacts) contacts" : "every contact's path"
        let caption = [
            "Touchscreen test report — \(source)   \(Self.panelDescription(analyzer))",
            "most at once \(report.touches.maxSimultaneous)   contacts \(report.touches.totalContacts)   stuck \(report.stuckTouchCount)   odd events \(report.oddEvents.total)   cells touched \(report.heatmap.touchedCells)/\(report.heatmap.columns * report.heatmap.rows)   targets \(report.targetsHit)/\(report.targets.count)",
            "heatmap: events per cell, blue few → red most; red tint: never touched; \(drawn): dot start, ring end",
        ]
        // A window too small for the checks at their size gets the whole picture laid out larger and drawn shrunk.
        var layout: ReportPictureLayout!
        var shrink = 1.0
        for candidate in Self.reportShrinkSteps {
            shrink = candidate
            layout = ReportPictureLayout(width: width * shrink, height: height * shrink, canvasWidth: analyzer.width,
                                         canvasHeight: analyzer.height,
                                         panelHeight: { self.acceptanceRows(report, width: $0).height },
                                         captionHeight: { self.captionLines(caption, width: $0).height })
            if layout.fits { break }
        }
        let base = DrawTransform(scale: 1 / shrink, offset: .zero)
        let area = layout.area(canvasWidth: analyzer.width, canvasHeight: analyzer.height)
        renderer.transform = base
        if layout.areaScale > 0 {
            renderer.transform = DrawTransform(scale: layout.areaScale / shrink, offset: layout.areaOrigin / shrink)
            renderer.setClip(Rect(x: 0, y: 0, width: analyzer.width, height: analyzer.height))
            drawTestArea(analyzer, report: report, paths: paths)
            renderer.transform = base
            renderer.setClip(nil)
            for edge in [Rect(x: area.minX - 1, y: area.minY - 1, width: area.width + 2, height: 1),
                         Rect(x: area.minX - 1, y: area.maxY, width: area.width + 2, height: 1),
                         Rect(x: area.minX - 1, y: area.minY, width: 1, height: area.height),
                         Rect(x: area.maxX, y: area.minY, width: 1, height: area.height)] {
                renderer.fillRect(edge, color: TestScreenPalette.target)
            }
        }
        drawAcceptance(report, in: layout.panel)
        let lines = captionLines(caption, width: layout.caption.width)
        drawLines(lines.lines, at: Vector2(layout.caption.minX, layout.caption.minY))
        renderer.transform = .identity
    }

    /// How much larger the report may be laid out, then drawn shrunk, when the checks do not fit the window.
    static let reportShrinkSteps = [1.0, 1.25, 1.5, 1.75, 2, 2.5, 3, 4]

    /// report.html's picture: the test area alone at the window's size (the report picture's without its text).
    /// Returns the paths drawn.
    @discardableResult
    func drawCoverage(_ analyzer: TouchScreenAnalyzer, report: TouchScreenReport, mapping: ViewportMapping) -> [(id: PointerID, points: [PathPoint])] {
        begin(analyzer, mapping: mapping)
        let paths = analyzer.recentPaths(Self.reportPathLimit)
        drawTestArea(analyzer, report: report, paths: paths)
        return paths
    }

    /// The heatmap (untouched cells tinted as dead zones), the grid, the edge targets and accuracy crosshairs, the
    /// paths and stuck places, in the test area's own units.
    private func drawTestArea(_ analyzer: TouchScreenAnalyzer, report: TouchScreenReport, paths: [(id: PointerID, points: [PathPoint])]) {
        renderer.fillRect(Rect(x: 0, y: 0, width: analyzer.width, height: analyzer.height), color: TestScreenPalette.background, blendMode: .none)
        drawHeatmap(analyzer.heatmap, markDeadZones: true)
        drawGrid(width: analyzer.width, height: analyzer.height)
        drawTargets(analyzer.targets)
        drawAccuracyTargets(analyzer.accuracyTargets)
        for (id, points) in paths {
            let color = Palette.touchColor(id)
            if points.count > 1 {
                renderer.drawPolyline(points.map(\.position), width: 2.5, color: color.fading(0.9))
            }
            if let first = points.first { renderer.fillCircle(center: first.position, radius: 4, color: color) }
            if let last = points.last, points.count > 1 {
                renderer.strokeCircle(center: last.position, radius: 4, thickness: 1.5, color: color)
            }
        }
        for stuck in report.stuckTouches.prefix(Self.reportStuckLimit) {
            let center = Vector2(stuck.x, stuck.y)
            renderer.strokeCircle(center: center, radius: 18, thickness: 3, color: TestScreenPalette.stuck)
            small?.draw("stuck \(stuck.id): \(Self.format(stuck.stillSeconds, 1)) s", at: center + Vector2(22, -8), color: TestScreenPalette.stuck)
        }
    }

    /// The caption's lines wrapped to `width`, each with its style, and the height of their box.
    private func captionLines(_ lines: [String], width: Double) -> (lines: [(String, BoxStyle)], height: Double) {
        let styles: [BoxStyle] = [.heading, .body, .dim]
        var wrapped: [(String, BoxStyle)] = []
        for (index, line) in lines.enumerated() {
            for part in wrap(line, width: width - 28, in: text) { wrapped.append((part, styles[min(index, styles.count - 1)])) }
        }
        return (wrapped, Double(text?.font.lineHeight ?? 18) * Double(wrapped.count) + 20)
    }

    /// A box of already wrapped lines.
    private func drawLines(_ lines: [(String, BoxStyle)], at origin: Vector2) {
        drawBox(lines.map(\.0), at: origin, styles: lines.map(\.1))
    }

    /// One row of the checks panel: the badge, the title lines and the reason lines.
    private struct CheckRow {
        var check: AcceptanceCheck
        var title: [String]
        var reason: [String]
    }

    /// The panel's banner lines and rows wrapped to `width`, and the height they need.
    private func acceptanceRows(_ report: TouchScreenReport, width: Double) -> (banner: [String], untested: [String], rows: [CheckRow], height: Double) {
        let inner = width - 28 - Self.badgeWidth - 12
        let banner = wrap(Self.bannerText(report).0, width: width - 32, in: large)
        let untested = report.acceptance.untestedNames(report.checks).map { wrap($0, width: width - 32, in: text) } ?? []
        let rows = report.checks.map { check in
            CheckRow(check: check, title: wrap(Self.title(of: check), width: inner, in: text), reason: wrap(check.reason, width: inner, in: small))
        }
        let textLine = Double(text?.font.lineHeight ?? 18), smallLine = Double(small?.font.lineHeight ?? 15)
        let bannerHeight = Double(large?.font.lineHeight ?? 32) * Double(banner.count) + textLine * Double(untested.count) + 16
        let rowsHeight = rows.reduce(0.0) { $0 + textLine * Double($1.title.count) + smallLine * Double($1.reason.count) + 6 }
        return (banner, untested, rows, bannerHeight + 8 + rowsHeight + 8)
    }

    private static let badgeWidth = 58.0

    /// `line` wrapped to `width` in `renderer`'s font (whole when there is no font).
    private func wrap(_ line: String, width: Double, in renderer: TextRenderer?) -> [String] {
        guard let font = renderer?.font else { return [line] }
        return LineWrapper.wrap(line, width: width) { Double(font.size(of: $0).width) }
    }

    private static func bannerText(_ report: TouchScreenReport) -> (String, Color) {
        let verdict = report.acceptance
        let color = switch verdict.verdict {
        case .pass: TestScreenPalette.pass
        case .fail: TestScreenPalette.fail
        case .incomplete: TestScreenPalette.untested
        }
        return (verdict.headline(checks: report.checks.count), color)
    }

    /// The check's name, value and limit.
    private static func title(of check: AcceptanceCheck) -> String {
        // Counts read better bare ("3 (≥ 5)"); measures keep their unit.
        let unit = ["contacts", "touches"].contains(check.unit) ? "" : " \(check.unit)"
        let value = check.value.map { "\(figure($0))\(unit)" } ?? "not measured"
        let limit = check.limit.map { "   (\(check.comparison.symbol) \(figure($0))\(unit))" } ?? ""
        return "\(check.name):  \(value)\(limit)"
    }

    /// The verdict banner and one row per check in `box`.
    private func drawAcceptance(_ report: TouchScreenReport, in box: Rect) {
        let (banner, untested, rows, height) = acceptanceRows(report, width: box.width)
        let largeLine = Double(large?.font.lineHeight ?? 32), textLine = Double(text?.font.lineHeight ?? 18)
        let bannerHeight = largeLine * Double(banner.count) + textLine * Double(untested.count) + 16
        renderer.fillRoundedRect(Rect(x: box.minX, y: box.minY, width: box.width, height: height), cornerRadius: 10, color: TestScreenPalette.panel)
        renderer.fillRoundedRect(Rect(x: box.minX, y: box.minY, width: box.width, height: bannerHeight), cornerRadius: 10, color: Self.bannerText(report).1)
        for (index, line) in banner.enumerated() {
            large?.draw(line, at: Vector2(box.minX + 16, box.minY + 8 + Double(index) * largeLine), color: .white)
        }
        for (index, line) in untested.enumerated() {
            text?.draw(line, at: Vector2(box.minX + 16, box.minY + 8 + largeLine * Double(banner.count) + Double(index) * textLine), color: .white)
        }
        var y = box.minY + bannerHeight + 8
        for row in rows { y = drawCheck(row, at: Vector2(box.minX + 14, y)) }
    }

    /// A badge (PASS, FAIL, —), the check's title and below it the reason, dimmed; returns the y below the row.
    private func drawCheck(_ row: CheckRow, at origin: Vector2) -> Double {
        let (label, color): (String, Color) = switch row.check.result {
        case .pass: ("PASS", TestScreenPalette.pass)
        case .fail: ("FAIL", TestScreenPalette.fail)
        case .untested: ("—", TestScreenPalette.untested)
        }
        let lineHeight = Double(text?.font.lineHeight ?? 18), smallLine = Double(small?.font.lineHeight ?? 15)
        renderer.fillRoundedRect(Rect(x: origin.x, y: origin.y + 1, width: Self.badgeWidth, height: lineHeight), cornerRadius: 5, color: color)
        text?.draw(label, at: Vector2(origin.x + Self.badgeWidth / 2, origin.y + 1 + lineHeight / 2), color: .white, anchor: .center)
        let textLeft = origin.x + Self.badgeWidth + 12
        var y = origin.y
        for line in row.title {
            text?.draw(line, at: Vector2(textLeft, y), color: TestScreenPalette.text)
            y += lineHeight
        }
        let reasonColor = row.check.result == .fail ? TestScreenPalette.stuck : TestScreenPalette.dim
        for line in row.reason {
            small?.draw(line, at: Vector2(textLeft, y), color: reasonColor)
            y += smallLine
        }
        return y + 6
    }

    /// A figure as the checks print it: at most three decimals, no trailing zeros.
    static func figure(_ value: Double) -> String {
        var text = format(value, 3)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `line` cut with "…" to fit `width` pixels in `font` (the calibration screen's status line).
    static func fitted(_ line: String, width: Double, font: Font) -> String {
        guard Double(font.size(of: line).width) > width else { return line }
        var characters = Array(line)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if Double(font.size(of: String(characters.prefix(middle)) + "…").width) <= width { low = middle } else { high = middle - 1 }
        }
        characters = Array(characters.prefix(low))
        return String(characters) + "…"
    }
}
