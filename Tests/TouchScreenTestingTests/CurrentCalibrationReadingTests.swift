import Foundation
import Testing
import TouchScreenTesting
import TouchTestSupport

@Suite("The matrix in force: udev's LIBINPUT_CALIBRATION_MATRIX as libinput reads it, and --current FILE")
struct CurrentCalibrationReadingTests {
    /// A udev data file as udev writes one for a touchscreen's event node.
    static let dataFile = """
        I:2318421
        E:ID_INPUT=1
        E:ID_INPUT_TOUCHSCREEN=1
        E:LIBINPUT_CALIBRATION_MATRIX=0.98 -0.02 0.03 0.01 1.01 -0.02
        E:ID_PATH=pci-0000:00:14.0-usb-0:2:1.0
        G:seat
        Q:seat

        """

    @Test("a data file's E:LIBINPUT_CALIBRATION_MATRIX line is the matrix; none set, fewer than six numbers, an exponent or inf are what libinput ignores")
    func dataFileLines() {
        #expect(UdevCalibrationReader.finding(inDataFile: Self.dataFile) == .matrix(CalibrationMatrix(0.98, -0.02, 0.03, 0.01, 1.01, -0.02)))
        #expect(UdevCalibrationReader.finding(inDataFile: "I:1\nE:ID_INPUT=1\n") == .notSet)
        #expect(UdevCalibrationReader.finding(inDataFile: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1\n")
            == .unreadable(value: "1 0 0 0 1", why: "5 numbers where libinput needs 6"))
        #expect(UdevCalibrationReader.finding(inDataFile: "E:LIBINPUT_CALIBRATION_MATRIX=1e0 0 0 0 1 0\n")
            == .unreadable(value: "1e0 0 0 0 1 0", why: "\"1e0\" is not a number libinput reads"))
        #expect(UdevCalibrationReader.finding(inDataFile: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 inf 0\n")
            == .unreadable(value: "1 0 0 0 inf 0", why: "\"inf\" is not a number libinput reads"))
        // libinput takes the first six of more.
        #expect(UdevCalibrationReader.finding(inDataFile: "E:LIBINPUT_CALIBRATION_MATRIX=0 -1 1 1 0 0 0 0 1\n")
            == .matrix(CalibrationMatrix(0, -1, 1, 1, 0, 0)))
    }

    @Test("device numbers split as glibc's major() and minor() do: 13:66 (event2) and 259:300000")
    func deviceNumbers() throws {
        #expect(UdevCalibrationReader.split(deviceNumber: 0xd42) == (13, 66))
        let value: UInt64 = (259 & 0xfff) << 8 | (300_000 & 0xff) | (300_000 & ~0xff) << 12 | (259 & ~0xfff) << 32
        #expect(UdevCalibrationReader.split(deviceNumber: value) == (259, 300_000))
        let null = try #require(UdevCalibrationReader.deviceNumber(ofNode: "/dev/null"))
        #expect(null == (1, 3))
        #expect(UdevCalibrationReader.deviceNumber(ofNode: "/etc/hostname") == nil)
    }

    @Test("the live path's reader: a node's device number names its data file in a fake udev data folder (/dev/null is c1:3)")
    func fakeDataFolder() throws {
        let scratch = try TemporaryDirectory("udev-data")
        let folder = scratch.folderPath

        let missing = UdevCalibrationReader.current(forNode: "/dev/null", dataFolder: folder)
        #expect(missing.calibration.matrix == .identity && missing.calibration.sourceKind == "none")
        #expect(missing.warning == "\(folder)/c1:3 cannot be read: udev's calibration matrix of /dev/null is unknown, none taken")

        try Self.dataFile.write(toFile: folder + "/c1:3", atomically: true, encoding: .utf8)
        let found = UdevCalibrationReader.current(forNode: "/dev/null", dataFolder: folder)
        #expect(found.warning == nil)
        #expect(found.calibration.matrix == CalibrationMatrix(0.98, -0.02, 0.03, 0.01, 1.01, -0.02))
        #expect(found.calibration.source == .udev(dataFile: folder + "/c1:3") && found.calibration.sourceFile == folder + "/c1:3")
        #expect(found.calibration.description == "0.98 -0.02 0.03 0.01 1.01 -0.02 (udev's LIBINPUT_CALIBRATION_MATRIX, \(folder)/c1:3)")

        try "E:ID_INPUT=1\n".write(toFile: folder + "/c1:3", atomically: true, encoding: .utf8)
        let unset = UdevCalibrationReader.current(forNode: "/dev/null", dataFolder: folder)
        #expect(unset.calibration.source == .none(reason: "udev sets no LIBINPUT_CALIBRATION_MATRIX for /dev/null (\(folder)/c1:3)") && unset.warning == nil)

        try "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1\n".write(toFile: folder + "/c1:3", atomically: true, encoding: .utf8)
        let unreadable = UdevCalibrationReader.current(forNode: "/dev/null", dataFolder: folder)
        #expect(unreadable.calibration.matrix == .identity)
        #expect(unreadable.warning == "\(folder)/c1:3: LIBINPUT_CALIBRATION_MATRIX \"1 0 0 0 1\": 5 numbers where libinput needs 6; libinput ignores it, so none is in force")

        #expect(UdevCalibrationReader.dataFolder(environment: [:]) == "/run/udev/data")
        #expect(UdevCalibrationReader.dataFolder(environment: ["TOUCH_SANDBOX_UDEV_DATA": folder]) == folder)
    }

    @Test("--current FILE: only \"matrix\" is read; a missing file, no matrix, five numbers, a non-finite number, a singular matrix name the file and the field")
    func currentFile() throws {
        let scratch = try TemporaryDirectory("current")
        let folder = scratch.folderPath
        func read(_ contents: String?) -> Result<CurrentCalibration, CurrentCalibrationFileError> {
            let path = folder + "/calibration.json"
            try? FileManager.default.removeItem(atPath: path)
            if let contents { try! contents.write(toFile: path, atomically: true, encoding: .utf8) }
            return Result { () throws(CurrentCalibrationFileError) in try CurrentCalibration.read(file: path) }
        }
        let path = folder + "/calibration.json", tail = " (--current takes an earlier calibration.json)"
        let good = try read(#"{"format": "touch-sandbox-calibration", "matrix": [0, -1, 1.01, 1, 0, -0.02], "rotation": "anything"}"#).get()
        #expect(good.matrix == CalibrationMatrix(0, -1, 1.01, 1, 0, -0.02) && good.source == .file(path))
        let cases: [(String?, String)] = [
            (nil, "no such file"),
            ("{\"matrix\": [1, 0", "not JSON"),
            ("[1, 0, 0, 0, 1, 0]", "not a JSON object"),
            (#"{"matrixx": [1, 0, 0, 0, 1, 0]}"#, #"no "matrix" field"#),
            (#"{"matrix": "1 0 0 0 1 0"}"#, #""matrix" is not a list of numbers"#),
            (#"{"matrix": [1, 0, 0, 0, 1]}"#, #""matrix" holds 5 values; a calibration matrix has 6 (a b c d e f)"#),
            (#"{"matrix": [1, 0, 0, 0, 1e999, 0]}"#, #""matrix"[4] is not a finite number"#),
            (#"{"matrix": [1, 0, 0, true, 1, 0]}"#, #""matrix"[3] is not a finite number"#),
            (#"{"matrix": [1, 2, 0, 0.5, 1, 0]}"#, #""matrix" 1 2 0 0.5 1 0 is singular (a·e − b·d = 0): it squashes the panel onto a line, so no matrix in force can be it"#),
        ]
        for (contents, reason) in cases {
            guard case .failure(let error) = read(contents) else {
                Issue.record("\(contents ?? "no file"): read without an error")
                continue
            }
            #expect(error.description == "\(path): \(reason)\(tail)", "\(contents ?? "no file")")
        }
    }
}
