import Foundation

/// The lines that apply a calibration matrix to a device: a udev rule for libinput (Wayland compositors such as
/// cage, and X11 with the libinput driver) and an `xinput` command for an X11 session without udev access.
public enum CalibrationRules {
    /// `ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="NAME", ENV{LIBINPUT_CALIBRATION_MATRIX}="a b c d e f"`,
    /// matching the device by name. Characters udev's patterns treat specially (`*?[]|`), quotes, backslashes and
    /// control characters in the name match any one character (`?`). Without a name the rule matches every touchscreen.
    public static func udevRule(deviceName: String?, matrix: CalibrationMatrix) -> String {
        let match: String
        if let deviceName, !deviceName.isEmpty {
            match = #"KERNEL=="event*", ATTRS{name}==""# + patternSafe(deviceName) + #"""#
        } else {
            match = #"KERNEL=="event*", ENV{ID_INPUT_TOUCHSCREEN}=="1""#
        }
        return #"ACTION=="add|change", "# + match + #", ENV{LIBINPUT_CALIBRATION_MATRIX}=""# + matrix.libinputText + #"""#
    }

    /// `xinput set-prop 'NAME' 'libinput Calibration Matrix' a b c d e f 0 0 1`, the name quoted for a POSIX shell so
    /// the line can be pasted as it is (a placeholder when it is not known). A name with control characters (ESC,
    /// newlines, NUL: they must never reach the terminal raw) is spelled out instead with `"$(printf '…')"`, octal
    /// escapes for those characters, so the command still names the device exactly.
    public static func xinputCommand(deviceName: String?, matrix: CalibrationMatrix) -> String {
        let name = deviceName.flatMap { $0.isEmpty ? nil : $0 } ?? "<touchscreen name from xinput list>"
        return "xinput set-prop \(shellWord(name)) 'libinput Calibration Matrix' \(matrix.libinputText) 0 0 1"
    }

    /// `text` as one word of a POSIX shell command line, with no control character in it.
    static func shellWord(_ text: String) -> String {
        func singleQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        guard text.unicodeScalars.contains(where: isControl) else { return singleQuoted(text) }
        var format = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                for byte in String(scalar).utf8 { format += "\\" + String(byte, radix: 8).leftPadded(to: 3) }
            } else if scalar == "\\" {
                format += "\\\\"
            } else if scalar == "%" {
                format += "%%"
            } else {
                format.unicodeScalars.append(scalar)
            }
        }
        return "\"$(printf \(singleQuoted(format)))\""
    }

    /// C0 and C1 control characters and DEL: what a terminal may act on.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value)
    }

    static func patternSafe(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            let special: Set<Character> = ["*", "?", "[", "]", "|", "\"", "\\"]
            let character = Character(scalar)
            return special.contains(character) || isControl(scalar) ? "?" : character
        })
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
