import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// Recordings built in the tests: whole hands, still fingers, stray events.
enum TestScreenScenarios {
    /// Ten fingers go down 50 ms apart along a row, each slides right 2 px every 10 ms for one second and
    /// lifts; all ten are down together from 0.50 s to 1.05 s. Then three quick taps. Sorted by time.
    static func tenFingersThenThreeTaps() -> [PointerEvent] {
        var events: [PointerEvent] = []
        for finger in 1...10 {
            let start = 0.05 * Double(finger - 1)
            let y = 300.0 + 20 * Double(finger)
            var x = 100.0 * Double(finger)
            events.append(PointerEvent(.down, id: finger, x: x, y: y, time: start))
            for step in 1...100 {
                x += 2
                events.append(PointerEvent(.move, id: finger, x: x, y: y, time: start + Double(step) / 100))
            }
            events.append(PointerEvent(.up, id: finger, x: x, y: y, time: start + 1.0 + 0.001))
        }
        for tap in 0..<3 {
            let time = 2.0 + Double(tap) * 0.2
            events.append(PointerEvent(.down, id: 1, x: 640, y: 400, time: time))
            events.append(PointerEvent(.up, id: 1, x: 640, y: 400, time: time + 0.08))
        }
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    static func analyzer(_ events: [PointerEvent], configuration: TouchScreenTestConfiguration = .init()) -> TouchScreenAnalyzer {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800, configuration: configuration)
        for event in events { analyzer.apply(event) }
        return analyzer
    }
}

@Suite("Touchscreen test: counting touches, rates, jitter and stuck fingers")
struct TouchScreenAnalyzerTests {
    @Test("ten fingers down together, then three taps: most at once 10, 13 contacts, nothing stuck or odd")
    func tenFingers() {
        let analyzer = TestScreenScenarios.analyzer(TestScreenScenarios.tenFingersThenThreeTaps())
        let report = analyzer.report()
        #expect(analyzer.maxSimultaneous == 10)
        #expect(analyzer.totalContacts == 13)
        #expect(analyzer.activeCount == 0)
        #expect(analyzer.stuckTouches.isEmpty)
        #expect(report.touches.maxSimultaneous == 10)
        #expect(report.touches.totalContacts == 13)
        #expect(report.touches.bySource == ["touch": 13])
        #expect(report.events.down == 13 && report.events.move == 1000 && report.events.up == 13 && report.events.total == 1026)
        #expect(report.oddEvents.total == 0)
        #expect(report.stuckTouches.isEmpty)
        #expect(report.contacts.count == 13)
        #expect(report.contacts.allSatisfy { $0.maxJitter == nil })
        #expect(report.contacts[0].peakEventsPerSecond == 100)
        #expect(report.contacts[0].events == 101)
    }

    @Test("a finger held still for 12 s is one stuck touch, found at 10 s, still 12 s when it lifts")
    func heldStillTwelveSeconds() {
        var events = [PointerEvent(.down, id: 4, x: 200, y: 200, time: 0)]
        for step in 1..<120 {
            events.append(PointerEvent(.move, id: 4, x: 200 + (step.isMultiple(of: 2) ? 0.5 : -0.5), y: 200, time: Double(step) / 10))
        }
        events.append(PointerEvent(.up, id: 4, x: 200, y: 200, time: 12))
        let analyzer = TestScreenScenarios.analyzer(events)
        let stuck = analyzer.stuckTouches
        #expect(stuck.count == 1)
        #expect(stuck.first?.id == 4)
        #expect(stuck.first?.detectedAt == 10)
        #expect(stuck.first?.stillSeconds == 12)
        #expect(stuck.first?.ongoing == false)
        #expect(analyzer.report().stuckTouches == stuck)
    }

