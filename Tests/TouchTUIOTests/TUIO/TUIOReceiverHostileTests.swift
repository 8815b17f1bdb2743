import Testing
import TouchTUIO

/// Broken and hostile packets: refused whole, counted, named in `lastProblem`, and never a non-finite event.
@Suite struct TUIOReceiverHostileTests {
    @Test func aNonFinitePositionIsDroppedAndCounted() {
        var scenario = TUIOScenario()
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, .nan, 0.5)], fseq: 1), at: 0).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 2), at: 0.1)
                == [tuio(.down, 1000, 500, 250, 0.1)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, .infinity, 0.5)], fseq: 3), at: 0.2).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, -.infinity)], fseq: 4), at: 0.3).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 5), at: 0.4) == [tuio(.up, 1000, 500, 250, 0.4)])
        #expect(scenario.receiver.counters.nonFinitePositions == 3)
    }

    @Test func aDoublePositionThatIsInfiniteInWindowPixelsIsDroppedAndCounted() {
        // Found by Fuzz/ (tuio target): 1e306 is finite, but 1e306 × 1000 pixels is not, and went down as infinity.
        var scenario = TUIOScenario()
        let huge = TUIOTestPackets.bundle([
            TUIOTestPackets.cursor("alive", [.int32(1)]),
            TUIOTestPackets.cursor("set", [.int32(1), .double(1e306), .double(0.5)]),
        ])
        #expect(scenario.receive(huge, at: 0).isEmpty)
        #expect(scenario.receiver.counters.nonFinitePositions == 1)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)]), at: 0.1)
                == [tuio(.down, 1000, 500, 250, 0.1)])
    }

    @Test func aPacketWithAWronglyTypedArgumentIsRefusedWhole() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 0)
        // The alive in this packet would lift the finger; since its set is broken, none of it applies.
        let packet = TUIOTestPackets.bundle([
            TUIOTestPackets.cursor("alive", [.int32(2)]),
            TUIOTestPackets.cursor("set", [.int32(2), .string("left"), .float32(0.5)]),
            TUIOTestPackets.cursor("fseq", [.int32(2)]),
        ])
        #expect(scenario.receive(packet, from: "10.1.1.1:9", at: 0.1).isEmpty)
        #expect(scenario.receiver.counters.malformedPackets == 1 && scenario.receiver.touchCount == 1)
        #expect(scenario.receiver.lastProblem == "10.1.1.1:9: /tuio/2Dcur set: x and y must be numbers, got type s, type f")
    }

    @Test func eachKindOfBrokenCursorMessageIsNamed() {
        let cases: [(OSCPacket, String)] = [
            (.message(OSCMessage("/tuio/2Dcur", [.int32(1)])), "/tuio/2Dcur message does not start with a command string"),
            (.message(OSCMessage("/tuio/2Dcur", [])), "/tuio/2Dcur message does not start with a command string"),
            (TUIOTestPackets.cursor("source"), "/tuio/2Dcur source: expected a string name"),
            (TUIOTestPackets.cursor("alive", [.int32(1), .float32(1.5)]), "/tuio/2Dcur alive: argument 2 is not a session id (type f)"),
            (TUIOTestPackets.cursor("alive", [.string("1")]), "/tuio/2Dcur alive: argument 1 is not a session id (type s)"),
            (TUIOTestPackets.cursor("set", [.int32(1), .float32(0.5)]), "/tuio/2Dcur set: expected session id, x and y, got 2 arguments"),
            (TUIOTestPackets.cursor("set", [.float32(.nan), .float32(0.5), .float32(0.5)]), "/tuio/2Dcur set: type f is not a session id"),
            (TUIOTestPackets.cursor("fseq"), "/tuio/2Dcur fseq: expected an integer frame number"),
            (TUIOTestPackets.cursor("fseq", [.true]), "/tuio/2Dcur fseq: expected an integer frame number"),
        ]
        for (packet, problem) in cases {
            var scenario = TUIOScenario()
            _ = scenario.receive(OSCEncoder.encode(packet), from: "h:1", at: 0)
            #expect(scenario.receiver.lastProblem == "h:1: " + problem)
            #expect(scenario.receiver.counters.malformedPackets == 1)
        }
    }

    @Test func aPacketThatIsNotOSCIsRefusedAndNamed() {
        var scenario = TUIOScenario()
        let valid = TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1)
        _ = scenario.receive(Array(valid.prefix(40)), from: "127.0.0.1:5000", at: 0)
        _ = scenario.receive(Array("GET / HTTP/1.1\r\n\r\n\0\0".utf8), from: "127.0.0.1:5000", at: 0)
        #expect(scenario.receiver.counters.malformedPackets == 2)
        #expect(scenario.receiver.lastProblem == "127.0.0.1:5000: byte 0: neither a message (starts with '/') nor a bundle (starts with '#bundle')")
        _ = scenario.receive(Array(valid.prefix(40)), from: "127.0.0.1:5000", at: 0)
        #expect(scenario.receiver.lastProblem == "127.0.0.1:5000: byte 16: bundle element size 28 is not a positive multiple of 4 within the bundle")
        #expect(scenario.receiver.sourceCount == 0)
    }

    /// About the largest alive list a UDP datagram can carry (each id takes 4 bytes and a type tag byte): 12,000
    /// session ids, and 70 sets. Only the cap is tracked.
    @Test func aHugeAliveListTracksOnlyTheCap() {
        var scenario = TUIOScenario()
        let sessions = (0..<12_000).map { Int32($0) }
        let sets = (0..<70).map { (Int32($0), Float(0.5), Float(0.5)) }
        let packet = TUIOTestPackets.frame(alive: sessions, sets: sets, fseq: 1)
        #expect(packet.count == 63_996)  // UDP carries at most 65,507
        let events = scenario.receive(packet, at: 0)
        #expect(events.count == 64 && scenario.receiver.touchCount == 64)
        #expect(scenario.receiver.counters.cursorCapHits == 1 && scenario.receiver.counters.strayUpdates == 6)
        // Again and again: the state stays at the cap.
        for step in 2..<50 { _ = scenario.receive(TUIOTestPackets.frame(alive: sessions, fseq: Int32(step)), at: Double(step) / 100) }
        #expect(scenario.receiver.touchCount == 64 && scenario.receiver.counters.cursorCapHits == 49)
    }

    /// Duplicate ids in alive are one cursor.
    @Test func duplicateSessionIdsInAliveAreOneCursor() {
        var scenario = TUIOScenario()
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [3, 3, 3], sets: [(3, 0.5, 0.5), (3, 0.5, 0.5)], fseq: 1), at: 0).count == 1)
        #expect(scenario.receiver.touchCount == 1)
    }
}
