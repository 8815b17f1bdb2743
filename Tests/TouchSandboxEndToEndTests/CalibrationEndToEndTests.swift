import Foundation
import Testing
import TouchEngine
import TouchTestSupport

/// Calibration taps for the end-to-end tests: where a panel needing `matrix` reports a finger on each target of a
/// 1280×800 window, rounded to whole pixels (what xdotool can click).
enum CalibrationClicks {
    static let targets = [(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9), (0.5, 0.5)]

    /// The panel's report for each target when the display needs `a b c d e f` (inverted by hand: 2×2 inverse, then offset).
    static func clicks(_ m: [Double]) -> [(x: Int, y: Int)] {
        let determinant = m[0] * m[4] - m[1] * m[3]
        return targets.map { target in
            let u = target.0 - m[2], v = target.1 - m[5]
            let x = (m[4] * u - m[1] * v) / determinant, y = (-m[3] * u + m[0] * v) / determinant
            return (Int((x * 1280).rounded()), Int((y * 800).rounded()))
        }
    }

    /// A format 1 recording of mouse clicks at `points`, one a second, each 60 ms long.
    static func recording(_ points: [(x: Int, y: Int)]) -> String {
        var events: [String] = []
        for (index, point) in points.enumerated() {
            let time = 1.0 + Double(index)
            events.append(Format1Lines.pointerEvent(time, "down", 1, Double(point.x), Double(point.y), source: "mouse"))
            events.append(Format1Lines.pointerEvent(time + 0.06, "up", 1, Double(point.x), Double(point.y), pressure: 0, source: "mouse"))
        }
        return Format1Lines.text(events)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }
}

@Suite("Calibration end to end: replayed recordings and the live screen under Xvfb write the same calibration.json", .serialized)
struct CalibrationEndToEndTests {
    /// A panel mounted rotated 90° with a little offset: x' = −y + 1.01, y' = x − 0.02.
    static let rotated = [0.0, -1, 1.01, 1, 0, -0.02]
    /// A little skew and scale.
    static let skewed = [1.02, 0.03, -0.015, -0.02, 0.97, 0.01]

