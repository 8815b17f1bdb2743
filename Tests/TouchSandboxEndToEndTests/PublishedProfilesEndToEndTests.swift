import Foundation
import Testing
import TouchTestSupport

/// An evemu recording of a panel whose resolution is known: 527 × 296 mm at 100 units per mm (axes 0…52699 and
/// 0…29599), replayed into a 1280×800 window, so one window pixel is 0.412 mm across and 0.37 mm down.
struct KnownPanelRecording {
    static let unitsPerMillimetre = 100.0
    static let width = 527.0, height = 296.0
    private var lines: [String] = []
    private var time = 1.0
    private var trackingID = 1

    init(name: String = "Acceptance Panel") {
        lines = ["# EVEMU 1.3", "N: \(name)", "I: 0018 0000 0000 0000", "P: 02 00 00 00 00 00 00 00",
                 "A: 2f 0 9 0 0 0", "A: 35 0 52699 0 0 100", "A: 36 0 29599 0 0 100", "A: 39 0 65535 0 0 0"]
    }

    var text: String { (lines + [""]).joined(separator: "\n") }

    private mutating func event(_ type: Int, _ code: Int, _ value: Int) {
        lines.append(String(format: "E: %.6f %04x %04x %04d", time, type, code, value))
    }

    private mutating func report(x: Double, y: Double) {
        event(3, 0x35, Int((x * Self.unitsPerMillimetre).rounded()))
        event(3, 0x36, Int((y * Self.unitsPerMillimetre).rounded()))
        event(0, 0, 0)
    }

    private mutating func down(x: Double, y: Double) {
        event(3, 0x2f, 0)
        event(3, 0x39, trackingID)
        trackingID += 1
        report(x: x, y: y)
    }

    private mutating func up() {
        event(3, 0x39, -1)
        event(0, 0, 0)
    }

    /// A tap (down, up 80 ms later) `miss` mm from the grid target at window-normalised (`fx`, `fy`), in the direction
    /// `angle` (degrees).
    mutating func tap(fx: Double, fy: Double, miss: Double, angle: Double) {
        let radians = angle * .pi / 180
        down(x: fx * Self.width + miss * cos(radians), y: fy * Self.height + miss * sin(radians))
        time += 0.08
        up()
        time += 0.5
    }

    /// The nine grid targets, each tapped `miss` mm off in a different direction.
    mutating func gridTaps(miss: Double) {
        var angle = 0.0
        for fy in [0.1, 0.5, 0.9] {
            for fx in [0.1, 0.5, 0.9] {
                tap(fx: fx, fy: fy, miss: miss, angle: angle)
                angle += 40
            }
        }
    }

    /// A 200 mm stroke left to right across the middle, a report every millimetre at 100 Hz, wobbling `wobble` mm
    /// either side of its line (a sine of period 20 mm).
    mutating func straightStroke(wobble: Double) {
        let startX = (Self.width - 200) / 2, y = Self.height / 2
        down(x: startX, y: y)
        for millimetre in 1...200 {
            time += 0.01
            report(x: startX + Double(millimetre), y: y + wobble * sin(2 * .pi * Double(millimetre) / 20))
        }
        time += 0.01
        up()
        time += 0.5
    }
}

@Suite("The published profiles end to end: a panel of known resolution replayed through the release binary under win10 and win8", .serialized)
struct PublishedProfilesEndToEndTests {
    static func replay(_ recording: KnownPanelRecording, _ limits: [String], in folder: TemporaryDirectory, name: String) throws -> [String: Any] {
        let file = try folder.write("\(name).events", recording.text)
        let result = try runApp(["replay", file, "--test-screen", "--headless", "--fast", "--report", folder.path(name)] + limits)
        #expect(result.status == 0, "\(result)")
        return try AcceptanceRecordings.report(folder.path(name))
    }

    static func check(_ id: String, in report: [String: Any]) throws -> [String: Any] {
        try #require((report["checks"] as? [[String: Any]])?.first { $0["id"] as? String == id })
    }

