import Testing
import TouchTUIO

/// Several senders at once, senders that fall silent, and the caps on sources and cursors.
@Suite struct TUIOReceiverSourceTests {
    @Test func twoSourcesByNameKeepEqualSessionIdsApart() {
        var scenario = TUIOScenario()
        // Both from one address (a multiplexer, or two apps on one phone), told apart by their source names.
        #expect(scenario.receive(TUIOTestPackets.frame(source: "TUIOdroid@10.0.0.5", alive: [1], sets: [(1, 0.125, 0.25)], fseq: 1), at: 0)
                == [tuio(.down, 1000, 125, 125, 0)])
        #expect(scenario.receive(TUIOTestPackets.frame(source: "TuioPad@10.0.0.5", alive: [1], sets: [(1, 0.875, 0.75)], fseq: 1), at: 0.01)
                == [tuio(.down, 1001, 875, 375, 0.01)])
        #expect(scenario.receive(TUIOTestPackets.frame(source: "TUIOdroid@10.0.0.5", alive: [], fseq: 2), at: 0.02)
                == [tuio(.up, 1000, 125, 125, 0.02)])
        #expect(scenario.receive(TUIOTestPackets.frame(source: "TuioPad@10.0.0.5", alive: [1], sets: [(1, 0.5, 0.75)], fseq: 2), at: 0.03)
                == [tuio(.move, 1001, 500, 375, 0.03)])
        #expect(scenario.receiver.sourceCount == 2 && scenario.receiver.touchCount == 1)
    }

    @Test func twoSourcesWithoutNamesAreToldApartBySenderAddress() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.1, 0.2)], fseq: 100), from: "192.168.1.20:50000", at: 0)
        // fseq 3 from another sender is not "late": each source has its own count.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.375, 0.5)], fseq: 3), from: "192.168.1.21:50000", at: 0.01)
                == [tuio(.down, 1001, 375, 250, 0.01)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 4), from: "192.168.1.21:50000", at: 0.02)
                == [tuio(.up, 1001, 375, 250, 0.02)])
        #expect(scenario.receiver.touchCount == 1 && scenario.receiver.counters.lateFrames == 0)
    }

    @Test func aSilentSourceHasItsTouchesCancelledAfterTheTimeout() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(source: "phone", alive: [1, 2], sets: [(1, 0.125, 0.125), (2, 0.25, 0.25)], fseq: 1), at: 0)
        _ = scenario.receive(TUIOTestPackets.frame(source: "table", alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 0)
        _ = scenario.receive(TUIOTestPackets.frame(source: "table", alive: [1], fseq: 2), at: 0.9)
        #expect(scenario.advance(to: 1.0).isEmpty)  // exactly the timeout: not yet
        #expect(scenario.advance(to: 1.01) == [tuio(.cancel, 1000, 125, 62.5, 1.01), tuio(.cancel, 1001, 250, 125, 1.01)])
        #expect(scenario.receiver.sourceCount == 1 && scenario.receiver.touchCount == 1)
        #expect(scenario.advance(to: 1.91) == [tuio(.cancel, 1002, 500, 250, 1.91)])
        #expect(scenario.receiver.counters.silencedSources == 2 && scenario.receiver.sourceCount == 0)
    }

    /// A late, broken or ignored packet still shows the sender is there; only silence ends its touches.
    @Test func anyFrameFromASourceKeepsItAlive() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.1, 0.1)], fseq: 10), at: 0)
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], fseq: 9), at: 0.8)
        #expect(scenario.advance(to: 1.5).isEmpty)
        #expect(scenario.advance(to: 1.81).count == 1)
    }

    @Test func aSourceThatComesBackAfterSilenceStartsAfresh() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.1, 0.1)], fseq: 900), at: 0)
        _ = scenario.advance(to: 2)
        // Its old count is forgotten, so frame 1 is not late.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.25, 0.25)], fseq: 1), at: 2.1)
                == [tuio(.down, 1000, 250, 125, 2.1)])
    }

    @Test func theSilenceTimeoutIsConfigurable() {
        var configuration = TUIOReceiverConfiguration()
        configuration.silenceTimeout = 3
        var scenario = TUIOScenario(configuration: configuration)
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.125, 0.125)], fseq: 1), at: 0)
        #expect(scenario.advance(to: 2.5).isEmpty)
        #expect(scenario.advance(to: 3.5) == [tuio(.cancel, 1000, 125, 62.5, 3.5)])
    }

    @Test func cursorsBeyondTheCapOfOneSourceAreIgnoredAndCounted() {
        var scenario = TUIOScenario()
        let sessions = (1...100).map { Int32($0) }
        let sets = sessions.map { ($0, Float($0) / 256, Float(0.5)) }
        let events = scenario.receive(TUIOTestPackets.frame(alive: sessions, sets: sets, fseq: 1), at: 0)
        #expect(events.count == 64)
        #expect(events.last == tuio(.down, 1063, 250, 250, 0))
        #expect(scenario.receiver.counters.cursorCapHits == 1 && scenario.receiver.counters.strayUpdates == 36)
        // When cursors leave, the next ones listed are admitted.
        let remaining = Array(sessions.dropFirst(10))
        let next = scenario.receive(TUIOTestPackets.frame(alive: remaining, sets: remaining.map { ($0, 0.5, 0.5) }, fseq: 2), at: 0.1)
        #expect(next.filter { $0.phase == .up }.count == 10 && next.filter { $0.phase == .down }.count == 10)
        #expect(scenario.receiver.touchCount == 64)
    }

    @Test func sourcesBeyondTheCapAreDroppedUntilOneFallsSilent() {
        var scenario = TUIOScenario()
        for index in 0..<16 {
            _ = scenario.receive(TUIOTestPackets.frame(source: "s\(index)", alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 0)
        }
        #expect(scenario.receive(TUIOTestPackets.frame(source: "intruder", alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 0.5).isEmpty)
        #expect(scenario.receiver.counters.sourceCapHits == 1 && scenario.receiver.sourceCount == 16)
        // A tracked source still plays while the table is full.
        #expect(scenario.receive(TUIOTestPackets.frame(source: "s3", alive: [], fseq: 2), at: 0.6).count == 1)
        #expect(scenario.advance(to: 1.2).count == 15)
        #expect(scenario.receive(TUIOTestPackets.frame(source: "intruder", alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 1.3).count == 1)
    }

    @Test func otherTUIOProfilesAreIgnoredAndCounted() {
        var scenario = TUIOScenario()
        // What python-tuio's server sends: alive for all three profiles, the sets, and fseq -1.
        let packet = TUIOTestPackets.bundle([
            TUIOTestPackets.cursor("alive", [.int32(4)]),
            .message(OSCMessage("/tuio/2Dblb", [.string("alive")])),
            .message(OSCMessage("/tuio/2Dobj", [.string("alive"), .int32(9)])),
            TUIOTestPackets.set(4, 0.5, 0.5),
            .message(OSCMessage("/tuio/2Dobj", [.string("set"), .int32(9), .int32(1), .float32(0.5), .float32(0.5),
                                                 .float32(0), .float32(0), .float32(0), .float32(0), .float32(0), .float32(0)])),
            TUIOTestPackets.cursor("fseq", [.int32(-1)]),
        ])
        #expect(scenario.receive(packet, at: 0) == [tuio(.down, 1000, 500, 250, 0)])
        #expect(scenario.receiver.counters.ignoredMessages == 3)
        // A bundle of only other profiles makes no source.
        _ = scenario.receive(TUIOTestPackets.bundle([.message(OSCMessage("/tuio/2Dobj", [.string("alive")]))]), from: "10.0.0.9:1", at: 0.1)
        #expect(scenario.receiver.sourceCount == 1 && scenario.receiver.counters.ignoredMessages == 4)
    }

    @Test func otherAddressesAndUnknownCommandsAreCounted() {
        var scenario = TUIOScenario()
        _ = scenario.receive(OSCEncoder.encode(OSCMessage("/ping", [.int32(1)])), at: 0)
        _ = scenario.receive(TUIOTestPackets.bundle([TUIOTestPackets.cursor("wobble", [.int32(1)]), TUIOTestPackets.set(1, 0.5, 0.5)]), at: 0)
        #expect(scenario.receiver.counters.unknownMessages == 2 && scenario.receiver.counters.strayUpdates == 1)
        #expect(scenario.receiver.counters.malformedPackets == 0)
    }
}
