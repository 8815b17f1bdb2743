import Foundation

/// `libinput record` files written from libinput's documentation (libinput-record(1), "libinput record" in the
/// user docs): the header, then each device with its description and its own `events` list of frames, with the
/// `# …` annotations libinput writes after each event and the `- libinput:` frames of `--with-libinput`.
///
/// The touchscreen's axes are 0…2559 and 0…1599 at 10 units/mm, so in a 1280×800 window a device unit is exactly
/// half a pixel both ways, and the surface is 255.9 × 159.9 mm.
enum LibinputRecordFixtures {
    static let top = """
        version: 1
        ndevices: 2
        libinput:
          version: "1.22.1"
          git: "unknown"
        system:
          os: "debian:12"
          kernel: "6.1.0-18-amd64"
          dmi: "dmi:bvnLENOVO:bvrN2HET65W(1.48):bd09/21/2022:svnLENOVO:pn20QDCTO1WW:pvrThinkPadX1Yoga4th:"
        devices:

        """

    static let keyboard = """
          - node: /dev/input/event3
            evdev:
              # Name: AT Translated Set 2 keyboard
              # ID: bus 0x11 vendor 0x1 product 0x1 version 0xab83
              # Supported Events:
              # Event type 0 (EV_SYN)
              # Event type 1 (EV_KEY)
              #   Event code 1 (KEY_ESC)
              #   Event code 28 (KEY_ENTER)
              # Event type 4 (EV_MSC)
              #   Event code 4 (MSC_SCAN)
              # Properties:
              name: "AT Translated Set 2 keyboard"
              id: [17, 1, 1, 43907]
              codes:
                0: [0, 1, 4, 17, 20] # EV_SYN
                1: [1, 28] # EV_KEY
                4: [4] # EV_MSC
              properties: []
            hid: []
            udev:
              properties:
              - ID_INPUT=1
              - ID_INPUT_KEY=1
              - ID_INPUT_KEYBOARD=1
            quirks:
            events:
            # Current time is 14:32:01
            - evdev:
              - [  0,      0,   4,   4,      28] # EV_MSC / MSC_SCAN                28
              - [  0,      0,   1,  28,       1] # EV_KEY / KEY_ENTER                1
              - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
            - evdev:
              - [  0,  95012,   4,   4,      28] # EV_MSC / MSC_SCAN                28
              - [  0,  95012,   1,  28,       0] # EV_KEY / KEY_ENTER                0
              - [  0,  95012,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +95ms

        """

    static let touchscreenDescription = """
          - node: /dev/input/event12
            evdev:
              # Name: Wacom Pen and multitouch sensor Finger
              # ID: bus 0x3 vendor 0x56a product 0x51b version 0x110
              # Size in mm: 256x160
              # Supported Events:
              # Event type 0 (EV_SYN)
              # Event type 1 (EV_KEY)
              #   Event code 330 (BTN_TOUCH)
              # Event type 3 (EV_ABS)
              #   Event code 0 (ABS_X)
              #       Value           0
              #       Min             0
              #       Max          2559
              #       Fuzz            0
              #       Flat            0
              #       Resolution     10
              #   Event code 53 (ABS_MT_POSITION_X)
              #       Value           0
              #       Min             0
              #       Max          2559
              #       Fuzz            0
              #       Flat            0
              #       Resolution     10
              # Properties:
              #   Property 1 (INPUT_PROP_DIRECT)
              name: "Wacom Pen and multitouch sensor Finger"
              id: [3, 1386, 1307, 272]
              codes:
                0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
                1: [330] # EV_KEY
                3: [0, 1, 47, 48, 49, 52, 53, 54, 57] # EV_ABS
              absinfo:
                0: [0, 2559, 0, 0, 10]
                1: [0, 1599, 0, 0, 10]
                47: [0, 9, 0, 0, 0]
                48: [0, 255, 0, 0, 0]
                49: [0, 255, 0, 0, 0]
                52: [0, 1, 0, 0, 0]
                53: [0, 2559, 0, 0, 10]
                54: [0, 1599, 0, 0, 10]
                57: [0, 65535, 0, 0, 0]
              properties: [1]
            hid: [5, 13, 9, 4, 161, 1, 133, 12, 9, 34, 161, 2]
            udev:
              properties:
              - ID_INPUT=1
              - ID_INPUT_TOUCHSCREEN=1
              - LIBINPUT_DEVICE_GROUP=3/56a/51b:usb-0000:00:14.0-9
            quirks:
            events:

        """

