import Foundation

/// The bindings of a finished `map-outputs` survey written for each stack a kiosk runs on, each in that stack's own
/// documented syntax: the udev rule setting `WL_OUTPUT` (libinput hands it to Weston, and to wlroots, where cage
/// and sway follow it), `xinput map-to-output`, sway's `map_to_output`, labwc's `<touch mapToOutput>`, weston.ini,
/// Qt's eglfs KMS configuration with `touchDevice`, and notes for Kivy and cage. `outputs.json` carries them as
/// `snippets`; `--write DIR` writes each as the file named in `fileNames`.
///
/// When no binding is needed (one output, one touchscreen spanning all), each snippet says so and binds nothing.
public struct OutputBindingSnippets: KioskSnippets, Codable, Equatable, Sendable {
    public var udev: String
    public var xinput: String
    public var sway: String
    public var labwc: String
    public var weston: String
    public var qt: String
    public var qtKms: String
    public var kivy: String
    public var cage: String

    /// The file each snippet is written to by `--write DIR`, in the order they are written.
    public static let fileNames: [(stack: KioskStack, file: String)] = [
        (.udev, "99-touch-outputs.rules"), (.xinput, "xinput-map-to-output.sh"), (.sway, "sway-outputs.conf"),
        (.labwc, "labwc-rc.xml"), (.weston, "weston.ini"), (.qt, "qt-touch.env"), (.qtKms, "qt-kms.json"),
        (.kivy, "kivy.txt"), (.cage, "cage.txt"),
    ]

    public func snippet(for stack: KioskStack) -> String? {
        switch stack {
        case .udev: udev
        case .xinput: xinput
        case .sway: sway
        case .labwc: labwc
        case .weston: weston
        case .qt: qt
        case .qtKms: qtKms
        case .kivy: kivy
        case .cage: cage
        }
    }

    /// A binding a stack can take: the device and the output's name, which every stack's syntax takes unquoted.
    struct Usable {
        var device: SurveyedDevice
        var output: String
    }

    /// - Parameter videoDriver: where the names came from (`x11`: RandR names; `wayland`: the compositor's connector
    ///   names); the snippets of the other family say their names may differ.
    public init(findings: OutputMappingFindings, outputs: [SurveyedOutput], videoDriver: String) {
        let connectorNames = Set(outputs.filter(\.nameIsConnector).map(\.name))
        let usable = findings.bindings.compactMap { binding -> Usable? in
            guard connectorNames.contains(binding.output), CalibrationSnippets.isPlainOutputName(binding.output) else { return nil }
            return Usable(device: binding.device, output: binding.output)
        }
        let unnamed = findings.bindings.filter { binding in !usable.contains { $0.device.id == binding.device.id } }
        let why = Self.why(findings, unnamed: unnamed)
        let waylandWhy = why + (usable.isEmpty || videoDriver != "x11" ? [] : Self.randrNamesNote)
        let x11Why = why + (usable.isEmpty || videoDriver != "wayland" ? [] : Self.connectorNamesNote)
        udev = Self.udev(usable, waylandWhy)
        xinput = Self.xinput(usable, x11Why)
        sway = Self.sway(usable, waylandWhy)
        labwc = Self.labwc(usable, waylandWhy)
        weston = Self.weston(usable, waylandWhy)
        qt = Self.qt(usable, waylandWhy)
        qtKms = Self.qtKms(usable)
        kivy = Self.kivy(usable, why)
        cage = Self.cage(usable, waylandWhy)
    }

    /// Names found under X11 are RandR's, which the X driver chooses; the kernel's connector names can differ.
    static let randrNamesNote = [
        "These are X11's RandR output names (map-outputs ran under X11). The kernel's connector names, which Wayland",
        "compositors and Qt use, can differ (the modesetting driver's HDMI-1 is the kernel's HDMI-A-1; the intel driver",
        "says HDMI1): check with wlr-randr, or run map-outputs under the compositor.",
    ]

    /// Names found under Wayland are the kernel's connector names; an X driver may name the outputs otherwise.
    static let connectorNamesNote = [
        "These are the Wayland compositor's output names (the kernel's connectors; map-outputs ran under Wayland). X11's",
        "RandR names can differ (the modesetting driver calls HDMI-A-1 HDMI-1): check with xrandr, or run map-outputs under X11.",
    ]

