/// The calibration matrix libinput already applied to the device while the taps were made, and where it was read.
///
/// Every tap the calibration sees went through it (display = current · device), so the taps only tell the
/// correction still needed (display = correction · seen). The fix to install is their product, correction · current
/// (`CalibrationResult`): installed in place of the current matrix it gives what the correction asks for, where the
/// correction alone would undo the first fix. The matrix is always invertible (a singular one squashes the panel onto
/// a line, and no tap through it can be corrected).
public struct CurrentCalibration: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        /// None was found: the identity is taken. `reason` says why, in words.
        case none(reason: String)
        /// udev's `LIBINPUT_CALIBRATION_MATRIX` of the device, read from this udev data file (`/run/udev/data/c13:66`).
        case udev(dataFile: String)
        /// `--current FILE`: the `"matrix"` of an earlier `calibration.json`.
        case file(String)
    }

    public let matrix: CalibrationMatrix
    public let source: Source

    /// nil when `matrix` cannot be undone.
    public init?(matrix: CalibrationMatrix, source: Source) {
        guard matrix.inverse != nil else { return nil }
        self.matrix = matrix
        self.source = source
    }

    /// No matrix in force (the identity), with the reason in words.
    public static func none(_ reason: String) -> CurrentCalibration {
        CurrentCalibration(identityBecause: reason)
    }

    private init(identityBecause reason: String) {
        matrix = .identity
        source = .none(reason: reason)
    }

    /// What a library user gets without saying: no matrix in force.
    public static let notGiven = CurrentCalibration.none("none was given")

    /// `calibration.json`'s `"currentMatrixSource"`: `none`, `udev` or `file`.
    public var sourceKind: String {
        switch source {
        case .none: "none"
        case .udev: "udev"
        case .file: "file"
        }
    }

    /// The file it was read from (the udev data file, or the earlier calibration.json); nil when none.
    public var sourceFile: String? {
        switch source {
        case .none: nil
        case .udev(let file), .file(let file): file
        }
    }

    /// "0.98 -0.02 0.03 0.01 1.01 -0.02 (udev's LIBINPUT_CALIBRATION_MATRIX, /run/udev/data/c13:66)", or
    /// "none (REASON)".
    public var description: String {
        switch source {
        case .none(let reason): "none (\(reason))"
        case .udev(let file): "\(matrix.libinputText) (udev's LIBINPUT_CALIBRATION_MATRIX, \(file))"
        case .file(let file): "\(matrix.libinputText) (the \"matrix\" of \(file))"
        }
    }

    /// What a fix made on top of this one replaces, in a few sentences for a comment (one line each, no prefix).
    public var replacementNote: [String] {
        switch source {
        case .none:
            // Without the reason, which tells how the session ran: the same taps give the same files live and replayed.
            return ["No calibration matrix was found in force when the taps were made, so this is a first fix.",
                    "If one is installed, remove it first, or calibrate again with --current ITS/calibration.json."]
        case .udev(let file):
            return ["Replaces the matrix libinput applied when the taps were made, \(matrix.libinputText) (udev's",
                    "LIBINPUT_CALIBRATION_MATRIX, read from \(file)). This one already contains it: put it in place of",
                    "the rule that set it (udevadm info shows the device's properties), never beside it."]
        case .file(let file):
            return ["Replaces the matrix in force when the taps were made, \(matrix.libinputText) (the \"matrix\" of",
                    "\(file)). This one already contains it: install it in place of that fix, never on top of it."]
        }
    }
}
