import Foundation
import Testing
import TouchTestSupport

/// An affine map `[a, b, c, d, e, f]` of normalised coordinates (x' = a·x + b·y + c, y' = d·x + e·y + f), written
/// here again so the end-to-end tests check the binary against arithmetic of their own.
struct Affine {
    var m: [Double]

    func apply(_ p: (Double, Double)) -> (Double, Double) { (m[0] * p.0 + m[1] * p.1 + m[2], m[3] * p.0 + m[4] * p.1 + m[5]) }

    var inverse: Affine {
        let det = m[0] * m[4] - m[1] * m[3]
        return Affine(m: [m[4] / det, -m[1] / det, (m[1] * m[5] - m[2] * m[4]) / det,
                          -m[3] / det, m[0] / det, (m[2] * m[3] - m[0] * m[5]) / det])
    }
}

/// Recordings of taps at exact (unrounded) window positions in a 1280×800 window, as libinput would deliver them.
enum ExactTaps {
    static let width = 1280.0, height = 800.0

    /// Where the device reports a finger on each target for a panel that needs `panel` (no matrix applied).
    static func raw(panel: Affine) -> [(Double, Double)] {
        CalibrationClicks.targets.map { panel.inverse.apply($0) }
    }

    /// `device` positions after libinput applied `installed`, in window pixels.
    static func delivered(_ device: [(Double, Double)], through installed: Affine) -> [(x: Double, y: Double)] {
        device.map { installed.apply($0) }.map { (x: $0.0 * width, y: $0.1 * height) }
    }

    /// A format 1 recording of a tap (down, up) at each point, one a second, in a `width` × `height` window.
    static func recording(_ points: [(x: Double, y: Double)], width: Int = 1280, height: Int = 800) -> String {
        var events: [String] = []
        for (index, point) in points.enumerated() {
            let time = 1.0 + Double(index)
            events.append(Format1Lines.event(time, "down", 1, point.x, point.y))
            events.append(Format1Lines.pointerEvent(time + 0.06, "up", 1, point.x, point.y, pressure: 0))
        }
        return Format1Lines.text(events, width: width, height: height)
    }

    /// Each number in `text`, and the text with each number replaced by `#`.
    static func numbers(in text: String) -> (skeleton: String, values: [Double]) {
        let pattern = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?"#)
        var skeleton = "", values: [Double] = [], last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let found = Range(match.range, in: text)!
            skeleton += text[last..<found.lowerBound] + "#"
            values.append(Double(text[found])!)
            last = found.upperBound
        }
        return (skeleton + text[last...], values)
    }

    /// The snippet without the lines saying which matrix was in force (they differ between a first and a second fix).
    static func withoutReplacementNote(_ snippet: String) -> String {
        let markers = ["No calibration matrix was found in force", "If one is installed, remove it first", "Replaces the matrix in force",
                       "This one already contains it"]
        return snippet.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !markers.contains { line.contains($0) } }.joined(separator: "\n")
    }
}

@Suite("Calibration on top of the matrix in force, end to end: replay --calibrate --current through the release binary", .serialized)
struct CalibrationOnTopEndToEndTests {
    /// The panel: a quarter turn clockwise with a little scale, skew and offset.
    static let panel = Affine(m: [0.01, -1.02, 1, 0.98, 0.01, 0.02])
    static let files = ["99-touch-calibration.rules", "xinput-calibration.sh", "sway-touch.conf", "labwc-rc.xml", "weston.ini",
                        "qt-touch.env", "kivy-config.ini", "cage.txt"]

