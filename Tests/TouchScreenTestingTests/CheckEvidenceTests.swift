import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// A check fails only on evidence: a session that never tried what a check needs leaves it untested, with what to
/// do, and a check that was tried and fell short fails. Panel of 4 px a millimetre (1280 × 800 px = 320 × 200 mm).
@Suite("Evidence: a check the session never tried is untested, never failed")
struct CheckEvidenceTests {
    typealias S = AcceptanceScenarios

    /// Two fingers going down together at `first` and `second` and sliding `spread` px apart each over a second at
    /// 100 Hz, then lifting together (a pinch).
    static func pinch(_ first: Vector2, _ second: Vector2, spread: Double, start: Double = 0) -> [PointerEvent] {
        let outward = (second - first) / (second - first).length
        var events: [PointerEvent] = []
        for step in 0...100 {
            let push = outward * (spread * Double(step) / 100)
            let phase: PointerPhase = step == 0 ? .down : .move
            events.append(PointerEvent(phase, id: 1, x: (first - push).x, y: (first - push).y, time: start + Double(step) / 100))
            events.append(PointerEvent(phase, id: 2, x: (second + push).x, y: (second + push).y, time: start + Double(step) / 100))
        }
        let end = start + 1.01
        events.append(PointerEvent(.up, id: 1, x: (first - outward * spread).x, y: (first - outward * spread).y, time: end))
        events.append(PointerEvent(.up, id: 2, x: (second + outward * spread).x, y: (second + outward * spread).y, time: end))
        return events
    }

    /// A finger sliding in a straight line from `from` to `to` (px) at 100 Hz, `reports` reports, then lifting.
    static func slide(id: Int, from: Vector2, to: Vector2, reports: Int = 100, start: Double = 0) -> [PointerEvent] {
        (0...reports).map { step in
            let point = from + (to - from) * (Double(step) / Double(reports))
            return PointerEvent(step == 0 ? .down : .move, id: id, x: point.x, y: point.y, time: start + Double(step) / 100)
        } + [PointerEvent(.up, id: id, x: to.x, y: to.y, time: start + Double(reports + 1) / 100)]
    }

    static func result(_ id: String, _ analyzer: TouchScreenAnalyzer) -> AcceptanceCheck { S.check(id, in: analyzer)! }

    @Test("a pinch alone (fingers 20 mm apart side by side and 28 mm diagonally, spreading in the middle of the screen): no check fails for want of trying")
    func pinchFailsNothingUntried() {
        let analyzer = S.analyzer(Self.pinch(Vector2(600, 400), Vector2(680, 400), spread: 100)
                                  + Self.pinch(Vector2(600, 400), Vector2(680, 480), spread: 100, start: 3))
        let checks = analyzer.checks
        #expect(checks.filter { $0.result == .fail }.map(\.id) == [], "\(checks.filter { $0.result == .fail })")
        let side = Self.result("contactSeparation", analyzer)
        #expect(side.result == .untested && side.value == nil)
        #expect(side.reason == "closest two contacts down together: 1 (down at 0 s) and 2 (down at 0 s), 20 mm apart, and no two merged: that does not show how close the panel can tell two fingers apart; put two fingers down side by side (or one above the other), touching, and hold them a moment")
        #expect(Self.result("contactSeparationDiagonal", analyzer).result == .untested)
        let edges = Self.result("edgeReach", analyzer)
        #expect(edges.result == .untested && edges.reason.hasPrefix("not tried: left (closest 125), top (closest 82.322), right (closest 125), bottom (closest 62.322) mm: run a finger off the screen across every edge, and along it"), "\(edges.reason)")
        #expect(Self.result("cornerReach", analyzer).result == .untested)
        let contacts = Self.result("contacts", analyzer)
        #expect(contacts.result == .untested && contacts.reason.hasPrefix("most contacts down at once: 2; the device declares 5; fewer than 5 do not show"))
        #expect(analyzer.report().acceptance.verdict == .incomplete)
        #expect(analyzer.report().acceptance.untestedChecks.contains("contactSeparation"))
    }

    @Test("two fingers 14 mm apart side by side pass; two 25 mm apart where one vanishes while the other stays down fail at 25 mm (a merge)")
    func separationPassesOrFailsOnEvidence() {
        let close = S.analyzer([PointerEvent(.down, id: 1, x: 600, y: 400, time: 0), PointerEvent(.down, id: 2, x: 656, y: 400, time: 0.1),
                                PointerEvent(.up, id: 1, x: 600, y: 400, time: 1), PointerEvent(.up, id: 2, x: 656, y: 400, time: 1)])
        let passed = Self.result("contactSeparation", close)
        #expect(passed.result == .pass && passed.value == 14)
        let merged = S.analyzer([PointerEvent(.down, id: 1, x: 600, y: 400, time: 0), PointerEvent(.down, id: 2, x: 700, y: 400, time: 0.1),
                                 PointerEvent(.up, id: 2, x: 700, y: 400, time: 1), PointerEvent(.move, id: 1, x: 650, y: 400, time: 1.01),
                                 PointerEvent(.up, id: 1, x: 650, y: 400, time: 2)])
        let failed = Self.result("contactSeparation", merged)
        #expect(failed.result == .fail && failed.value == 25, "\(failed)")
        #expect(failed.reason.contains("vanished 25 mm from 1 (down at 0 s), which stayed down"))
        // Lifted within 0.1 s of each other, as a pinch ends: not a merge, so untested.
        let together = S.analyzer([PointerEvent(.down, id: 1, x: 600, y: 400, time: 0), PointerEvent(.down, id: 2, x: 700, y: 400, time: 0.1),
                                   PointerEvent(.up, id: 2, x: 700, y: 400, time: 1), PointerEvent(.up, id: 1, x: 600, y: 400, time: 1.05)])
        #expect(Self.result("contactSeparation", together).result == .untested)
    }