    /// Two fingers on the touchscreen (protocol B), with libinput's own view of them in `- libinput:` frames.
    static let twoFingerEvents = """
            # Current time is 14:32:02
            - evdev:
              - [  1, 200000,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                0
              - [  1, 200000,   3,  57,     412] # EV_ABS / ABS_MT_TRACKING_ID     412
              - [  1, 200000,   3,  53,     400] # EV_ABS / ABS_MT_POSITION_X      400
              - [  1, 200000,   3,  54,     300] # EV_ABS / ABS_MT_POSITION_Y      300
              - [  1, 200000,   3,  48,      20] # EV_ABS / ABS_MT_TOUCH_MAJOR      20
              - [  1, 200000,   1, 330,       1] # EV_KEY / BTN_TOUCH                1
              - [  1, 200000,   3,   0,     400] # EV_ABS / ABS_X                  400
              - [  1, 200000,   3,   1,     300] # EV_ABS / ABS_Y                  300
              - [  1, 200000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +1200ms
            - libinput:
              - {time: 1.200000, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [ 40.00, 30.00], transformed: [200.00, 150.00]}
              - {time: 1.200000, type: TOUCH_FRAME}
            - evdev:
              - [  1, 212000,   3,  47,       1] # EV_ABS / ABS_MT_SLOT                1
              - [  1, 212000,   3,  57,     413] # EV_ABS / ABS_MT_TRACKING_ID     413
              - [  1, 212000,   3,  53,    2000] # EV_ABS / ABS_MT_POSITION_X     2000 (+1600)
              - [  1, 212000,   3,  54,    1001] # EV_ABS / ABS_MT_POSITION_Y     1001 (+701)
              - [  1, 212000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
            - libinput:
              - {time: 1.212000, type: TOUCH_DOWN, slot: 1, seat_slot: 1, point: [200.00, 100.10], transformed: [1000.00, 500.50]}
              - {time: 1.212000, type: TOUCH_FRAME}
            - evdev:
              - [  1, 224000,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                0
              - [  1, 224000,   3,  53,     411] # EV_ABS / ABS_MT_POSITION_X      411 (+11)
              - [  1, 224000,   3,   0,     411] # EV_ABS / ABS_X                  411 (+11)
              - [  1, 224000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
            - evdev:
              - [  1, 236000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID      -1
              - [  1, 236000,   3,  47,       1] # EV_ABS / ABS_MT_SLOT                1
              - [  1, 236000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID      -1
              - [  1, 236000,   1, 330,       0] # EV_KEY / BTN_TOUCH                0
              - [  1, 236000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
            - libinput:
              - {time: 1.236000, type: TOUCH_UP, slot: 0, seat_slot: 0}
              - {time: 1.236000, type: TOUCH_UP, slot: 1, seat_slot: 1}
              - {time: 1.236000, type: TOUCH_FRAME}

        """

    static let keyboardThenTouchscreen = top + keyboard + touchscreenDescription + twoFingerEvents

    /// The touchscreen alone, with the given event lines.
    static func singleTouchscreen(events: String) -> String {
        top.replacingOccurrences(of: "ndevices: 2", with: "ndevices: 1") + touchscreenDescription
            + "    - evdev:\n" + events
    }

    /// The line number of the first event line after `- evdev:` in `singleTouchscreen`.
    static var firstEventLine: Int {
        (top + touchscreenDescription).split(separator: "\n", omittingEmptySubsequences: false).count + 1
    }

    /// One finger down and up at device (x, y), as event lines of one open frame and a second frame.
    static func tap(x: Int, y: Int) -> String {
        """
              - [  0,      0,   3,  57,       7] # EV_ABS / ABS_MT_TRACKING_ID       7
              - [  0,      0,   3,  53, \(x)]
              - [  0,      0,   3,  54, \(y)]
              - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
            - evdev:
              - [  0,  50000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID      -1
              - [  0,  50000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +50ms

        """
    }
}