    @Test("calibrate twice, the second time on taps delivered through the first (hurried) fix: matrix and every number of every snippet equal the single fit of the raw taps to 1e-6")
    func secondCalibrationEqualsSingleFit() throws {
        let folder = try TemporaryDirectory("calibration-on-top")
        let raw = ExactTaps.raw(panel: Self.panel)
        let offsets = [(7.0, -5.0), (-6.0, 4.0), (5.0, 6.0), (-4.0, -7.0), (3.0, 2.0)]
        let hurried = zip(ExactTaps.delivered(raw, through: Affine(m: [1, 0, 0, 0, 1, 0])), offsets).map { (x: $0.x + $1.0, y: $0.y + $1.1) }
        let snippetOptions = ["--output", "HDMI-A-1"]

        let single = try runApp(["replay", try folder.write("raw.jsonl", ExactTaps.recording(ExactTaps.delivered(raw, through: Affine(m: [1, 0, 0, 0, 1, 0])))),
                                 "--calibrate", "--headless", "--fast", "--report", folder.path("single"), "--write", folder.path("single/snippets")] + snippetOptions)
        #expect(single.status == 0, "\(single)")
        let first = try runApp(["replay", try folder.write("hurried.jsonl", ExactTaps.recording(hurried)),
                                "--calibrate", "--headless", "--fast", "--report", folder.path("first")] + snippetOptions)
        #expect(first.status == 0, "\(first)")
        let firstMatrix = try #require(try CalibrationClicks.json(folder.path("first/calibration.json"))["matrix"] as? [Double])
        #expect(firstMatrix == [0.010218, -1.038198, 1.008893, 0.979904, 0.008148, 0.020198], "\(firstMatrix)")

        let secondTaps = ExactTaps.delivered(raw, through: Affine(m: firstMatrix))
        let second = try runApp(["replay", try folder.write("second.jsonl", ExactTaps.recording(secondTaps)),
                                 "--calibrate", "--headless", "--fast", "--report", folder.path("second"), "--write", folder.path("second/snippets"),
                                 "--current", folder.path("first/calibration.json")] + snippetOptions)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout.contains("matrix in force when the taps were made: 0.010218 -1.038198 1.008893 0.979904 0.008148 0.020198 (\(folder.path("first/calibration.json"))); the new matrix contains it: install it in its place\n"),
                "\(second.stdout)")

        let once = try CalibrationClicks.json(folder.path("single/calibration.json"))
        let twice = try CalibrationClicks.json(folder.path("second/calibration.json"))
        let onceMatrix = try #require(once["matrix"] as? [Double]), twiceMatrix = try #require(twice["matrix"] as? [Double])
        #expect(zip(onceMatrix, Self.panel.m).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(onceMatrix)")
        #expect(zip(twiceMatrix, onceMatrix).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(twiceMatrix) against \(onceMatrix)")
        #expect(twice["currentMatrix"] as? [Double] == firstMatrix && once["currentMatrix"] as? [Double] == [1, 0, 0, 0, 1, 0])
        #expect(twice["currentMatrixSource"] as? String == "file" && twice["currentMatrixFile"] as? String == folder.path("first/calibration.json"))
        #expect(once["currentMatrixSource"] as? String == "none" && once["currentMatrixFile"] is NSNull)
        #expect(twice["rotation"] as? Int == 90 && once["rotation"] as? Int == 90)

