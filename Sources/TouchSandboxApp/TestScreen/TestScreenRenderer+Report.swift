import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

extension TestScreenRenderer {
    /// The most paths the report picture draws: those of the last contacts to end, and of the last still down.
    static let reportPathLimit = 500
    /// The most stuck places the report picture circles.
    static let reportStuckLimit = 200

    /// Draws the report picture: the heatmap (untouched cells tinted as dead zones), the grid, the targets, the
    /// last contacts' paths, stuck places, the acceptance verdict with every check (PASS/FAIL and why) and a
    /// caption with the main figures.
    func drawReport(_ analyzer: TouchScreenAnalyzer, report: TouchScreenReport, mapping: ViewportMapping, source: String) {
        let paths = drawCoverage(analyzer, report: report, mapping: mapping)
        let bottom = drawAcceptance(report, width: analyzer.width, height: analyzer.height)
        let drawn = paths.count < report.touches.totalContacts ? "paths of the last \(paths.count) of \(report.touches.totalContacts) contacts" : "every contact's path"
        let lines = [
            "Touchscreen test report — \(source)   \(Self.panelDescription(analyzer))",
            "most at once \(report.touches.maxSimultaneous)   contacts \(report.touches.totalContacts)   stuck \(report.stuckTouchCount)   odd events \(report.oddEvents.total)   cells touched \(report.heatmap.touchedCells)/\(report.heatmap.columns * report.heatmap.rows)   targets \(report.targetsHit)/\(report.targets.count)",
            "heatmap: events per cell, blue few → red most; red tint: never touched; \(drawn): dot start, ring end",
        ]
        let height = Double(text?.font.lineHeight ?? 18) * Double(lines.count) + 20
        drawBox(lines, at: Vector2(24, max(bottom + 12, analyzer.height - height - 24)), styles: [.heading, .body, .dim])
        renderer.setClip(nil)
    }

    /// The picture under the report's text, and report.html's picture on its own: the heatmap (untouched cells tinted
    /// as dead zones), the grid, the edge targets and accuracy crosshairs, the last contacts' paths, stuck places.
    /// Returns the paths drawn.
    @discardableResult
    func drawCoverage(_ analyzer: TouchScreenAnalyzer, report: TouchScreenReport, mapping: ViewportMapping) -> [(id: PointerID, points: [PathPoint])] {
        begin(analyzer, mapping: mapping)
        drawHeatmap(analyzer.heatmap, markDeadZones: true)
        drawGrid(width: analyzer.width, height: analyzer.height)
        drawTargets(analyzer.targets)
        drawAccuracyTargets(analyzer.accuracyTargets)
        let paths = analyzer.recentPaths(Self.reportPathLimit)
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
        return paths
    }

    /// The verdict banner and one row per check, centred at the top; returns the y below them.
    /// When every row with its reason would not fit in `height`, the rows leave their reasons out (report.json and
    /// report.html keep them).
    private func drawAcceptance(_ report: TouchScreenReport, width: Double, height: Double) -> Double {
        let verdict = report.acceptance
        let banner: (String, Color)
        switch verdict.verdict {
        case .pass: banner = ("PASS — all \(verdict.passed) checks passed", TestScreenPalette.pass)
        case .fail: banner = ("FAIL — \(verdict.failed) of \(report.checks.count) checks failed" + (verdict.untested > 0 ? ", \(verdict.untested) untested" : ""), TestScreenPalette.fail)
        case .incomplete: banner = ("INCOMPLETE — \(verdict.untested) of \(report.checks.count) checks untested, none failed", TestScreenPalette.untested)
        }
        let boxWidth = min(width - 48, 980)
        let left = (width - boxWidth) / 2
        let bannerHeight = Double(large?.font.lineHeight ?? 32) + 16
        let fullRow = Double(text?.font.lineHeight ?? 18) + Double(small?.font.lineHeight ?? 15) + 6
        let withReasons = 24 + bannerHeight + fullRow * Double(report.checks.count) + 40 <= height
        let rowHeight = withReasons ? fullRow : Double(text?.font.lineHeight ?? 18) + 4
        let box = Rect(x: left, y: 24, width: boxWidth, height: bannerHeight + rowHeight * Double(report.checks.count) + 16)
        renderer.fillRoundedRect(box, cornerRadius: 10, color: TestScreenPalette.panel)
        renderer.fillRoundedRect(Rect(x: left, y: 24, width: boxWidth, height: bannerHeight), cornerRadius: 10, color: banner.1)
        large?.draw(banner.0, at: Vector2(left + 16, 32), color: .white)
        var y = 24 + bannerHeight + 8
        for check in report.checks {
            drawCheck(check, at: Vector2(left + 14, y), width: boxWidth - 28, withReason: withReasons)
            y += rowHeight
        }
        return box.maxY
    }

    /// A badge (PASS, FAIL, —), the check's name, value and limit, and below it the reason, dimmed.
    private func drawCheck(_ check: AcceptanceCheck, at origin: Vector2, width: Double, withReason: Bool) {
        let (label, color): (String, Color) = switch check.result {
        case .pass: ("PASS", TestScreenPalette.pass)
        case .fail: ("FAIL", TestScreenPalette.fail)
        case .untested: ("—", TestScreenPalette.untested)
        }
        let badgeWidth = 58.0
        let lineHeight = Double(text?.font.lineHeight ?? 18)
        renderer.fillRoundedRect(Rect(x: origin.x, y: origin.y + 1, width: badgeWidth, height: lineHeight), cornerRadius: 5, color: color)
        text?.draw(label, at: Vector2(origin.x + badgeWidth / 2, origin.y + 1 + lineHeight / 2), color: .white, anchor: .center)
        // Counts read better bare ("3 (≥ 5)"); measures keep their unit.
        let unit = ["contacts", "touches"].contains(check.unit) ? "" : " \(check.unit)"
        let value = check.value.map { "\(Self.figure($0))\(unit)" } ?? "not measured"
        let limit = check.limit.map { "   (\(check.comparison.symbol) \(Self.figure($0))\(unit))" } ?? ""
        let textLeft = origin.x + badgeWidth + 12
        text?.draw("\(check.name):  \(value)\(limit)", at: Vector2(textLeft, origin.y), color: TestScreenPalette.text)
        if let small, withReason {
            let reason = Self.fitted(check.reason, width: width - badgeWidth - 12, font: small.font)
            small.draw(reason, at: Vector2(textLeft, origin.y + lineHeight), color: check.result == .fail ? TestScreenPalette.stuck : TestScreenPalette.dim)
        }
    }

    /// A figure as the checks print it: at most three decimals, no trailing zeros.
    static func figure(_ value: Double) -> String {
        var text = format(value, 3)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `line` cut with "…" to fit `width` pixels in `font`.
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
