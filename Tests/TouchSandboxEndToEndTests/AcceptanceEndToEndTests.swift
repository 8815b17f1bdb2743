import Foundation
import Testing
import TouchTestSupport

/// Recordings written by the tests for the touchscreen test's acceptance report and its bounds.
enum AcceptanceRecordings {
    /// `count` fingers that go down 0.1 ms apart and stay down.
    static func fingersStayingDown(_ count: Int) -> String {
        Format1Lines.text((0..<count).map { i in
            let x = Double((i * 37) % 1280) + 0.5, y = Double((i * 53) % 800) + 0.5
            return Format1Lines.event(Double(i) / 10_000, "down", i + 1, x, y)
        })
    }

    /// `count` short strokes one after another, each down, ten moves of (3, 2) px 10 ms apart, up.
    static func strokes(_ count: Int) -> String {
        var events: [String] = []
        var time = 0.0
        for i in 0..<count {
            let x = Double((i * 37) % 1200 + 20), y = Double((i * 53) % 760 + 20)
            events.append(Format1Lines.event(time, "down", 1, x, y))
            for step in 1...10 {
                time += 0.01
                events.append(Format1Lines.event((time * 1000).rounded() / 1000, "move", 1, x + 3 * Double(step), y + 2 * Double(step)))
            }
            time += 0.01
            events.append(Format1Lines.event((time * 1000).rounded() / 1000, "up", 1, x + 30, y + 20))
            time += 0.05
        }
        return Format1Lines.text(events)
    }

    static func report(_ directory: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

@Suite("Touchscreen acceptance end to end: the checks in report.json, --limits, and a test screen bounded whatever it is fed", .serialized)
struct AcceptanceEndToEndTests {
    @Test("the ten-finger replay reports twenty checks with value, unit, limit and result under win10; the device has no resolution, so millimetres are null")
    func checksInTheReport() throws {
        let folder = try TemporaryDirectory("acceptance")
        let result = try runApp(["replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast",
                                 "--report", folder.path("r")])
        #expect(result.status == 0, "\(result)")
        let report = try AcceptanceRecordings.report(folder.path("r"))
        let checks = try #require(report["checks"] as? [[String: Any]])
        #expect(checks.map { $0["id"] as? String } == [
            "staticJitterRMS", "staticJitterPeak", "staticJitterPeakEdge", "movingJitterRMS", "movingJitterPeak", "movingJitterPeakEdge",
            "movingBackwards", "duplicateReports", "linearity", "accuracy", "accuracyEdge", "reportRate", "contacts", "contactsBeyondMaximum",
            "contactSeparation", "contactSeparationDiagonal", "ghostTouches", "stuckTouches", "edgeReach", "cornerReach",
        ])
        #expect(report["limitsProfile"] as? String == "win10")
        #expect(checks.allSatisfy { ["pass", "fail", "untested"].contains($0["result"] as? String ?? "") && $0["reason"] is String })
        let contacts = try #require(checks.first { $0["id"] as? String == "contacts" })
        #expect(contacts["value"] as? Double == 10 && contacts["limit"] as? Double == 5 && contacts["result"] as? String == "pass")
        let device = try #require(report["device"] as? [String: Any])
        #expect(device["widthMillimetres"] is NSNull && device["heightMillimetres"] is NSNull && device["measuringUnit"] as? String == "px")
        let first = try #require((report["contacts"] as? [[String: Any]])?.first)
        #expect(first["travelMillimetres"] is NSNull && first["travelPixels"] is Double)
        #expect((report["acceptance"] as? [String: Any])?["verdict"] is String)
    }

