import Testing
import TouchEngine
import TouchRecordings

/// A libinput record header's faults are named as they are written, with their line.
@Suite struct LibinputHeaderFaultTests {
    static func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test func aVersionTooLargeForANumberIsRefusedAsWritten() {
        let text = LibinputRecordFixtures.keyboardThenTouchscreen.replacingOccurrences(of: "version: 1\n", with: "version: 99999999999999999999\n")
        #expect(refusal(text, name: "v.yml")?.description
            == "v.yml:1: unsupported libinput record version 99999999999999999999 (this reader knows version 1)")
    }

    @Test func aNegativeResolutionIsNamedWithItsLineAndTheOtherAxesKept() throws {
        let text = LibinputRecordFixtures.keyboardThenTouchscreen.replacingOccurrences(of: "53: [0, 2559, 0, 0, 10]", with: "53: [0, 2559, 0, 0, -10]")
        let recording = try readRecording(text, name: "neg.yml")
        let line = Self.line(of: "53: [0, 2559, 0, 0, -10]", in: text)
        #expect(recording.skipped.contains("neg.yml:\(line): device description: absinfo of ABS_MT_POSITION_X: negative resolution -10; the axis is left out"),
                "\(recording.skipped)")
        #expect(recording.info.device?.y?.resolution == 10)
    }

    @Test func aRangeOf1e30IsNamedWithItsLine() throws {
        let text = LibinputRecordFixtures.keyboardThenTouchscreen.replacingOccurrences(of: "54: [0, 1599, 0, 0, 10]", with: "54: [0, 1e30, 0, 0, 10]")
        let recording = try readRecording(text, name: "big.yml")
        let line = Self.line(of: "54: [0, 1e30, 0, 0, 10]", in: text)
        #expect(recording.skipped.contains("big.yml:\(line): device description: absinfo of ABS_MT_POSITION_Y: min 0 and max 1e30 must be integers of 32 bits; the axis is left out"),
                "\(recording.skipped)")
    }
}
