import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TouchScreenTesting

/// Surveys whose answers and snippets are kept as golden files (Tests/TouchScreenTestingTests/Golden/outputs/NAME/).
enum OutputSurveyCases {
    static func output(_ name: String, _ x: Int, width: Int = 1920, height: Int = 1080, connector: Bool = true) -> SurveyedOutput {
        SurveyedOutput(name: name, nameSource: connector ? "wayland" : "sdl", nameIsConnector: connector,
                       sdlName: connector ? "Monitor at \(x)" : name, bounds: [x, 0, width, height])
    }

    static let egalax = SurveyedDevice(id: 11, name: "eGalax Inc. USB TouchController", type: "direct",
                                       node: "/dev/input/event5", vendor: 0x0eef, product: 0x0001)
    static let ilitek = SurveyedDevice(id: 12, name: "ILITEK ILITEK-TP", type: "direct",
                                       node: "/dev/input/event7", vendor: 0x222a, product: 0x0001)
    static let goodix = SurveyedDevice(id: 13, name: "Goodix Capacitive TouchScreen", type: "direct")
    static let touchpad = SurveyedDevice(id: 14, name: "SynPS/2 Synaptics TouchPad", type: "indirect-relative")

    /// Two panels, each on its own output.
    static var twoPanels: OutputSurvey {
        var survey = OutputSurvey(outputs: [output("HDMI-A-1", 0), output("DP-1", 1920, width: 1280, height: 800)])
        survey.touch(egalax, onOutput: 0)
        survey.touch(ilitek, onOutput: 1)
        return survey
    }

    static var oneOutput: OutputSurvey {
        var survey = OutputSurvey(outputs: [output("eDP-1", 0)])
        survey.touch(goodix, onOutput: 0)
        return survey
    }

    /// One panel answered both prompts: it spans both outputs.
    static var oneSpanning: OutputSurvey {
        var survey = OutputSurvey(outputs: [output("HDMI-A-1", 0), output("HDMI-A-2", 1920)])
        survey.touch(egalax, onOutput: 0)
        survey.touch(egalax, onOutput: 1)
        return survey
    }

    /// eGalax touched two outputs, Goodix (no sysfs details) one, a touchpad tapped, DP-2 was skipped.
    static var troubled: OutputSurvey {
        var survey = OutputSurvey(outputs: [output("HDMI-A-1", 0), output("DP-1", 1920), output("DP-2", 3840)])
        survey.touch(egalax, onOutput: 0)
        survey.touch(touchpad, onOutput: 1)
        survey.touch(egalax, onOutput: 1)
        survey.touch(goodix, onOutput: 1)
        survey.skip(outputIndex: 2)
        return survey
    }

    /// The second output's connector name was not found: SDL's monitor name cannot go into a snippet.
    static var unnamedOutput: OutputSurvey {
        var survey = OutputSurvey(outputs: [output("HDMI-A-1", 0), output("DELL U2415 24\"", 1920, connector: false)])
        survey.touch(egalax, onOutput: 0)
        survey.touch(ilitek, onOutput: 1)
        return survey
    }

    static let golden: [(name: String, survey: OutputSurvey)] = [
        ("two-panels", twoPanels), ("one-output", oneOutput), ("one-panel-spans-all", oneSpanning),
        ("troubled", troubled), ("unnamed-output", unnamedOutput),
    ]

    static func goldenFolder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/outputs/\(name)")
    }
}

