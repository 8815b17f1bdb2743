import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// Hand-built recordings of a panel whose resolution is known: 4 px to the millimetre on both axes, so every
/// figure has an exact value. Reports come 128 times a second (1/128 s is exact in binary, so the one-second
/// windows always hold exactly 128 reports).
enum AcceptanceScenarios {
    static let rate = 128.0
    /// Every check, in the order the report lists them.
    static let checkIDs = [
        "staticJitterRMS", "staticJitterPeak", "staticJitterPeakEdge", "movingJitterRMS", "movingJitterPeak", "movingJitterPeakEdge",
        "movingBackwards", "duplicateReports", "linearity", "accuracy", "accuracyEdge", "reportRate", "contacts", "contactsBeyondMaximum",
        "contactSeparation", "contactSeparationDiagonal", "ghostTouches", "stuckTouches", "edgeReach", "cornerReach",
    ]
    static let geometry = PanelGeometry(name: "Test Panel", millimetresPerPixel: .init(x: 0.25, y: 0.25), declaredContacts: 5)

    static func analyzer(_ events: [PointerEvent], geometry: PanelGeometry = geometry, limits: AcceptanceLimits = .init()) -> TouchScreenAnalyzer {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800, geometry: geometry, limits: limits)
        for event in events.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            analyzer.apply(event.element)
        }
        return analyzer
    }

    /// A finger resting at (500, 400) for three seconds whose x reads +2, 0, −2, 0 px around it, over and over:
    /// RMS √2 px = 0.354 mm, peak 2 px = 0.5 mm.
    static func stillFingerWithNoise(id: Int = 1, seconds: Double = 3) -> [PointerEvent] {
        let pattern = [0.0, 2, 0, -2]
        var events = [PointerEvent(.down, id: id, x: 500, y: 400, time: 0)]
        for step in 1...Int(seconds * rate) {
            events.append(PointerEvent(.move, id: id, x: 500 + pattern[step % 4], y: 400, time: Double(step) / rate))
        }
        events.append(PointerEvent(.up, id: id, x: 500, y: 400, time: seconds + 1 / rate))
        return events
    }

    /// A finger sliding right 1 px per report (32 mm/s) for `reports` reports from (100, y), its y off by ±`noise`
    /// px alternately.
    static func line(id: Int = 1, y: Double = 400, reports: Int = 256, noise: Double = 0, start: Double = 0,
                     every interval: Double = 1 / rate) -> [PointerEvent] {
        var events = [PointerEvent(.down, id: id, x: 100, y: y + noise, time: start)]
        for step in 1...reports {
            let wobble = step.isMultiple(of: 2) ? noise : -noise
            events.append(PointerEvent(.move, id: id, x: 100 + Double(step), y: y + wobble, time: start + Double(step) * interval))
        }
        events.append(PointerEvent(.up, id: id, x: 100 + Double(reports), y: y + (reports.isMultiple(of: 2) ? noise : -noise),
                                   time: start + Double(reports) * interval))
        return events
    }

    static func check(_ id: String, in analyzer: TouchScreenAnalyzer) -> AcceptanceCheck? {
        analyzer.checks.first { $0.id == id }
    }
}

@Suite("Acceptance checks: exact figures in millimetres from hand-built recordings")
struct AcceptanceCheckTests {
    @Test("a still finger reading +2, 0, −2, 0 px at 4 px/mm: static RMS 0.354 mm fails 0.25, peak 0.5 mm passes 0.5")
    func staticJitter() throws {
        let analyzer = AcceptanceScenarios.analyzer(AcceptanceScenarios.stillFingerWithNoise())
        let rms = try #require(AcceptanceScenarios.check("staticJitterRMS", in: analyzer))
        #expect(rms.value == 0.354 && rms.unit == "mm" && rms.limit == 0.25 && rms.result == .fail)
        #expect(rms.comparison == .atMost)
        #expect(rms.reason.contains("contact 1"))
        let peak = try #require(AcceptanceScenarios.check("staticJitterPeak", in: analyzer))
        #expect(peak.value == 0.5 && peak.unit == "mm" && peak.limit == 0.5 && peak.result == .pass)
        #expect(peak.limitSource.contains("Windows"))
        // The pixel figures of the live panel are unchanged: √2 px.
        #expect(abs((analyzer.report().contacts[0].maxJitter ?? 0) - 2.0.squareRoot()) < 1e-12)
    }

