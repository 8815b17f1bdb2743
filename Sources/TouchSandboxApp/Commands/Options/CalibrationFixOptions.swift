import ArgumentParser
import TouchScreenTesting

/// Where a calibration's fix goes, for `calibrate` and `replay --calibrate`: the output the panel is on (so the
/// snippets bind the device to it) and a folder that gets each stack's snippet as a file.
struct CalibrationFixOptions: ParsableArguments {
    @Option(name: .customLong("output"),
            help: "The output (connector) the touchscreen is on, as the compositor names it (HDMI-A-1, eDP-1): the snippets then bind the device to it.")
    var outputName: String?

    @Option(help: "Also write each stack's snippet (udev, xinput, sway, labwc, weston, qt, kivy, cage) as a file into this directory (created if missing).")
    var write: String?

    @Flag(help: "Check a calibration already applied: tap the five targets again; shows and prints how far the taps land from them (px, and mm when the panel's size is known) and whether touch still needs correcting.")
    var verify = false

    @Option(help: ArgumentHelp("The calibration.json of the fix in force while the taps are made (only its \"matrix\" is read): the new matrix is made on top of it. Without it, calibrate reads udev's LIBINPUT_CALIBRATION_MATRIX of the device.", valueName: "file"))
    var current: String?

    /// True when any option was given.
    var isUsed: Bool { outputName != nil || write != nil || verify || current != nil }

    /// `--current FILE` read and checked (exit 2 naming the file and the field when it cannot be used); nil without it.
    func loadCurrent() throws -> CurrentCalibration? {
        guard let current else { return nil }
        do {
            return try CurrentCalibration.read(file: current)
        } catch {
            throw InputFileError(error.description)
        }
    }

    func validate() throws {
        if let outputName, !CalibrationSnippets.isPlainOutputName(outputName) {
            throw ValidationError("--output \(outputName.debugDescription): expected an output name such as HDMI-A-1 or eDP-1 (letters, digits, '.', '_', ':', '-'; at most 64)")
        }
    }
}
