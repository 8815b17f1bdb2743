import Foundation
import Testing
import TouchEngine
import TouchRecordings
import TouchTestSupport

/// Evemu recordings as people share them: bare event files (only `E:` lines) with the device in a `NAME.desc` file
/// beside them, written from evemu's documented format (`evemu-describe` output, older evemu's five-number `A:`
/// lines), played into a 1280×800 window.
@Suite struct EvemuSharedRecordingTests {
    /// Axes 0…2559 × 0…1599 at 10 units/mm: a device unit is half a pixel both ways.
    static let panelDescription = """
        # EVEMU 1.2
        # Input device name: "ELAN Touchscreen"
        N: ELAN Touchscreen
        I: 0003 04f3 0089 0110
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 63 02
        A: 00 0 2559 0 0 10
        A: 01 0 1599 0 0 10
        A: 2f 0 9 0 0 0
        A: 30 0 255 0 0 0
        A: 35 0 2559 0 0 10
        A: 36 0 1599 0 0 10
        A: 39 0 65535 0 0 0

        """

    /// Older evemu: five numbers on `A:` lines (no resolution). Axes 0…1279 × 0…799: a device unit is a pixel.
    static let doubleTapDescription = """
        N: ELAN Touchscreen (double-tap rig)
        I: 0003 04f3 0089 0110
        A: 35 0 1279 0 0
        A: 36 0 799 0 0
        A: 39 0 65535 0 0

        """

    /// One finger, protocol B, at device (1000, 600) then (1200, 600), bare (no header at all).
    static let oneFingerEvents = """
        E: 1327347658.843467 0003 0039 0001
        E: 1327347658.843467 0003 0035 1000
        E: 1327347658.843467 0003 0036 0600
        E: 1327347658.843467 0001 014a 0001
        E: 1327347658.843467 0000 0000 0000
        E: 1327347658.855467 0003 0035 1200
        E: 1327347658.855467 0000 0000 0000
        E: 1327347658.867467 0003 0039 -001
        E: 1327347658.867467 0001 014a 0000
        E: 1327347658.867467 0000 0000 0000

        """

    /// A folder with both descriptions and two bare event files, as a public collection keeps them.
    static func collection() throws -> TemporaryDirectory {
        let collection = try TemporaryDirectory("touch-recording-tests")
        let folder = collection.folderPath
        try write(panelDescription, to: folder + "/Panel X.desc")
        try write(doubleTapDescription, to: folder + "/Panel X double.desc")
        try write(oneFingerEvents, to: folder + "/Panel X.2-finger-scroll.events")
        try write(oneFingerEvents, to: folder + "/Panel X double-tap.events")
        return collection
    }

