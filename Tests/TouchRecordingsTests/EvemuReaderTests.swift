import Testing
import TouchEngine
import TouchRecordings

/// Evemu recordings written inline from the format's documentation (evemu-record output, linux multi-touch
/// protocol), played into a 1280×800 window. With axes 0...4095 a device unit is 1280/4096 = 0.3125 px across
/// and 800/4096 = 0.1953125 px down, so the expected positions below are exact.
@Suite struct EvemuReaderTests {
    static let deviceDescription = """
        # EVEMU 1.3
        # Kernel: 6.1.0-18-amd64
        # Input device name: "Test Touchscreen"
        # Input device ID: bus 0x18 vendor 0x4f3 product 0x2a4b version 0x100
        # Supported events:
        #   Event type 0 (EV_SYN)
        #     Event code 0 (SYN_REPORT)
        #     Event code 2 (SYN_MT_REPORT)
        #   Event type 3 (EV_ABS)
        #     Event code 53 (ABS_MT_POSITION_X)
        #       Value        0
        #       Min          0
        #       Max       4095
        # Properties:
        #   Property  type 1 (INPUT_PROP_DIRECT)
        N: Test Touchscreen
        I: 0018 04f3 2a4b 0100
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 73 06
        A: 00 0 4095 0 0 0
        A: 01 0 4095 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 4095 0 0 12
        A: 36 0 4095 0 0 12
        A: 39 0 65535 0 0 0
        A: 3a 0 255 0 0 0
        ################################
        #      Waiting for events      #
        ################################
        """

    func read(_ events: String, description: String = deviceDescription) throws(RecordingError) -> DrainedRecording {
        try readRecording(description + "\n" + events, name: "device.evemu")
    }

