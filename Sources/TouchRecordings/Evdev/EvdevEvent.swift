/// One kernel input event as `evemu-record` or `libinput record` wrote it, with the evdev numbers given Swift names.
struct EvdevEvent: Equatable {
    /// Microseconds, as recorded: since boot or the epoch (evemu), since the recording began (libinput).
    var time: Int64
    var type: UInt16
    var code: UInt16
    var value: Int32
}

/// An absolute axis as a device description declares it (`input_absinfo`): range, inclusive at both ends, and
/// resolution in units per millimetre (0 when unknown).
struct EvdevAxisInfo: Equatable {
    var minimum: Int32
    var maximum: Int32
    var resolution: Int32 = 0
    /// The line that declared it, for messages; nil when it was not one line.
    var line: Int?
}

/// What a device description declares: the name, and the absolute axes by code.
struct EvdevDeviceFacts: Equatable {
    var name: String?
    var axes: [UInt16: EvdevAxisInfo] = [:]
    /// Bus, vendor, product and version (evemu's `I:` line, libinput record's `id`).
    var identity: TouchDeviceIdentity?
    /// The device node it was recorded from (libinput record's `node`).
    var node: String?
    /// udev's input classes of the device (`touchscreen`, `mouse`, `tablet` … from the `ID_INPUT_*=1` properties
    /// libinput record lists).
    var udevInputClasses: [String] = []

    /// Whether the description gives both axes positions are read from.
    func declaresPositions(x: UInt16, y: UInt16) -> Bool {
        axes[x] != nil && axes[y] != nil
    }
}

/// Event types from linux/input-event-codes.h that the evemu reader uses.
enum EvdevType {
    static let synchronization: UInt16 = 0x00
    static let key: UInt16 = 0x01
    static let absolute: UInt16 = 0x03
}

/// Event codes from linux/input-event-codes.h that the evemu reader uses.
enum EvdevCode {
    static let synReport: UInt16 = 0
    static let synMultiTouchReport: UInt16 = 2
    static let synDropped: UInt16 = 3

    static let buttonLeft: UInt16 = 0x110
    static let buttonTouch: UInt16 = 0x14A

    static let x: UInt16 = 0x00
    static let y: UInt16 = 0x01
    static let pressure: UInt16 = 0x18
    static let slot: UInt16 = 0x2F
    static let touchMajor: UInt16 = 0x30
    static let positionX: UInt16 = 0x35
    static let positionY: UInt16 = 0x36
    static let trackingID: UInt16 = 0x39
    static let multiTouchPressure: UInt16 = 0x3A

    /// The kernel's name of an absolute axis, for messages.
    static func absoluteAxisName(_ code: UInt16) -> String {
        switch code {
        case x: "ABS_X"
        case y: "ABS_Y"
        case pressure: "ABS_PRESSURE"
        case slot: "ABS_MT_SLOT"
        case touchMajor: "ABS_MT_TOUCH_MAJOR"
        case positionX: "ABS_MT_POSITION_X"
        case positionY: "ABS_MT_POSITION_Y"
        case trackingID: "ABS_MT_TRACKING_ID"
        case multiTouchPressure: "ABS_MT_PRESSURE"
        default: "axis 0x" + String(code, radix: 16)
        }
    }
}
