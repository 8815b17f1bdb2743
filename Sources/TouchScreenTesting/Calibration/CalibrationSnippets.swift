import Foundation

/// One calibration written as the fix for each stack a kiosk runs on, each in that stack's own documented syntax:
/// the libinput udev rule, X11's `xinput`, sway, labwc, Weston's `weston.ini`, Qt's evdev touch plugin, Kivy's
/// `[input]` section, and a note for cage. `calibration.json` carries them as `snippets`; `--write DIR` writes each as
/// the file named in `fileNames`.
///
/// Stacks that hand touch to libinput (udev, sway, labwc, Weston, cage, X11) take the whole matrix; Qt and Kivy read
/// the device themselves and can only turn and mirror it, so theirs is the `PanelOrientation` alone and says how
/// far the taps still miss without the fine part.
///
/// The matrix is the whole fix, the matrix in force when the taps were made included, and each snippet says in a
/// comment which matrix it replaces and where that was read (`CurrentCalibration.replacementNote`), so a second fix
/// is installed in place of the first and never on top of it.
public struct CalibrationSnippets: KioskSnippets, Codable, Equatable, Sendable {
    public var udev: String
    public var xinput: String
    public var sway: String
    public var labwc: String
    public var weston: String
    public var qt: String
    public var kivy: String
    public var cage: String

    /// What the snippets are made from.
    public struct Inputs: Sendable {
        /// The fitted matrix, as written (rounded).
        public var matrix: CalibrationMatrix
        public var orientation: PanelOrientation
        /// The touch device's name; nil when unknown.
        public var deviceName: String?
        /// The output (connector) the panel is on, as the compositor names it (`HDMI-A-1`); nil when not given.
        public var output: String?
        /// The largest miss (px) of the five taps with the turn alone, without the fine part.
        public var orientationResidualPixels: Double
        /// The matrix in force while the taps were made, which `matrix` contains and replaces.
        public var current: CurrentCalibration

        public init(matrix: CalibrationMatrix, orientation: PanelOrientation, deviceName: String?, output: String?,
                    orientationResidualPixels: Double, current: CurrentCalibration = .notGiven) {
            self.matrix = matrix
            self.orientation = orientation
            self.deviceName = deviceName.flatMap { $0.isEmpty ? nil : $0 }
            self.output = output
            self.orientationResidualPixels = orientationResidualPixels
            self.current = current
        }
    }

    /// The file each snippet is written to by `--write DIR`, in the order they are written.
    public static let fileNames: [(stack: KioskStack, file: String)] = [
        (.udev, "99-touch-calibration.rules"), (.xinput, "xinput-calibration.sh"), (.sway, "sway-touch.conf"),
        (.labwc, "labwc-rc.xml"), (.weston, "weston.ini"), (.qt, "qt-touch.env"), (.kivy, "kivy-config.ini"),
        (.cage, "cage.txt"),
    ]

    public func snippet(for stack: KioskStack) -> String? {
        switch stack {
        case .udev: udev
        case .xinput: xinput
        case .sway: sway
        case .labwc: labwc
        case .weston: weston
        case .qt: qt
        case .kivy: kivy
        case .cage: cage
        case .qtKms: nil
        }
    }