    /// Comment lines saying why there is nothing (or not everything) to bind; empty when every device is bound.
    private static func why(_ findings: OutputMappingFindings, unnamed: [OutputMappingFindings.Binding]) -> [String] {
        var lines: [String] = []
        if findings.verdict != .bindingsNeeded { lines += findings.summary }
        for entry in findings.devicesOnSeveralOutputs {
            lines.append("Not bound: \"\(CalibrationSnippets.commentSafe(entry.device.name))\" touched \(entry.outputs.joined(separator: " and ")).")
        }
        for binding in unnamed {
            lines.append("Not bound: \"\(CalibrationSnippets.commentSafe(binding.device.name))\" is on the display SDL calls \"\(CalibrationSnippets.commentSafe(binding.output))\", whose connector name was not found (xrandr or wlr-randr names it).")
        }
        for output in findings.outputsUntouched where findings.verdict == .bindingsNeeded {
            lines.append("No touchscreen touched \(output).")
        }
        return lines.map { CalibrationSnippets.commentSafe($0) }
    }

    private static func comments(_ lines: [String], _ prefix: String = "# ") -> String {
        lines.map { prefix + $0 + "\n" }.joined()
    }

    // MARK: libinput (udev), X11

    private static func udev(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            # /etc/udev/rules.d/99-touch-outputs.rules: touch-sandbox map-outputs
            # WL_OUTPUT names the output a touchscreen is on. libinput passes it on (libinput_device_get_output_name):
            # Weston binds the device to that output, wlroots hands it to its compositors (cage follows it; in sway an
            # input's map_to_output overrides it). X11 ignores it: use xinput map-to-output there. Apply:
            #   sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input --action=change
            # then restart the compositor.

            """
        text += comments(why)
        for binding in usable {
            text += #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}==""# + CalibrationRules.patternSafe(binding.device.name)
                + #"", ENV{WL_OUTPUT}=""# + binding.output + "\"\n"
        }
        return text
    }

    private static func xinput(_ usable: [Usable], _ why: [String]) -> String {
        var lines = ["#!/bin/sh",
                     "# X11: touch-sandbox map-outputs. map-to-output sets the device's Coordinate Transformation Matrix to",
                     "# the output's area (RandR output names, as xrandr lists them). It lasts until the X server stops: run",
                     "# it from the session's start script, after the outputs are arranged."]
        lines += why.map { "# " + $0 }
        for binding in usable {
            lines.append("xinput map-to-output \(CalibrationRules.shellWord(binding.device.name)) \(binding.output)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Wayland compositors

    private static func sway(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            # sway (~/.config/sway/config): touch-sandbox map-outputs (sway-input(5): map_to_output)
            # Identifiers are vendor:product:name as swaymsg -t get_inputs lists them; swaymsg reload applies.

            """
        text += comments(why)
        for binding in usable {
            if let identifier = binding.device.swayIdentifier {
                text += "input \"\(swayQuoted(identifier))\" map_to_output \(binding.output)\n"
            } else {
                text += "# The vendor and product of \"\(CalibrationSnippets.commentSafe(binding.device.name))\" are not known here: take its identifier from swaymsg -t get_inputs.\n"
                text += "# input \"VENDOR:PRODUCT:\(CalibrationSnippets.commentSafe(binding.device.name.replacingOccurrences(of: " ", with: "_")))\" map_to_output \(binding.output)\n"
            }
        }
        return text
    }

