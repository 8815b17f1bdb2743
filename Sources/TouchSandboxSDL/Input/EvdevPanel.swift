import CEvdev
import Foundation

/// A touch panel as its evdev node (`/dev/input/eventN`) describes it: its name, its position axes with their
/// resolution in units per millimetre, and its multitouch slot range. SDL 2.26 names a touch device
/// (`SDL_GetTouchName`) but does not give its size; the kernel does, through EVIOCGABS, to whoever may read the node
/// (root, or a member of the `input` group).
public struct EvdevPanel: Equatable, Sendable {
    /// One absolute axis: its range and resolution (units per mm; 0 when the device does not say).
    public struct Axis: Equatable, Sendable {
        public var minimum: Int
        public var maximum: Int
        public var resolution: Int
    }

    public var path: String
    public var name: String
    public var x: Axis
    public var y: Axis
    /// `ABS_MT_SLOT`'s range: the contacts the device tracks at once are `maximum - minimum + 1`.
    public var slots: Axis?
    /// Whether the device calls itself a direct input device (INPUT_PROP_DIRECT: a touchscreen, not a touchpad).
    public var isDirect: Bool
}

/// Why no evdev description was found; the text says what the user can do.
public struct EvdevLookupError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// Finds the evdev node of the touch device SDL names, to read its resolution.
public enum EvdevPanelReader {
    static let positionX: UInt32 = 0x35, positionY: UInt32 = 0x36, slot: UInt32 = 0x2f
    static let singleX: UInt32 = 0x00, singleY: UInt32 = 0x01

    /// The node in `folder` whose name is `name`; else, when exactly one readable node is a direct multitouch device,
    /// that one (`matchedByName` false). Fails with what stopped it (no folder, nodes it may not read, no match).
    public static func find(named name: String, in folder: String = "/dev/input") -> Result<(panel: EvdevPanel, matchedByName: Bool), EvdevLookupError> {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return .failure(EvdevLookupError(description: "\(folder) cannot be listed"))
        }
        let nodes = entries.filter { $0.hasPrefix("event") }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        var panels: [EvdevPanel] = []
        var denied = 0
        for node in nodes {
            switch read(path: (folder as NSString).appendingPathComponent(node)) {
            case .success(let panel):
                if panel.name == name { return .success((panel, true)) }
                panels.append(panel)
            case .failure(let error) where error.description.hasSuffix(String(cString: strerror(EACCES))):
                denied += 1
            case .failure:
                continue
            }
        }
        let touchscreens = panels.filter(\.isDirect)
        if touchscreens.count == 1 { return .success((touchscreens[0], false)) }
        var reason = "no evdev node in \(folder) is named \"\(name)\" (\(nodes.count) examined)"
        if denied > 0 { reason += "; \(denied) could not be read (permission denied: add the user to the input group)" }
        return .failure(EvdevLookupError(description: reason))
    }

    /// The node at `path`, when it is a device with absolute X and Y axes (multitouch ones preferred).
    public static func read(path: String) -> Result<EvdevPanel, EvdevLookupError> {
        let descriptor = tsb_evdev_open(path)
        guard descriptor >= 0 else { return .failure(failure(path, -descriptor)) }
        defer { tsb_evdev_close(descriptor) }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = tsb_evdev_name(descriptor, &buffer, Int32(buffer.count))
        guard length >= 0 else { return .failure(failure(path, -length)) }
        let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let multitouch = tsb_evdev_has_axis(descriptor, positionX) == 1 && tsb_evdev_has_axis(descriptor, positionY) == 1
        let (xCode, yCode) = multitouch ? (positionX, positionY) : (singleX, singleY)
        guard let x = axis(descriptor, xCode), let y = axis(descriptor, yCode) else {
            return .failure(EvdevLookupError(description: "\(path) (\(name)) has no absolute X and Y axes"))
        }
        let slots = tsb_evdev_has_axis(descriptor, slot) == 1 ? axis(descriptor, slot) : nil
        return .success(EvdevPanel(path: path, name: name, x: x, y: y, slots: slots, isDirect: tsb_evdev_is_direct(descriptor) == 1))
    }

    private static func axis(_ descriptor: Int32, _ code: UInt32) -> EvdevPanel.Axis? {
        var info = tsb_evdev_axis_info()
        guard tsb_evdev_has_axis(descriptor, code) == 1, tsb_evdev_axis(descriptor, code, &info) == 0 else { return nil }
        return EvdevPanel.Axis(minimum: Int(info.minimum), maximum: Int(info.maximum), resolution: Int(info.resolution))
    }

    private static func failure(_ path: String, _ code: Int32) -> EvdevLookupError {
        EvdevLookupError(description: "\(path): \(String(cString: strerror(code)))")
    }
}
