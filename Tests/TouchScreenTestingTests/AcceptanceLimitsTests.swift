import Foundation
import Testing
import TouchScreenTesting

@Suite("Acceptance limits file: every field optional, unknown ones refused naming the file")
struct AcceptanceLimitsTests {
    static func read(_ text: String) throws(AcceptanceLimitsError) -> AcceptanceLimits {
        try AcceptanceLimits(json: Data(text.utf8), file: "kiosk-limits.json")
    }

    @Test("the fields given override the defaults; the rest keep them; the checks say which limit came from the file")
    func overrides() throws {
        let limits = try Self.read("""
            { "staticJitterRMS": {"millimetres": 0.3, "pixels": 1.5}, "reportRate": {"hertz": 60},
              "contacts": {"minimum": 2}, "ghostTouches": {"perMinute": 1, "shorterThanSeconds": 0.02} }
            """)
        #expect(limits.staticJitterRMS == .init(millimetres: 0.3, pixels: 1.5))
        #expect(limits.reportRate == 60 && limits.minimumContacts == 2)
        #expect(limits.ghostsPerMinute == 1 && limits.ghostShorterThan == 0.02 && limits.ghostSmallerThan == 4)
        #expect(limits.staticJitterPeak == .init(millimetres: 0.5) && limits.contactSeparation.millimetres == 16)
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800, limits: limits)
        analyzer.apply(.init(.down, id: 1, x: 10, y: 10, time: 0))
        let sources = Dictionary(uniqueKeysWithValues: analyzer.checks.map { ($0.id, $0.limitSource) })
        #expect(sources["reportRate"] == "limits file kiosk-limits.json")
        #expect(sources["staticJitterPeak"] == "Windows 10 Device.Input.Digitizer.Touch requirements (Microsoft commercialization docs, device-input-digitizer.md): static jitter ≤ 0.5 mm more than 3.5 mm from an edge")
        #expect(analyzer.checks.first { $0.id == "reportRate" }?.limit == 60)
    }

    @Test("an unknown field, at the top or inside a check, is refused with the file, the line and the closest known name (or all of them)")
    func unknownFields() {
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: #"reportrate: unknown field (did you mean "reportRate"?)"#)) {
            try Self.read(#"{"reportrate": {"hertz": 100}}"#)
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 2, message: #"edgeReach.milimetres: unknown field (did you mean "millimetres"?)"#)) {
            try Self.read("{\"edgeReach\":\n {\"milimetres\": 4}}")
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: #"latency: unknown field (known: accuracy, accuracyEdge, contactSeparation, contactSeparationDiagonal, contacts, contactsBeyondMaximum, cornerReach, duplicateReports, edgeBand, edgeReach, ghostTouches, linearity, movingBackwards, movingJitterPeak, movingJitterPeakEdge, movingJitterRMS, profile, reportRate, staticJitterPeak, staticJitterPeakEdge, staticJitterRMS, stuckTouches)"#)) {
            try Self.read(#"{"latency": {"ms": 10}}"#)
        }
    }

    @Test("a duplicate key or a trailing comma is refused with its line")
    func duplicatesAndTrailingCommas() {
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 2, message: "reportRate: duplicate key (also on line 1); keep one")) {
            try Self.read("{\"reportRate\": {\"hertz\": 100},\n \"reportRate\": {\"hertz\": 60}}")
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: "not valid JSON: a trailing comma before '}' in reportRate")) {
            try Self.read(#"{"reportRate": {"hertz": 100,}}"#)
        }
    }

    @Test("a wrong value names the field and what it expects")
    func badValues() throws {
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: "reportRate.hertz: expected a rate in Hz > 0")) {
            try Self.read(#"{"reportRate": {"hertz": -5}}"#)
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: "contacts.minimum: expected a whole number from 1 to 100")) {
            try Self.read(#"{"contacts": {"minimum": 2.5}}"#)
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: "stuckTouches.count: expected a whole number from 0 to 1000000")) {
            try Self.read(#"{"stuckTouches": {"count": true}}"#)
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: #"cornerReach: expected an object, e.g. {"millimetres": 7}, found 7"#)) {
            try Self.read(#"{"cornerReach": 7}"#)
        }
        #expect(try Self.read(#"{"edgeReach": {"pixels": null}}"#).edgeReach.pixels == nil)
    }

    @Test("a file that is not a JSON object is refused, naming the file")
    func notJSON() {
        do {
            _ = try Self.read("{ \"reportRate\": ")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "kiosk-limits.json" && error.message.hasPrefix("not valid JSON"))
        }
        #expect(throws: AcceptanceLimitsError(file: "kiosk-limits.json", line: 1, message: "the top level must be a JSON object")) {
            try Self.read("[1, 2]")
        }
    }
}
