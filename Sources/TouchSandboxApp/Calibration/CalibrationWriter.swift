import Foundation
import TouchScreenTesting

/// Writes a finished calibration: `DIR/calibration.json` (with `--report DIR`), each stack's snippet as a file (with
/// `--write DIR`) and, on standard output, the matrix, the turn it holds and the lines that apply it. A calibration
/// that did not finish writes nothing and is a failure (exit 1).
struct CalibrationWriter {
    let directory: String?
    /// `--write DIR`: where the snippets go.
    let snippetDirectory: String?
    /// `--verify`: the fix is applied; report how far the taps land from the targets.
    let verify: Bool

    var path: String? { directory.map { ($0 as NSString).appendingPathComponent("calibration.json") } }

    /// Creates the directories (and their parents) now and checks the files can be written, so a path that cannot be
    /// used fails before the first target (exit 2).
    init(directory: String?, snippetDirectory: String? = nil, verify: Bool = false) throws {
        self.directory = directory
        self.snippetDirectory = snippetDirectory
        self.verify = verify
        if let directory {
            try OutputPreflight.prepareDirectory(directory, files: [("calibration.json", "the calibration")])
        }
        if let snippetDirectory {
            try OutputPreflight.prepareDirectory(snippetDirectory, files: CalibrationSnippets.fileNames.map { ($0.file, "the \($0.key) snippet") })
        }
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
        var written: [String] = []
        if let snippetDirectory {
            for file in result.snippets.files {
                let path = (snippetDirectory as NSString).appendingPathComponent(file.file)
                do {
                    try OutputFile.write(Data(file.contents.utf8), to: path)
                } catch {
                    throw RuntimeFailure("\(error)")
                }
                written.append(path)
            }
        }
        if verify { printVerification(result) }
        let residual = result.maxResidualMillimetres.map { " (\(CalibrationMatrix.text($0)) mm)" } ?? ""
        print("""
            LIBINPUT_CALIBRATION_MATRIX \(result.matrix.map(CalibrationMatrix.text).joined(separator: " "))
            largest residual \(CalibrationMatrix.text(result.maxResidualPixels)) px\(residual)
            the panel is \(orientation(result)) (rotation \(result.rotation), mirrored \(result.mirrored))
            udev rule (a line in /etc/udev/rules.d/99-touch-calibration.rules):
            \(result.udevRule)
            X11 without udev:
            \(result.xinputCommand)
            """)
        if let path { print("written to \(path)") }
        if let snippetDirectory {
            print("snippets for each stack written to \(snippetDirectory): \(CalibrationSnippets.fileNames.map(\.file).joined(separator: ", "))")
        }
    }

    /// How far the taps landed from the targets as delivered, and whether touch still needs correcting.
    private func printVerification(_ result: CalibrationResult) {
        func figure(_ pixels: Double, _ millimetres: Double?) -> String {
            CalibrationMatrix.text((pixels * 10).rounded() / 10) + " px" + (millimetres.map { " (\(CalibrationMatrix.text(($0 * 100).rounded() / 100)) mm)" } ?? "")
        }
        let each = result.targets.enumerated().map { "\($0.offset + 1): \(figure($0.element.missPixels, $0.element.missMillimetres))" }
        let verdict = result.needsNoCorrection()
            ? "touch needs no more correcting: the taps give an upright fit within 0.02 of the identity"
            : "touch still needs correcting (the panel is \(orientation(result)); the matrix below includes what is left): apply the fix below"
        print("""
            verification: the taps land within \(figure(result.maxMissPixels, result.maxMissMillimetres)) of the targets
              \(each.joined(separator: "   "))
            \(verdict)
            """)
    }

    private func orientation(_ result: CalibrationResult) -> String {
        PanelOrientation(rotation: result.rotation, mirrored: result.mirrored)?.description ?? "turned \(result.rotation)°"
    }
}
