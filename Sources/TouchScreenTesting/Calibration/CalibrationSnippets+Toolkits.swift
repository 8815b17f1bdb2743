import Foundation
import TouchEngine

/// The toolkits that read the touch device themselves, bypassing libinput (and so the udev rule): Qt's evdev touch
/// plugin (`QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS`, Qt for Embedded Linux) and Kivy's `[input]` providers. They can only
/// turn and mirror, so theirs is the orientation alone.
extension CalibrationSnippets {
    static func qt(_ inputs: Inputs) -> String {
        let parameters = qtParameters(inputs.orientation)
        let setting = parameters.isEmpty
            ? "# Nothing to turn or mirror: leave QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS unset (or without rotate/invertx)."
            : "QT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=\(parameters)"
        return """
            # Qt (eglfs or linuxfb with the evdev touch plugin): touch-sandbox calibration of \(heading(inputs))
            \(comments(replacementNote(inputs), "# "))
            # Put it in the app's environment (Environment= in its systemd unit). Without a /dev/input/eventN: part Qt
            # uses every touchscreen.
            \(fineNote(inputs))
            \(setting)

            """
    }

    /// `rotate=90:invertx`: Qt turns clockwise on screen first, then inverts, like `PanelOrientation`; "" when upright.
    /// A half turn mirrored left–right is `inverty` alone.
    static func qtParameters(_ orientation: PanelOrientation) -> String {
        if orientation.rotation == 180 && orientation.mirrored { return "inverty" }
        var parameters: [String] = []
        if orientation.rotation != 0 { parameters.append("rotate=\(orientation.rotation)") }
        if orientation.mirrored { parameters.append("invertx") }
        return parameters.joined(separator: ":")
    }

    static func kivy(_ inputs: Inputs) -> String {
        let setting = KivyInputMapping.setting(for: inputs.orientation)
        // probesysfs splits its arguments at commas and matches a plain substring of the name; the config file
        // interpolates %.
        let match = inputs.deviceName.flatMap { name -> String? in
            let unsafe = name.unicodeScalars.contains { $0 == "," || $0 == "%" || $0 == "#" || $0 == ";" || CalibrationRules.isControl($0) }
            return unsafe || name.trimmingCharacters(in: .whitespaces) != name ? nil : ",match=\(name)"
        } ?? ""
        return """
            # Kivy (~/.kivy/config.ini): touch-sandbox calibration of \(heading(inputs))
            \(comments(replacementNote(inputs), "# "))
            # Replace the probesysfs line(s) of [input] with this one; the mtdev provider takes the same three options.
            \(fineNote(inputs))
            [input]
            %(name)s = probesysfs,provider=hidinput\(match),param=rotation=\(setting.rotation),param=invert_x=\(setting.invertX ? 1 : 0),param=invert_y=\(setting.invertY ? 1 : 0)

            """
    }

    private static func fineNote(_ inputs: Inputs) -> String {
        let miss = CalibrationMatrix.text((inputs.orientationResidualPixels * 10).rounded() / 10)
        return "# It reads the device itself, not through libinput, and only turns and mirrors: the fine part of the\n"
            + "# calibration is lost (with the turn alone the taps miss by up to \(miss) px). The turn is the whole fix's,\n"
            + "# the matrix in force included: libinput's matrix does not reach a toolkit reading the device itself."
    }
}

/// How Kivy's `hidinput` and `mtdev` providers place a touch (kivy/input/providers/hidinput.py, `assign_coord`; the
/// same in mtdev.py): x is `normalize(x)`, y is `1 - normalize(y)` (Kivy's y points up), each inverted when
/// `invert_x`/`invert_y` is 1; then with `rotation` 0 x goes to x, 90 to y, 180 to `1 - x`, 270 to `1 - y` (and y
/// likewise to y, x, `1 - y`, `1 - x`). hidinput's `invert_y` defaults to 1 and mtdev's to 0, so the snippet always
/// writes all three.
public enum KivyInputMapping {
    public struct Setting: Equatable, Sendable {
        public var rotation: Int
        public var invertX: Bool
        public var invertY: Bool

        public init(rotation: Int, invertX: Bool, invertY: Bool) {
            (self.rotation, self.invertX, self.invertY) = (rotation, invertX, invertY)
        }
    }

    /// Where Kivy puts a touch at the panel's normalised (x, y), in screen coordinates with y pointing down.
    public static func place(_ x: Double, _ y: Double, with setting: Setting) -> (x: Double, y: Double) {
        let valueX = setting.invertX ? 1 - x : x
        let valueY = setting.invertY ? y : 1 - y
        let kivy: (x: Double, y: Double)
        switch setting.rotation {
        case 90: kivy = (valueY, valueX)
        case 180: kivy = (1 - valueX, 1 - valueY)
        case 270: kivy = (1 - valueY, 1 - valueX)
        default: kivy = (valueX, valueY)
        }
        return (kivy.x, 1 - kivy.y)
    }

    /// The setting (smallest rotation, then fewest inversions) that places touches as `orientation` does.
    public static func setting(for orientation: PanelOrientation) -> Setting {
        let matrix = orientation.matrix
        let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)]
        for rotation in [0, 90, 180, 270] {
            for (invertX, invertY) in [(false, false), (true, false), (false, true), (true, true)] {
                let setting = Setting(rotation: rotation, invertX: invertX, invertY: invertY)
                let agrees = corners.allSatisfy { corner in
                    let placed = place(corner.0, corner.1, with: setting)
                    let wanted = matrix.apply(.init(corner.0, corner.1))
                    return abs(placed.x - wanted.x) < 1e-9 && abs(placed.y - wanted.y) < 1e-9
                }
                if agrees { return setting }
            }
        }
        preconditionFailure("every orientation is one of Kivy's settings")
    }
}