        for file in Self.files {
            let a = ExactTaps.numbers(in: ExactTaps.withoutReplacementNote(try String(contentsOfFile: folder.path("single/snippets/\(file)"), encoding: .utf8)))
            let b = ExactTaps.numbers(in: ExactTaps.withoutReplacementNote(try String(contentsOfFile: folder.path("second/snippets/\(file)"), encoding: .utf8)))
            #expect(a.skeleton == b.skeleton, "\(file):\n\(a.skeleton)\n---\n\(b.skeleton)")
            #expect(a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { abs($0 - $1) <= 1e-6 + 1e-12 }, "\(file): \(a.values) against \(b.values)")
        }
        let rule = try String(contentsOfFile: folder.path("second/snippets/99-touch-calibration.rules"), encoding: .utf8)
        #expect(rule.contains("# Replaces the matrix in force when the taps were made, 0.010218 -1.038198 1.008893 0.979904 0.008148 0.020198 (the \"matrix\" of\n# \(folder.path("first/calibration.json"))). This one already contains it"), "\(rule)")
    }

    @Test("a skewed second fix on top of a quarter turn in force combines with it: matrix 0.04 -1.05 1.02 0.96 -0.02 0.03 (skew · turn) in calibration.json and the udev, sway, xinput and labwc snippets")
    func skewedSecondFixCombines() throws {
        let folder = try TemporaryDirectory("calibration-on-top")
        let skew = Affine(m: [1.05, 0.04, -0.03, 0.02, 0.96, 0.01])
        let current = try folder.write("turn.json", #"{"matrix": [0, -1, 1, 1, 0, 0], "note": "only the matrix is read"}"#)
        // The panel needs skew · turn; the turn is in force, so the taps are delivered where the skew alone sends them.
        let taps = CalibrationClicks.targets.map { skew.inverse.apply($0) }.map { (x: $0.0 * 1280, y: $0.1 * 800) }
        let result = try runApp(["replay", try folder.write("skewed.jsonl", ExactTaps.recording(taps)), "--calibrate", "--headless", "--fast",
                                 "--report", folder.path("out"), "--write", folder.path("out"), "--current", current])
        #expect(result.status == 0, "\(result)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        #expect(calibration["matrix"] as? [Double] == [0.04, -1.05, 1.02, 0.96, -0.02, 0.03], "\(calibration["matrix"] ?? "none")")
        #expect(calibration["correctionMatrix"] as? [Double] == [1.05, 0.04, -0.03, 0.02, 0.96, 0.01])
        #expect(calibration["currentMatrix"] as? [Double] == [0, -1, 1, 1, 0, 0] && calibration["rotation"] as? Int == 90)
        let numbers = "0.04 -1.05 1.02 0.96 -0.02 0.03"
        func file(_ name: String) throws -> String { try String(contentsOfFile: folder.path("out/\(name)"), encoding: .utf8) }
        #expect(try file("99-touch-calibration.rules").contains(#"ENV{LIBINPUT_CALIBRATION_MATRIX}="\#(numbers)""#))
        #expect(try file("sway-touch.conf").contains("    calibration_matrix \(numbers)\n"))
        #expect(try file("xinput-calibration.sh").contains("'libinput Calibration Matrix' \(numbers) 0 0 1\n"))
        #expect(try file("labwc-rc.xml").contains("<calibrationMatrix>\(numbers)</calibrationMatrix>"))
        #expect(result.stdout.contains("LIBINPUT_CALIBRATION_MATRIX \(numbers)\n"), "\(result.stdout)")
    }

    @Test("--current that cannot be used is exit 2 naming the file and the field, before anything is written; --current needs --calibrate")
    func badCurrentFiles() throws {
        let folder = try TemporaryDirectory("calibration-current")
        let recording = try folder.write("taps.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([1, 0, 0, 0, 1, 0])))
        let cases: [(String?, String)] = [
            (nil, "no such file"),
            (#"{"device": "x"}"#, #"no "matrix" field"#),
            (#"{"matrix": [1, 0, 0, 0, 1]}"#, #""matrix" holds 5 values; a calibration matrix has 6 (a b c d e f)"#),
            (#"{"matrix": [1, 0, 0, 0, 1e999, 0]}"#, #""matrix"[4] is not a finite number"#),
            (#"{"matrix": [1, 2, 0, 0.5, 1, 0]}"#, #""matrix" 1 2 0 0.5 1 0 is singular"#),
        ]
        for (index, (contents, reason)) in cases.enumerated() {
            let path = folder.path("current\(index).json")
            if let contents { _ = try folder.write("current\(index).json", contents) }
            let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out\(index)"), "--current", path])
            #expect(result.status == 2 && result.stderr.contains("touch-sandbox: \(path): \(reason)"), "\(contents ?? "no file"): \(result)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("out\(index)")))
        }
        let live = try runApp(["calibrate", "--current", folder.path("current0.json")], environment: childEnvironment(extra: ["DISPLAY": ""]))
        #expect(live.status == 2 && live.stderr.contains("\(folder.path("current0.json")): no such file (--current takes an earlier calibration.json)"), "\(live)")
        let without = try runApp(["replay", recording, "--headless", "--fast", "--current", folder.path("current1.json")])
        #expect(without.status == 2 && without.stderr.contains("--current needs --calibrate"), "\(without)")
    }

    @Test("--write into a folder that holds earlier snippets keeps each changed one as NAME.~1~, then ~2~, and says so; an unchanged one is left alone")
    func writeKeepsEarlierFiles() throws {
        let folder = try TemporaryDirectory("calibration-backup")
        let upright = try folder.write("upright.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([1, 0, 0, 0, 1, 0])))
        let turned = try folder.write("turned.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks([0, -1, 1, 1, 0, 0])))
        let out = folder.path("etc")
        func run(_ recording: String) throws -> ProcessResult {
            try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("report"), "--write", out])
        }
        let first = try run(upright)
        #expect(first.status == 0 && !first.stdout.contains("kept the earlier"), "\(first)")
        let firstRule = try String(contentsOfFile: out + "/99-touch-calibration.rules", encoding: .utf8)
        let again = try run(upright)
        #expect(again.status == 0 && !again.stdout.contains("kept the earlier"), "the same snippets again replace nothing: \(again.stdout)")
        let second = try run(turned)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout.contains("kept the earlier \(out)/99-touch-calibration.rules as \(out)/99-touch-calibration.rules.~1~\n"), "\(second.stdout)")
        #expect(second.stdout.contains("kept the earlier \(out)/sway-touch.conf as \(out)/sway-touch.conf.~1~\n"))
        #expect(try String(contentsOfFile: out + "/99-touch-calibration.rules.~1~", encoding: .utf8) == firstRule)
        let third = try run(upright)
        #expect(third.stdout.contains("as \(out)/99-touch-calibration.rules.~2~\n"), "\(third.stdout)")
        #expect(try String(contentsOfFile: out + "/99-touch-calibration.rules", encoding: .utf8) == firstRule)
    }
}