    @Test("a line at 128 reports a second, y off by ±0.9 px alternately: moving jitter 0.9 px = 0.225 mm (every report that far from the path), rate 128 Hz (≥ 60 Hz, the refresh rate Windows 10 asks when the display's is unknown)")
    func lineAtKnownSpeed() throws {
        let analyzer = AcceptanceScenarios.analyzer(AcceptanceScenarios.line(noise: 0.9))
        let line = try #require(AcceptanceScenarios.check("movingJitterRMS", in: analyzer))
        #expect(line.value == 0.225 && line.unit == "mm" && line.limit == 0.5 && line.result == .pass)
        #expect(line.reason == "RMS distance of 257 moving reports from the arc fitted through the 25 reports around each; farthest 0.225 mm off it (contact 1, down at 0 s)")
        let rate = try #require(AcceptanceScenarios.check("reportRate", in: analyzer))
        #expect(rate.value == 128 && rate.unit == "Hz" && rate.limit == 60 && rate.result == .pass)
        #expect(analyzer.report().contacts[0].reportRate == 128)
        // Nothing was still: both static checks are untested, and say what to do.
        let still = try #require(AcceptanceScenarios.check("staticJitterRMS", in: analyzer))
        #expect(still.result == .untested && still.value == nil && still.reason.contains("rest a finger"))
    }

    @Test("a clean line of 256 px at 4 px/mm travels exactly 64 mm with no moving jitter")
    func travelInMillimetres() throws {
        let analyzer = AcceptanceScenarios.analyzer(AcceptanceScenarios.line())
        let contact = try #require(analyzer.report().contacts.first)
        #expect(contact.travelPixels == 256 && contact.travelMillimetres == 64)
        #expect(AcceptanceScenarios.check("movingJitterRMS", in: analyzer)?.value == 0)
    }

    @Test("the lowest report rate of any contact is judged, not the average: 128 Hz and 64 Hz contacts give 64 Hz, a fail of Windows 8's 100 Hz")
    func slowestContact() throws {
        let events = AcceptanceScenarios.line(id: 1, y: 200) + AcceptanceScenarios.line(id: 2, y: 600, reports: 128, every: 1 / 64.0)
        let analyzer = AcceptanceScenarios.analyzer(events, limits: .init(profile: .win8))
        let rate = try #require(AcceptanceScenarios.check("reportRate", in: analyzer))
        #expect(rate.value == 64 && rate.result == .fail)
        #expect(rate.reason == "slowest of 2 contacts measured while moving: contact 2, down at 0 s")
    }

    @Test("a device declaring 5 slots: 5 fingers at once pass; 4 are no evidence it cannot take 5 (untested, asking for 5); 10 declared asks 10")
    func contactsAgainstDeclaredSlots() throws {
        func fingers(_ count: Int) -> [PointerEvent] {
            (1...count).flatMap { finger in
                [PointerEvent(.down, id: finger, x: 100 * Double(finger), y: 300, time: 0.01 * Double(finger)),
                 PointerEvent(.up, id: finger, x: 100 * Double(finger), y: 300, time: 1)]
            }
        }
        let five = try #require(AcceptanceScenarios.check("contacts", in: AcceptanceScenarios.analyzer(fingers(5))))
        #expect(five.value == 5 && five.limit == 5 && five.result == .pass && five.unit == "contacts")
        #expect(five.reason == "most contacts down at once: 5; the device declares 5")
        let four = try #require(AcceptanceScenarios.check("contacts", in: AcceptanceScenarios.analyzer(fingers(4))))
        #expect(four.value == 4 && four.result == .untested)
        #expect(four.reason == "most contacts down at once: 4; the device declares 5; fewer than 5 do not show whether the panel takes 5: put 5 fingers down together (if you did and fewer showed, the panel lost some)")
        var ten = AcceptanceScenarios.geometry
        ten.declaredContacts = 10
        let asked = try #require(AcceptanceScenarios.check("contacts", in: AcceptanceScenarios.analyzer(fingers(5), geometry: ten)))
        #expect(asked.limit == 10 && asked.result == .untested)
    }

