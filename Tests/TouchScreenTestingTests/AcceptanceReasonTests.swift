import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// The reasons the test screen gives are true to the data: what was held still, lifted or measured is said as it
/// happened, and a contact is named so an id the panel reused cannot mislead.
@Suite("Acceptance reasons say what happened")
struct AcceptanceReasonTests {
    @Test("the mouse pressed and held still for 1.5 s (SDL sends nothing while it rests) is a contact held still: jitter 0, named with its down time")
    func mouseHeldStill() throws {
        let events = [PointerEvent(.down, id: 1, x: 500, y: 400, time: 0, source: .mouse),
                      PointerEvent(.up, id: 1, x: 500, y: 400, time: 1.5, source: .mouse)]
        let analyzer = AcceptanceScenarios.analyzer(events)
        let rms = try #require(AcceptanceScenarios.check("staticJitterRMS", in: analyzer))
        #expect(rms.value == 0 && rms.result == .pass, "\(rms)")
        #expect(rms.reason == "largest RMS over 1 s of a contact held still (contact 1, down at 0 s)")
        let peak = try #require(AcceptanceScenarios.check("staticJitterPeak", in: analyzer))
        #expect(peak.value == 0 && peak.result == .pass, "\(peak)")
    }

    @Test("a finger resting 2 s and still down when the report is taken counts as held still")
    func fingerStillDownAtTheEnd() throws {
        var analyzer = AcceptanceScenarios.analyzer([PointerEvent(.down, id: 4, x: 500, y: 400, time: 0)])
        analyzer.advance(to: 2)
        let rms = try #require(AcceptanceScenarios.check("staticJitterRMS", in: analyzer))
        #expect(rms.value == 0 && rms.reason == "largest RMS over 1 s of a contact held still (contact 4, down at 0 s)")
    }

    @Test("after 10 mouse clicks the ghost check says they were mouse contacts, not that nothing was lifted")
    func mouseClicksAreNotGhostJudged() throws {
        var events: [PointerEvent] = []
        for index in 0..<10 {
            let time = Double(index)
            events += [PointerEvent(.down, id: 1, x: 300, y: 300, time: time, source: .mouse),
                       PointerEvent(.up, id: 1, x: 300, y: 300, time: time + 0.1, source: .mouse)]
        }
        let ghosts = try #require(AcceptanceScenarios.check("ghostTouches", in: AcceptanceScenarios.analyzer(events)))
        #expect(ghosts.result == .untested)
        #expect(ghosts.reason == "no touch contact was lifted: the 10 lifted came from a mouse or pen, which say nothing of the panel's ghosts; tap the panel with a finger")
        let none = try #require(AcceptanceScenarios.check("ghostTouches", in: AcceptanceScenarios.analyzer(Array(events.prefix(1)))))
        #expect(none.reason == "no touch contact was lifted: tap the panel with a finger")
    }

    @Test("a perfectly straight line is measured against the line and found on it, not 'off the line; peak 0'")
    func straightLine() throws {
        let line = try #require(AcceptanceScenarios.check("movingJitterRMS", in: AcceptanceScenarios.analyzer(AcceptanceScenarios.line())))
        #expect(line.value == 0 && line.result == .pass)
        #expect(line.reason == "RMS distance of 257 moving reports from the arc fitted through the 25 reports around each; every one on it")
    }

    @Test("fingers still moving at 50 Hz when the recording ends (as in docs/demo-session.jsonl) have a report rate: 50 Hz, a fail of the 60 Hz a replay asks")
    func rateOfContactsStillDown() throws {
        var events: [PointerEvent] = []
        for id in 1...2 {
            events.append(PointerEvent(.down, id: id, x: 100, y: 200 * Double(id), time: 0))
            for step in 1...40 { events.append(PointerEvent(.move, id: id, x: 100 + 5 * Double(step), y: 200 * Double(id), time: Double(step) * 0.02)) }
        }
        let rate = try #require(AcceptanceScenarios.check("reportRate", in: AcceptanceScenarios.analyzer(events)))
        #expect(rate.value.map { abs($0 - 50) < 1e-9 } == true && rate.result == .fail, "\(rate)")
        #expect(rate.reason == "slowest of 2 contacts measured while moving: contact 1, down at 0 s")
    }

    @Test("id 1 reused for two stuck contacts: each is named by its down time")
    func reusedIds() throws {
        let events = [PointerEvent(.down, id: 1, x: 300, y: 300, time: 0), PointerEvent(.up, id: 1, x: 300, y: 300, time: 12),
                      PointerEvent(.down, id: 1, x: 600, y: 300, time: 20), PointerEvent(.up, id: 1, x: 600, y: 300, time: 32)]
        let stuck = try #require(AcceptanceScenarios.check("stuckTouches", in: AcceptanceScenarios.analyzer(events)))
        #expect(stuck.reason == "still for 10 s or more: contacts 1 (down at 0 s), 1 (down at 20 s)")
    }
}
