import Testing
import TouchEngine
import TouchTUIO

/// `--tuio-version 2`: the app's touches as TUIO 2.0 frames, `frm` first, the `ptr`s of the pointers that changed,
/// `alv` last, with the same lift-off and closing-frame rules as 1.1.
@Suite struct TUIO2SenderTests {
    static func sender(firstFrame: Int32 = 7) -> TUIOSender {
        TUIOSender(sourceName: "sim@host", version: .tuio20, firstFrame: firstFrame, timeTagOrigin: 3_900_000_000)
    }

    /// The messages of one datagram as "address arguments", numbers printed briefly.
    static func text(_ packet: [UInt8]) throws -> [String] {
        guard case .bundle(let bundle) = try OSCDecoder().decode(packet) else { return ["not a bundle"] }
        return bundle.elements.map { element in
            guard case .message(let message) = element else { return "nested bundle" }
            let arguments = message.arguments.map { argument -> String in
                switch argument {
                case .int32(let value): String(value)
                case .float32(let value): value == value.rounded() ? String(Int(value)) : String(value)
                case .string(let value): value
                case .timeTag(let tag): "t\(tag.seconds).\(tag.fraction)"
                default: "?"
                }
            }
            return ([message.address] + arguments).joined(separator: " ")
        }
    }