    @Test("replay --calibrate of taps through a 90° rotation writes its matrix (to 0.005), residuals, the udev rule, and prints them")
    func replayRotatedPanel() throws {
        let folder = try TemporaryDirectory("calibration")
        let recording = try folder.write("rotated.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks(Self.rotated)))
        let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out")])
        #expect(result.status == 0, "\(result)")
        let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
        let matrix = try #require(calibration["matrix"] as? [Double])
        #expect(matrix.count == 6 && zip(matrix, Self.rotated).allSatisfy { abs($0 - $1) <= 0.005 }, "\(matrix)")
        let targets = try #require(calibration["targets"] as? [[String: Any]])
        #expect(targets.count == 5 && targets.allSatisfy { ($0["residualPixels"] as? Double ?? 99) < 1 })
        #expect(targets.allSatisfy { $0["residualMillimetres"] is NSNull })
        #expect(calibration["device"] is NSNull)
        let rule = try #require(calibration["udevRule"] as? String)
        #expect(rule.hasPrefix(#"ACTION=="add|change", KERNEL=="event*", ENV{ID_INPUT_TOUCHSCREEN}=="1", ENV{LIBINPUT_CALIBRATION_MATRIX}=""#))
        #expect(result.stdout.contains(rule) && result.stdout.contains("LIBINPUT_CALIBRATION_MATRIX "))
    }

    @Test("a recording that stops after three targets writes nothing and exits 1, saying how far it got")
    func unfinished() throws {
        let folder = try TemporaryDirectory("calibration")
        let recording = try folder.write("short.jsonl", CalibrationClicks.recording(Array(CalibrationClicks.clicks(Self.skewed).prefix(3))))
        let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out")])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("calibration not finished: 3 of 5 targets answered; nothing written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/calibration.json")))
    }

    @Test("--calibrate without --report, or with --test-screen or --limits, is a bad command line: exit 2")
    func badCommandLines() throws {
        let folder = try TemporaryDirectory("calibration")
        let recording = try folder.write("r.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks(Self.skewed)))
        let cases: [([String], String)] = [
            (["--calibrate"], "--calibrate needs --report DIR"),
            (["--calibrate", "--test-screen", "--report", folder.path("o")], "--calibrate and --test-screen cannot be combined"),
            (["--calibrate", "--report", folder.path("o"), "--limits", recording], "--limits needs --test-screen"),
        ]
        for (arguments, message) in cases {
            let result = try runApp(["replay", recording, "--headless"] + arguments)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result)")
        }
    }

    @Test("live calibrate under Xvfb: xdotool clicks (a double click and a misclick among them) write the same calibration.json as replaying the recorded session, and as replaying the same clicks written by hand")
    func liveMatchesReplay() throws {
        let folder = try TemporaryDirectory("calibration-live")
        let clicks = CalibrationClicks.clicks(Self.skewed)
        // Target 1, again on the same spot (ignored), 2, 3, a misclick at the first target's place (refused), 4, 5, then a tap to finish.
        let sequence = [clicks[0], (clicks[0].x + 2, clicks[0].y + 1), clicks[1], clicks[2], clicks[0], clicks[3], clicks[4], (640, 200)]
        let recorded = folder.path("live.jsonl")
        let result = try withAppUnderXvfb(["calibrate", "--report", folder.path("live"), "--record", recorded]) { app in
            for point in sequence { try app.xdo.click(window: app.window, button: 1, at: point) }
            let ended = app.app.waitForExit(timeout: 15)
            return app.app.result(timedOut: !ended)
        }
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        let live = try Data(contentsOf: URL(fileURLWithPath: folder.path("live/calibration.json")))
        let parsed = try CalibrationClicks.json(folder.path("live/calibration.json"))
        #expect(parsed["ignoredTaps"] as? Int == 1 && parsed["refusedTaps"] as? Int == 1, "\(parsed)")
        let matrix = try #require(parsed["matrix"] as? [Double])
        #expect(zip(matrix, Self.skewed).allSatisfy { abs($0 - $1) <= 0.005 }, "\(matrix)")

        let replayed = try runApp(["replay", recorded, "--calibrate", "--headless", "--fast", "--report", folder.path("replayed")])
        #expect(replayed.status == 0, "\(replayed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("replayed/calibration.json"))) == live)

        let written = try folder.write("by-hand.jsonl", CalibrationClicks.recording(sequence.map { ($0.0, $0.1) }))
        let byHand = try runApp(["replay", written, "--calibrate", "--headless", "--fast", "--report", folder.path("by-hand")])
        #expect(byHand.status == 0, "\(byHand)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("by-hand/calibration.json"))) == live)
    }

    @Test("live calibrate under Xvfb: five clicks in a cluster shaped like the targets are refused and the targets asked again; real clicks then finish it")
    func liveClusterAskedAgain() throws {
        let folder = try TemporaryDirectory("calibration-cluster")
        let cluster = CalibrationClicks.targets.map { (x: Int((600 + $0.0 * 100).rounded()), y: Int((368 + $0.1 * 64).rounded())) }
        let sequence = cluster + CalibrationClicks.clicks(Self.skewed) + [(x: 640, y: 200)]
        let result = try withAppUnderXvfb(["calibrate", "--report", folder.path("out")]) { app in
            for point in sequence { try app.xdo.click(window: app.window, button: 1, at: point) }
            let ended = app.app.waitForExit(timeout: 15)
            return app.app.result(timedOut: !ended)
        }
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        #expect(result.stderr.contains("five taps refused, starting again: these taps cannot come from a real panel: the fit would scale touches by"), "\(result.stderr)")
        let matrix = try #require(try CalibrationClicks.json(folder.path("out/calibration.json"))["matrix"] as? [Double])
        #expect(zip(matrix, Self.skewed).allSatisfy { abs($0 - $1) <= 0.005 }, "\(matrix)")
    }

    @Test("a libinput recording of a panel named with ESC and a newline: nothing printed holds a control character, and the printed xinput line, run by a shell, names the device exactly")
    func deviceNameWithControlCharacters() throws {
        let folder = try TemporaryDirectory("calibration-name")
        let original = try String(contentsOfFile: TestPaths.recording("libinput-drag-flower.yml"), encoding: .utf8)
        let head = original.components(separatedBy: "    events:\n    # Current time is 14:32:02\n")[0]
            .replacingOccurrences(of: #"name: "E2E libinput Touchscreen""#, with: #"name: "Evil\e[2J Panel\nTwo's""#)
        // The five targets in device units (half a pixel each), a tap each, one a second.
        var events = "    events:\n"
        for (index, target) in CalibrationClicks.targets.enumerated() {
            let x = Int(target.0 * 2560), y = Int(target.1 * 1600)
            events += """
                    - evdev:
                      - [  \(index + 1),      0,   3,  57,     \(index + 10)]
                      - [  \(index + 1),      0,   3,  53,     \(x)]
                      - [  \(index + 1),      0,   3,  54,     \(y)]
                      - [  \(index + 1),      0,   0,   0,       0]
                    - evdev:
                      - [  \(index + 1),  60000,   3,  57,      -1]
                      - [  \(index + 1),  60000,   0,   0,       0]

                """
        }
        let recording = try folder.write("evil.yml", head + events)
        let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out")])
        #expect(result.status == 0, "\(result)")
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0 }, "\(name) holds a control character: \(text.debugDescription)")
        }
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("xinput set-prop") })
        #expect(line.hasPrefix(#"xinput set-prop "$(printf 'Evil\033[2J Panel\012Two'\''s')" 'libinput Calibration Matrix' "#), "\(line)")
        // A stand-in `xinput` that writes out the device name it was given.
        let bin = folder.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let fake = try folder.write("bin/xinput", "#!/bin/sh\nprintf '%s' \"$2\" > \"$XINPUT_NAME_FILE\"\n")
        chmod(fake, 0o755)
        let shell = try runProcess("/bin/sh", ["-c", String(line)], environment: childEnvironment(extra: [
            "PATH": bin + ":/usr/bin:/bin", "XINPUT_NAME_FILE": folder.path("name")]))
        #expect(shell.status == 0, "\(shell)")
        #expect(try String(contentsOfFile: folder.path("name"), encoding: .utf8) == "Evil\u{1B}[2J Panel\nTwo's")
    }
}
