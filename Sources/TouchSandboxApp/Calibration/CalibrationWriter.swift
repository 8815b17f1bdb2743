import Foundation
import TouchScreenTesting

/// Writes a finished calibration: `DIR/calibration.json` (with `--report DIR`) and, on standard output, the matrix
/// and the lines that apply it. A calibration that did not finish writes nothing and is a failure (exit 1).
struct CalibrationWriter {
    let directory: String?

    var path: String? { directory.map { ($0 as NSString).appendingPathComponent("calibration.json") } }

    /// Creates the directory (and its parents) now and checks the file can be written, so a path that cannot be used
    /// fails before the first target (exit 2).
    init(directory: String?) throws {
        self.directory = directory
        guard let directory else { return }
        try OutputPreflight.prepareDirectory(directory, files: [("calibration.json", "the calibration")])
    }

    func write(_ session: CalibrationSession) throws {
        guard let result = session.result else {
            if let problem = session.implausibility, session.taps.isEmpty {
                throw RuntimeFailure("calibration refused: these taps cannot come from a real panel: \(problem); nothing written")
            }
            throw RuntimeFailure("calibration not finished: \(session.taps.count) of \(CalibrationSession.targets.count) targets answered; nothing written")
        }
        if let path {
            do {
                try OutputFile.write(try result.jsonData(), to: path)
            } catch let error as OutputFileError {
                throw RuntimeFailure("\(error)")
            } catch {
                throw RuntimeFailure("cannot encode the calibration: \(error)")
            }
        }
        let residual = result.maxResidualMillimetres.map { " (\(CalibrationMatrix.text($0)) mm)" } ?? ""
        print("""
            LIBINPUT_CALIBRATION_MATRIX \(result.matrix.map(CalibrationMatrix.text).joined(separator: " "))
            largest residual \(CalibrationMatrix.text(result.maxResidualPixels)) px\(residual)
            udev rule (a line in /etc/udev/rules.d/99-touch-calibration.rules):
            \(result.udevRule)
            X11 without udev:
            \(result.xinputCommand)
            """)
        if let path { print("written to \(path)") }
    }
}