    @Test("a touch that sends nothing becomes stuck when the clock passes 10 s, not before")
    func silentTouchFoundByTheClock() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 2, x: 600, y: 300, time: 1))
        analyzer.advance(to: 10.9)
        #expect(analyzer.stuckTouches.isEmpty)
        #expect(analyzer.liveTouches.first?.isStuck == false)
        analyzer.advance(to: 11)
        #expect(analyzer.stuckTouches.count == 1)
        #expect(analyzer.stuckTouches.first?.ongoing == true)
        #expect(analyzer.liveTouches.first?.isStuck == true)
        #expect(analyzer.report().activeTouches.first?.stuck == true)
    }

    @Test("a finger that moves away after 6 s and then rests 6 s more is not stuck")
    func movingRestartsTheStillTime() {
        let events = [
            PointerEvent(.down, id: 1, x: 300, y: 300, time: 0),
            PointerEvent(.move, id: 1, x: 305, y: 300, time: 6),
            PointerEvent(.up, id: 1, x: 305, y: 300, time: 12),
        ]
        #expect(TestScreenScenarios.analyzer(events).stuckTouches.isEmpty)
    }

    @Test("the stuck time is a setting: 3 s finds the finger resting for 6 s")
    func stuckThresholdIsConfigurable() {
        var configuration = TouchScreenTestConfiguration()
        configuration.stuckAfter = 3
        let events = [PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 6)]
        #expect(TestScreenScenarios.analyzer(events, configuration: configuration).stuckTouches.map(\.stillSeconds) == [6])
    }

    @Test("a still finger wobbling ±1 px in x at 100 Hz has a jitter of exactly 1.0 px and 100 events per second")
    func jitterOfOscillatingFinger() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 500, y: 400, time: 0))
        for step in 1...200 {
            analyzer.apply(PointerEvent(.move, id: 1, x: 500 + (step.isMultiple(of: 2) ? -1 : 1), y: 400, time: Double(step) / 100))
        }
        let live = analyzer.liveTouches[0]
        #expect(live.jitter == 1.0)
        #expect(live.eventsPerSecond == 100)
        #expect(analyzer.report().contacts[0].maxJitter == 1.0)
    }

    @Test("a finger wobbling ±1 px in x and ±2 px in y has a jitter of √5")
    func jitterInTwoAxes() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 500, y: 400, time: 0))
        for step in 1...200 {
            let sign = step.isMultiple(of: 2) ? -1.0 : 1.0
            analyzer.apply(PointerEvent(.move, id: 1, x: 500 + sign, y: 400 + 2 * sign, time: Double(step) / 100))
        }
        #expect(abs((analyzer.liveTouches[0].jitter ?? 0) - 5.0.squareRoot()) < 1e-12)
    }

    @Test("a moving finger has no jitter figure, nor one still for less than half a second")
    func noJitterWhileMovingOrJustStopped() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0))
        for step in 1...50 { analyzer.apply(PointerEvent(.move, id: 1, x: 100 + 5 * Double(step), y: 100, time: Double(step) / 100)) }
        #expect(analyzer.liveTouches[0].jitter == nil)
        analyzer.advance(to: 0.9)
        #expect(analyzer.liveTouches[0].jitter == nil)
        analyzer.advance(to: 1.0)
        #expect(analyzer.liveTouches[0].jitter == 0)
    }

    @Test("events per second count only the last second")
    func eventRateWindow() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0))
        for step in 1...60 { analyzer.apply(PointerEvent(.move, id: 1, x: 100 + Double(step) * 4, y: 100, time: Double(step) / 60)) }
        #expect(analyzer.liveTouches[0].eventsPerSecond == 60)
        analyzer.advance(to: 1.5)
        #expect(analyzer.liveTouches[0].eventsPerSecond == 30)
        analyzer.advance(to: 3)
        #expect(analyzer.liveTouches[0].eventsPerSecond == 0)
    }

    @Test("pressure and contact size are shown when the device reports them, left out when it does not")
    func pressureAndSize() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0, pressure: 0.4, contactSize: 12))
        analyzer.apply(PointerEvent(.move, id: 1, x: 140, y: 100, time: 0.1, pressure: 0.7, contactSize: 15))
        analyzer.apply(PointerEvent(.down, id: 2, x: 700, y: 100, time: 0.2))
        let live = analyzer.liveTouches
        #expect(live[0].pressure == 0.7 && live[0].contactSize == 15)
        #expect(live[1].pressure == nil && live[1].contactSize == nil)
        let contacts = analyzer.report().contacts
        #expect(contacts[0].pressure == TouchScreenReport.ValueRange(min: 0.4, max: 0.7))
        #expect(contacts[0].contactSize == TouchScreenReport.ValueRange(min: 12, max: 15))
        #expect(contacts[1].pressure == nil)
    }
}

