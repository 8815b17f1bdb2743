import Foundation
import TouchFiles

/// Why `--current FILE` cannot be used; the text names the file and the field.
public struct CurrentCalibrationFileError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

extension CurrentCalibration {
    /// The largest `--current` file read: a calibration.json is a few kilobytes.
    static let fileLimit = 1 << 20

    /// The `"matrix"` of an earlier `calibration.json` (`--current FILE`); nothing else of the file is read. Fails,
    /// naming the file and the field, when the file cannot be read, is not a JSON object, has no `"matrix"`, or
    /// its matrix is not six finite numbers that can be undone. The source names the file by its absolute path.
    public static func read(file path: String) throws(CurrentCalibrationFileError) -> CurrentCalibration {
        func failure(_ reason: String) -> CurrentCalibrationFileError {
            CurrentCalibrationFileError(description: "\(path): \(reason) (--current takes an earlier calibration.json)")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(path, limit: fileLimit)
        } catch {
            throw failure(error.reason)
        }
        let shape: FileShape
        do {
            shape = try JSONDecoder().decode(FileShape.self, from: Data(bytes))
        } catch FileShape.Problem.notAList {
            throw failure(#""matrix" is not a list of numbers"#)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw failure("not a JSON object")
        } catch {
            throw failure("not JSON")
        }
        guard let values = shape.matrix else { throw failure(#"no "matrix" field"#) }
        guard values.count == 6 else {
            throw failure(#""matrix" holds \#(values.count) values; a calibration matrix has 6 (a b c d e f)"#)
        }
        var numbers: [Double] = []
        for (index, value) in values.enumerated() {
            guard let number = value.number, number.isFinite else { throw failure(#""matrix"[\#(index)] is not a finite number"#) }
            numbers.append(number)
        }
        let matrix = CalibrationMatrix(coefficients: numbers)!
        // Named in full: the snippets say where the matrix they replace came from, and they are read elsewhere.
        let absolute = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        guard let current = CurrentCalibration(matrix: matrix, source: .file((absolute as NSString).standardizingPath)) else {
            throw failure(#""matrix" \#(matrix.libinputText) is singular (a·e − b·d = \#(CalibrationMatrix.text(matrix.determinant))): it squashes the panel onto a line, so no matrix in force can be it"#)
        }
        return current
    }
}

/// What `CurrentCalibration.read(file:)` takes of a calibration.json: `"matrix"` alone, each entry a number or not.
private struct FileShape: Decodable {
    enum Problem: Error { case notAList }

    struct Entry: Decodable {
        /// nil when the entry is not a number Swift can hold (a string, a boolean, null, a number out of range).
        var number: Double?

        init(from decoder: Decoder) throws {
            number = try? decoder.singleValueContainer().decode(Double.self)
        }
    }

    private enum Key: String, CodingKey { case matrix }

    /// nil when the object has no `"matrix"`.
    var matrix: [Entry]?

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.contains(.matrix) else { return }
        guard let entries = try? container.decode([Entry].self, forKey: .matrix) else { throw Problem.notAList }
        matrix = entries
    }
}
