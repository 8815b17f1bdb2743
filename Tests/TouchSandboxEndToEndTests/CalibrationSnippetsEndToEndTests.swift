import Foundation
import Testing
import TouchTestSupport

@Suite("Calibration snippets end to end: replaying taps of turned and mirrored panels through the release binary")
struct CalibrationSnippetsEndToEndTests {
    /// Panels as the brief's kiosks have them, each with a little offset: the matrix the display needs, and the turn
    /// and mirroring calibration.json must name.
    static let panels: [(name: String, matrix: [Double], rotation: Int, mirrored: Bool, qt: String, kivy: String)] = [
        ("quarter turn clockwise", [0, -1, 1.01, 1, 0, -0.02], 90, false,
         "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=rotate=90", "param=rotation=90,param=invert_x=1,param=invert_y=0"),
        ("three quarter turns", [0, 1, 0.015, -1, 0, 1.01], 270, false,
         "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=rotate=270", "param=rotation=90,param=invert_x=0,param=invert_y=1"),
        ("mirrored left–right", [-1, 0, 1.02, 0, 1, 0.01], 0, true,
         "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=invertx", "param=rotation=0,param=invert_x=1,param=invert_y=0"),
        ("axes swapped (a quarter turn, mirrored)", [0, 1, -0.01, 1, 0, 0.02], 90, true,
         "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=rotate=90:invertx", "param=rotation=90,param=invert_x=1,param=invert_y=1"),
    ]

    @Test("replay --calibrate --report --write --output: calibration.json names the turn and mirroring, its snippets are the files written, each carrying the matrix and the output")
    func turnedAndMirroredPanels() throws {
        for panel in Self.panels {
            let folder = try TemporaryDirectory("calibration-snippets")
            let recording = try folder.write("taps.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks(panel.matrix)))
            let result = try runApp(["replay", recording, "--calibrate", "--headless", "--fast", "--report", folder.path("out"),
                                     "--write", folder.path("snippets"), "--output", "HDMI-A-1"])
            #expect(result.status == 0, "\(panel.name): \(result)")
            let calibration = try CalibrationClicks.json(folder.path("out/calibration.json"))
            #expect(calibration["rotation"] as? Int == panel.rotation && calibration["mirrored"] as? Bool == panel.mirrored,
                    "\(panel.name): \(calibration["rotation"] ?? "none") \(calibration["mirrored"] ?? "none")")
            #expect(calibration["output"] as? String == "HDMI-A-1")
            let matrix = try #require(calibration["matrix"] as? [Double])
            #expect(zip(matrix, panel.matrix).allSatisfy { abs($0 - $1) <= 0.005 }, "\(panel.name): \(matrix)")
            let snippets = try #require(calibration["snippets"] as? [String: String])
            #expect(snippets.keys.sorted() == ["cage", "kivy", "labwc", "qt", "sway", "udev", "weston", "xinput"])
            let files = ["udev": "99-touch-calibration.rules", "xinput": "xinput-calibration.sh", "sway": "sway-touch.conf",
                         "labwc": "labwc-rc.xml", "weston": "weston.ini", "qt": "qt-touch.env", "kivy": "kivy-config.ini", "cage": "cage.txt"]
            for (key, file) in files {
                let written = try String(contentsOfFile: folder.path("snippets/\(file)"), encoding: .utf8)
                #expect(written == snippets[key], "\(panel.name): \(file)")
            }
            let numbers = matrix.map { value -> String in
                var text = String(format: "%.6f", value)
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
                return text == "-0" ? "0" : text
            }.joined(separator: " ")
            #expect(snippets["udev"]!.contains(#"ENV{LIBINPUT_CALIBRATION_MATRIX}="\#(numbers)", ENV{WL_OUTPUT}="HDMI-A-1""#))
            #expect(snippets["sway"]!.contains("    calibration_matrix \(numbers)\n    map_to_output HDMI-A-1\n"))
            #expect(snippets["labwc"]!.contains("<calibrationMatrix>\(numbers)</calibrationMatrix>"))
            #expect(snippets["xinput"]!.contains("'libinput Calibration Matrix' \(numbers) 0 0 1\n"))
            // The kernel's HDMI-A-1 is X11's HDMI-1 (the modesetting driver).
            #expect(snippets["xinput"]!.contains("\nxinput map-to-output '<touchscreen name from xinput list>' HDMI-1\n"), "\(snippets["xinput"]!)")
            #expect(snippets["weston"]!.hasSuffix("[output]\nname=HDMI-A-1\n"))
            #expect(snippets["qt"]!.contains("\n\(panel.qt)\n"), "\(panel.name): \(snippets["qt"]!)")
            #expect(snippets["kivy"]!.contains(",\(panel.kivy)\n"), "\(panel.name): \(snippets["kivy"]!)")
            #expect(result.stdout.contains("(rotation \(panel.rotation), mirrored \(panel.mirrored))"), "\(result.stdout)")
        }
    }

    @Test("--output with a name no stack takes unquoted, and --write or --output without --calibrate, are a bad command line: exit 2, nothing written")
    func badOptions() throws {
        let folder = try TemporaryDirectory("calibration-snippets")
        let recording = try folder.write("taps.jsonl", CalibrationClicks.recording(CalibrationClicks.clicks(Self.panels[0].matrix)))
        let cases: [([String], String)] = [
            (["--calibrate", "--report", folder.path("out"), "--output", "HDMI A\"1"], "--output \"HDMI A\\\"1\": expected an output name such as HDMI-A-1"),
            (["--write", folder.path("snippets")], "--write needs --calibrate"),
            (["--output", "HDMI-A-1"], "--output needs --calibrate"),
        ]
        for (arguments, message) in cases {
            let result = try runApp(["replay", recording, "--headless", "--fast"] + arguments)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/calibration.json")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("snippets")))
    }
}