    /// An output name every stack's syntax takes as it is, unquoted and unescaped (connector names such as
    /// `HDMI-A-1`, `eDP-1`, `VGA1`, `X1`): a letter or digit, then letters, digits, `.`, `_`, `:` or `-`, at most 64.
    public static func isPlainOutputName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64 else { return false }
        let allowed = CharacterSet(charactersIn: "._:-")
        return CharacterSet.alphanumerics.contains(first) && first.isASCII
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || allowed.contains($0)) }
    }

    public init(_ inputs: Inputs) {
        udev = Self.udev(inputs)
        xinput = Self.xinput(inputs)
        sway = Self.sway(inputs)
        labwc = Self.labwc(inputs)
        weston = Self.weston(inputs)
        qt = Self.qt(inputs)
        kivy = Self.kivy(inputs)
        cage = Self.cage(inputs)
    }

    // MARK: libinput (udev), X11, cage

    /// The rule line, with `ENV{WL_OUTPUT}` when the output is known.
    static func udevLine(_ inputs: Inputs) -> String {
        CalibrationRules.udevRule(deviceName: inputs.deviceName, matrix: inputs.matrix)
            + (inputs.output.map { #", ENV{WL_OUTPUT}=""# + $0 + #"""# } ?? "")
    }

    private static func udev(_ inputs: Inputs) -> String {
        let binding = inputs.output.map { "WL_OUTPUT binds the touchscreen to the output \($0) (Weston reads it)." }
            ?? "With several outputs, add , ENV{WL_OUTPUT}=\"NAME\" (the output's name) to bind it to one (Weston reads it)."
        return """
            # /etc/udev/rules.d/99-touch-calibration.rules: touch-sandbox calibration of \(heading(inputs))
            \(comments(replacementNote(inputs), "# "))
            # libinput reads LIBINPUT_CALIBRATION_MATRIX when the compositor or the X server opens the device. Apply:
            #   sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input --action=change
            # then restart the compositor (or X server). \(binding)
            \(udevLine(inputs))

            """
    }

    private static func xinput(_ inputs: Inputs) -> String {
        let name = CalibrationRules.shellWord(inputs.deviceName ?? "<touchscreen name from xinput list>")
        let numbers = inputs.matrix.libinputText + " 0 0 1"
        var lines = ["#!/bin/sh",
                     "# X11: touch-sandbox calibration of \(heading(inputs))"]
        lines += replacementNote(inputs).map { "# " + $0 }
        lines += ["# Lasts until the X server stops: run it from the session's start script (xinput list names the devices).",
                  "# The libinput driver's matrix takes the place of the one udev set (LIBINPUT_CALIBRATION_MATRIX).",
                  "xinput set-prop \(name) 'libinput Calibration Matrix' \(numbers)"]
        if let output = inputs.output {
            let randr = randrName(output)
            lines += ["# map-to-output sets the Coordinate Transformation Matrix to the output's area, applied after libinput's matrix."]
            lines += randrNote(output)
            lines += ["xinput map-to-output \(name) \(randr)"]
        } else {
            lines += ["# With several screens, bind the device to its output (xrandr --listmonitors lists X11's names):",
                      "#   xinput map-to-output \(name) OUTPUT"]
        }
        lines += ["# With the old evdev driver (no libinput matrix, and it ignores udev's) and a single screen instead:",
                  "# xinput set-prop \(name) 'Coordinate Transformation Matrix' \(numbers)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name X11's modesetting driver gives the kernel's connector `output`: the kernel's `HDMI-A-1` is RandR's
    /// `HDMI-1` (its connector names drop HDMI's `-A`; every other type it names as the kernel does). Any other
    /// name is returned as it is.
    public static func randrName(_ output: String) -> String {
        let parts = output.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "HDMI", parts[1] == "A", !parts[2].isEmpty,
              parts[2].allSatisfy({ $0.isASCII && $0.isNumber }) else { return output }
        return "HDMI-\(parts[2])"
    }

    /// Comment lines (no prefix) saying that X11 names outputs its own way, and how to list them.
    static func randrNote(_ output: String) -> [String] {
        let renamed = randrName(output)
        let first = renamed != output
            ? "\(output) is the kernel's (and Wayland's) name; X11 (RandR) names it \(renamed) with the modesetting driver."
            : "X11 (RandR) may name outputs otherwise than the kernel and Wayland (their HDMI-A-1 is modesetting's HDMI-1)."
        return ["# " + first,
                "# Other X drivers name outputs their own way (amdgpu and radeon count from 0: HDMI-A-0, DisplayPort-0;",
                "# intel says HDMI1). xrandr --listmonitors lists the names here: change the last word if it is not there."]
    }

    private static func cage(_ inputs: Inputs) -> String {
        """
        cage: touch-sandbox calibration of \(heading(inputs))
        cage has no input settings of its own. It takes touch from libinput, so the udev rule (99-touch-calibration.rules,
        LIBINPUT_CALIBRATION_MATRIX) applies under it; install it, reload udev and restart cage. cage maps touch onto
        its output as the output is transformed (wlr-randr --output NAME --transform 90): turn the output first, then
        calibrate under cage, and the matrix holds what touch still needs. Matrix: \(inputs.matrix.libinputText)
        \(replacementNote(inputs).joined(separator: "\n"))

        """
    }

    /// `CurrentCalibration.replacementNote` for a comment: nothing raw in it.
    static func replacementNote(_ inputs: Inputs) -> [String] {
        inputs.current.replacementNote.map(commentSafe)
    }

    /// `lines`, each after `prefix`, joined by newlines (no newline after the last).
    static func comments(_ lines: [String], _ prefix: String) -> String {
        lines.map { prefix + $0 }.joined(separator: "\n")
    }

    /// "the panel (NAME): turned 90° clockwise, not mirrored; matrix a b c d e f" with nothing raw in it, for a comment.
    static func heading(_ inputs: Inputs) -> String {
        let device = inputs.deviceName.map { " (\(commentSafe($0)))" } ?? ""
        return "the panel\(device): \(inputs.orientation.description)"
    }

    /// `text` for a one-line comment: control characters become `?`, so a device's name cannot end the comment.
    static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { CalibrationRules.isControl($0) ? "?" : $0 }))
    }
}