@Suite("map-outputs: which touchscreen touched which output, and the bindings for each stack")
struct OutputMappingTests {
    @Test("two panels, one per output: each is bound to the output it touched")
    func twoPanels() {
        let findings = OutputSurveyCases.twoPanels.findings
        #expect(findings.verdict == .bindingsNeeded)
        #expect(findings.bindings.map { "\($0.device.id)→\($0.output)" } == ["11→HDMI-A-1", "12→DP-1"])
        #expect(findings.summary == ["\"eGalax Inc. USB TouchController\" (touch id 11) is on HDMI-A-1",
                                     "\"ILITEK ILITEK-TP\" (touch id 12) is on DP-1"])
    }

    @Test("one output: no binding is needed, and every snippet binds nothing")
    func oneOutput() {
        let survey = OutputSurveyCases.oneOutput
        let findings = survey.findings
        #expect(findings.verdict == .oneOutput && findings.bindings.isEmpty)
        #expect(findings.summary == ["one output: \"Goodix Capacitive TouchScreen\" can only be on it; no binding is needed"])
        let snippets = OutputBindingSnippets(findings: findings, outputs: survey.outputs, videoDriver: "wayland")
        #expect(!snippets.udev.contains("ACTION==") && !snippets.xinput.contains("\nxinput ") && !snippets.sway.contains("\ninput "))
        #expect(snippets.udev.contains("# one output: \"Goodix Capacitive TouchScreen\" can only be on it; no binding is needed\n"))
    }

    @Test("one panel answering every output spans them all: no binding is needed")
    func oneSpanning() {
        let findings = OutputSurveyCases.oneSpanning.findings
        #expect(findings.verdict == .oneDeviceSpansAll && findings.bindings.isEmpty && findings.devicesOnSeveralOutputs.isEmpty)
        #expect(findings.summary == ["\"eGalax Inc. USB TouchController\" touched all 2 outputs: it spans them (libinput's default); no binding is needed"])
    }

    @Test("a device seen on two outputs is not bound, an output nobody touched is named, a touchpad belongs to no output")
    func troubled() {
        let findings = OutputSurveyCases.troubled.findings
        #expect(findings.verdict == .bindingsNeeded)
        #expect(findings.bindings.map { "\($0.device.id)→\($0.output)" } == ["13→DP-1"])
        #expect(findings.devicesOnSeveralOutputs.map(\.outputs) == [["HDMI-A-1", "DP-1"]])
        #expect(findings.outputsUntouched == ["DP-2"])
        #expect(findings.ignoredDevices.map(\.id) == [14])
        #expect(findings.summary == [
            "\"Goodix Capacitive TouchScreen\" (touch id 13) is on DP-1",
            "\"eGalax Inc. USB TouchController\" (touch id 11) touched HDMI-A-1 and DP-1: not bound; touch each output with its own panel only",
            "DP-2: no touchscreen touched it (skipped); its panel, if any, is not bound",
            "\"SynPS/2 Synaptics TouchPad\" (touch id 14) is not a touchscreen (indirect-relative): it belongs to no output",
        ])
        let report = OutputMapReport(survey: OutputSurveyCases.troubled, videoDriver: "wayland")
        #expect(report.outputs.map(\.skipped) == [false, false, true])
        #expect(report.outputs.map(\.touchedBy) == [[11], [11, 13], []])
    }

    @Test("nothing touched: nothing to bind")
    func nothingTouched() {
        var survey = OutputSurvey(outputs: [OutputSurveyCases.output("HDMI-A-1", 0), OutputSurveyCases.output("DP-1", 1920)])
        survey.skip(outputIndex: 0)
        survey.skip(outputIndex: 1)
        #expect(survey.findings.verdict == .nothingTouched)
        #expect(survey.findings.summary == ["no touchscreen touched any of the 2 outputs: nothing to bind"])
    }

    @Test("golden files: outputs.json and each stack's snippet are byte for byte the reviewed files (UPDATE_GOLDEN=1 rewrites them)")
    func goldenFiles() throws {
        for golden in OutputSurveyCases.golden {
            let report = OutputMapReport(survey: golden.survey, videoDriver: "wayland")
            let folder = OutputSurveyCases.goldenFolder(golden.name)
            let files = report.snippets.files + [("outputs.json", String(decoding: try report.jsonData(), as: UTF8.self))]
            for file in files {
                let url = folder.appendingPathComponent(file.0)
                if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(file.1.utf8).write(to: url)
                }
                let expected = try String(contentsOf: url, encoding: .utf8)
                #expect(file.1 == expected, "\(golden.name)/\(file.0) differs:\n\(file.1)")
            }
        }
    }

    @Test("udev: one rule per bound device, read as udev reads it: it matches that device's event node and sets WL_OUTPUT to its output")
    func udevRules() throws {
        let snippets = OutputMapReport(survey: OutputSurveyCases.twoPanels, videoDriver: "wayland").snippets
        let rules = try StackGrammars.udevRules(snippets.udev)
        #expect(rules.count == 2)
        for (rule, (name, output)) in zip(rules, [("eGalax Inc. USB TouchController", "HDMI-A-1"), ("ILITEK ILITEK-TP", "DP-1")]) {
            let matches = rule.filter { $0.operation == "==" }
            #expect(matches.allSatisfy { pair in
                switch (pair.key, pair.attribute) {
                case ("ACTION", nil): StackGrammars.udevMatches(pair.value, "add") && StackGrammars.udevMatches(pair.value, "change")
                case ("KERNEL", nil): StackGrammars.udevMatches(pair.value, "event5")
                case ("ATTRS", "name"?): StackGrammars.udevMatches(pair.value, name)
                default: false
                }
            })
            #expect(rule.filter { $0.operation == "=" }.map { "\($0.key){\($0.attribute ?? "")}=\($0.value)" } == ["ENV{WL_OUTPUT}=\(output)"])
        }
    }

    @Test("sway: map_to_output for each device under its vendor:product:name identifier, in decimal with spaces as _")
    func sway() throws {
        let snippets = OutputMapReport(survey: OutputSurveyCases.twoPanels, videoDriver: "wayland").snippets
        let commands = try StackGrammars.swayInputCommands(snippets.sway)
        // sway takes a double-quoted word as one argument, without its quotes.
        #expect(commands.map { "\($0.identifier.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ) \($0.words.joined(separator: " "))" } ==
                ["3823:1:eGalax_Inc._USB_TouchController map_to_output HDMI-A-1", "8746:1:ILITEK_ILITEK-TP map_to_output DP-1"])
        // Without vendor and product the line is left for the user to complete, as a comment.
        let troubled = OutputMapReport(survey: OutputSurveyCases.troubled, videoDriver: "wayland").snippets
        #expect(try StackGrammars.swayInputCommands(troubled.sway).isEmpty)
        #expect(troubled.sway.contains("# input \"VENDOR:PRODUCT:Goodix_Capacitive_TouchScreen\" map_to_output DP-1\n"))
    }

    @Test("labwc: well-formed XML with one <touch deviceName mapToOutput> per bound device, names escaped")
    func labwc() throws {
        let name = #"Panel "Ü" <&> 'x' -- end"#
        var survey = OutputSurvey(outputs: [OutputSurveyCases.output("HDMI-A-1", 0), OutputSurveyCases.output("DP-1", 1920)])
        survey.touch(SurveyedDevice(id: 1, name: name, type: "direct"), onOutput: 0)
        survey.touch(OutputSurveyCases.ilitek, onOutput: 1)
        let snippets = OutputMapReport(survey: survey, videoDriver: "wayland").snippets
        let reader = XMLElementReader()
        let parser = XMLParser(data: Data(snippets.labwc.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.elements.map(\.name) == ["labwc_config", "touch", "touch"])
        #expect(reader.elements.filter { $0.name == "touch" }.map(\.attributes) == [
            ["deviceName": name, "mapToOutput": "HDMI-A-1", "mouseEmulation": "no"],
            ["deviceName": "ILITEK ILITEK-TP", "mapToOutput": "DP-1", "mouseEmulation": "no"]])
    }

    @Test("weston.ini: an [output] section for each output a touchscreen is bound to, read as an ini file")
    func weston() throws {
        let snippets = OutputMapReport(survey: OutputSurveyCases.twoPanels, videoDriver: "wayland").snippets
        #expect(try StackGrammars.ini(snippets.weston).map { "\($0.section).\($0.key)=\($0.value)" } == ["output.name=DP-1", "output.name=HDMI-A-1"])
    }

    @Test("Qt: the evdev plugin opens both event nodes; the KMS configuration is JSON whose outputs, in Qt's names, carry touchDevice")
    func qt() throws {
        let snippets = OutputMapReport(survey: OutputSurveyCases.twoPanels, videoDriver: "wayland").snippets
        #expect(snippets.qt.contains("\nQT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=/dev/input/event5:/dev/input/event7\n"))
        let kms = try #require(try JSONSerialization.jsonObject(with: Data(snippets.qtKms.utf8)) as? [String: Any])
        let outputs = try #require(kms["outputs"] as? [[String: String]])
        #expect(outputs == [["name": "HDMI1", "touchDevice": "/dev/input/event5"], ["name": "DP1", "touchDevice": "/dev/input/event7"]])
        #expect(["HDMI-A-1", "HDMI-B-2", "DP-3", "eDP-1", "DVI-I-1", "VGA-1", "VGA1", "DSI-1"].map(OutputBindingSnippets.qtOutputName)
                == ["HDMI1", "HDMI2", "DP3", "eDP1", "DVI1", "VGA1", "VGA1", "DSI1"])
    }

    @Test("xinput: the script, run by /bin/sh with a stand-in xinput, maps each exact device to its output")
    func xinputScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xinput-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("calls").path
        let fake = folder.appendingPathComponent("xinput")
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\036' \"$a\" >> \(log); done; printf '\\n' >> \(log)\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let name = "Panel 'quoted' $HOME"
        var survey = OutputSurvey(outputs: [OutputSurveyCases.output("HDMI-1", 0), OutputSurveyCases.output("DP-1", 1920)])
        survey.touch(SurveyedDevice(id: 1, name: name, type: "direct"), onOutput: 0)
        survey.touch(OutputSurveyCases.ilitek, onOutput: 1)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", OutputMapReport(survey: survey, videoDriver: "x11").snippets.xinput]
        process.environment = ["PATH": "\(folder.path):/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\u{1e}", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        #expect(calls == [["map-to-output", name, "HDMI-1"], ["map-to-output", "ILITEK ILITEK-TP", "DP-1"]])
    }

    @Test("a display whose connector name was not found is not bound in any snippet, and the snippets say why")
    func unnamedOutput() throws {
        let snippets = OutputMapReport(survey: OutputSurveyCases.unnamedOutput, videoDriver: "x11").snippets
        #expect(try StackGrammars.udevRules(snippets.udev).count == 1)
        #expect(snippets.udev.contains("# Not bound: \"ILITEK ILITEK-TP\" is on the display SDL calls \"DELL U2415 24\"\", whose connector name was not found (xrandr or wlr-randr names it).\n"))
        // Found under X11, the names are RandR's: the Wayland stacks' snippets say so, xinput's does not need to.
        #expect(snippets.udev.contains("# These are X11's RandR output names (map-outputs ran under X11)."))
        #expect(snippets.sway.contains("# These are X11's RandR output names") && !snippets.xinput.contains("These are"))
        let underWayland = OutputMapReport(survey: OutputSurveyCases.twoPanels, videoDriver: "wayland").snippets
        #expect(underWayland.xinput.contains("# These are the Wayland compositor's output names") && !underWayland.udev.contains("These are"))
    }

    @Test("naming: each SDL display takes the connector of the same bounds; none or two alike leave SDL's name, marked")
    func naming() {
        let displays = [OutputNaming.Display(sdlName: "DELL U2415 24\"", bounds: [0, 0, 1920, 1200]),
                        OutputNaming.Display(sdlName: "Unknown Monitor", bounds: [1920, 0, 1280, 800]),
                        OutputNaming.Display(sdlName: "Mirror", bounds: [0, 0, 800, 600])]
        let connectors = [OutputNaming.Connector(name: "DP-1", bounds: [1920, 0, 1280, 800]),
                          OutputNaming.Connector(name: "HDMI-1", bounds: [0, 0, 1920, 1200]),
                          OutputNaming.Connector(name: "VGA-1", bounds: [0, 0, 800, 600]),
                          OutputNaming.Connector(name: "VGA-2", bounds: [0, 0, 800, 600])]
        let named = OutputNaming.name(displays, connectors: connectors, source: "randr")
        #expect(named.map(\.name) == ["HDMI-1", "DP-1", "Mirror"])
        #expect(named.map(\.nameIsConnector) == [true, true, false])
        #expect(named.map(\.nameSource) == ["randr", "randr", "sdl"])
    }
}
