import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// Taps and strokes on the 4 px/mm test panel (1280×800 px = 320×200 mm) for the checks the published profiles add.
enum PublishedScenarios {
    /// A tap: down at `point`, one report 40 ms later at the same place, up 80 ms after the down.
    static func tap(id: Int, at point: Vector2, time: Double) -> [PointerEvent] {
        [PointerEvent(.down, id: id, x: point.x, y: point.y, time: time), PointerEvent(.move, id: id, x: point.x, y: point.y + 0, time: time + 0.04),
         PointerEvent(.up, id: id, x: point.x, y: point.y, time: time + 0.08)]
    }

    /// One tap on each of the nine grid targets, each `miss` px off in a different direction (right, down, left, up, diagonal …).
    static func gridTaps(miss: Double, skipping skipped: Int? = nil) -> [PointerEvent] {
        let directions = [Vector2(1, 0), Vector2(0, 1), Vector2(-1, 0), Vector2(0, -1), Vector2(0.6, 0.8), Vector2(-0.8, 0.6),
                          Vector2(-0.6, -0.8), Vector2(0.8, -0.6), Vector2(1, 0)]
        var events: [PointerEvent] = []
        var index = 0
        for row in [0.1, 0.5, 0.9] {
            for column in [0.1, 0.5, 0.9] {
                defer { index += 1 }
                if index == skipped { continue }
                let target = Vector2(column * 1280, row * 800)
                events += tap(id: index + 1, at: target + directions[index] * miss, time: Double(index))
            }
        }
        return events
    }

    /// A stroke of `length` px to the right from (240, 400), one report per px at 128 Hz, its y following a sine of
    /// `amplitude` px and `period` px.
    static func wobblyStroke(id: Int = 50, length: Int = 800, amplitude: Double, period: Double = 80, start: Double = 100) -> [PointerEvent] {
        let y = { (step: Int) in 400 + amplitude * sin(2 * Double.pi * Double(step) / period) }
        var events = [PointerEvent(.down, id: id, x: 240, y: y(0), time: start)]
        for step in 1...length {
            events.append(PointerEvent(.move, id: id, x: 240 + Double(step), y: y(step), time: start + Double(step) / 128))
        }
        events.append(PointerEvent(.up, id: id, x: 240 + Double(length), y: y(length), time: start + Double(length + 1) / 128))
        return events
    }

    static func check(_ id: String, _ events: [PointerEvent], profile: AcceptanceProfile = .win10,
                      geometry: PanelGeometry = AcceptanceScenarios.geometry) -> AcceptanceCheck {
        AcceptanceScenarios.analyzer(events, geometry: geometry, limits: .init(profile: profile)).checks.first { $0.id == id }!
    }
}

@Suite("Published profiles (win10, win8) and the checks they bring: accuracy, linearity, travel, duplicates, separation, maximum")
struct PublishedChecksTests {
    @Test("win10 and win8 limits as the requirements give them, each with its document; our own figures say ours")
    func profiles() {
        let win10 = AcceptanceLimits(profile: .win10), win8 = AcceptanceLimits(profile: .win8)
        #expect(win10.staticJitterPeak.millimetres == 0.5 && win10.staticJitterPeakEdge.millimetres == 1 && win8.staticJitterPeak.millimetres == 0)
        #expect(win10.movingJitterPeak.millimetres == 1 && win10.movingJitterPeakEdge.millimetres == 2 && win8.movingJitterPeakEdge.millimetres == 1)
        #expect(win10.accuracy.millimetres == 1 && win10.accuracyEdge.millimetres == 2 && win8.accuracyEdge.millimetres == 1)
        #expect(win10.reportRate == 60 && win8.reportRate == 100 && win10.edgeBand == 3.5)
        #expect(win8.contactSeparation.millimetres == 12 && win8.contactSeparationDiagonal.millimetres == 15 && win10.contactSeparation.millimetres == 16)
        #expect(win10.source(of: "accuracyEdge").hasPrefix("Windows 10 Device.Input.Digitizer.Touch requirements"))
        #expect(win10.source(of: "accuracyEdge").hasSuffix("accuracy ±2 mm within 3.5 mm of an edge"))
        #expect(win8.source(of: "contactSeparationDiagonal").hasPrefix("Windows 8/8.1 Device.Digitizer.Touch requirements"))
        #expect(win8.source(of: "duplicateReports").hasSuffix("no duplicate packets"))
        for id in ["staticJitterRMS", "movingJitterRMS", "stuckTouches", "edgeReach", "cornerReach", "ghostTouches"] {
            #expect(win10.source(of: id).hasPrefix("ours: ") && win8.source(of: id).hasPrefix("ours: "), "\(id)")
        }
        var live = win10
        live.useRefreshRate(144)
        #expect(live.reportRate == 144 && live.source(of: "reportRate").hasSuffix("report rate ≥ the display's refresh rate (144 Hz)"))
        var old = win8
        old.useRefreshRate(144)
        #expect(old.reportRate == 100)
    }

