import CSDL2
import Foundation

/// What the `EventTranslator` asks SDL besides the event itself. Tests supply their own, so
/// hand-built events translate deterministically without SDL running. (Time is the `InputClock`'s.)
public protocol InputEnvironment {
    /// The kind of touch device `id` is.
    func touchDeviceType(_ id: TouchDeviceID) -> TouchDeviceType
    /// The ids of the touch devices present now.
    func touchDeviceIDs() -> [TouchDeviceID]
    /// The modifier keys held now (SDL's wheel events do not carry them).
    func modifiers() -> KeyModifiers
    /// The kernel's touchscreen event nodes present now (`event5`, ...): those that say they are direct input
    /// devices. Empty where the kernel's devices cannot be seen.
    func touchscreenNodes() -> Set<String>
}

extension InputEnvironment {
    public func touchscreenNodes() -> Set<String> { [] }
}

/// The live environment: asks SDL.
public struct SDLInputEnvironment: InputEnvironment {
    public init() {}

    public func touchDeviceType(_ id: TouchDeviceID) -> TouchDeviceType {
        TouchDeviceType(SDL_GetTouchDeviceType(id.rawValue))
    }

    public func touchDeviceIDs() -> [TouchDeviceID] {
        (0..<max(0, SDL_GetNumTouchDevices())).map { TouchDeviceID(SDL_GetTouchDevice($0)) }.filter { $0.rawValue != 0 }
    }

    public func modifiers() -> KeyModifiers { KeyModifiers(sdl: SDL_GetModState().rawValue) }

    /// From sysfs, which anyone may read: every `/sys/class/input/eventN` whose device has INPUT_PROP_DIRECT (bit 1
    /// of `device/properties`).
    public func touchscreenNodes() -> Set<String> {
        let root = "/sys/class/input"
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("event") }
        return Set(entries.filter { entry in
            guard let text = try? String(contentsOfFile: "\(root)/\(entry)/device/properties", encoding: .utf8),
                  let bits = UInt64(text.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16)
            else { return false }
            return bits & 0b10 != 0
        })
    }
}

extension KeyModifiers {
    /// From an SDL `KMOD_*` mask.
    init(sdl mask: UInt32) {
        var result: KeyModifiers = []
        if mask & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mask & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mask & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if mask & KMOD_GUI.rawValue != 0 { result.insert(.meta) }
        self = result
    }
}