    @Test("a finger heading for the left edge reported no nearer than 8 mm fails edge reach at 8 mm; the others not tried are named")
    func edgeReachFailsOnlyWhereTried() {
        let analyzer = S.analyzer(Self.slide(id: 1, from: Vector2(400, 400), to: Vector2(32, 400)))
        let edges = Self.result("edgeReach", analyzer)
        #expect(edges.result == .fail && edges.value == 8)
        #expect(edges.reason == "a finger headed for the left edge but was reported no nearer than 8 mm; not tried: top (closest 100), right (closest 220), bottom (closest 100) mm")
    }

    @Test("a tap 15 mm from an edge is no attempt to reach it: untested; strokes off all four edges and corners within 1 mm pass")
    func reachPassesWhenEveryEdgeIsReached() {
        let tap = S.analyzer(PublishedScenarios.tap(id: 1, at: Vector2(60, 400), time: 0))
        #expect(Self.result("edgeReach", tap).result == .untested)
        let corners = [Vector2(2, 2), Vector2(1278, 2), Vector2(1278, 798), Vector2(2, 798)]
        let events = corners.enumerated().flatMap { index, corner in
            Self.slide(id: index + 1, from: Vector2(640, 400), to: corner, start: Double(index) * 2)
        }
        let analyzer = S.analyzer(events)
        let edges = Self.result("edgeReach", analyzer), cornerReach = Self.result("cornerReach", analyzer)
        #expect(edges.result == .pass && edges.value == 0.5)
        #expect(cornerReach.result == .pass && cornerReach.value == 0.707)
    }

    @Test("a device that declares two contacts fails 'contacts at once' on its own declaration; one that declares ten and showed three is untested")
    func contactsOnEvidence() {
        let events = [PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.down, id: 2, x: 500, y: 300, time: 0),
                      PointerEvent(.up, id: 1, x: 300, y: 300, time: 1), PointerEvent(.up, id: 2, x: 500, y: 300, time: 1)]
        let two = S.analyzer(events, geometry: PanelGeometry(name: "Two", millimetresPerPixel: .init(x: 0.25, y: 0.25), declaredContacts: 2))
        let declaredTwo = Self.result("contacts", two)
        #expect(declaredTwo.result == .fail && declaredTwo.reason == "most contacts down at once: 2; the device declares 2: it cannot track the 5 asked for")
        let ten = S.analyzer(events, geometry: PanelGeometry(name: "Ten", millimetresPerPixel: .init(x: 0.25, y: 0.25), declaredContacts: 10))
        #expect(Self.result("contacts", ten).result == .untested)
    }

    @Test("a session shorter than the 10 s a touch must stay still to be stuck says nothing of stuck touches: untested; 12 s without one pass")
    func stuckNeedsTime() {
        let short = S.analyzer([PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 2)])
        let untested = Self.result("stuckTouches", short)
        #expect(untested.result == .untested && untested.reason == "the session lasted 2 s, less than the 10 s a touch must stay still to count as stuck: test for 10 s or more")
        let long = S.analyzer([PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 2),
                               PointerEvent(.down, id: 2, x: 400, y: 300, time: 12), PointerEvent(.up, id: 2, x: 400, y: 300, time: 12.1)])
        #expect(Self.result("stuckTouches", long).result == .pass)
    }

    @Test("taps with no move between down and up: duplicate reports untested (nothing could repeat)")
    func duplicatesNeedMoves() {
        let analyzer = S.analyzer([PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 0.1)])
        let duplicates = Self.result("duplicateReports", analyzer)
        #expect(duplicates.result == .untested && duplicates.reason.hasPrefix("no contact moved"))
    }

    @Test("report.html: a contact still down at the end says so, a lifted one says lifted; the verdict names the untested checks")
    func pageSaysStillDown() {
        let analyzer = S.analyzer([PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 0.1),
                                   PointerEvent(.down, id: 2, x: 500, y: 300, time: 0.2), PointerEvent(.move, id: 2, x: 510, y: 300, time: 0.3)])
        let html = TouchScreenReportPage(report: analyzer.report(), picture: nil).html
        #expect(html.contains("<td>still down at the end of the session</td>"))
        #expect(html.contains("<td>lifted</td>"))
        #expect(!html.contains("<td>down</td>"))
        #expect(html.contains("Untested: Static jitter (RMS), "))
    }
}