    @Test("two fingers 8 mm apart (32 px at 4 px/mm) side by side are the closest pair: 8 mm passes Windows 8's 12 mm separation")
    func twoFingersEightMillimetresApart() throws {
        let events = [
            PointerEvent(.down, id: 1, x: 400, y: 400, time: 0), PointerEvent(.down, id: 2, x: 432, y: 400, time: 0.1),
            PointerEvent(.down, id: 3, x: 900, y: 400, time: 0.2), PointerEvent(.move, id: 2, x: 440, y: 400, time: 0.3),
            PointerEvent(.up, id: 1, x: 400, y: 400, time: 1), PointerEvent(.up, id: 2, x: 440, y: 400, time: 1),
            PointerEvent(.up, id: 3, x: 900, y: 400, time: 1),
        ]
        let check = try #require(AcceptanceScenarios.check("contactSeparation", in: AcceptanceScenarios.analyzer(events, limits: .init(profile: .win8))))
        #expect(check.value == 8 && check.unit == "mm" && check.limit == 12 && check.result == .pass)
        #expect(check.reason == "closest two contacts down together: 1 (down at 0 s) and 2 (down at 0.1 s), 8 mm apart")
    }

    @Test("three 20 ms contacts and one 2 mm contact in a one-minute test: 4 ghosts per minute, a fail naming them")
    func ghostTouches() throws {
        var events = [PointerEvent(.down, id: 1, x: 640, y: 400, time: 0), PointerEvent(.up, id: 1, x: 640, y: 400, time: 0.2)]
        for ghost in 0..<3 {
            let time = 10.0 * Double(ghost + 1)
            events += [PointerEvent(.down, id: 10 + ghost, x: 300, y: 300, time: time),
                       PointerEvent(.up, id: 10 + ghost, x: 300, y: 300, time: time + 0.02)]
        }
        events += [PointerEvent(.down, id: 20, x: 900, y: 300, time: 50, contactSize: 8),
                   PointerEvent(.up, id: 20, x: 900, y: 300, time: 50.5, contactSize: 8),
                   PointerEvent(.down, id: 21, x: 900, y: 500, time: 59.5, contactSize: 40),
                   PointerEvent(.up, id: 21, x: 900, y: 500, time: 60, contactSize: 40)]
        let check = try #require(AcceptanceScenarios.check("ghostTouches", in: AcceptanceScenarios.analyzer(events)))
        #expect(check.value == 4 && check.unit == "per minute" && check.limit == 0 && check.result == .fail)
        #expect(check.reason == "4 in 60 s (contacts 10 (down at 10 s), 11 (down at 20 s), 12 (down at 30 s), 20 (down at 50 s)): 3 shorter than 30 ms, 1 smaller than 4 mm")
    }

    @Test("mouse clicks are never ghosts, and a short touch without a resolution is judged by its duration only")
    func ghostsNeedTouches() throws {
        let clicks = [PointerEvent(.down, id: 1, x: 10, y: 10, time: 0, source: .mouse), PointerEvent(.up, id: 1, x: 10, y: 10, time: 0.01, source: .mouse)]
        #expect(AcceptanceScenarios.check("ghostTouches", in: AcceptanceScenarios.analyzer(clicks))?.result == .untested)
        let short = [PointerEvent(.down, id: 1, x: 10, y: 10, time: 0, contactSize: 2), PointerEvent(.up, id: 1, x: 10, y: 10, time: 0.5)]
        let check = try #require(AcceptanceScenarios.check("ghostTouches", in: AcceptanceScenarios.analyzer(short, geometry: PanelGeometry())))
        #expect(check.value == 0 && check.result == .pass && check.reason.hasSuffix("size not judged (resolution unknown)"))
    }

    @Test("a finger held 12 s is one stuck touch: the check fails and names it")
    func stuck() throws {
        let events = [PointerEvent(.down, id: 7, x: 300, y: 300, time: 0), PointerEvent(.up, id: 7, x: 300, y: 300, time: 12)]
        let check = try #require(AcceptanceScenarios.check("stuckTouches", in: AcceptanceScenarios.analyzer(events)))
        #expect(check.value == 1 && check.limit == 0 && check.result == .fail && check.reason == "still for 10 s or more: contact 7 (down at 0 s)")
    }