    @Test func aBareEventsFileTakesItsDeviceFromTheDescBesideIt() throws {
        let collection = try Self.collection()
        let folder = collection.folderPath
        let recording = try openRecording(folder + "/Panel X.2-finger-scroll.events")
        var expected = TouchDeviceDescription(
            name: "ELAN Touchscreen", origin: .file(folder + "/Panel X.desc"),
            x: TouchDeviceAxis(minimum: 0, maximum: 2559, resolution: 10),
            y: TouchDeviceAxis(minimum: 0, maximum: 1599, resolution: 10), slotCount: 10)
        expected.identity = TouchDeviceIdentity(bus: 3, vendor: 0x04f3, product: 0x0089, version: 0x0110)  // its I: line
        #expect(recording.info.device == expected)
        #expect(recording.info.device?.widthMillimetres == 255.9 && recording.info.device?.heightMillimetres == 159.9)
        #expect(recording.problems == RecordingProblems(file: folder + "/Panel X.2-finger-scroll.events"))
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 500, y: 300, time: 0),
            PointerEvent(.move, id: 1, x: 600, y: 300, time: 0.012),
            PointerEvent(.up, id: 1, x: 600, y: 300, time: 0.024, pressure: 0),
        ])
    }

    @Test func theLongestMatchingDescNameWins() throws {
        let collection = try Self.collection()
        let folder = collection.folderPath
        let recording = try openRecording(folder + "/Panel X double-tap.events")
        var expected = TouchDeviceDescription(
            name: "ELAN Touchscreen (double-tap rig)", origin: .file(folder + "/Panel X double.desc"),
            x: TouchDeviceAxis(minimum: 0, maximum: 1279), y: TouchDeviceAxis(minimum: 0, maximum: 799))
        expected.identity = TouchDeviceIdentity(bus: 3, vendor: 0x04f3, product: 0x0089, version: 0x0110)
        #expect(recording.info.device == expected)
        #expect(recording.info.device?.widthMillimetres == nil)
        #expect(recording.events.first == PointerEvent(.down, id: 1, x: 1000, y: 600, time: 0))
    }

    @Test func aDeviceFileGivenByTheCallerWinsOverTheDescBeside() throws {
        let collection = try Self.collection()
        let folder = collection.folderPath
        let scratch = try TemporaryDirectory("touch-recording-tests")
        let device = try write(Self.doubleTapDescription, to: scratch.path("rig.desc"))
        let recording = try openRecording(folder + "/Panel X.2-finger-scroll.events", device: device)
        #expect(recording.info.device?.origin == .file(device))
        #expect(recording.events.map(\.position) == [Vector2(1000, 600), Vector2(1200, 600), Vector2(1200, 600)])
        #expect(recording.warnings.isEmpty)
    }

    @Test func aDeviceFileIsNotUsedWhenTheRecordingDescribesItself() throws {
        let scratch = try TemporaryDirectory("touch-recording-tests")
        let device = try write(Self.doubleTapDescription, to: scratch.path("rig.desc"))
        let events = try write(Self.panelDescription + Self.oneFingerEvents, to: scratch.path("whole.evemu"))
        let recording = try openRecording(events, device: device)
        #expect(recording.info.device?.origin == .recording)
        #expect(recording.events.first?.position == Vector2(500, 300))
        #expect(recording.warnings == [
            "\(events): the device description \(device) is not used: the recording describes its device itself",
        ])
    }

    @Test func aDeviceFileThatCannotBeUsedRefusesTheReplay() throws {
        let scratch = try TemporaryDirectory("touch-recording-tests")
        let events = try write(Self.oneFingerEvents, to: scratch.path("bare.events"))
        #expect(throws: RecordingError(file: "/nonexistent/panel.desc", message: "cannot open (No such file or directory)")) {
            try openRecording(events, device: "/nonexistent/panel.desc")
        }
        let empty = try write("N: Nameless\nA: 00 0 100 0 0 0\n", to: scratch.path("empty.desc"))
        #expect(throws: RecordingError(
            file: empty,
            message: #"not a usable device description: it declares no range for ABS_MT_POSITION_X and ABS_MT_POSITION_Y ("A: 35 …" and "A: 36 …" lines)"#)) {
            try openRecording(events, device: empty)
        }
    }

    @Test func aBareFileWithNothingBesideItUsesTheObservedExtentAndSaysSo() throws {
        let scratch = try TemporaryDirectory("touch-recording-tests")
        let events = try write("# recorded at the kiosk\n" + Self.oneFingerEvents, to: scratch.path("alone.events"))
        let recording = try openRecording(events)
        #expect(recording.info.format == .evemu)
        #expect(recording.info.device == TouchDeviceDescription(
            origin: .observed, x: TouchDeviceAxis(minimum: 1000, maximum: 1200, observed: true),
            y: TouchDeviceAxis(minimum: 600, maximum: 600, observed: true)))
        #expect(recording.warnings.count == 3)
        #expect(recording.events.first == PointerEvent(.down, id: 1, x: 0, y: 400, time: 0))
        #expect(recording.events[1].position == Vector2(200 * 1280 / 201.0, 400))
    }

    @Test func anInvertedRangeIsNamedAsInvertedAtItsLine() throws {
        let text = "# EVEMU 1.3\nN: Upside Down\nA: 35 4095 0 0 0 0\nA: 36 0 1599 0 0 10\n" + Self.oneFingerEvents
        let recording = try readRecording(text, name: "inverted.evemu")
        #expect(recording.warnings == [
            "inverted.evemu:3: ABS_MT_POSITION_X: inverted range 4095...0 (min > max); using the observed extent 1000...1200",
        ])
        #expect(recording.info.device?.x == TouchDeviceAxis(minimum: 1000, maximum: 1200, observed: true))
        #expect(recording.info.device?.y == TouchDeviceAxis(minimum: 0, maximum: 1599, resolution: 10))
        #expect(recording.events.first == PointerEvent(.down, id: 1, x: 0, y: 300, time: 0))
    }

    @Test func protocolAContactsFromABareFileUseTheDescToo() throws {
        let scratch = try TemporaryDirectory("touch-recording-tests")
        let folder = scratch.folderPath
        try write(Self.doubleTapDescription, to: folder + "/Old Panel.desc")
        let events = try write("""
            E: 5.000000 0003 0035 0100
            E: 5.000000 0003 0036 0200
            E: 5.000000 0000 0002 0000
            E: 5.000000 0003 0035 0900
            E: 5.000000 0003 0036 0700
            E: 5.000000 0000 0002 0000
            E: 5.000000 0000 0000 0000
            E: 5.010000 0003 0035 0905
            E: 5.010000 0003 0036 0700
            E: 5.010000 0000 0002 0000
            E: 5.010000 0000 0000 0000
            E: 5.020000 0000 0002 0000
            E: 5.020000 0000 0000 0000

            """, to: folder + "/Old Panel two fingers.events")
        let recording = try openRecording(events)
        #expect(recording.info.device?.slotCount == nil)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 100, y: 200, time: 0),
            PointerEvent(.down, id: 2, x: 900, y: 700, time: 0),
            PointerEvent(.up, id: 1, x: 100, y: 200, time: 0.01, pressure: 0),
            PointerEvent(.move, id: 2, x: 905, y: 700, time: 0.01),
            PointerEvent(.up, id: 2, x: 905, y: 700, time: 0.02, pressure: 0),
        ])
    }
}