    @Test("--limits with pixel figures judges the distance checks of a recording without a resolution")
    func limitsFile() throws {
        let folder = try TemporaryDirectory("acceptance")
        let limits = try folder.write("limits.json", #"{"edgeReach": {"pixels": 80}, "cornerReach": {"pixels": 120}, "contacts": {"minimum": 10}}"#)
        let result = try runApp(["replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast",
                                 "--report", folder.path("r"), "--limits", limits])
        #expect(result.status == 0, "\(result)")
        let checks = try #require(try AcceptanceRecordings.report(folder.path("r"))["checks"] as? [[String: Any]])
        let edge = try #require(checks.first { $0["id"] as? String == "edgeReach" })
        #expect(edge["limit"] as? Double == 80 && edge["unit"] as? String == "px" && edge["limitSource"] as? String == "limits file \(limits)")
        #expect(checks.first { $0["id"] as? String == "contacts" }?["limit"] as? Double == 10)
    }

    @Test("a limits file with an unknown field is refused before anything runs: exit 2 naming the file and the field")
    func badLimitsFile() throws {
        let folder = try TemporaryDirectory("acceptance")
        let limits = try folder.write("limits.json", #"{"reportRate": {"herz": 100}}"#)
        let result = try runApp(["replay", TestScreenBinary.fixture("ten-fingers.jsonl"), "--test-screen", "--headless", "--fast", "--limits", limits])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(#"touch-sandbox: \#(limits):1: reportRate.herz: unknown field (did you mean "hertz"?)"#), "\(result.stderr)")
    }

    // MARK: Bounded whatever it is fed

    @Test("10,000 fingers that stay down: all counted, 10,000 active touches in the report, a report picture drawn")
    func tenThousandFingersDown() throws {
        let folder = try TemporaryDirectory("acceptance")
        let recording = try folder.write("down.jsonl", AcceptanceRecordings.fingersStayingDown(10_000))
        let result = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--report", folder.path("r")])
        #expect(result.status == 0, "\(result)")
        let report = try AcceptanceRecordings.report(folder.path("r"))
        #expect((report["touches"] as? [String: Any])?["maxSimultaneous"] as? Int == 10_000)
        #expect((report["activeTouches"] as? [Any])?.count == 10_000)
        #expect(FileManager.default.fileExists(atPath: folder.path("r/report.png")))
    }

    @Test("10,000 contacts: every one in report.json with its figures, but only the last 1,000 keep their paths")
    func tenThousandContacts() throws {
        let folder = try TemporaryDirectory("acceptance")
        let recording = try folder.write("strokes.jsonl", AcceptanceRecordings.strokes(10_000))
        let result = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--report", folder.path("r")])
        #expect(result.status == 0, "\(result)")
        let contacts = try #require(try AcceptanceRecordings.report(folder.path("r"))["contacts"] as? [[String: Any]])
        #expect(contacts.count == 10_000)
        #expect(contacts.prefix(9_000).allSatisfy { ($0["path"] as? [Any])?.isEmpty == true })
        #expect(contacts.suffix(1_000).allSatisfy { ($0["path"] as? [Any])?.count == 12 })
        #expect(contacts.allSatisfy { $0["events"] as? Int == 11 })
    }

    @Test("a contact size of 1e20 and a position of 1e300 still down at the end: drawn and reported; the touch id −9223372036854775808 (beyond what JSON numbers hold exactly) is a named, skipped line: exit 2")
    func hostileNumbers() throws {
        let folder = try TemporaryDirectory("acceptance")
        let recording = try Format1Lines.write("hostile.jsonl", [
            Format1Lines.pointerEvent(0, "down", 1, 400, 300, size: 1e20),
            Format1Lines.event(0.1, "down", Int.min, 600, 300),
            Format1Lines.event(0.2, "down", 3, 1e300, 300),
            Format1Lines.pointerEvent(0.3, "move", 1, 410, 300, size: 1e20),
        ], in: folder)
        for pace in [["--fast"], ["--speed", "4"]] {
            let result = try runApp(["replay", recording, "--test-screen", "--headless", "--report", folder.path("r"), "--screenshot", folder.path("s.png")] + pace)
            #expect(result.status == 2 && !result.killedBySignal, "\(pace): \(result)")
            #expect(result.stderr.contains("hostile.jsonl:3:"), "\(pace): \(result.stderr)")
            let report = try AcceptanceRecordings.report(folder.path("r"))
            #expect((report["activeTouches"] as? [[String: Any]])?.map { $0["id"] as? Int } == [1, 3])
        }
    }
}
