import Foundation

/// Reads the calibration matrix udev gives a device, as libinput reads it when the compositor or X server opens the
/// device: the property `LIBINPUT_CALIBRATION_MATRIX` in udev's database, the file `c<major>:<minor>` (the event
/// node's device number) in `/run/udev/data`, as lines `E:KEY=VALUE`.
///
/// libinput takes the property only when it holds at least six numbers made of digits, signs and points (its
/// `parse_calibration_property` and `safe_atod`: no exponent, no `inf`), and then the first six; otherwise it applies
/// none. The reader keeps the same rule, so what it returns is the matrix in force.
public enum UdevCalibrationReader {
    public static let defaultDataFolder = "/run/udev/data"
    /// The environment variable naming another folder than `/run/udev/data` (the tests give a fake one).
    public static let dataFolderVariable = "TOUCH_SANDBOX_UDEV_DATA"
    static let property = "LIBINPUT_CALIBRATION_MATRIX"

    /// `TOUCH_SANDBOX_UDEV_DATA` when set and not empty, else `/run/udev/data`.
    public static func dataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment[dataFolderVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultDataFolder
    }

    /// The major and minor number of the character device at `path`; nil when it is not one (or cannot be seen).
    public static func deviceNumber(ofNode path: String) -> (major: UInt32, minor: UInt32)? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFCHR else { return nil }
        return split(deviceNumber: UInt64(status.st_rdev))
    }

    /// glibc's `major()` and `minor()` of a `dev_t`: 12 bits of major and 20 of minor, spread over 64 bits.
    public static func split(deviceNumber value: UInt64) -> (major: UInt32, minor: UInt32) {
        let major = ((value >> 8) & 0xfff) | ((value >> 32) & ~UInt64(0xfff))
        let minor = (value & 0xff) | ((value >> 12) & ~UInt64(0xff))
        return (UInt32(truncatingIfNeeded: major), UInt32(truncatingIfNeeded: minor))
    }

    /// What udev's data file says of the matrix.
    public enum Finding: Equatable, Sendable {
        /// The property is not set: libinput applies no matrix.
        case notSet
        /// The matrix libinput applies.
        case matrix(CalibrationMatrix)
        /// The property is set but libinput cannot read it (the value, and why), so it applies none.
        case unreadable(value: String, why: String)
    }

    /// The property in the text of a udev data file.
    public static func finding(inDataFile text: String) -> Finding {
        let prefix = "E:\(property)="
        // udev writes each property once; were it there twice, the last is the one udev's library would keep.
        guard let line = text.split(separator: "\n", omittingEmptySubsequences: true).last(where: { $0.hasPrefix(prefix) }) else {
            return .notSet
        }
        let value = String(line.dropFirst(prefix.count))
        let words = value.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 6 else { return .unreadable(value: value, why: "\(words.count) numbers where libinput needs 6") }
        var numbers: [Double] = []
        for word in words.prefix(6) {
            let plain = word.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
            guard plain, let number = Double(word), number.isFinite else {
                return .unreadable(value: value, why: "\"\(word)\" is not a number libinput reads")
            }
            numbers.append(number)
        }
        return .matrix(CalibrationMatrix(coefficients: numbers)!)
    }

    /// The matrix in force for the event node at `node` (`/dev/input/event5`), from udev's data in `dataFolder`,
    /// with a warning when something stood in the way (the identity is then taken, as libinput would).
    public static func current(forNode node: String, dataFolder: String) -> (calibration: CurrentCalibration, warning: String?) {
        guard let number = deviceNumber(ofNode: node) else {
            return (.none("\(node) is not a device node that can be examined"), "\(node): not a character device; no matrix in force read")
        }
        let file = (dataFolder as NSString).appendingPathComponent("c\(number.major):\(number.minor)")
        guard let data = FileManager.default.contents(atPath: file) else {
            return (.none("udev has no data for \(node) (\(file))"), "\(file) cannot be read: udev's calibration matrix of \(node) is unknown, none taken")
        }
        switch finding(inDataFile: String(decoding: data, as: UTF8.self)) {
        case .notSet:
            return (.none("udev sets no LIBINPUT_CALIBRATION_MATRIX for \(node) (\(file))"), nil)
        case .unreadable(let value, let why):
            return (.none("udev's LIBINPUT_CALIBRATION_MATRIX \"\(value)\" for \(node) is not one libinput applies"),
                    "\(file): LIBINPUT_CALIBRATION_MATRIX \"\(value)\": \(why); libinput ignores it, so none is in force")
        case .matrix(let matrix):
            guard let current = CurrentCalibration(matrix: matrix, source: .udev(dataFile: file)) else {
                return (.none("udev's LIBINPUT_CALIBRATION_MATRIX for \(node) is singular"),
                        "\(file): LIBINPUT_CALIBRATION_MATRIX \(matrix.libinputText) squashes the panel onto a line; taps through it cannot be corrected")
            }
            return (current, nil)
        }
    }
}