    @Test("a finger run round the window 8 px from its edges reaches every edge to 2 mm and every corner to 2.828 mm")
    func edgeAndCornerReach() throws {
        let corners = [Vector2(8, 8), Vector2(1272, 8), Vector2(1272, 792), Vector2(8, 792), Vector2(8, 8)]
        var events = [PointerEvent(.down, id: 1, x: 8, y: 8, time: 0)]
        for (index, corner) in corners.dropFirst().enumerated() {
            events.append(PointerEvent(.move, id: 1, x: corner.x, y: corner.y, time: Double(index + 1)))
        }
        events.append(PointerEvent(.up, id: 1, x: 8, y: 8, time: 5))
        let analyzer = AcceptanceScenarios.analyzer(events)
        let edge = try #require(AcceptanceScenarios.check("edgeReach", in: analyzer))
        #expect(edge.value == 2 && edge.limit == 5 && edge.result == .pass)
        let corner = try #require(AcceptanceScenarios.check("cornerReach", in: analyzer))
        #expect(corner.value == 2.828 && corner.limit == 7 && corner.result == .pass)
        // The top-left target's centre is at (40, 40): the finger missed it by 45.3 px = 11.31 mm at best.
        let target = try #require(analyzer.report().targets.first)
        #expect(target.closestPixels == 45.3 && target.closestMillimetres == 11.31)
        // A tap in the middle only tried no edge: untested, naming how far each stayed.
        let middle = AcceptanceScenarios.analyzer([PointerEvent(.down, id: 1, x: 640, y: 400, time: 0), PointerEvent(.up, id: 1, x: 640, y: 400, time: 0.1)])
        let far = try #require(AcceptanceScenarios.check("edgeReach", in: middle))
        #expect(far.value == nil && far.result == .untested)
        #expect(far.reason == "not tried: left (closest 160), top (closest 100), right (closest 160), bottom (closest 100) mm: run a finger off the screen across every edge, and along it")
    }

    @Test("without a resolution distances stay in pixels: untested against a millimetre limit, judged against a pixel limit")
    func noResolutionStaysInPixels() throws {
        let events = AcceptanceScenarios.stillFingerWithNoise()
        let unknown = AcceptanceScenarios.analyzer(events, geometry: PanelGeometry())
        let rms = try #require(AcceptanceScenarios.check("staticJitterRMS", in: unknown))
        #expect(rms.result == .untested && rms.unit == "px" && rms.value == 1.414 && rms.limit == nil)
        #expect(rms.reason == "resolution unknown, so no mm limit: give the panel's size (--panel-size WxHmm) or a pixel limit with --limits to judge it; largest RMS over 1 s of a contact held still (contact 1, down at 0 s)")
        var limits = AcceptanceLimits()
        limits.staticJitterRMS.pixels = 1.5
        let judged = try #require(AcceptanceScenarios.check("staticJitterRMS", in: AcceptanceScenarios.analyzer(events, geometry: PanelGeometry(), limits: limits)))
        #expect(judged.result == .pass && judged.limit == 1.5 && judged.unit == "px")
        let report = unknown.report()
        #expect(report.device.widthMillimetres == nil && report.device.measuringUnit == "px")
        #expect(report.contacts[0].travelMillimetres == nil)
        let json = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(json.contains(#""widthMillimetres" : null"#) && json.contains(#""travelMillimetres" : null"#))
    }

    @Test("the report carries the device in millimetres, the checks and the verdict; it reads back equal")
    func reportFields() throws {
        let analyzer = AcceptanceScenarios.analyzer(AcceptanceScenarios.stillFingerWithNoise())
        let report = analyzer.report()
        #expect(report.device.widthMillimetres == 320 && report.device.heightMillimetres == 200)
        #expect(report.device.declaredContacts == 5 && report.device.name == "Test Panel" && report.device.measuringUnit == "mm")
        #expect(report.checks.map(\.id) == AcceptanceScenarios.checkIDs)
        #expect(report.acceptance.verdict == .fail)
        #expect(report.acceptance.passed + report.acceptance.failed + report.acceptance.untested == 20)
        #expect(report.limitsProfile == "win10" && report.limitsFile == nil && report.withoutPanelSize == nil)
        let data = try report.jsonData()
        #expect(try JSONDecoder().decode(TouchScreenReport.self, from: data) == report)
    }
}
