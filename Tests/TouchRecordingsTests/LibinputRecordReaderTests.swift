import Testing
import TouchEngine
import TouchRecordings

/// `libinput record` files, as libinput asks every touchscreen bug reporter for, played into a 1280×800 window.
/// The touchscreen's device unit is exactly half a pixel both ways (see `LibinputRecordFixtures`).
@Suite struct LibinputRecordReaderTests {
    static let touchscreen: TouchDeviceDescription = {
        var device = TouchDeviceDescription(
            name: "Wacom Pen and multitouch sensor Finger", origin: .recording,
            x: TouchDeviceAxis(minimum: 0, maximum: 2559, resolution: 10),
            y: TouchDeviceAxis(minimum: 0, maximum: 1599, resolution: 10), slotCount: 10)
        // `id: [3, 1386, 1307, 272]`, `node:` and the udev section's ID_INPUT_TOUCHSCREEN=1.
        device.identity = TouchDeviceIdentity(bus: 3, vendor: 0x056a, product: 0x051b, version: 0x110)
        device.node = "/dev/input/event12"
        device.udevInputClasses = ["touchscreen"]
        return device
    }()

    @Test func theTouchscreenAfterAKeyboardIsReplayedAndLibinputsOwnFramesAreSkipped() throws {
        let recording = try readRecording(LibinputRecordFixtures.keyboardThenTouchscreen, name: "bug.yml")
        #expect(recording.info == RecordingInfo(file: "bug.yml", format: .libinput, width: 1280, height: 800,
                                                device: Self.touchscreen))
        #expect(recording.problems == RecordingProblems(file: "bug.yml"))
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 200, y: 150, time: 1.2, contactSize: 10),
            PointerEvent(.down, id: 2, x: 1000, y: 500.5, time: 1.212),
            PointerEvent(.move, id: 1, x: 205.5, y: 150, time: 1.224, contactSize: 10),
            PointerEvent(.up, id: 1, x: 205.5, y: 150, time: 1.236, pressure: 0, contactSize: 10),
            PointerEvent(.up, id: 2, x: 1000, y: 500.5, time: 1.236, pressure: 0),
        ])
    }

    @Test func theDeviceGivesMillimetres() throws {
        let recording = try readRecording(LibinputRecordFixtures.keyboardThenTouchscreen, name: "bug.yml")
        #expect(recording.info.device?.widthMillimetres == 255.9)
        #expect(recording.info.device?.heightMillimetres == 159.9)
        #expect(recording.info.millimetresPerPixel?.x == 0.2 && recording.info.millimetresPerPixel?.y == 0.2)
    }

    @Test func aMalformedEventLineIsNamedAndSkipped() throws {
        let events = """
                  - [  0,      0,   3,  57,       7] # EV_ABS / ABS_MT_TRACKING_ID       7
                  - [  0,      0,   3,  53,     100, 4]
                  - [  0,      0,   3,  53,     102]
                  - [  0,      0,   3,  54,     200]
                  - [  0,      0,   3,  54, 99999999999]
                  - [  0, 2000000,   0,   0,       0]
                  - [  0,      0,   0,   0,       0] # SYN_REPORT
                - evdev:
                  - {time: 0.0}
                  - [  0,  50000,   3,  57,      -1]
                  - [  0,  50000,   0,   0,       0] trailing
                  - [  0,  50000,   0,   0,       0]

            """
        let recording = try readRecording(LibinputRecordFixtures.singleTouchscreen(events: events), name: "bad.yml")
        let first = LibinputRecordFixtures.firstEventLine
        #expect(recording.skipped == [
            #"bad.yml:\#(first + 1): expected an event "- [sec, usec, type, code, value]", found "- [  0,      0,   3,  53,     100, 4]""#,
            "bad.yml:\(first + 4): event value 99999999999 out of range (a 32-bit integer)",
            "bad.yml:\(first + 5): event microseconds 2000000 out of range (0 to 999999)",
            #"bad.yml:\#(first + 8): expected an event "- [sec, usec, type, code, value]", found "- {time: 0.0}""#,
            #"bad.yml:\#(first + 10): unexpected text after the event: "trailing""#,
        ])
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 51, y: 100, time: 0),
            PointerEvent(.up, id: 1, x: 51, y: 100, time: 0.05, pressure: 0),
        ])
    }

    @Test func aDeviceDescriptionNestedFiveThousandLevelsIsSkippedAtItsLineAndTheTouchscreenStillReplays() throws {
        let nested = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let text = LibinputRecordFixtures.keyboardThenTouchscreen.replacingOccurrences(of: "      properties: []\n", with: "      properties: \(nested)\n")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("      properties: [[[") }! + 1
        let recording = try readRecording(text, name: "deep.yml")
        #expect(recording.skipped == ["deep.yml:\(line): device description: nested deeper than 64 levels; not read"])
        #expect(recording.events.count == 5)
    }

    @Test func aHeaderNestedFiveThousandLevelsIsRefusedNamingItsLine() {
        let nested = String(repeating: "- ", count: 5_000) + "x"
        let text = LibinputRecordFixtures.top.replacingOccurrences(of: "  os: \"debian:12\"", with: "  os:\n    \(nested)")
            + LibinputRecordFixtures.touchscreenDescription
        #expect(refusal(text, name: "deep.yml")?.description == "deep.yml:8: nested deeper than 64 levels; not read")
    }

    @Test func aSlotWithATrackingIdAndAYButNoXIsCountedAsInEvemu() throws {
        let events = """
                  - [  0,      0,   3,  47,       0]
                  - [  0,      0,   3,  57,      30]
                  - [  0,      0,   3,  53,     400]
                  - [  0,      0,   3,  54,     300]
                  - [  0,      0,   3,  47,       1]
                  - [  0,      0,   3,  57,      31]
                  - [  0,      0,   3,  54,     900]
                  - [  0,      0,   0,   0,       0]

            """
        let recording = try readRecording(LibinputRecordFixtures.singleTouchscreen(events: events), name: "wacom.yml")
        #expect(recording.events == [PointerEvent(.down, id: 1, x: 200, y: 150, time: 0), PointerEvent(.down, id: 2, x: 200, y: 450, time: 0)])
        #expect(recording.warnings == [
            "wacom.yml: slot 1 (tracking id 31) at 0.0 s: no ABS_MT_POSITION_X was reported; the contact is counted at 400, the axis' last known value",
        ])
        #expect(recording.problems.touchesDownAtEnd == 2)
    }

    @Test func aFileWithoutATouchDeviceIsRefusedNamingItsDevices() {
        let text = LibinputRecordFixtures.top + LibinputRecordFixtures.keyboard
        #expect(refusal(text, name: "keys.yml")?.description
            == #"keys.yml: no touch device in this libinput recording: none of its 1 devices ("AT Translated Set 2 keyboard") has ABS_MT_POSITION_X"#)
    }

    @Test func anotherVersionIsRefused() {
        let text = LibinputRecordFixtures.keyboardThenTouchscreen.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
        #expect(refusal(text, name: "v2.yml")?.description
            == "v2.yml:1: unsupported libinput record version 2 (this reader knows version 1)")
    }

    @Test func aDeviceWhoseDescriptionIsNotYAMLIsSkippedAndTheNextOneReplayed() throws {
        let broken = LibinputRecordFixtures.keyboard.replacingOccurrences(
            of: "      name: \"AT Translated Set 2 keyboard\"", with: "      name: [\"AT Translated Set 2 keyboard\"")
        let text = LibinputRecordFixtures.top + broken + LibinputRecordFixtures.touchscreenDescription
            + LibinputRecordFixtures.twoFingerEvents
        let recording = try readRecording(text, name: "broken.yml")
        #expect(recording.problems.skippedLineCount == 1)
        #expect(recording.skipped.first?.hasPrefix("broken.yml:") == true)
        #expect(recording.skipped.first?.contains("device description: not valid YAML") == true)
        #expect(recording.events.count == 5)
        #expect(recording.info.device == Self.touchscreen)
    }
}
