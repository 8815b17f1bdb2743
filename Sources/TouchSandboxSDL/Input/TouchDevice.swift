import CSDL2

/// SDL's id for a touch device.
public struct TouchDeviceID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int64
    public init(_ rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { String(rawValue) }
}

/// SDL's id for one finger on a touch device (unique on that device while the finger is down).
public struct FingerID: Hashable, Sendable {
    public var rawValue: Int64
    public init(_ rawValue: Int64) { self.rawValue = rawValue }
}

/// Whether a device touches the window directly (a touch screen) or moves a cursor (a touchpad).
public enum TouchDeviceType: String, Sendable {
    /// A touch screen: coordinates are window-relative. Only these become pointers.
    case direct
    /// A touchpad reporting absolute positions on the pad.
    case indirectAbsolute = "indirect-absolute"
    /// A touchpad reporting positions relative to the cursor.
    case indirectRelative = "indirect-relative"
    /// SDL does not know the device (it may have gone).
    case unknown

    init(_ sdl: SDL_TouchDeviceType) {
        switch sdl {
        case SDL_TOUCH_DEVICE_DIRECT: self = .direct
        case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE: self = .indirectAbsolute
        case SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: self = .indirectRelative
        default: self = .unknown
        }
    }

    public var isIndirect: Bool { self == .indirectAbsolute || self == .indirectRelative }
}

/// One touch device as SDL sees it, for `touch-sandbox devices`.
public struct TouchDeviceInfo: Hashable, Sendable {
    public var id: TouchDeviceID
    public var name: String
    public var type: TouchDeviceType
    public var fingersDown: Int

    /// The touch devices SDL knows now (the video subsystem must be running).
    public static func all() -> [TouchDeviceInfo] {
        (0..<max(0, SDL_GetNumTouchDevices())).compactMap { index in
            let id = SDL_GetTouchDevice(index)
            guard id != 0 else { return nil }
            let name = SDL_GetTouchName(index).map { String(cString: $0) } ?? ""
            return TouchDeviceInfo(id: TouchDeviceID(id), name: name.isEmpty ? "unnamed" : name,
                                   type: TouchDeviceType(SDL_GetTouchDeviceType(id)),
                                   fingersDown: Int(max(0, SDL_GetNumTouchFingers(id))))
        }
    }
}