    @Test("a limits file starts from the profile it names and overrides what it gives; a profile that does not exist is refused")
    func fileOnAProfile() throws {
        let limits = try AcceptanceLimits(json: Data(#"{"profile": "win8", "accuracy": {"millimetres": 1.5}}"#.utf8), file: "mine.json")
        #expect(limits.profile == .win8 && limits.accuracy.millimetres == 1.5 && limits.contactSeparationDiagonal.millimetres == 15)
        #expect(limits.source(of: "accuracy") == "limits file mine.json" && limits.source(of: "reportRate").hasSuffix("report rate ≥ 100 Hz per contact"))
        #expect(throws: AcceptanceLimitsError(file: "mine.json", line: 1, message: #"profile: expected one of "win10", "win8""#)) {
            try AcceptanceLimits(json: Data(#"{"profile": "win7"}"#.utf8), file: "mine.json")
        }
    }

    @Test("nine taps 0.5 mm off their targets pass accuracy (0.5 mm ≤ 1 mm); 1.5 mm off fail it, under both profiles")
    func accuracy() {
        for profile in AcceptanceProfile.allCases {
            let good = PublishedScenarios.check("accuracy", PublishedScenarios.gridTaps(miss: 2), profile: profile)
            #expect(good.value == 0.5 && good.unit == "mm" && good.limit == 1 && good.result == .pass, "\(profile): \(good)")
            let bad = PublishedScenarios.check("accuracy", PublishedScenarios.gridTaps(miss: 6), profile: profile)
            #expect(bad.value == 1.5 && bad.result == .fail, "\(profile): \(bad)")
        }
        let eight = PublishedScenarios.check("accuracy", PublishedScenarios.gridTaps(miss: 2, skipping: 8))
        #expect(eight.result == .untested && eight.value == nil)
        #expect(eight.reason == "8 of 9 targets have a tap: tap the crosshairs still to tap (0.9,0.9)")
    }

    @Test("the closest tap counts, a slide or a long press is no tap, and a tap beyond 10 % of the shorter side answers no target")
    func whichTapCounts() {
        var events = PublishedScenarios.gridTaps(miss: 2)
        // A worse tap on the middle target first, a slide and a long press right on it, a tap 81 px away: none counts.
        events += PublishedScenarios.tap(id: 20, at: Vector2(640 + 3.6, 400), time: 20)
        events += [PointerEvent(.down, id: 21, x: 630, y: 400, time: 21), PointerEvent(.move, id: 21, x: 640, y: 400, time: 21.05),
                   PointerEvent(.up, id: 21, x: 640, y: 400, time: 21.1)]
        events += [PointerEvent(.down, id: 22, x: 128, y: 80, time: 22), PointerEvent(.up, id: 22, x: 128, y: 80, time: 23.5)]
        let analyzer = AcceptanceScenarios.analyzer(events, limits: .init())
        let middle = analyzer.accuracyTargets.targets[4]
        #expect(middle.place == "0.5,0.5" && abs(middle.miss! - 0.5) < 1e-12 && middle.touch == 5)
        #expect(analyzer.accuracyTargets.targets[0].touch == 1)
        var far = PublishedScenarios.gridTaps(miss: 2, skipping: 0)
        far += PublishedScenarios.tap(id: 30, at: Vector2(128 + 81, 80), time: 30)
        #expect(PublishedScenarios.check("accuracy", far).result == .untested)
    }

    @Test("taps 1.5 mm off the edge-band targets (1.75 mm in from the edges): within Windows 10's ±2 mm there, beyond Windows 8's ±1 mm")
    func accuracyAtTheEdges() throws {
        let analyzer = AcceptanceScenarios.analyzer([])
        let edgeTargets = analyzer.accuracyTargets.targets.filter(\.inEdgeBand)
        #expect(edgeTargets.map(\.place) == ["edge top-left", "edge top", "edge top-right", "edge right", "edge bottom-right", "edge bottom",
                                            "edge bottom-left", "edge left"])
        #expect(edgeTargets[0].position == Vector2(7, 7) && edgeTargets[4].position == Vector2(1273, 793))
        var events: [PointerEvent] = []
        for (index, target) in edgeTargets.enumerated() {
            let inward = (Vector2(640, 400) - target.position)
            events += PublishedScenarios.tap(id: 100 + index, at: target.position + inward / inward.length * 6, time: Double(index))
        }
        let win10 = PublishedScenarios.check("accuracyEdge", events, profile: .win10)
        #expect(win10.value == 1.5 && win10.limit == 2 && win10.result == .pass, "\(win10)")
        let win8 = PublishedScenarios.check("accuracyEdge", events, profile: .win8)
        #expect(win8.value == 1.5 && win8.limit == 1 && win8.result == .fail, "\(win8)")
        let unknown = PublishedScenarios.check("accuracyEdge", events, geometry: PanelGeometry())
        #expect(unknown.result == .untested && unknown.reason.contains("--panel-size WxHmm"))
    }

    @Test("a 200 mm straight stroke wobbling 0.6 mm passes linearity (≤ 1 mm); wobbling 1.6 mm fails; within 0.15 mm of the wobble")
    func linearity() {
        for profile in AcceptanceProfile.allCases {
            let good = PublishedScenarios.check("linearity", PublishedScenarios.wobblyStroke(amplitude: 2.4), profile: profile)
            #expect(good.result == .pass && good.limit == 1 && abs(good.value! - 0.6) <= 0.15, "\(profile): \(good)")
            let bad = PublishedScenarios.check("linearity", PublishedScenarios.wobblyStroke(amplitude: 6.4), profile: profile)
            #expect(bad.result == .fail && abs(bad.value! - 1.6) <= 0.15, "\(profile): \(bad)")
            #expect(bad.reason.hasPrefix("farthest report from its stroke's fitted line, over 1 straight strokes of 40 mm or more"))
        }
        // A 30 mm stroke is too short, and one bending 5 mm off its chord (a curve) is not meant straight: untested.
        let short = PublishedScenarios.check("linearity", PublishedScenarios.wobblyStroke(length: 120, amplitude: 2.4))
        #expect(short.result == .untested && short.reason.hasPrefix("no straight stroke"))
        let curve = PublishedScenarios.check("linearity", PublishedScenarios.wobblyStroke(amplitude: 20, period: 1600))
        #expect(curve.result == .untested)
    }

    @Test("a report 0.5 mm back against the direction of travel fails (none allowed); a steady line has none")
    func backwards() {
        var events = AcceptanceScenarios.line()
        let steady = PublishedScenarios.check("movingBackwards", events)
        #expect(steady.value == 0 && steady.limit == 0 && steady.result == .pass && steady.reason == "none of 249 moving reports stepped back", "\(steady)")
        // Report 100 (x = 200) reads 197: 2 px = 0.5 mm back from the report before (x = 199).
        events[100].position.x -= 3
        let back = PublishedScenarios.check("movingBackwards", events)
        #expect(back.value == 0.5 && back.result == .fail && back.reason.hasPrefix("1 of ") && back.reason.contains(" moving reports stepped back; the farthest (contact 1, down at 0 s)"), "\(back)")
    }

    @Test("a report repeated (same place, same time) is a duplicate: 1 fails the 0 allowed")
    func duplicates() {
        var events = AcceptanceScenarios.line(reports: 20)
        #expect(PublishedScenarios.check("duplicateReports", events).result == .pass)
        events.insert(events[10], at: 11)
        let check = PublishedScenarios.check("duplicateReports", events, profile: .win8)
        #expect(check.value == 1 && check.result == .fail && check.reason.hasSuffix("contact 1 (down at 0 s)"))
    }

    @Test("two fingers 10 mm right and 10 mm down of each other are diagonal: 14.142 mm passes Windows 8's 15 mm, and side by side stays untested")
    func diagonalSeparation() {
        let events = [PointerEvent(.down, id: 1, x: 400, y: 400, time: 0), PointerEvent(.down, id: 2, x: 440, y: 440, time: 0.1),
                      PointerEvent(.up, id: 1, x: 400, y: 400, time: 1), PointerEvent(.up, id: 2, x: 440, y: 440, time: 1)]
        let diagonal = PublishedScenarios.check("contactSeparationDiagonal", events, profile: .win8)
        #expect(diagonal.value == 14.142 && diagonal.limit == 15 && diagonal.result == .pass)
        #expect(PublishedScenarios.check("contactSeparation", events, profile: .win8).result == .untested)
    }

    @Test("six contacts at once on a panel declaring five: one beyond the maximum fails; five pass; four leave it untested")
    func beyondTheMaximum() {
        func fingers(_ count: Int) -> [PointerEvent] {
            (0..<count).map { PointerEvent(.down, id: $0 + 1, x: 200 + 100 * Double($0), y: 400, time: 0.1 * Double($0)) }
        }
        let six = PublishedScenarios.check("contactsBeyondMaximum", fingers(6))
        #expect(six.value == 1 && six.result == .fail && six.reason.hasPrefix("6 contacts reported at once, 1 beyond the declared 5"))
        #expect(PublishedScenarios.check("contactsBeyondMaximum", fingers(5)).result == .pass)
        #expect(PublishedScenarios.check("contactsBeyondMaximum", fingers(4)).result == .untested)
    }

    @Test("a still finger 1 mm from the left edge jittering 0.5 mm is judged by the edge band: within Windows 10's 1 mm there")
    func edgeBandJitter() {
        let events = AcceptanceScenarios.stillFingerWithNoise().map { event -> PointerEvent in
            var moved = event
            moved.position.x -= 496
            return moved
        }
        let edge = PublishedScenarios.check("staticJitterPeakEdge", events)
        #expect(edge.value == 0.5 && edge.limit == 1 && edge.result == .pass)
        #expect(PublishedScenarios.check("staticJitterPeak", events).result == .untested)
    }

    @Test("without a resolution the report names the checks it could not judge and how to give the panel's size")
    func withoutPanelSize() throws {
        let analyzer = AcceptanceScenarios.analyzer(PublishedScenarios.gridTaps(miss: 2), geometry: PanelGeometry())
        let report = analyzer.report()
        let missing = try #require(report.withoutPanelSize)
        #expect(missing.checks.contains("accuracy") && missing.checks.contains("linearity") && missing.checks.contains("accuracyEdge"))
        #expect(missing.advice.contains("--panel-size WxHmm"))
        #expect(report.accuracyTargets.count == 9 && report.accuracyTargets[0].miss == 2)
    }
}
