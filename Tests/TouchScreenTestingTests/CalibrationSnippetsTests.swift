import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TouchEngine
import TouchScreenTesting

/// Calibrations whose snippets are kept as golden files (Tests/TouchScreenTestingTests/Golden/snippets/NAME/).
enum SnippetCases {
    static let fine = CalibrationMatrix(1.02, 0.01, -0.02, -0.01, 0.98, 0.03)

    /// The result of five taps through `orientation` and the fine matrix.
    static func result(_ orientation: PanelOrientation, fine: CalibrationMatrix = fine, device: String?, output: String?) throws -> CalibrationResult {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height,
                                         geometry: PanelGeometry(name: device))
        session.output = output
        CalibrationTaps.feed(CalibrationTaps.taps(through: fine.composed(after: orientation.matrix)), into: &session)
        guard let result = session.result else { throw StackGrammars.ParseError.bad("no result") }
        return result
    }

    static let golden: [(name: String, orientation: PanelOrientation, device: String?, output: String?)] = [
        ("quarter-turn-named-on-hdmi", PanelOrientation(rotation: 90, mirrored: false)!, "eGalax Inc. USB TouchController", "HDMI-A-1"),
        ("mirrored-unnamed", PanelOrientation(rotation: 0, mirrored: true)!, nil, nil),
        ("half-turn-mirrored-named", PanelOrientation(rotation: 180, mirrored: true)!, "ILITEK ILITEK-TP", nil),
    ]

    static func goldenFolder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/snippets/\(name)")
    }
}