    @Test func twoFingersOnAProtocolBScreenLandAtExactPixels() throws {
        let recording = try read("""
            E: 100.000000 0003 002f 0000\t# EV_ABS / ABS_MT_SLOT          0
            E: 100.000000 0003 0039 0010\t# EV_ABS / ABS_MT_TRACKING_ID   10
            E: 100.000000 0003 0035 1024\t# EV_ABS / ABS_MT_POSITION_X    1024
            E: 100.000000 0003 0036 2048\t# EV_ABS / ABS_MT_POSITION_Y    2048
            E: 100.000000 0003 003a 0255\t# EV_ABS / ABS_MT_PRESSURE      255
            E: 100.000000 0001 014a 0001\t# EV_KEY / BTN_TOUCH            1
            E: 100.000000 0003 0000 1024\t# EV_ABS / ABS_X                1024
            E: 100.000000 0003 0001 2048\t# EV_ABS / ABS_Y                2048
            E: 100.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
            E: 100.016000 0003 002f 0001\t# EV_ABS / ABS_MT_SLOT          1
            E: 100.016000 0003 0039 0011\t# EV_ABS / ABS_MT_TRACKING_ID   11
            E: 100.016000 0003 0035 3072\t# EV_ABS / ABS_MT_POSITION_X    3072
            E: 100.016000 0003 0036 1024\t# EV_ABS / ABS_MT_POSITION_Y    1024
            E: 100.016000 0003 003a 0051\t# EV_ABS / ABS_MT_PRESSURE      51
            E: 100.016000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +16ms
            E: 100.032000 0003 002f 0000\t# EV_ABS / ABS_MT_SLOT          0
            E: 100.032000 0003 0035 1536\t# EV_ABS / ABS_MT_POSITION_X    1536
            E: 100.032000 0003 0000 1536\t# EV_ABS / ABS_X                1536
            E: 100.032000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +16ms
            E: 100.048000 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
            E: 100.048000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +16ms
            E: 100.064000 0003 002f 0001\t# EV_ABS / ABS_MT_SLOT          1
            E: 100.064000 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
            E: 100.064000 0001 014a 0000\t# EV_KEY / BTN_TOUCH            0
            E: 100.064000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +16ms
            """)
        var device = TouchDeviceDescription(
            name: "Test Touchscreen", origin: .recording,
            x: TouchDeviceAxis(minimum: 0, maximum: 4095, resolution: 12),
            y: TouchDeviceAxis(minimum: 0, maximum: 4095, resolution: 12),
            pressure: TouchDeviceAxis(minimum: 0, maximum: 255), slotCount: 10)
        device.identity = TouchDeviceIdentity(bus: 0x18, vendor: 0x04f3, product: 0x2a4b, version: 0x100)  // its I: line
        #expect(recording.info == RecordingInfo(
            file: "device.evemu", format: .evemu, width: 1280, height: 800, device: device,
            timeOrigin: 100))  // the first event's kernel time: replay counts from it
        #expect(recording.info.device?.widthMillimetres == 4095.0 / 12)
        #expect(recording.problems == RecordingProblems(file: "device.evemu"))
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 400, time: 0, pressure: 1),
            PointerEvent(.down, id: 2, x: 960, y: 200, time: 0.016, pressure: 0.2),
            PointerEvent(.move, id: 1, x: 480, y: 400, time: 0.032, pressure: 1),
            PointerEvent(.up, id: 1, x: 480, y: 400, time: 0.048, pressure: 0),
            PointerEvent(.up, id: 2, x: 960, y: 200, time: 0.064, pressure: 0),
        ])
    }

    @Test func aNewFingerTakesTheSmallestFreeIdAndItsTouchMajorBecomesItsSize() throws {
        let recording = try read("""
            E: 1.000000 0003 0039 0100
            E: 1.000000 0003 0035 0000
            E: 1.000000 0003 0036 0000
            E: 1.000000 0003 002f 0001
            E: 1.000000 0003 0039 0101
            E: 1.000000 0003 0035 4095
            E: 1.000000 0003 0036 4095
            E: 1.000000 0003 0030 0064
            E: 1.000000 0000 0000 0000
            E: 1.100000 0003 002f 0000
            E: 1.100000 0003 0039 -001
            E: 1.100000 0000 0000 0000
            E: 1.200000 0003 002f 0002
            E: 1.200000 0003 0039 0102
            E: 1.200000 0003 0035 2048
            E: 1.200000 0003 0036 2048
            E: 1.200000 0000 0000 0000
            """)
        // Two fingers are still down when the recording ends: they stay down.
        #expect(recording.problems.touchesDownAtEnd == 2)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 0, y: 0, time: 0),
            PointerEvent(.down, id: 2, x: 1279.6875, y: 799.8046875, time: 0, contactSize: 64 * (0.3125 + 0.1953125) / 2),
            PointerEvent(.up, id: 1, x: 0, y: 0, time: 0.1, pressure: 0),
            PointerEvent(.down, id: 1, x: 640, y: 400, time: 0.2),
        ])
    }

    @Test func protocolAContactsAreFollowedByNearestPositionAndAMissingOneHasLifted() throws {
        let recording = try read("""
            E: 5.000000 0003 0035 1024
            E: 5.000000 0003 0036 1024
            E: 5.000000 0000 0002 0000
            E: 5.000000 0003 0035 2048
            E: 5.000000 0003 0036 2048
            E: 5.000000 0000 0002 0000
            E: 5.000000 0000 0000 0000
            E: 5.010000 0003 0035 2058
            E: 5.010000 0003 0036 2048
            E: 5.010000 0000 0002 0000
            E: 5.010000 0003 0035 1034
            E: 5.010000 0003 0036 1024
            E: 5.010000 0000 0002 0000
            E: 5.010000 0000 0000 0000
            E: 5.020000 0003 0035 1044
            E: 5.020000 0003 0036 1024
            E: 5.020000 0000 0002 0000
            E: 5.020000 0000 0000 0000
            E: 5.030000 0000 0002 0000
            E: 5.030000 0000 0000 0000
            """)
        #expect(!recording.problems.hasSkippedLines)
        #expect(recording.problems.touchesDownAtEnd == 0)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0),
            PointerEvent(.down, id: 2, x: 640, y: 400, time: 0),
            PointerEvent(.move, id: 2, x: 643.125, y: 400, time: 0.01),
            PointerEvent(.move, id: 1, x: 323.125, y: 200, time: 0.01),
            PointerEvent(.up, id: 2, x: 643.125, y: 400, time: 0.02, pressure: 0),
            PointerEvent(.move, id: 1, x: 326.25, y: 200, time: 0.02),
            PointerEvent(.up, id: 1, x: 326.25, y: 200, time: 0.03, pressure: 0),
        ])
    }

    @Test func protocolAContactsWithTrackingIdsAreFollowedByIdNotByDistance() throws {
        // The two fingers cross: by distance they would swap, by tracking id they do not.
        let recording = try read("""
            E: 0.000000 0003 0039 0007
            E: 0.000000 0003 0035 1000
            E: 0.000000 0003 0036 0000
            E: 0.000000 0000 0002 0000
            E: 0.000000 0003 0039 0008
            E: 0.000000 0003 0035 2000
            E: 0.000000 0003 0036 0000
            E: 0.000000 0000 0002 0000
            E: 0.000000 0000 0000 0000
            E: 0.500000 0003 0039 0008
            E: 0.500000 0003 0035 1100
            E: 0.500000 0003 0036 0000
            E: 0.500000 0000 0002 0000
            E: 0.500000 0003 0039 0007
            E: 0.500000 0003 0035 1900
            E: 0.500000 0003 0036 0000
            E: 0.500000 0000 0002 0000
            E: 0.500000 0000 0000 0000
            """)
        #expect(recording.events.map(\.phase) == [.down, .down, .move, .move])
        #expect(recording.events[2] == PointerEvent(.move, id: 2, x: 343.75, y: 0, time: 0.5))
        #expect(recording.events[3] == PointerEvent(.move, id: 1, x: 593.75, y: 0, time: 0.5))
        #expect(recording.problems.touchesDownAtEnd == 2)
    }

    @Test func rangesComeFromTheCommentedHeaderWhenThereAreNoALines() throws {
        let recording = try readRecording("""
            # EVEMU 1.3
            # Input device name: "Commented Only"
            # Supported events:
            #   Event type 0 (EV_SYN)
            #     Event code 0 (SYN_REPORT)
            #   Event type 3 (EV_ABS)
            #     Event code 53 (ABS_MT_POSITION_X)
            #       Value        0
            #       Min          0
            #       Max       2047
            #       Fuzz         0
            #       Flat         0
            #       Resolution   0
            #     Event code 54 (ABS_MT_POSITION_Y)
            #       Value        0
            #       Min        100
            #       Max       1123
            #       Fuzz         0
            #       Flat         0
            #       Resolution   0
            E: 0.500000 0003 0039 0001
            E: 0.500000 0003 0035 1024
            E: 0.500000 0003 0036 0612
            E: 0.500000 0000 0000 0000
            E: 0.600000 0000 0000 0000
            """, name: "commented.evemu")
        #expect(recording.info.device == TouchDeviceDescription(
            name: "Commented Only", origin: .recording, x: TouchDeviceAxis(minimum: 0, maximum: 2047),
            y: TouchDeviceAxis(minimum: 100, maximum: 1123)))
        #expect(recording.warnings.isEmpty)
        #expect(recording.events == [PointerEvent(.down, id: 1, x: 640, y: 400, time: 0)])
        #expect(recording.problems.touchesDownAtEnd == 1)
    }

    @Test func withoutAnyRangeTheObservedExtentIsUsedWithAWarning() throws {
        let recording = try readRecording("""
            # EVEMU 1.3
            N: Mystery Panel
            E: 0.000000 0003 0039 0001
            E: 0.000000 0003 0035 0100
            E: 0.000000 0003 0036 0200
            E: 0.000000 0000 0000 0000
            E: 0.010000 0003 0035 4195
            E: 0.010000 0003 0036 4295
            E: 0.010000 0000 0000 0000
            E: 0.020000 0003 0039 -001
            E: 0.020000 0000 0000 0000
            """, name: "mystery.evemu")
        #expect(recording.warnings == [
            "mystery.evemu: no device description (none in the recording, no --device file, no .desc file beside it): "
                + "positions are scaled from their observed extent; millimetres are unknown",
            "mystery.evemu: ABS_MT_POSITION_X: no range declared; using the observed extent 100...4195",
            "mystery.evemu: ABS_MT_POSITION_Y: no range declared; using the observed extent 200...4295",
        ])
        #expect(recording.info.device == TouchDeviceDescription(
            name: "Mystery Panel", origin: .observed, x: TouchDeviceAxis(minimum: 100, maximum: 4195, observed: true),
            y: TouchDeviceAxis(minimum: 200, maximum: 4295, observed: true)))
        #expect(recording.info.device?.widthMillimetres == nil && recording.info.millimetresPerPixel == nil)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 0, y: 0, time: 0),
            PointerEvent(.move, id: 1, x: 1279.6875, y: 799.8046875, time: 0.01),
            PointerEvent(.up, id: 1, x: 1279.6875, y: 799.8046875, time: 0.02, pressure: 0),
        ])
    }

    @Test func afterSynDroppedEverythingUpToTheNextReportIsDiscarded() throws {
        let recording = try read("""
            E: 1.000000 0003 0039 0001
            E: 1.000000 0003 0035 1024
            E: 1.000000 0003 0036 1024
            E: 1.000000 0000 0000 0000
            E: 1.010000 0003 0035 2048
            E: 1.010000 0000 0003 0000
            E: 1.010000 0003 0035 3000
            E: 1.010000 0003 0036 3000
            E: 1.010000 0000 0000 0000
            E: 1.020000 0003 0036 2048
            E: 1.020000 0000 0000 0000
            E: 1.030000 0003 0039 -001
            E: 1.030000 0000 0000 0000
            """)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0),
            PointerEvent(.move, id: 1, x: 320, y: 400, time: 0.02),
            PointerEvent(.up, id: 1, x: 320, y: 400, time: 0.03, pressure: 0),
        ])
    }

    @Test func aLostSynReportMergesChangesIntoTheNextFrameWithoutLosingAQuickTap() throws {
        let recording = try read("""
            E: 2.000000 0003 0039 0005
            E: 2.000000 0003 0035 1024
            E: 2.000000 0003 0036 1024
            E: 2.000000 0000 0000 0000
            E: 2.010000 0003 0035 2048
            E: 2.020000 0003 0036 2048
            E: 2.020000 0000 0000 0000
            E: 2.030000 0003 002f 0001
            E: 2.030000 0003 0039 0006
            E: 2.030000 0003 0035 0000
            E: 2.030000 0003 0036 0000
            E: 2.040000 0003 0039 -001
            E: 2.040000 0000 0000 0000
            E: 2.050000 0003 002f 0000
            E: 2.050000 0003 0035 1024
            """)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0),
            PointerEvent(.move, id: 1, x: 640, y: 400, time: 0.02),
            PointerEvent(.down, id: 2, x: 0, y: 0, time: 0.04),
            PointerEvent(.up, id: 2, x: 0, y: 0, time: 0.04, pressure: 0),
        ])
        // Never released: still down at its last reported position.
        #expect(recording.problems.touchesDownAtEnd == 1)
    }

    @Test func aLostProtocolAReportIsRecoveredFromTheChangeOfTimestamp() throws {
        let recording = try read("""
            E: 5.000000 0003 0035 1024
            E: 5.000000 0003 0036 1024
            E: 5.000000 0000 0002 0000
            E: 5.000000 0000 0000 0000
            E: 5.010000 0003 0035 1034
            E: 5.010000 0003 0036 1024
            E: 5.010000 0000 0002 0000
            E: 5.020000 0003 0035 1044
            E: 5.020000 0003 0036 1024
            E: 5.020000 0000 0002 0000
            E: 5.020000 0000 0000 0000
            """)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0),
            PointerEvent(.move, id: 1, x: 323.125, y: 200, time: 0.01),
            PointerEvent(.move, id: 1, x: 326.25, y: 200, time: 0.02),
        ])
        #expect(recording.problems.touchesDownAtEnd == 1)
    }

    @Test func aSingleTouchScreenIsReadFromButtonTouchAndAbsXY() throws {
        let recording = try read("""
            E: 0.000000 0003 0000 2048
            E: 0.000000 0003 0001 1024
            E: 0.000000 0001 014a 0001
            E: 0.000000 0000 0000 0000
            E: 0.250000 0001 014a 0000
            E: 0.250000 0000 0000 0000
            """)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 640, y: 200, time: 0),
            PointerEvent(.up, id: 1, x: 640, y: 200, time: 0.25, pressure: 0),
        ])
    }

    @Test func aMalformedEventLineIsLocatedAndSkippedAndTheFramesAfterItArrive() throws {
        let recording = try read("""
            E: 1.000000 0003 0039 0001
            E: 1.000000 0003 0035 1024
            E: 1.000000 0003 0036 1024
            E: 1.000000 0000 0000 0000
            E: 1.010000 0003 0035 2048
            E: 1.020000 0003 00zz 0001
            E: 1.020000 0000 0000 0000
            """)
        let line = Self.deviceDescription.split(separator: "\n", omittingEmptySubsequences: false).count + 6
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0),
            PointerEvent(.move, id: 1, x: 640, y: 200, time: 0.02),
        ])
        #expect(recording.problems.touchesDownAtEnd == 1)
        #expect(recording.skipped == [#"device.evemu:\#(line): bad event code "00zz" (4 hex digits)"#])
    }

    @Test func aSlotWithATrackingIdAndAYButNoXIsAContactAtTheLastKnownXWithAWarning() throws {
        // A Wacom Intuos5 touch's two-finger double tap: the second slot gets a tracking id and a Y, never an X
        // (the kernel sends only what changed). Its X is the last one any slot reported: 2048.
        let recording = try read("""
            E: 1.000000 0003 002f 0000
            E: 1.000000 0003 0039 0100
            E: 1.000000 0003 0035 2048
            E: 1.000000 0003 0036 1024
            E: 1.000000 0003 002f 0001
            E: 1.000000 0003 0039 0101
            E: 1.000000 0003 0036 2048
            E: 1.000000 0000 0000 0000
            E: 1.050000 0003 002f 0000
            E: 1.050000 0003 0039 -001
            E: 1.050000 0003 002f 0001
            E: 1.050000 0003 0039 -001
            E: 1.050000 0000 0000 0000
            """)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 640, y: 200, time: 0),
            PointerEvent(.down, id: 2, x: 640, y: 400, time: 0),
            PointerEvent(.up, id: 1, x: 640, y: 200, time: 0.05, pressure: 0),
            PointerEvent(.up, id: 2, x: 640, y: 400, time: 0.05, pressure: 0),
        ])
        #expect(recording.warnings == [
            "device.evemu: slot 1 (tracking id 101) at 0.0 s: no ABS_MT_POSITION_X was reported; the contact is counted at 2048, the axis' last known value",
        ])
    }

    @Test func aSlotWithNoPositionEverSeenIsCountedAtTheAxisMinimum() throws {
        let recording = try readRecording("""
            # EVEMU 1.3
            N: Offset Panel
            A: 2f 0 9 0 0 0
            A: 35 100 4195 0 0 0
            A: 36 100 4195 0 0 0
            A: 39 0 65535 0 0 0
            E: 1.000000 0003 0039 0007
            E: 1.000000 0003 0036 2148
            E: 1.000000 0000 0000 0000
            E: 1.100000 0003 0039 -001
            E: 1.100000 0000 0000 0000

            """, name: "offset.evemu")
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 0, y: 400, time: 0),
            PointerEvent(.up, id: 1, x: 0, y: 400, time: 0.1, pressure: 0),
        ])
        #expect(recording.warnings == [
            "offset.evemu: slot 0 (tracking id 7) at 0.0 s: no ABS_MT_POSITION_X was reported; the contact is counted at 100, the axis' minimum (no value was ever seen)",
        ])
    }

    @Test func anUnfinishedLastLineIsAWarningAndTheTouchBeforeItStaysDown() throws {
        let recording = try read("""
            E: 1.000000 0003 0039 0001
            E: 1.000000 0003 0035 1024
            E: 1.000000 0003 0036 1024
            E: 1.000000 0000 0000 0000
            E: 1.010000 0003 00
            """)
        let line = Self.deviceDescription.split(separator: "\n", omittingEmptySubsequences: false).count + 5
        #expect(!recording.problems.hasSkippedLines)
        #expect(recording.warnings == [
            #"device.evemu:\#(line): unfinished last line (no newline at the end, as a crash leaves it), ignored: expected "E: <seconds>.<microseconds> <type> <code> <value>""#,
        ])
        #expect(recording.events == [PointerEvent(.down, id: 1, x: 320, y: 200, time: 0)])
        #expect(recording.problems.touchesDownAtEnd == 1)
    }

    @Test(arguments: [
        ("E: 1.0 0003 0035", #"expected "E: <seconds>.<microseconds> <type> <code> <value>""#),
        ("E: 9223372036854775807.0 0003 0035 12",
         #"bad event time "9223372036854775807.0"; expected "E: <seconds>.<microseconds> <type> <code> <value>""#),
        ("E: 1.5 0003 0035 -2147483649", #"bad event value "-2147483649" (a 32-bit decimal integer)"#),
        ("A: 35 0 4095 0 0 -3", #"negative resolution -3 for ABS_MT_POSITION_X; expected "A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]""#),
        ("E: 1.0 0003 0035 12 junk", #"expected "E: <seconds>.<microseconds> <type> <code> <value>""#),
        ("E: 1,5 0003 0035 12", #"bad event time "1,5"; expected "E: <seconds>.<microseconds> <type> <code> <value>""#),
        ("E: 1.5 0003 0035 99999999999", #"bad event value "99999999999" (a 32-bit decimal integer)"#),
        ("A: 35 0 4095", #"expected "A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]""#),
        ("touch me", ##"unrecognised line "touch me" (expected "E:", "A:", another "X:" line or a "#" comment)"##),
    ])
    func aBadLineInAnEvemuFileIsExplainedAndSkipped(line: String, message: String) throws {
        let recording = try readRecording("# EVEMU 1.3\n\(line)\nE: 1.000000 0000 0000 0000\n", name: "bad.evemu")
        #expect(recording.problems.skippedLines == [RecordingError(file: "bad.evemu", line: 2, message: message)])
    }
}
