import Testing
import TouchEngine
import TouchTUIO

/// TUIO 2.0 as its specification (tuio.org/?tuio20) lays out a frame: a bundle of `/tuio2/frm f_id time dim source`
/// (types `itis`), the `/tuio2/ptr` of each pointer that changed, and `/tuio2/alv` last. The bytes are written out
/// by hand from the specification and OSC 1.0 (and checked to decode the same with python-osc).
@Suite struct TUIO2ReceiverTests {
    /// Bytes from hex words, spaces ignored.
    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.filter { !$0.isWhitespace })
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    /// `#bundle`, immediately; `/tuio2/frm 7 {3,900,000,000 s + 0.5 s} 0x05000320 "sim@host"` (1280×800);
    /// `/tuio2/ptr 3 0x00020005 0 0.25 0.5 0 0 0.015625 0.75` (user 2, type 5; radius 1/64, pressure 0.75);
    /// `/tuio2/alv 3`.
    static let specFrame = hex("""
        2362756e 646c6500 00000000 00000001
        00000030 2f747569 6f322f66 726d0000 2c697469 73000000 00000007 e8754700 80000000 05000320 73696d40 686f7374 00000000
        0000003c 2f747569 6f322f70 74720000 2c696969 66666666 66660000 00000003 00020005 00000000 3e800000 3f000000
                 00000000 00000000 3c800000 3f400000
        00000014 2f747569 6f322f61 6c760000 2c690000 00000003
        """)

    @Test func theSpecificationsFrameBytesDecodeAsFrmPtrAlv() throws {
        #expect(Self.specFrame.count == 156)
        guard case .bundle(let bundle) = try OSCDecoder().decode(Self.specFrame) else {
            Issue.record("not a bundle")
            return
        }
        #expect(bundle.elements == [
            .message(OSCMessage("/tuio2/frm", [.int32(7), .timeTag(OSCTimeTag(seconds: 3_900_000_000, fraction: 0x8000_0000)),
                                               .int32(1280 << 16 | 800), .string("sim@host")])),
            .message(OSCMessage("/tuio2/ptr", [.int32(3), .int32(0x0002_0005), .int32(0), .float32(0.25), .float32(0.5),
                                               .float32(0), .float32(0), .float32(0.015625), .float32(0.75)])),
            .message(OSCMessage("/tuio2/alv", [.int32(3)])),
        ])
        // And the encoder writes the same bytes back.
        #expect(OSCEncoder.encode(.bundle(bundle)) == Self.specFrame)
    }

    @Test func aPointerGoesDownWithItsPressureAndRadiusMovesAndLiftsWhenAlvLeavesItOut() {
        var scenario = TUIOScenario()
        let down = scenario.receive(Self.specFrame, at: 1)
        #expect(down == [PointerEvent(.down, id: 1000, x: 250, y: 250, time: 1, pressure: 0.75, source: .tuio, contactSize: 31.25)])
        // The reference server's ptr with velocities: 3 int32 and 11 float32.
        let move = scenario.receive(TUIO2Packets.frame(8, source: "sim@host", pointers: [TUIO2Packets.pointer(3, 0.5, 0.5, pressure: 1, velocities: true)],
                                                       alive: [3]), at: 1.1)
        #expect(move == [PointerEvent(.move, id: 1000, x: 500, y: 250, time: 1.1, pressure: 1, source: .tuio, contactSize: 31.25)])
        let up = scenario.receive(TUIO2Packets.frame(9, source: "sim@host", alive: []), at: 1.2)
        #expect(up == [PointerEvent(.up, id: 1000, x: 500, y: 250, time: 1.2, pressure: 1, source: .tuio, contactSize: 31.25)])
        #expect(scenario.receiver.counters.malformedPackets == 0 && scenario.receiver.sourceCount == 1)
    }

    /// The reference client's rule: frame id 0 always counts (the reference server's first and closing frames), and
    /// a lower id is late only within a second of the last frame; later it is a restarted sender.
    @Test func frameIdZeroAlwaysCountsAndALowerIdIsLateOnlyWithinASecond() {
        var scenario = TUIOScenario()
        let point = { (x: Float) in [TUIO2Packets.pointer(1, x, 0.5)] }
        #expect(scenario.receive(TUIO2Packets.frame(500, source: "s", pointers: point(0.1), alive: [1]), at: 0).map(\.phase) == [.down])
        #expect(scenario.receive(TUIO2Packets.frame(499, source: "s", pointers: point(0.2), alive: [1]), at: 0.5).isEmpty)
        #expect(scenario.receiver.counters.lateFrames == 1)
        // 1.5 s after frame 500: the sender restarted its count.
        #expect(scenario.receive(TUIO2Packets.frame(3, source: "s", pointers: point(0.3), alive: [1]), at: 1.5).map(\.phase) == [.move])
        #expect(scenario.receive(TUIO2Packets.frame(600, source: "s", pointers: point(0.4), alive: [1]), at: 1.6).map(\.phase) == [.move])
        // The closing frame 0, then a restarted sender's 0, 1, 2 at once: all applied.
        #expect(scenario.receive(TUIO2Packets.frame(0, source: "s", alive: []), at: 1.7).map(\.phase) == [.up])
        #expect(scenario.receive(TUIO2Packets.frame(0, source: "s", alive: []), at: 1.8).isEmpty)
        #expect(scenario.receive(TUIO2Packets.frame(1, source: "s", pointers: point(0.5), alive: [1]), at: 1.8).map(\.phase) == [.down])
        #expect(scenario.receive(TUIO2Packets.frame(2, source: "s", pointers: point(0.6), alive: [1]), at: 1.9).map(\.phase) == [.move])
        #expect(scenario.receiver.counters.lateFrames == 1)
    }

    @Test func tuio11AndTuio20SendersOnOnePortAreTwoSources() {
        var scenario = TUIOScenario()
        let old = scenario.receive(TUIOTestPackets.frame(source: "old@a", alive: [1], sets: [(1, 0.125, 0.25)], fseq: 1), at: 0)
        let new = scenario.receive(TUIO2Packets.frame(0, source: "new@b", pointers: [TUIO2Packets.pointer(1, 0.9, 0.8)], alive: [1]), at: 0)
        #expect(old == [tuio(.down, 1000, 125, 125, 0)])
        #expect(new.map(\.id) == [PointerID(1001)] && new.first?.position == Vector2(Double(Float(0.9)) * 1000, Double(Float(0.8)) * 500))
        #expect(scenario.receiver.sourceCount == 2 && scenario.receiver.touchCount == 2)
    }

    /// Without a source name a 2.0 sender is told apart by its address, like a 1.1 one.
    @Test func aFrameWithoutSourceIsKeyedByAddressAndOtherComponentsAreIgnored() {
        var scenario = TUIOScenario()
        let token = OSCPacket.message(OSCMessage("/tuio2/tok", [.int32(9), .int32(0), .int32(4), .float32(0.5), .float32(0.5), .float32(0)]))
        let packet = TUIOTestPackets.bundle([
            .message(OSCMessage("/tuio2/frm", [.int32(1)])), token, TUIO2Packets.pointer(2, 0.5, 0.5),
            .message(OSCMessage("/tuio2/alv", [.int32(2), .int32(9)])),
        ])
        #expect(scenario.receive(packet, from: "10.0.0.1:1", at: 0).map(\.phase) == [.down])
        #expect(scenario.receive(packet, from: "10.0.0.2:1", at: 0).map(\.phase) == [.down])
        #expect(scenario.receiver.counters.ignoredMessages == 2 && scenario.receiver.sourceCount == 2)
    }

    @Test(arguments: [
        (OSCMessage("/tuio2/frm", [.string("7")]), "/tuio2/frm expected an integer frame id first, got type s"),
        (OSCMessage("/tuio2/frm", [.int32(7), .timeTag(.immediately), .int32(0), .int32(5)]), "/tuio2/frm argument 4 (source) is type i, not a string"),
        (OSCMessage("/tuio2/ptr", [.int32(1), .int32(0), .int32(0), .float32(0.5)]), "/tuio2/ptr expected s_id, tu_id, c_id, x and y, got 4 arguments"),
        (OSCMessage("/tuio2/ptr", [.int32(1), .float32(0.5), .int32(0), .float32(0.5), .float32(0.5)]), "/tuio2/ptr s_id, tu_id and c_id must be integers, got type i, type f, type i"),
        (OSCMessage("/tuio2/ptr", [.int32(1), .int32(0), .int32(0), .float32(0.5), .float32(0.5), .string("up")]), "/tuio2/ptr argument 6 is type s, not a number"),
        (OSCMessage("/tuio2/alv", [.int32(1), .float32(1.5)]), "/tuio2/alv argument 2 is not a session id (type f)"),
    ])
    func aBrokenMessageMakesThePacketMalformedAndSaysWhy(message: OSCMessage, problem: String) {
        var scenario = TUIOScenario()
        let packet = TUIOTestPackets.bundle([.message(OSCMessage("/tuio2/frm", [.int32(1)])), TUIO2Packets.pointer(1, 0.5, 0.5),
                                             .message(message), .message(OSCMessage("/tuio2/alv", [.int32(1)]))])
        #expect(scenario.receive(packet, from: "h:1", at: 0).isEmpty)
        #expect(scenario.receiver.counters.malformedPackets == 1)
        #expect(scenario.receiver.lastProblem == "h:1: \(problem)")
    }

    @Test func nonFinitePressureCountsAsFullAndPressureAboveOneIsClamped() {
        var scenario = TUIOScenario()
        let events = scenario.receive(TUIOTestPackets.bundle([
            .message(OSCMessage("/tuio2/frm", [.int32(1)])),
            TUIO2Packets.pointer(1, 0.1, 0.1, pressure: .nan), TUIO2Packets.pointer(2, 0.2, 0.2, pressure: 7),
            TUIO2Packets.pointer(3, 0.3, 0.3, pressure: 0),
            .message(OSCMessage("/tuio2/alv", [.int32(1), .int32(2), .int32(3)])),
        ]), at: 0)
        #expect(events.map(\.pressure) == [1, 1, 0])
    }

    @Test("a pen hovering (negative press) touches nothing; pressing puts it down where it is, hovering again lifts it there, pressing again is a new touch")
    func hoveringPointerIsUp() {
        var scenario = TUIOScenario()
        func frame(_ id: Int32, _ x: Float, _ press: Float) -> [UInt8] {
            TUIO2Packets.frame(id, source: "pen@table", pointers: [TUIO2Packets.pointer(4, x, 0.5, pressure: press)], alive: [4])
        }
        #expect(scenario.receive(frame(1, 0.25, -1), from: "h:1", at: 1).isEmpty, "hovering: no touch")
        #expect(scenario.receive(frame(2, 0.375, -0.2), from: "h:1", at: 1.1).isEmpty, "still hovering, moving: no touch")
        #expect(scenario.receiver.touchCount == 0)
        #expect(scenario.receive(frame(3, 0.375, 0.5), from: "h:1", at: 1.2)
                == [PointerEvent(.down, id: 1000, x: 375, y: 250, time: 1.2, pressure: 0.5, source: .tuio)])
        #expect(scenario.receive(frame(4, 0.5, 0.5), from: "h:1", at: 1.3)
                == [PointerEvent(.move, id: 1000, x: 500, y: 250, time: 1.3, pressure: 0.5, source: .tuio)])
        #expect(scenario.receive(frame(5, 0.5625, -1), from: "h:1", at: 1.4)
                == [PointerEvent(.up, id: 1000, x: 562.5, y: 250, time: 1.4, pressure: 0.5, source: .tuio)])
        #expect(scenario.receiver.touchCount == 0)
        #expect(scenario.receive(frame(6, 0.5625, 0.5), from: "h:1", at: 1.5)
                == [PointerEvent(.down, id: 1000, x: 562.5, y: 250, time: 1.5, pressure: 0.5, source: .tuio)],
                "pressing again where it hovered, at the pressure it had: a new touch")
        #expect(scenario.receive(TUIO2Packets.frame(7, source: "pen@table", alive: []), from: "h:1", at: 1.6)
                == [PointerEvent(.up, id: 1000, x: 562.5, y: 250, time: 1.6, pressure: 0.5, source: .tuio)])
        let hoverThenLeave = scenario.receive(frame(8, 0.2, -1), from: "h:1", at: 1.7)
            + scenario.receive(TUIO2Packets.frame(9, source: "pen@table", alive: []), from: "h:1", at: 1.8)
        #expect(hoverThenLeave.isEmpty, "a pointer that only hovered and left never touched")
    }
}

/// TUIO 2.0 packets for the tests.
enum TUIO2Packets {
    /// `/tuio2/ptr s_id 0 0 x y 0 0 radius press`, and the five motion floats when `velocities`.
    static func pointer(_ session: Int32, _ x: Float, _ y: Float, pressure: Float = 1, radius: Float = 0,
                        velocities: Bool = false) -> OSCPacket {
        let floats: [Float] = [x, y, 0, 0, radius, pressure] + (velocities ? [0.1, 0, 0, 0, 0] : [])
        return .message(OSCMessage("/tuio2/ptr", [.int32(session), .int32(0), .int32(0)] + floats.map { .float32($0) }))
    }

    /// `frm` (frame id, time, 1280×800, source), the pointers, `alv`.
    static func frame(_ frameID: Int32, source: String, pointers: [OSCPacket] = [], alive: [Int32]) -> [UInt8] {
        let frm = OSCPacket.message(OSCMessage("/tuio2/frm", [.int32(frameID), .timeTag(.immediately), .int32(1280 << 16 | 800), .string(source)]))
        return OSCEncoder.encode(OSCBundle([frm] + pointers + [.message(OSCMessage("/tuio2/alv", alive.map { .int32($0) }))]))
    }
}
