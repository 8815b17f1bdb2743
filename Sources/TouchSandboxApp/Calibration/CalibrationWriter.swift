import Foundation
import TouchScreenTesting

/// Writes a finished calibration: `DIR/calibration.json` (with `--report DIR`), each stack's snippet as a file (with
/// `--write DIR`) and, on standard output, the matrix, the matrix in force it replaces, the turn it holds and the lines
/// that apply it. A calibration that did not finish writes nothing and is a failure (exit 1).
///
/// A snippet never silently replaces a file: an earlier file of the same name with other contents is kept as
/// `NAME.~N~` (the first number free, as `cp --backup=numbered` names them) and the output says so.
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
            try OutputPreflight.prepareDirectory(snippetDirectory, files: CalibrationSnippets.fileNames.map { ($0.file, "the \($0.stack.rawValue) snippet") })
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
        var kept: [String] = []
        if let snippetDirectory {
            for file in result.snippets.files {
                let path = (snippetDirectory as NSString).appendingPathComponent(file.file)
                let contents = Data(file.contents.utf8)
                do {
                    if let backup = try SnippetBackup.keep(path, unless: contents) { kept.append("kept the earlier \(path) as \(backup)") }
                    try OutputFile.write(contents, to: path)
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
            \(currentLine(session.current))
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
            for line in kept { print(line) }
        }
    }

    /// The snippet files `--write` would keep as backups for `result` (names only): those there already with other
    /// contents. Empty without `--write` or a result.
    func filesToKeep(_ result: CalibrationResult?) -> [String] {
        guard let snippetDirectory, let result else { return [] }
        return result.snippets.files.filter { file in
            SnippetBackup.differs((snippetDirectory as NSString).appendingPathComponent(file.file), from: Data(file.contents.utf8))
        }.map(\.file)
    }

    /// "matrix in force when the taps were made: … — the new matrix contains it and replaces it", or why none was found.
    private func currentLine(_ current: CurrentCalibration) -> String {
        switch current.source {
        case .none(let reason):
            "no matrix was found in force when the taps were made (\(reason)): the identity was taken, this is a first fix"
        case .udev(let file), .file(let file):
            "matrix in force when the taps were made: \(current.matrix.libinputText) (\(current.sourceKind == "udev" ? "udev, " : "")\(file)); "
                + "the new matrix contains it: install it in its place"
        }
    }

    /// How far the taps landed from the targets as delivered, and whether touch still needs correcting.
    private func printVerification(_ result: CalibrationResult) {
        func figure(_ pixels: Double, _ millimetres: Double?) -> String {
            CalibrationMatrix.text((pixels * 10).rounded() / 10) + " px" + (millimetres.map { " (\(CalibrationMatrix.text(($0 * 100).rounded() / 100)) mm)" } ?? "")
        }
        let each = result.targets.enumerated().map { "\($0.offset + 1): \(figure($0.element.missPixels, $0.element.missMillimetres))" }
        let verdict = result.needsNoCorrection()
            ? "touch needs no more correcting: the taps ask for an upright correction within \(CalibrationMatrix.text(CalibrationConfiguration().verifiedTolerance)) of the identity"
            : "touch still needs correcting (\(Self.stillNeeded(result))): install the new matrix below in place of the one in force"
        print("""
            verification: the taps land within \(figure(result.maxMissPixels, result.maxMissMillimetres)) of the targets
              \(each.joined(separator: "   "))
            \(verdict)
            """)
    }

    /// What the correction still does, in words: "the taps need to be turned 90° clockwise", or how far it is from
    /// the identity.
    static func stillNeeded(_ result: CalibrationResult) -> String {
        guard let correction = CalibrationMatrix(coefficients: result.correctionMatrix) else { return "the correction is unknown" }
        let orientation = PanelOrientation.nearest(to: correction)
        if orientation != .upright { return "the taps need to be \(orientation.description)" }
        let largest = zip(result.correctionMatrix, CalibrationMatrix.identity.coefficients).map { abs($0 - $1) }.max() ?? 0
        return "the correction differs from the identity by up to \(CalibrationMatrix.text((largest * 1000).rounded() / 1000))"
    }

    private func orientation(_ result: CalibrationResult) -> String {
        PanelOrientation(rotation: result.rotation, mirrored: result.mirrored)?.description ?? "turned \(result.rotation)°"
    }
}
