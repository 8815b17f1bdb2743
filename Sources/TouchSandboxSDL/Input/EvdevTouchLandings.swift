import CEvdev
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which touchscreen a finger landed on, read from the panels' own event nodes. Under Wayland SDL 2.26 has one touch
/// device for every touchscreen of the seat ("wayland_touch"), so only the kernel's nodes tell two panels apart.
/// Every direct (touchscreen) node the user may read (root, or the `input` group) is opened read-only and
/// non-blocking, never grabbed, so the compositor still gets every event; each look reads what queued since the last
/// one and says which panels a finger landed on.
public final class EvdevTouchLandings {
    /// The nodes watched; empty when none could be read.
    public private(set) var panels: [EvdevPanel] = []
    private var descriptors: [Int32] = []

    public init(folder: String = "/dev/input") {
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("event") }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        for node in nodes {
            let path = (folder as NSString).appendingPathComponent(node)
            guard case .success(let panel) = EvdevPanelReader.read(path: path), panel.isDirect else { continue }
            let descriptor = tsb_evdev_open(path)
            guard descriptor >= 0 else { continue }
            panels.append(panel)
            descriptors.append(descriptor)
        }
    }

    deinit {
        for descriptor in descriptors { tsb_evdev_close(descriptor) }
    }

    /// The panels a finger landed on since the last look (their queued events are read and dropped).
    public func landedSinceLastLook() -> [EvdevPanel] {
        zip(panels, descriptors).compactMap { panel, descriptor in Self.hasLanding(in: Self.drain(descriptor)) ? panel : nil }
    }

    /// Everything queued on `descriptor` now.
    private static func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * eventSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer.prefix(count)
        }
    }

    /// `struct input_event` on a 64-bit kernel: a timeval (two 64-bit words), then type and code (16 bits each) and
    /// value (32 bits).
    static let eventSize = 24
    static let keyEvent: UInt16 = 0x01, absoluteEvent: UInt16 = 0x03
    static let touchButton: UInt16 = 0x14a, trackingID: UInt16 = 0x39

    /// Whether `bytes` (whole input events) hold a landing: BTN_TOUCH pressed, or a slot given a tracking id (a
    /// finger joining others already down).
    static func hasLanding(in bytes: [UInt8]) -> Bool {
        stride(from: 0, to: bytes.count - eventSize + 1, by: eventSize).contains { start in
            let type = UInt16(bytes[start + 16]) | UInt16(bytes[start + 17]) << 8
            let code = UInt16(bytes[start + 18]) | UInt16(bytes[start + 19]) << 8
            let value = Int32(bitPattern: UInt32(bytes[start + 20]) | UInt32(bytes[start + 21]) << 8
                | UInt32(bytes[start + 22]) << 16 | UInt32(bytes[start + 23]) << 24)
            return (type == keyEvent && code == touchButton && value == 1) || (type == absoluteEvent && code == trackingID && value >= 0)
        }
    }
}