    /// A sway identifier inside double quotes: backslashes and quotes escaped, control characters as `?`.
    private static func swayQuoted(_ text: String) -> String {
        CalibrationSnippets.commentSafe(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private static func labwc(_ usable: [Usable], _ why: [String]) -> String {
        var lines = [#"<?xml version="1.0"?>"#,
                     "<!-- labwc (~/.config/labwc/rc.xml): touch-sandbox map-outputs (labwc-config(5): <touch>).",
                     "     Merge into your rc.xml; labwc -r reloads it."]
        lines += why.map { "     " + CalibrationSnippets.xmlCommentSafe($0) }
        lines[lines.count - 1] += " -->"
        lines.append("<labwc_config>")
        for binding in usable {
            lines.append(#"  <touch deviceName="\#(CalibrationSnippets.xmlAttribute(binding.device.name))" mapToOutput="\#(binding.output)" mouseEmulation="no" />"#)
        }
        lines.append("</labwc_config>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func weston(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            # weston.ini: touch-sandbox map-outputs
            # Weston binds a touchscreen to an output by the udev property WL_OUTPUT (99-touch-outputs.rules), not by a
            # weston.ini key: its [libinput] section only sets tapping and the calibrator, and [output] names the outputs
            # (name= as the connector, weston-info or the log shows it). Install the rule, reload udev, restart Weston.

            """
        text += comments(why)
        for output in Array(Set(usable.map(\.output))).sorted() {
            let devices = usable.filter { $0.output == output }.map { "\"\(CalibrationSnippets.commentSafe($0.device.name))\"" }
            text += "[output]\nname=\(output)\n# touch: \(devices.joined(separator: ", ")) (WL_OUTPUT=\(output) in the rule)\n\n"
        }
        return text
    }

    // MARK: Toolkits and cage

    /// Qt's eglfs KMS backend names an output by its connector type and number, without the kernel's `-A-`:
    /// `HDMI-A-1` is `HDMI1`, `DP-2` is `DP2`, `eDP-1` is `eDP1` (qkmsdevice.cpp, nameForConnector).
    public static func qtOutputName(_ connector: String) -> String {
        let parts = connector.split(separator: "-")
        guard parts.count >= 2, let number = parts.last, number.allSatisfy(\.isNumber) else { return connector }
        return String(parts[0]) + number
    }

    private static func qt(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            # Qt (eglfs on KMS with the evdev touch plugin): touch-sandbox map-outputs
            # Qt reads the devices itself (not through libinput, so WL_OUTPUT does nothing here). It opens the devices
            # listed in QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS, and QT_QPA_EGLFS_KMS_CONFIG's "touchDevice" puts each on its
            # screen (qt-kms.json beside this file). Put both in the app's environment (Environment= in its unit).
            # linuxfb and Wayland clients cannot bind a touch device to a screen.

            """
        text += comments(why)
        let nodes = usable.compactMap(\.device.node)
        for binding in usable where binding.device.node == nil {
            text += "# The event node of \"\(CalibrationSnippets.commentSafe(binding.device.name))\" is not known here (libinput list-devices shows it).\n"
        }
        if !nodes.isEmpty {
            text += "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=\(nodes.joined(separator: ":"))\n"
            text += "QT_QPA_EGLFS_KMS_CONFIG=/etc/touch-sandbox/qt-kms.json\n"
        }
        return text
    }

    private static func qtKms(_ usable: [Usable]) -> String {
        let entries = usable.compactMap { binding -> String? in
            guard let node = binding.device.node else { return nil }
            return "    { \"name\": \"\(qtOutputName(binding.output))\", \"touchDevice\": \"\(node)\" }"
        }
        return "{\n  \"outputs\": [\n" + entries.joined(separator: ",\n") + (entries.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    private static func kivy(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            Kivy: touch-sandbox map-outputs
            Kivy has no setting that binds a touch device to an output: a Kivy app is one window, and its [input]
            providers (hidinput, mtdev) read the device themselves and spread it over that window. What comes closest:
            put the window on the output (fullscreen there) and list only that output's touchscreen in [input].

            """
        text += comments(why, "")
        for binding in usable {
            text += "\(binding.output): [input] touch = probesysfs,provider=hidinput,match=\(CalibrationSnippets.commentSafe(binding.device.name))\n"
        }
        return text
    }

    private static func cage(_ usable: [Usable], _ why: [String]) -> String {
        var text = """
            cage: touch-sandbox map-outputs
            cage has no input settings of its own. It maps a touchscreen to the output its WL_OUTPUT udev property names
            (99-touch-outputs.rules), and otherwise over every output it extends across (cage -m extend, the default).
            cage -m last uses the last output alone, and then one touchscreen needs no binding.

            """
        text += comments(why, "")
        for binding in usable { text += "\"\(CalibrationSnippets.commentSafe(binding.device.name))\" → \(binding.output)\n" }
        return text
    }
}
