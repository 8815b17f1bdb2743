import Foundation
import Testing
@testable import TouchSandboxSDL

/// Which panel a finger landed on is read from the panel's own event node (under Wayland SDL has one touch device
/// for all of them). The bytes are `struct input_event`s as a 64-bit kernel writes them; the field lab's
/// `two-screens` scenario reads real nodes.
@Suite("Evdev touch landings: a landing is BTN_TOUCH pressed or a slot given a tracking id")
struct EvdevTouchLandingsTests {
    /// One input event: a zero timeval, then type, code and value, little-endian.
    static func event(_ type: UInt16, _ code: UInt16, _ value: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 16)
        for word in [UInt32(type), UInt32(code)] { bytes += [UInt8(word & 0xff), UInt8(word >> 8)] }
        let raw = UInt32(bitPattern: value)
        bytes += [UInt8(raw & 0xff), UInt8(raw >> 8 & 0xff), UInt8(raw >> 16 & 0xff), UInt8(raw >> 24)]
        return bytes
    }
    static let report = event(0, 0, 0)

    @Test("the first finger: a tracking id and BTN_TOUCH 1 in one frame is a landing")
    func firstFinger() {
        let frame = Self.event(3, 0x39, 100) + Self.event(3, 0x35, 2268) + Self.event(1, 0x14a, 1) + Self.report
        #expect(frame.count == 4 * EvdevTouchLandings.eventSize)
        #expect(EvdevTouchLandings.hasLanding(in: frame))
    }

    @Test("a second finger joining one already down: a slot's new tracking id (BTN_TOUCH does not change) is a landing")
    func secondFinger() {
        #expect(EvdevTouchLandings.hasLanding(in: Self.event(3, 0x2f, 1) + Self.event(3, 0x39, 101) + Self.report))
    }

    @Test("moves and lifts are not landings: positions, tracking id -1, BTN_TOUCH 0")
    func movesAndLifts() {
        let frames = Self.event(3, 0x35, 2300) + Self.event(3, 0x36, 1100) + Self.report
            + Self.event(3, 0x39, -1) + Self.event(1, 0x14a, 0) + Self.report
        #expect(!EvdevTouchLandings.hasLanding(in: frames))
        #expect(!EvdevTouchLandings.hasLanding(in: []))
    }

    @Test("a folder without event nodes watches nothing and sees no landing")
    func noNodes() {
        let landings = EvdevTouchLandings(folder: "/no/such/input")
        #expect(landings.panels.isEmpty && landings.landedSinceLastLook().isEmpty)
    }
}
