import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxApp

/// The report picture's parts never hide each other and no reason is cut: the layout with measures faked at 7 px a
/// character (the picture the release binary writes is checked in `ReportPictureEndToEndTests`).
@Suite("Report picture: the test area whole, every reason wrapped, nothing hidden")
struct ReportPictureLayoutTests {
    static func measure(_ text: String) -> Double { Double(text.count) * 7 }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    static func inside(_ a: Rect, width: Double, height: Double) -> Bool {
        a.minX >= 0 && a.minY >= 0 && a.maxX <= width && a.maxY <= height
    }

    @Test("a 205-character reason wraps at spaces into lines of at most 300 px that give the reason back; a path longer than a line is cut inside")
    func wrapping() {
        let reason = "resolution unknown, so no mm limit: give a pixel limit with --limits to judge it; farthest is bottom-left; closest approach top-left 585.123, top-right 469.857, bottom-right 515.349, bottom-left 695.104 px"
        let lines = LineWrapper.wrap(reason, width: 300, measure: Self.measure)
        #expect(lines.count == 6 && lines[5] == "px" && lines.allSatisfy { Self.measure($0) <= 300 }, "\(lines)")
        #expect(lines.joined(separator: " ") == reason)
        let path = "/" + String(repeating: "d", count: 100)
        let parts = LineWrapper.wrap("report " + path, width: 280, measure: Self.measure)
        #expect(parts == ["report", "/" + String(repeating: "d", count: 39), String(repeating: "d", count: 40), String(repeating: "d", count: 21)])
    }

    @Test("1280×800 with checks 640 px tall: side by side, the test area at 0.575 beside the checks, the caption under it, nothing overlapping")
    func landscape() {
        let layout = ReportPictureLayout(width: 1280, height: 800, canvasWidth: 1280, canvasHeight: 800,
                                         panelHeight: { $0 >= 400 ? 640 : 2000 }, captionHeight: { $0 >= 600 ? 90 : 140 })
        let area = layout.area(canvasWidth: 1280, canvasHeight: 800)
        #expect(layout.fits)
        #expect(abs(layout.areaScale - 0.575) < 1e-9, "\(layout)")
        for part in [area, layout.panel, layout.caption] { #expect(Self.inside(part, width: 1280, height: 800), "\(part)") }
        #expect(!Self.overlaps(area, layout.panel) && !Self.overlaps(area, layout.caption) && !Self.overlaps(layout.caption, layout.panel))
    }

    @Test("800×1280 (portrait): stacked, the test area full width above the caption and the checks")
    func portrait() {
        let layout = ReportPictureLayout(width: 800, height: 1280, canvasWidth: 1280, canvasHeight: 800,
                                         panelHeight: { $0 >= 700 ? 500 : 900 }, captionHeight: { _ in 90 })
        let area = layout.area(canvasWidth: 1280, canvasHeight: 800)
        #expect(layout.fits && area.width == 768 && layout.panel.width == 768, "\(layout)")
        #expect(area.maxY < layout.caption.minY && layout.caption.maxY < layout.panel.minY && layout.panel.maxY <= 1280)
    }

    @Test("checks taller than the window: the layout says they do not fit (the picture is then laid out larger and drawn shrunk)")
    func tooSmall() {
        let layout = ReportPictureLayout(width: 320, height: 240, canvasWidth: 1280, canvasHeight: 800,
                                         panelHeight: { _ in 700 }, captionHeight: { _ in 90 })
        #expect(!layout.fits)
    }
}