@Suite("Calibration snippets: the fix for each stack, in that stack's own syntax, read back the way the stack reads it")
struct CalibrationSnippetsTests {
    @Test("golden files: each case's eight snippets are byte for byte the reviewed files (UPDATE_GOLDEN=1 rewrites them)")
    func goldenFiles() throws {
        for golden in SnippetCases.golden {
            let result = try SnippetCases.result(golden.orientation, device: golden.device, output: golden.output)
            let folder = SnippetCases.goldenFolder(golden.name)
            for file in result.snippets.files {
                let url = folder.appendingPathComponent(file.file)
                if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(file.contents.utf8).write(to: url)
                }
                let expected = try String(contentsOf: url, encoding: .utf8)
                #expect(file.contents == expected, "\(golden.name)/\(file.file) differs:\n\(file.contents)")
            }
        }
    }

    @Test("the udev rule read as udev reads it: it matches the named device's event node on add and change, not another device, and sets the six numbers libinput reads; WL_OUTPUT names the output")
    func udevRuleAsUdevReadsIt() throws {
        let result = try SnippetCases.result(PanelOrientation(rotation: 90, mirrored: false)!, device: "eGalax Inc. USB TouchController", output: "HDMI-A-1")
        let rules = try StackGrammars.udevRules(result.snippets.udev)
        #expect(rules.count == 1)
        let rule = try #require(rules.first)
        func matches(action: String, kernel: String, name: String) -> Bool {
            rule.filter { $0.operation == "==" }.allSatisfy { pair in
                switch (pair.key, pair.attribute) {
                case ("ACTION", nil): StackGrammars.udevMatches(pair.value, action)
                case ("KERNEL", nil): StackGrammars.udevMatches(pair.value, kernel)
                case ("ATTRS", "name"?): StackGrammars.udevMatches(pair.value, name)
                default: false
                }
            }
        }
        #expect(matches(action: "add", kernel: "event7", name: "eGalax Inc. USB TouchController"))
        #expect(matches(action: "change", kernel: "event12", name: "eGalax Inc. USB TouchController"))
        #expect(!matches(action: "remove", kernel: "event7", name: "eGalax Inc. USB TouchController"))
        #expect(!matches(action: "add", kernel: "mouse0", name: "eGalax Inc. USB TouchController"))
        #expect(!matches(action: "add", kernel: "event7", name: "eGalax Inc. USB TouchController Pen"))
        let assignments = Dictionary(uniqueKeysWithValues: rule.filter { $0.operation == "=" }.map { ($0.attribute ?? $0.key, $0.value) })
        #expect(assignments.keys.sorted() == ["LIBINPUT_CALIBRATION_MATRIX", "WL_OUTPUT"])
        #expect(StackGrammars.libinputMatrix(assignments["LIBINPUT_CALIBRATION_MATRIX"]!) == result.matrix)
        #expect(assignments["WL_OUTPUT"] == "HDMI-A-1")
        #expect(rule.filter { $0.operation == "=" }.allSatisfy { $0.key == "ENV" })
    }

    @Test("a name full of udev's pattern characters and quotes still gives one rule that matches that device (each special character matches as ?)")
    func udevHostileName() throws {
        let name = #"Weird*Panel? [v2] "A|B" \x"#
        let result = try SnippetCases.result(.upright, device: name, output: nil)
        let rule = try #require(try StackGrammars.udevRules(result.snippets.udev).first)
        let pattern = try #require(rule.first { $0.attribute == "name" }?.value)
        #expect(StackGrammars.udevMatches(pattern, name))
        #expect(!StackGrammars.udevMatches(pattern, "Weird"))
    }

    @Test("sway: an input block for type:touch with calibration_matrix holding the six numbers, map_to_output the output")
    func sway() throws {
        let result = try SnippetCases.result(PanelOrientation(rotation: 270, mirrored: false)!, device: "Goodix Capacitive TouchScreen", output: "DSI-1")
        let commands = try StackGrammars.swayInputCommands(result.snippets.sway)
        #expect(commands.count == 2)
        #expect(commands.allSatisfy { $0.identifier == "type:touch" })
        #expect(commands[0].words.first == "calibration_matrix" && commands[0].words.dropFirst().map { Double($0)! } == result.matrix)
        #expect(commands[1].words == ["map_to_output", "DSI-1"])
        let unmapped = try StackGrammars.swayInputCommands(try SnippetCases.result(.upright, device: nil, output: nil).snippets.sway)
        #expect(unmapped.map(\.words.first) == ["calibration_matrix"])
    }

    @Test("labwc: well-formed XML whose <touch> names the device and output and whose calibrationMatrix holds the matrix, even for a name with & < > \" '")
    func labwc() throws {
        let name = #"Panel "Ü" <&> 'x' -- end"#
        let result = try SnippetCases.result(PanelOrientation(rotation: 90, mirrored: true)!, device: name, output: "HDMI-A-2")
        let reader = XMLElementReader()
        let parser = XMLParser(data: Data(result.snippets.labwc.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.elements.map(\.name) == ["labwc_config", "touch", "libinput", "device", "calibrationMatrix"])
        let touch = try #require(reader.elements.first { $0.name == "touch" })
        #expect(touch.attributes == ["deviceName": name, "mapToOutput": "HDMI-A-2", "mouseEmulation": "no"])
        #expect(reader.elements.first { $0.name == "device" }?.attributes == ["category": name])
        #expect(StackGrammars.libinputMatrix(reader.text["calibrationMatrix"] ?? "") == result.matrix)
    }

    @Test("weston.ini: an [output] section naming the output, and the udev rule it asks for, in a comment, is the udev snippet's rule")
    func weston() throws {
        let result = try SnippetCases.result(PanelOrientation(rotation: 180, mirrored: false)!, device: "Panel", output: "HDMI-A-1")
        let entries = try StackGrammars.ini(result.snippets.weston)
        #expect(entries.map { "\($0.section).\($0.key)=\($0.value)" } == ["output.name=HDMI-A-1"])
        let rule = try #require(try StackGrammars.udevRules(result.snippets.udev).first)
        let embedded = result.snippets.weston.split(separator: "\n").first { $0.hasPrefix("# ACTION==") }.map { String($0.dropFirst(2)) }
        #expect(try StackGrammars.udevRules(try #require(embedded)).first == rule)
    }

    @Test("Qt: for all eight orientations, QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS read as Qt's evdev plugin reads it places every corner where the orientation does")
    func qtAllOrientations() throws {
        for orientation in PanelOrientation.all {
            let result = try SnippetCases.result(orientation, device: nil, output: nil)
            let line = result.snippets.qt.split(separator: "\n").first { $0.hasPrefix("QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=") }
            let parameters = line.map { String($0.dropFirst("QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=".count)) } ?? ""
            #expect((line == nil) == (orientation == .upright), "\(orientation)")
            for corner in [Vector2(0, 0), Vector2(1, 0), Vector2(0, 1), Vector2(0.25, 0.75)] {
                let placed = StackGrammars.qtPlace(parameters, corner), wanted = orientation.matrix.apply(corner)
                #expect(placed.distance(to: wanted) < 1e-9, "\(orientation) \(parameters): \(corner) → \(placed), wanted \(wanted)")
            }
        }
        let quarter = try SnippetCases.result(PanelOrientation(rotation: 90, mirrored: true)!, device: nil, output: nil)
        #expect(quarter.snippets.qt.contains("\nQT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=rotate=90:invertx\n"))
    }

    @Test("Kivy: for all eight orientations, the [input] line read as probesysfs and hidinput read it places every corner where the orientation does")
    func kivyAllOrientations() throws {
        for orientation in PanelOrientation.all {
            let result = try SnippetCases.result(orientation, device: "Panel, with comma", output: nil)
            let entries = try StackGrammars.ini(result.snippets.kivy)
            #expect(entries.count == 1 && entries[0].section == "input" && entries[0].key == "%(name)s")
            let read = try StackGrammars.kivyProviderOptions(entries[0].value)
            #expect(read.provider == "hidinput" && read.match == nil)
            #expect(read.options.keys.sorted() == ["invert_x", "invert_y", "rotation"])
            let setting = KivyInputMapping.Setting(rotation: read.options["rotation"]!, invertX: read.options["invert_x"] == 1,
                                                   invertY: read.options["invert_y"] == 1)
            for corner in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (0.25, 0.75)] {
                let placed = KivyInputMapping.place(corner.0, corner.1, with: setting)
                let wanted = orientation.matrix.apply(Vector2(corner.0, corner.1))
                #expect(abs(placed.x - wanted.x) < 1e-9 && abs(placed.y - wanted.y) < 1e-9, "\(orientation): \(setting)")
            }
        }
        // hidinput's own default invert_y is 1: upright needs invert_y=0 written out.
        let upright = try SnippetCases.result(.upright, device: "ILITEK Multi-Touch", output: nil)
        #expect(upright.snippets.kivy.contains("= probesysfs,provider=hidinput,match=ILITEK Multi-Touch,param=rotation=0,param=invert_x=0,param=invert_y=0\n"))
    }

    @Test("xinput: the script, run by /bin/sh with a stand-in xinput, sets libinput's Calibration Matrix (nine numbers) on the exact device, which takes the place of udev's, and with an output then maps it with map-to-output")
    func xinputScript() throws {
        let name = "Evil\u{1b}[2J Panel 'quoted' $HOME"
        let xinput = try StandInXinput()
        let single = try SnippetCases.result(PanelOrientation(rotation: 180, mirrored: false)!, device: name, output: nil)
        #expect(!single.snippets.xinput.unicodeScalars.contains { $0.value == 0x1b })
        let numbers = single.matrix.map(CalibrationMatrix.text) + ["0", "0", "1"]
        #expect(try xinput.run(single.snippets.xinput) == [["set-prop", name, "libinput Calibration Matrix"] + numbers])
        let mapped = try SnippetCases.result(PanelOrientation(rotation: 180, mirrored: false)!, device: name, output: "HDMI-1")
        #expect(try xinput.run(mapped.snippets.xinput) == [["set-prop", name, "libinput Calibration Matrix"] + numbers,
                                                   ["map-to-output", name, "HDMI-1"]])
    }

    @Test("xinput with a Wayland/kernel output name: HDMI-A-1 is mapped to X11's HDMI-1, and the script says so and how to list X11's names; DP-1 stays DP-1 with the same advice")
    func xinputRandrNames() throws {
        let xinput = try StandInXinput()
        let hdmi = try SnippetCases.result(.upright, device: "Panel", output: "HDMI-A-1")
        #expect(try xinput.run(hdmi.snippets.xinput).last == ["map-to-output", "Panel", "HDMI-1"])
        #expect(hdmi.snippets.xinput.contains("\n# HDMI-A-1 is the kernel's (and Wayland's) name; X11 (RandR) names it HDMI-1 with the modesetting driver.\n"), "\(hdmi.snippets.xinput)")
        #expect(hdmi.snippets.xinput.contains("xrandr --listmonitors lists the names here: change the last word if it is not there.\n"))
        let displayPort = try SnippetCases.result(.upright, device: "Panel", output: "DP-1")
        #expect(try xinput.run(displayPort.snippets.xinput).last == ["map-to-output", "Panel", "DP-1"])
        #expect(displayPort.snippets.xinput.contains("xrandr --listmonitors lists the names here"))
        #expect(["HDMI-A-1", "HDMI-A-12", "HDMI-B-1", "DP-1", "eDP-1", "HDMI-A-", "HDMI-A-x", "HDMI1"].map(CalibrationSnippets.randrName)
                == ["HDMI-1", "HDMI-12", "HDMI-B-1", "DP-1", "eDP-1", "HDMI-A-", "HDMI-A-x", "HDMI1"])
    }

    @Test("labwc: an --output without the device's name still gives a <touch mapToOutput> element (and says how to name the device)")
    func labwcOutputWithoutName() throws {
        let result = try SnippetCases.result(.upright, device: nil, output: "HDMI-A-1")
        let reader = XMLElementReader()
        let parser = XMLParser(data: Data(result.snippets.labwc.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.elements.map(\.name) == ["labwc_config", "touch", "libinput", "device", "calibrationMatrix"])
        #expect(reader.elements.first { $0.name == "touch" }?.attributes == ["mapToOutput": "HDMI-A-1", "mouseEmulation": "no"])
        #expect(reader.elements.first { $0.name == "device" }?.attributes == ["category": "touch"])
        #expect(result.snippets.labwc.contains("Add deviceName=\"NAME\" (libinput list-devices) to bind the panel alone."))
    }

    @Test("--output names: connector names pass, anything a stack would need to quote is refused")
    func outputNames() {
        #expect(["HDMI-A-1", "eDP-1", "DP-2", "VGA1", "X1", "WL1", "HEAD-0", "DSI-1"].allSatisfy(CalibrationSnippets.isPlainOutputName))
        #expect(!["", "HDMI A", "a\"b", "-x", "a\nb", "Ü1", String(repeating: "a", count: 65)].contains(where: CalibrationSnippets.isPlainOutputName))
    }
}

/// Collects every element's name, attributes and text, in document order.
final class XMLElementReader: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text: [String: String] = [:]
    private var open: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append((name, attributes))
        open.append(name)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { text[current, default: ""] += string.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