@Suite("Touchscreen test: coverage, edge targets and odd events")
struct TouchScreenCoverageTests {
    @Test("events land on the 40×40 px cells of a 32×20 grid over 1280×800; every other cell is a dead zone")
    func heatmapCells() {
        let analyzer = TestScreenScenarios.analyzer([
            PointerEvent(.down, id: 1, x: 10, y: 10, time: 0),
            PointerEvent(.move, id: 1, x: 39.9, y: 12, time: 0.01),
            PointerEvent(.move, id: 1, x: 40, y: 12, time: 0.02),
            PointerEvent(.up, id: 1, x: 40, y: 12, time: 0.03),
            PointerEvent(.down, id: 2, x: 1279, y: 799, time: 0.04),
            PointerEvent(.move, id: 2, x: 1300, y: 799, time: 0.05),
        ])
        let heatmap = analyzer.heatmap
        #expect(heatmap[GridCell(column: 0, row: 0)] == 2)
        #expect(heatmap[GridCell(column: 1, row: 0)] == 1)
        #expect(heatmap[GridCell(column: 31, row: 19)] == 1)
        #expect(heatmap.touchedCellCount == 3)
        let report = analyzer.report()
        #expect(report.heatmap.untouchedCells == 637)
        #expect(report.heatmap.deadZones.count == 637)
        #expect(!report.heatmap.deadZones.contains(GridCell(column: 31, row: 19)))
        #expect(report.heatmap.counts[0][0] == 2 && report.heatmap.counts[19][31] == 1)
        #expect(report.events.outsideWindow == 1)
    }

    @Test("a touch within 40 px of the top-left target ticks it; one 42 px away does not; a slide ticks the ones it crosses")
    func cornerTargets() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 10, y: 10, time: 0))   // 42.4 px from (40, 40)
        #expect(analyzer.targets.allSatisfy { !$0.isHit })
        analyzer.apply(PointerEvent(.move, id: 1, x: 20, y: 20, time: 0.1))  // 28.3 px
        analyzer.apply(PointerEvent(.up, id: 1, x: 20, y: 20, time: 0.2))
        analyzer.apply(PointerEvent(.down, id: 2, x: 1240, y: 760, time: 1))
        analyzer.apply(PointerEvent(.move, id: 2, x: 1240, y: 400, time: 1.1))
        let hit = analyzer.targets.filter(\.isHit)
        #expect(hit.map(\.place) == [.topLeft, .right, .bottomRight])
        #expect(hit[0].firstHit == EdgeTarget.Hit(time: 0.1, touch: PointerID(1)))
        let report = analyzer.report()
        #expect(report.targetsHit == 3)
        #expect(report.targets.map(\.place) == ["top-left", "top", "top-right", "right", "bottom-right", "bottom", "bottom-left", "left"])
        #expect(report.targets[0].x == 40 && report.targets[2].x == 1240 && report.targets[5].y == 760)
    }

    @Test("an up for an unknown id, a move for one, NaN coordinates and a repeated down are counted")
    func oddEvents() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        #expect(analyzer.apply(PointerEvent(.up, id: 7, x: 10, y: 10, time: 0)) == .refused)
        #expect(analyzer.apply(PointerEvent(.move, id: 8, x: 10, y: 10, time: 0)) == .refused)
        #expect(analyzer.apply(PointerEvent(.down, id: 1, x: .nan, y: 10, time: 0)) == .refused)
        #expect(analyzer.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0.1)) == .applied)
        #expect(analyzer.apply(PointerEvent(.down, id: 1, x: 200, y: 100, time: 0.2)) == .repaired)
        #expect(analyzer.apply(PointerEvent(.up, id: 1, x: .infinity, y: 100, time: 0.3)) == .repaired)
        #expect(analyzer.apply(PointerEvent(.down, id: 3, x: 100, y: 100, time: .nan)) == .refused)
        let odd = analyzer.oddEvents
        #expect(odd.unknownUps == 1 && odd.unknownMoves == 1 && odd.nonFiniteCoordinates == 2)
        #expect(odd.duplicateDowns == 1 && odd.nonFiniteTimes == 1 && odd.total == 6)
        let report = analyzer.report()
        #expect(report.touches.totalContacts == 2)
        #expect(report.contacts.map(\.ending) == ["replaced", "up"])
        #expect(report.contacts[1].path.last == [200, 100, 0.3])
    }

    @Test("the same events give the same JSON bytes, with sorted keys, and it reads back equal")
    func deterministicJSON() throws {
        let events = TestScreenScenarios.tenFingersThenThreeTaps()
        let first = try TestScreenScenarios.analyzer(events).report().jsonData()
        let second = try TestScreenScenarios.analyzer(events).report().jsonData()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        let keys = ["activeTouches", "contacts", "droppedContacts", "durationSeconds", "events", "format", "heatmap"]
        let offsets = keys.compactMap { text.range(of: "\n  \"\($0)\"")?.lowerBound }
        #expect(offsets.count == keys.count && offsets == offsets.sorted())
        #expect(try JSONDecoder().decode(TouchScreenReport.self, from: first) == TestScreenScenarios.analyzer(events).report())
    }
}
