/// The Wayland compositors that take touch from libinput and have settings of their own: sway (sway-input(5)),
/// labwc (labwc-config(5)) and Weston (weston.ini(5), udev's WL_OUTPUT).
extension CalibrationSnippets {
    static func sway(_ inputs: Inputs) -> String {
        let device = inputs.deviceName.map { "\"\(commentSafe($0))\"" } ?? "the touchscreen"
        let mapping = inputs.output.map { "    map_to_output \($0)" }
            ?? "    # map_to_output NAME    (with several outputs: the output's name from swaymsg -t get_outputs)"
        return """
            # sway (~/.config/sway/config): touch-sandbox calibration of \(heading(inputs))
            \(comments(replacementNote(inputs), "# "))
            # sway's calibration_matrix takes the place of udev's LIBINPUT_CALIBRATION_MATRIX for the device.
            # type:touch sets every touchscreen; for \(device) alone use its identifier from swaymsg -t get_inputs.
            # Try it at once with: swaymsg input type:touch calibration_matrix \(inputs.matrix.libinputText)
            input type:touch {
                calibration_matrix \(inputs.matrix.libinputText)
            \(mapping)
            }

            """
    }

    static func labwc(_ inputs: Inputs) -> String {
        var lines = [#"<?xml version="1.0"?>"#,
                     "<!-- labwc (~/.config/labwc/rc.xml): touch-sandbox calibration, \(xmlCommentSafe(inputs.orientation.description))."]
        lines += replacementNote(inputs).map { "     " + xmlCommentSafe($0) }
        lines += ["     Merge into your rc.xml; labwc -r reloads it. -->",
                  "<labwc_config>"]
        // labwc-config(5): <touch deviceName="" mapToOutput="" mouseEmulation=""/> binds a touch device to an output.
        switch (inputs.deviceName, inputs.output) {
        case (let name?, let output?):
            lines.append(#"  <touch deviceName="\#(xmlAttribute(name))" mapToOutput="\#(output)" mouseEmulation="no" />"#)
        case (nil, let output?):
            lines += ["  <!-- The panel's name was not known here: without deviceName labwc applies this to touch devices that",
                      "       have no <touch> of their own. Add deviceName=\"NAME\" (libinput list-devices) to bind the panel alone. -->",
                      #"  <touch mapToOutput="\#(output)" mouseEmulation="no" />"#]
        case (_, nil):
            lines.append(#"  <!-- with several outputs: <touch deviceName="NAME" mapToOutput="OUTPUT" mouseEmulation="no" />,"#)
            lines.append("       NAME from libinput list-devices, OUTPUT from wlr-randr -->")
        }
        lines += ["  <libinput>",
                  #"    <device category="\#(inputs.deviceName.map(xmlAttribute) ?? "touch")">"#,
                  "      <calibrationMatrix>\(inputs.matrix.libinputText)</calibrationMatrix>",
                  "    </device>",
                  "  </libinput>",
                  "</labwc_config>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func weston(_ inputs: Inputs) -> String {
        let output = inputs.output.map { "[output]\nname=\($0)\n" }
            ?? "# With several outputs add , ENV{WL_OUTPUT}=\"NAME\" to the rule to bind the touchscreen to the [output] of that name=.\n"
        return """
            # weston.ini: touch-sandbox calibration of \(heading(inputs))
            \(comments(replacementNote(inputs), "# "))
            # Weston takes touch calibration from libinput, which reads it from udev. Install this rule as
            # /etc/udev/rules.d/99-touch-calibration.rules, reload udev, restart Weston:
            # \(udevLine(inputs))
            # Weston turns touches with the output's transform= itself: measure with transform=normal, then set the
            # transform you want, and touch follows it.
            \(output)
            """
    }

    /// `text` inside a double-quoted XML attribute: the five markup characters as entities, control characters
    /// (which XML 1.0 cannot carry) as `?`.
    static func xmlAttribute(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.unicodeScalars.append(CalibrationRules.isControl(scalar) ? "?" : scalar)
            }
        }
        return escaped
    }

    /// `text` inside an XML comment, which may not hold `--`.
    static func xmlCommentSafe(_ text: String) -> String {
        var safe = commentSafe(text)
        while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
        return safe
    }
}
