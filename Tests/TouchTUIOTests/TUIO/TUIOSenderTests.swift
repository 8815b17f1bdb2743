import Testing
import TouchEngine
import TouchTUIO

/// The app's touches as TUIO 1.1 bundles, read back with the OSC decoder and with the receiver.
@Suite struct TUIOSenderTests {
    /// The `/tuio/2Dcur` messages of one datagram, as (command, arguments).
    static func messages(_ packet: [UInt8]) throws -> [OSCMessage] {
        guard case .bundle(let bundle) = try OSCDecoder().decode(packet) else {
            Issue.record("not a bundle")
            return []
        }
        return bundle.elements.compactMap { if case .message(let message) = $0 { message } else { nil } }
    }

    static func cursor(_ command: String, _ arguments: [OSCArgument]) -> OSCMessage {
        OSCMessage("/tuio/2Dcur", [.string(command)] + arguments)
    }

    static func set(_ session: Int32, _ values: Float...) -> OSCMessage {
        cursor("set", [.int32(session)] + values.map { .float32($0) })
    }

    @Test func aTouchIsSentAsSourceAliveSetAndFseq() throws {
        var sender = TUIOSender(sourceName: TUIOSender.sourceName(host: "kiosk-3"))
        sender.apply(PointerEvent(.down, id: 4, x: 250, y: 375, time: 0))
        let packets = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        #expect(packets.count == 1)
        #expect(try Self.messages(packets[0]) == [
            Self.cursor("source", [.string("touch-sandbox@kiosk-3")]),
            Self.cursor("alive", [.int32(1)]),
            Self.set(1, 0.25, 0.75, 0, 0, 0),
            Self.cursor("fseq", [.int32(1)]),
        ])
        // Nothing changed: nothing to send (until the keep-alive is due).
        #expect(sender.frame(at: 0.016, windowWidth: 1000, windowHeight: 500).isEmpty)
    }

    /// Velocity in window widths and heights per second since the cursor was last sent; acceleration is the
    /// change of speed per second.
    @Test func velocityAndAccelerationFollowTheMotion() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.move, id: 1, x: 200, y: 50, time: 0.5))
        let first = try Self.messages(sender.frame(at: 0.5, windowWidth: 1000, windowHeight: 500)[0])
        // x 0.1 → 0.2 and y 0.2 → 0.1 in 0.5 s: velocity (0.2, -0.2), speed 0.2828 from 0, over 0.5 s.
        #expect(first[2] == Self.set(1, 0.2, 0.1, 0.2, -0.2, Float((0.08 as Double).squareRoot() / 0.5)))
        sender.apply(PointerEvent(.move, id: 1, x: 250, y: 50, time: 1))
        let second = try Self.messages(sender.frame(at: 1, windowWidth: 1000, windowHeight: 500)[0])
        #expect(second[2] == Self.set(1, 0.25, 0.1, 0.1, 0, Float((0.1 - (0.08 as Double).squareRoot()) / 0.5)))
        #expect(second[3] == Self.cursor("fseq", [.int32(3)]))
    }

    @Test func aStillTouchIsSentAgainSoReceiversDoNotTimeItOut() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 500, y: 250, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        #expect(sender.frame(at: 0.49, windowWidth: 1000, windowHeight: 500).isEmpty)
        let refresh = try Self.messages(sender.frame(at: 0.5, windowWidth: 1000, windowHeight: 500)[0])
        #expect(refresh[1] == Self.cursor("alive", [.int32(1)]))
        #expect(refresh[2] == Self.set(1, 0.5, 0.5, 0, 0, 0))
        #expect(refresh[3] == Self.cursor("fseq", [.int32(2)]))
        #expect(sender.frame(at: 0.9, windowWidth: 1000, windowHeight: 500).isEmpty)
        #expect(sender.frame(at: 1.0, windowWidth: 1000, windowHeight: 500).count == 1)
    }

    @Test func theLastLiftSendsAnEmptyAliveRepeatedOnce() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 500, y: 250, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.up, id: 1, x: 500, y: 250, time: 0.1))
        let lift = try Self.messages(sender.frame(at: 0.1, windowWidth: 1000, windowHeight: 500)[0])
        #expect(lift == [Self.cursor("source", [.string("t")]), Self.cursor("alive", []), Self.cursor("fseq", [.int32(2)])])
        #expect(sender.frame(at: 0.5, windowWidth: 1000, windowHeight: 500).isEmpty)
        let repeated = try Self.messages(sender.frame(at: 0.6, windowWidth: 1000, windowHeight: 500)[0])
        #expect(repeated == [Self.cursor("source", [.string("t")]), Self.cursor("alive", []), Self.cursor("fseq", [.int32(3)])])
        #expect(sender.frame(at: 5, windowWidth: 1000, windowHeight: 500).isEmpty)
        #expect(sender.frameSequence == 3)
    }

    /// A tap shorter than a frame still reaches the receiver: alive for one frame, gone in the next.
    @Test func aTapBetweenTwoFramesIsSentForOneFrame() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0.001))
        sender.apply(PointerEvent(.up, id: 1, x: 100, y: 100, time: 0.010))
        let tap = try Self.messages(sender.frame(at: 0.016, windowWidth: 1000, windowHeight: 500)[0])
        #expect(tap[1] == Self.cursor("alive", [.int32(1)]) && tap[2] == Self.set(1, 0.1, 0.2, 0, 0, 0))
        let after = try Self.messages(sender.frame(at: 0.033, windowWidth: 1000, windowHeight: 500)[0])
        #expect(after[1] == Self.cursor("alive", []))
    }

    /// Pointer ids are reused by the app; TUIO session ids must not be, or a receiver would see one long touch.
    @Test func aNewTouchWithAReusedPointerIdGetsANewSession() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.up, id: 1, x: 100, y: 100, time: 0.01))
        sender.apply(PointerEvent(.down, id: 1, x: 900, y: 400, time: 0.012))
        let next = try Self.messages(sender.frame(at: 0.016, windowWidth: 1000, windowHeight: 500)[0])
        #expect(next[1] == Self.cursor("alive", [.int32(2)]) && next[2] == Self.set(2, 0.9, 0.8, 0, 0, 0))
    }

    /// The sessions a datagram lists in `alive`, and those it sends a `set` for.
    static func aliveAndSets(_ packet: [UInt8]) throws -> (alive: [Int32], sets: [Int32], fseq: Int32?) {
        let messages = try Self.messages(packet)
        func sessions(_ arguments: ArraySlice<OSCArgument>) -> [Int32] {
            arguments.compactMap { if case .int32(let value) = $0 { value } else { nil } }
        }
        let alive = messages.first { $0.arguments.first == .string("alive") }.map { sessions($0.arguments.dropFirst()) } ?? []
        let sets = messages.filter { $0.arguments.first == .string("set") }.flatMap { sessions($0.arguments.dropFirst().prefix(1)) }
        let fseq = messages.last.flatMap { sessions($0.arguments.dropFirst()).first }
        return (alive, sets, fseq)
    }

    @Test func manyTouchesAreSplitIntoBundlesThatFitThePacketBudget() throws {
        var sender = TUIOSender(sourceName: TUIOSender.sourceName(host: "table"))
        for id in 1...40 { sender.apply(PointerEvent(.down, id: id, x: Double(id) * 20, y: 250, time: 0)) }
        let packets = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        // The budget is planned with all 40 alive: 16 header + 48 source + 228 alive + 32 fseq, and 56 bytes per
        // set, so 19 sets fit in 1,400 bytes. New cursors join alive with their first set, so the first bundle lists
        // 19 (a 124-byte alive): 16 + 48 + 124 + 32 + 19 × 56 = 1,284 bytes.
        #expect(packets.map(\.count) == [1284, 1380, 436])
        let split = try packets.map(Self.aliveAndSets)
        #expect(split.map(\.alive) == [Array(1...19), Array(1...38), Array(1...40)])
        #expect(split.map(\.sets) == [Array(1...19), Array(20...38), Array(39...40)])
        #expect(split.map(\.fseq) == [-1, -1, 1])
        #expect(try Self.messages(packets[0])[0] == Self.cursor("source", [.string("touch-sandbox@table")]))
    }

    /// Cursors a receiver already knows stay alive in every bundle of a split frame; only new ones wait for their set.
    @Test func knownCursorsStayAliveInEveryBundleOfASplitFrame() throws {
        var sender = TUIOSender(sourceName: "t")
        for id in 1...30 { sender.apply(PointerEvent(.down, id: id, x: Double(id) * 20, y: 250, time: 0)) }
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        for id in 31...40 { sender.apply(PointerEvent(.down, id: id, x: Double(id) * 20, y: 250, time: 0.1)) }
        let split = try sender.frame(at: 0.1, windowWidth: 1000, windowHeight: 500).map(Self.aliveAndSets)
        #expect(split.map(\.alive) == [Array(1...30), Array(1...38), Array(1...40)])
        #expect(split.map(\.sets) == [Array(1...19), Array(20...38), Array(39...40)])
    }

    @Test func theReceiverReadsTheSendersFramesBackInItsOwnWindow() {
        var sender = TUIOSender(sourceName: "a@b")
        var receiver = TUIOReceiver(windowWidth: 2000, windowHeight: 1000)
        var received: [PointerEvent] = []
        let script: [(Double, PointerEvent)] = [
            (0.0, PointerEvent(.down, id: 1, x: 250, y: 125, time: 0)),
            (0.0, PointerEvent(.down, id: 2, x: 750, y: 375, time: 0)),
            (0.1, PointerEvent(.move, id: 1, x: 500, y: 125, time: 0.1)),
            (0.2, PointerEvent(.up, id: 2, x: 750, y: 375, time: 0.2)),
            (0.3, PointerEvent(.cancel, id: 1, x: 500, y: 125, time: 0.3)),
        ]
        for (time, event) in script {
            sender.apply(event)
            for packet in sender.frame(at: time, windowWidth: 1000, windowHeight: 500) {
                receiver.receive(packet, from: "127.0.0.1:1", at: time)
            }
            received += receiver.drainEvents()
        }
        #expect(received == [
            tuio(.down, 1000, 500, 250, 0), tuio(.down, 1001, 1500, 750, 0),
            tuio(.move, 1000, 1000, 250, 0.1), tuio(.up, 1001, 1500, 750, 0.2), tuio(.up, 1000, 1000, 250, 0.3),
        ])
        #expect(receiver.counters.malformedPackets == 0 && receiver.counters.lateFrames == 0)
    }

    @Test func nothingIsSentForANonPositiveWindowOrNonFinitePositions() {
        var sender = TUIOSender(sourceName: "t\u{0}x")
        #expect(sender.sourceName == "tx")
        sender.apply(PointerEvent(.down, id: 1, x: .nan, y: 1, time: 0))
        #expect(sender.touchCount == 0)
        sender.apply(PointerEvent(.down, id: 1, x: 1, y: 1, time: 0))
        #expect(sender.frame(at: 0, windowWidth: 0, windowHeight: 500).isEmpty)
        #expect(sender.frame(at: 0, windowWidth: .infinity, windowHeight: 500).isEmpty)
        #expect(sender.frame(at: 0, windowWidth: 10, windowHeight: 10).count == 1)
    }

    /// The sender takes the app's events through the one normalised stream: strays change nothing, a repeated down is
    /// two cursors.
    @Test func aStrayMoveOrLiftSendsNothingAndASecondDownEndsTheFirstTouch() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.move, id: 4, x: 100, y: 100, time: 0))
        sender.apply(PointerEvent(.up, id: 5, x: 100, y: 100, time: 0))
        #expect(sender.touchCount == 0 && !sender.hasPendingChanges)
        #expect(sender.frame(at: 0, windowWidth: 1000, windowHeight: 500).isEmpty)
        sender.apply(PointerEvent(.down, id: 1, x: 500, y: 250, time: 0.01))
        _ = sender.frame(at: 0.01, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.down, id: 1, x: 100, y: 50, time: 0.02))
        let frame = try Self.aliveAndSets(sender.frame(at: 0.02, windowWidth: 1000, windowHeight: 500)[0])
        // The first touch (session 1) leaves at once: it lifted where it was last sent. The second is session 2.
        #expect(frame.alive == [2] && frame.sets == [2])
    }
}