    @Test("taps 0.5 mm off the nine targets and a 200 mm stroke wobbling 0.6 mm pass accuracy and linearity; 1.5 mm and 1.6 mm fail; figures within 0.15 mm")
    func accuracyAndLinearity() throws {
        let folder = try TemporaryDirectory("profiles")
        var good = KnownPanelRecording()
        good.gridTaps(miss: 0.5)
        good.straightStroke(wobble: 0.6)
        var bad = KnownPanelRecording()
        bad.gridTaps(miss: 1.5)
        bad.straightStroke(wobble: 1.6)
        for (profile, limits) in [("win10", [String]()), ("win10", ["--limits", "win10"]), ("win8", ["--limits", "win8"])] {
            let passing = try Self.replay(good, limits, in: folder, name: "good-\(profile)")
            #expect(passing["limitsProfile"] as? String == profile)
            #expect((passing["device"] as? [String: Any])?["widthMillimetres"] as? Double == 527)
            let accuracy = try Self.check("accuracy", in: passing), linearity = try Self.check("linearity", in: passing)
            #expect(accuracy["result"] as? String == "pass" && abs((accuracy["value"] as? Double ?? 9) - 0.5) <= 0.15, "\(profile): \(accuracy)")
            #expect(linearity["result"] as? String == "pass" && abs((linearity["value"] as? Double ?? 9) - 0.6) <= 0.15, "\(profile): \(linearity)")
            #expect(accuracy["limit"] as? Double == 1 && linearity["limit"] as? Double == 1)
            let document = profile == "win10" ? "Windows 10 Device.Input.Digitizer.Touch" : "Windows 8/8.1 Device.Digitizer.Touch"
            #expect((accuracy["limitSource"] as? String)?.hasPrefix(document) == true, "\(accuracy)")
            let failing = try Self.replay(bad, limits, in: folder, name: "bad-\(profile)")
            let badAccuracy = try Self.check("accuracy", in: failing), badLinearity = try Self.check("linearity", in: failing)
            #expect(badAccuracy["result"] as? String == "fail" && abs((badAccuracy["value"] as? Double ?? 9) - 1.5) <= 0.15, "\(profile): \(badAccuracy)")
            #expect(badLinearity["result"] as? String == "fail" && abs((badLinearity["value"] as? Double ?? 9) - 1.6) <= 0.15, "\(profile): \(badLinearity)")
        }
    }

    @Test("a format 1 recording has no resolution: accuracy cannot be judged and the report says to give --panel-size; with --panel-size 320x200mm it is")
    func panelSize() throws {
        let folder = try TemporaryDirectory("profiles")
        var events: [String] = []
        var time = 0.0
        for fy in [0.1, 0.5, 0.9] {
            for fx in [0.1, 0.5, 0.9] {
                // 2 px right of each target: 0.5 mm on a 320 mm wide panel across 1280 px.
                events.append(Format1Lines.event(time, "down", 1, fx * 1280 + 2, fy * 800))
                events.append(Format1Lines.event(time + 0.08, "up", 1, fx * 1280 + 2, fy * 800))
                time += 0.5
            }
        }
        let recording = try Format1Lines.write("taps.jsonl", events, in: folder)
        let without = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--report", folder.path("px")])
        #expect(without.status == 0, "\(without)")
        let pixels = try AcceptanceRecordings.report(folder.path("px"))
        let missing = try #require(pixels["withoutPanelSize"] as? [String: Any])
        #expect((missing["checks"] as? [String])?.contains("accuracy") == true && (missing["advice"] as? String)?.contains("--panel-size WxHmm") == true)
        #expect(try Self.check("accuracy", in: pixels)["result"] as? String == "untested")
        let with = try runApp(["replay", recording, "--test-screen", "--headless", "--fast", "--report", folder.path("mm"), "--panel-size", "320x200mm"])
        #expect(with.status == 0, "\(with)")
        let millimetres = try AcceptanceRecordings.report(folder.path("mm"))
        #expect(millimetres["withoutPanelSize"] == nil)
        let accuracy = try Self.check("accuracy", in: millimetres)
        #expect(accuracy["value"] as? Double == 0.5 && accuracy["result"] as? String == "pass", "\(accuracy)")
        let refused = try runApp(["replay", recording, "--panel-size", "320x200mm", "--headless", "--fast"])
        #expect(refused.status == 2 && refused.stderr.contains("--panel-size needs --test-screen"), "\(refused)")
    }

    @Test("--state s and --screenshot p, one-letter files in the working directory, are written (they used to trap in Foundation)")
    func oneLetterOutputFiles() throws {
        let folder = try TemporaryDirectory("profiles")
        var taps = KnownPanelRecording()
        taps.gridTaps(miss: 0.5)
        let file = try folder.write("taps.events", taps.text)
        let child = try ChildProcess(TestPaths.binary, ["replay", file, "--headless", "--fast", "--state", "s", "--screenshot", "p"],
                                     currentDirectory: folder.path(""))
        let result = child.result(timedOut: !child.waitForExit(timeout: 60))
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        #expect(FileManager.default.fileExists(atPath: folder.path("s")) && FileManager.default.fileExists(atPath: folder.path("p")))
    }

    @Test("--report r, a one-letter folder relative to the working directory, is made and written (it used to trap in Foundation)")
    func oneLetterReportFolder() throws {
        let folder = try TemporaryDirectory("profiles")
        var taps = KnownPanelRecording()
        taps.gridTaps(miss: 0.5)
        let file = try folder.write("taps.events", taps.text)
        let child = try ChildProcess(TestPaths.binary, ["replay", file, "--test-screen", "--headless", "--fast", "--report", "r"],
                                     currentDirectory: folder.path(""))
        let result = child.result(timedOut: !child.waitForExit(timeout: 60))
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        #expect(try Self.check("accuracy", in: AcceptanceRecordings.report(folder.path("r")))["result"] as? String == "pass")
    }
}