    /// A touch of pressure 0.75 and contact size 40 px at (320, 400) in a 1280×800 window, half a second in: the bytes
    /// the specification lays out (frm types `itis`, ptr 3 int32 and 11 float32, alv), written out by hand.
    @Test func aTouchIsSentAsFrmPtrAlvByteForByte() {
        var sender = Self.sender()
        sender.apply(PointerEvent(.down, id: 1, x: 320, y: 400, time: 0.5, pressure: 0.75, contactSize: 40))
        let packets = sender.frame(at: 0.5, windowWidth: 1280, windowHeight: 800)
        #expect(packets == [TUIO2ReceiverTests.hex("""
            2362756e 646c6500 00000000 00000001
            00000030 2f747569 6f322f66 726d0000 2c697469 73000000 00000007 e8754700 80000000 05000320 73696d40 686f7374 00000000
            00000054 2f747569 6f322f70 74720000 2c696969 66666666 66666666 66666600 00000001 00000000 00000000
                     3e800000 3f000000 00000000 00000000 3c800000 3f400000 00000000 00000000 00000000 00000000 00000000
            00000014 2f747569 6f322f61 6c760000 2c690000 00000001
            """)])
        #expect(sender.frameSequence == 7)
    }

    @Test func onlyThePointersThatChangedAreSentAndAlvListsThemAll() throws {
        var sender = Self.sender()
        sender.apply(PointerEvent(.down, id: 1, x: 320, y: 400, time: 0))
        sender.apply(PointerEvent(.down, id: 2, x: 640, y: 400, time: 0, source: .pen))
        _ = sender.frame(at: 0, windowWidth: 1280, windowHeight: 800)
        sender.apply(PointerEvent(.move, id: 2, x: 960, y: 400, time: 0.1, pressure: 0.5, source: .pen))
        let messages = try Self.text(sender.frame(at: 0.1, windowWidth: 1280, windowHeight: 800)[0])
        // Pen: type 21 (stylus). A quarter of the width in 0.1 s: 2.5 widths a second; pressure 1 → 0.5: -5 a second.
        #expect(messages == [
            "/tuio2/frm 8 t3900000000.429496729 83886880 sim@host",
            "/tuio2/ptr 2 21 0 0.75 0.5 0 0 0 0.5 2.5 0 -5 25 -50",
            "/tuio2/alv 1 2",
        ])
    }

    @Test func aLiftAwayFromTheLastMoveIsSentAliveThenTheNextFrameLetsGo() throws {
        var sender = Self.sender()
        sender.apply(PointerEvent(.down, id: 1, x: 640, y: 400, time: 0, source: .mouse))
        _ = sender.frame(at: 0, windowWidth: 1280, windowHeight: 800)
        sender.apply(PointerEvent(.up, id: 1, x: 660, y: 425, time: 0.2, pressure: 0, source: .mouse))
        let lift = try Self.text(sender.frame(at: 0.2, windowWidth: 1280, windowHeight: 800)[0])
        #expect(lift.count == 3 && lift[2] == "/tuio2/alv 1")
        #expect(lift[1].hasPrefix("/tuio2/ptr 1 23 0 0.515625 0.53125 0 0 0 1 "), "mouse: type 23; the lift's own pressure 0 is not sent")
        #expect(sender.nextDeadline == 0.2)
        let gone = try Self.text(sender.frame(at: 0.21, windowWidth: 1280, windowHeight: 800)[0])
        #expect(gone == ["/tuio2/frm 9 t3900000000.901943132 83886880 sim@host", "/tuio2/alv"])
    }

    @Test func theClosingFrameIsFrmAndAnEmptyAlvTwice() throws {
        var sender = Self.sender(firstFrame: 100)
        sender.apply(PointerEvent(.down, id: 1, x: 640, y: 400, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1280, windowHeight: 800)
        let first = try Self.text(sender.closingFrame(at: 1, windowWidth: 1280, windowHeight: 800)[0])
        let second = try Self.text(sender.closingFrame(at: 1.05, windowWidth: 1280, windowHeight: 800)[0])
        #expect(first == ["/tuio2/frm 101 t3900000001.0 83886880 sim@host", "/tuio2/alv"])
        #expect(second.first?.hasPrefix("/tuio2/frm 102 t3900000001.") == true && second.last == "/tuio2/alv")
    }

    /// While fingers are held still the frame is sent again with every pointer, so a late receiver has them all.
    @Test func aKeepAliveFrameSendsEveryPointer() throws {
        var sender = Self.sender()
        sender.apply(PointerEvent(.down, id: 1, x: 320, y: 400, time: 0))
        sender.apply(PointerEvent(.down, id: 2, x: 640, y: 400, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1280, windowHeight: 800)
        let refresh = try Self.text(sender.frame(at: 0.5, windowWidth: 1280, windowHeight: 800)[0])
        #expect(refresh.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["/tuio2/frm 8", "/tuio2/ptr 1", "/tuio2/ptr 2", "/tuio2/alv 1"])
    }

    /// `dim` packs the window as width << 16 | height, each side clamped to 16 bits.
    @Test(arguments: [(1280.0, 800.0, Int32(0x0500_0320)), (1920, 1080, 0x0780_0438), (70_000, 800, Int32(bitPattern: 0xFFFF_0320))])
    func theDimensionIsWidthShiftedLeftSixteenOrHeight(width: Double, height: Double, dimension: Int32) throws {
        var sender = Self.sender()
        sender.apply(PointerEvent(.down, id: 1, x: 1, y: 1, time: 0))
        let frm = try Self.text(sender.frame(at: 0, windowWidth: width, windowHeight: height)[0])[0]
        #expect(frm.split(separator: " ")[3] == "\(dimension)")
    }

    /// Many pointers: several bundles, each a whole frame with its own id, each `alv` listing the pointers known.
    @Test func manyNewPointersAreSplitIntoWholeFramesThatFitThePacketBudget() throws {
        var sender = Self.sender()
        for id in 1...40 { sender.apply(PointerEvent(.down, id: id, x: Double(id) * 20, y: 250, time: 0)) }
        let packets = sender.frame(at: 0, windowWidth: 1280, windowHeight: 800)
        // 16 header + 52 frm + 220 alv (all 40 listed) leave room for 12 ptrs of 88 bytes in 1,400: 12, 12, 12, 4.
        #expect(packets.count == 4 && packets.allSatisfy { $0.count <= 1400 })
        let frames = try packets.map(Self.text)
        #expect(frames.map { $0.first?.split(separator: " ")[1] } == ["7", "8", "9", "10"])
        #expect(frames.allSatisfy { $0.last?.hasPrefix("/tuio2/alv") == true })
        let pointers = frames.map { $0.filter { $0.hasPrefix("/tuio2/ptr") }.map { Int($0.split(separator: " ")[1])! } }
        let alive = frames.map { $0.last!.split(separator: " ").dropFirst().map { Int($0)! } }
        #expect(pointers.map(\.count) == [12, 12, 12, 4] && pointers.flatMap { $0 } == Array(1...40))
        // A new pointer is alive from the bundle that carries its first ptr on.
        #expect(alive == pointers.indices.map { Array(pointers[...$0].joined()) })
        #expect(sender.frameSequence == 10)
    }

    @Test func theReceiverReadsTheSendersTUIO2FramesBackWithPressureAndSize() {
        var sender = Self.sender()
        var receiver = TUIOReceiver(windowWidth: 1280, windowHeight: 800)
        var events: [PointerEvent] = []
        let script: [(Double, PointerEvent?)] = [
            (0, PointerEvent(.down, id: 1, x: 320, y: 400, time: 0, pressure: 0.5, contactSize: 40)),
            (0.1, PointerEvent(.move, id: 1, x: 640, y: 400, time: 0.1, pressure: 0.75, contactSize: 40)),
            (0.2, PointerEvent(.up, id: 1, x: 660, y: 425, time: 0.2, pressure: 0.75)),
            (0.21, nil),
        ]
        for (time, event) in script {
            if let event { sender.apply(event) }
            for packet in sender.frame(at: time, windowWidth: 1280, windowHeight: 800) { receiver.receive(packet, from: "h:1", at: time) }
            events += receiver.drainEvents()
        }
        #expect(events == [
            PointerEvent(.down, id: 1000, x: 320, y: 400, time: 0, pressure: 0.5, source: .tuio, contactSize: 40),
            PointerEvent(.move, id: 1000, x: 640, y: 400, time: 0.1, pressure: 0.75, source: .tuio, contactSize: 40),
            PointerEvent(.move, id: 1000, x: 660, y: 425, time: 0.2, pressure: 0.75, source: .tuio, contactSize: 40),
            PointerEvent(.up, id: 1000, x: 660, y: 425, time: 0.21, pressure: 0.75, source: .tuio, contactSize: 40),
        ])
        #expect(receiver.counters.malformedPackets == 0 && receiver.counters.lateFrames == 0)
    }
}
