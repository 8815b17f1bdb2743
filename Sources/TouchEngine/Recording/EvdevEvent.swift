/// One kernel input event as `evemu-record` wrote it, with the evdev numbers given Swift names.
struct EvdevEvent: Equatable {
    /// Microseconds, as recorded (seconds since boot or since the epoch, depending on the kernel clock).
    var time: Int64
    var type: UInt16
    var code: UInt16
    var value: Int32
}

/// An absolute axis's declared range, inclusive at both ends (`input_absinfo` minimum and maximum).
struct EvdevAxisRange: Equatable {
    var minimum: Int32
    var maximum: Int32
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
