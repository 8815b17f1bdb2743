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

    /// `xinput set-prop 'NAME' 'libinput Calibration Matrix' a b c d e f 0 0 1` (the name quoted for a POSIX shell;
    /// a placeholder when it is not known).
    public static func xinputCommand(deviceName: String?, matrix: CalibrationMatrix) -> String {
        let name = deviceName.flatMap { $0.isEmpty ? nil : $0 } ?? "<touchscreen name from xinput list>"
        let quoted = "'" + name.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        return "xinput set-prop \(quoted) 'libinput Calibration Matrix' \(matrix.libinputText) 0 0 1"
    }

    static func patternSafe(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            let special: Set<Character> = ["*", "?", "[", "]", "|", "\"", "\\"]
            let character = Character(scalar)
            return special.contains(character) || scalar.value < 0x20 || scalar.value == 0x7f ? "?" : character
        })
    }
}
