import Testing
import TouchEngine
import TouchTUIO

/// The life of a TUIO cursor (alive, set, fseq) as real senders send it, in a 1000×500 window.
@Suite struct TUIOReceiverFrameTests {
    @Test func aCursorGoesDownAtItsFirstSetMovesAndLiftsWhenItLeavesAlive() {
        var scenario = TUIOScenario()
        // Alive but not yet placed: TUIO gives it no position, so nothing goes down.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [5], fseq: 1), at: 0.0).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [5], sets: [(5, 0.5, 0.25)], fseq: 2), at: 0.1)
                == [tuio(.down, 1000, 500, 125, 0.1)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [5], sets: [(5, 0.625, 0.25)], fseq: 3), at: 0.2)
                == [tuio(.move, 1000, 625, 125, 0.2)])
        // A set that repeats the position moves nothing (senders repeat every cursor every frame).
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [5], sets: [(5, 0.625, 0.25)], fseq: 4), at: 0.3).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 5), at: 0.4) == [tuio(.up, 1000, 625, 125, 0.4)])
        #expect(scenario.receiver.touchCount == 0 && scenario.receiver.sourceCount == 1)
        #expect(scenario.receiver.counters.packets == 5)
    }

    @Test func aCursorThatLeavesBeforeItsFirstSetNeverTouches() {
        var scenario = TUIOScenario()
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], fseq: 1), at: 0).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 2), at: 0.1).isEmpty)
        #expect(scenario.receiver.counters.strayUpdates == 0)
    }

    /// Ups come before downs within a frame, so the id a lifted cursor frees is the one the new cursor gets.
    @Test func twoFingersLiftAndLandInOneFrameWithSmallestFreeIds() {
        var scenario = TUIOScenario()
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1, 2], sets: [(1, 0.125, 0.125), (2, 0.25, 0.25)], fseq: 1), at: 0)
                == [tuio(.down, 1000, 125, 62.5, 0), tuio(.down, 1001, 250, 125, 0)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [2, 3], sets: [(2, 0.25, 0.25), (3, 0.375, 0.375)], fseq: 2), at: 0.1)
                == [tuio(.up, 1000, 125, 62.5, 0.1), tuio(.down, 1000, 375, 187.5, 0.1)])
    }

    @Test func aLateFrameIsDroppedAndTheNextOneApplied() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 10), at: 0)
        // Frame 9 was overtaken by frame 10: applying it would move the finger back.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.1, 0.5)], fseq: 9), at: 0.01).isEmpty)
        #expect(scenario.receiver.counters.lateFrames == 1)
        // A late frame that lifts the finger is dropped as well.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 8), at: 0.02).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.75, 0.5)], fseq: 11), at: 0.03)
                == [tuio(.move, 1000, 750, 250, 0.03)])
        // The same frame number again is applied (a repeat changes nothing a frame did not already say).
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.875, 0.5)], fseq: 11), at: 0.04)
                == [tuio(.move, 1000, 875, 250, 0.04)])
        #expect(scenario.receiver.counters.lateFrames == 2)
    }

    @Test func fseqMinusOneIsAlwaysApplied() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 50), at: 0)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.25, 0.5)], fseq: -1), at: 0.1)
                == [tuio(.move, 1000, 250, 250, 0.1)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: -1), at: 0.2)
                == [tuio(.move, 1000, 500, 250, 0.2)])
        // -1 does not move the count on: frame 49 is still late, frame 51 is not.
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 49), at: 0.3).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [], fseq: 51), at: 0.4) == [tuio(.up, 1000, 500, 250, 0.4)])
        #expect(scenario.receiver.counters.lateFrames == 1)
    }

    /// A phone app restarted within the silence timeout counts from 1 again; waiting for it to pass its old count
    /// would ignore it for minutes.
    @Test func aSenderThatRestartsItsCountIsFollowed() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 5000), at: 0)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.625, 0.5)], fseq: 4900), at: 0.1).isEmpty)
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.75, 0.5)], fseq: 4899), at: 0.2)
                == [tuio(.move, 1000, 750, 250, 0.2)])
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.875, 0.5)], fseq: 4900), at: 0.3)
                == [tuio(.move, 1000, 875, 250, 0.3)])
    }

    /// Simple senders send alive, set and fseq as separate datagrams without a bundle.
    @Test func messagesSentOutsideABundleAreApplied() {
        var scenario = TUIOScenario()
        let alive = OSCEncoder.encode(TUIOTestPackets.cursor("alive", [.int32(3)]))
        let set = OSCEncoder.encode(TUIOTestPackets.set(3, 0.5, 0.5))
        let empty = OSCEncoder.encode(TUIOTestPackets.cursor("alive"))
        #expect(scenario.receive(alive, at: 0).isEmpty)
        #expect(scenario.receive(set, at: 0.1) == [tuio(.down, 1000, 500, 250, 0.1)])
        #expect(scenario.receive(empty, at: 0.2) == [tuio(.up, 1000, 500, 250, 0.2)])
    }

    /// A bundle holding bundles (as a multiplexer might send) applies each inner bundle as its own frame.
    @Test func nestedBundlesAreFramesOfTheirOwn() {
        var scenario = TUIOScenario()
        let first = OSCBundle([TUIOTestPackets.cursor("source", [.string("a")]), TUIOTestPackets.cursor("alive", [.int32(1)]),
                               TUIOTestPackets.set(1, 0.125, 0.125)])
        let second = OSCBundle([TUIOTestPackets.cursor("source", [.string("b")]), TUIOTestPackets.cursor("alive", [.int32(1)]),
                                TUIOTestPackets.set(1, 0.875, 0.875)])
        #expect(scenario.receive(TUIOTestPackets.bundle([.bundle(first), .bundle(second)]), at: 0)
                == [tuio(.down, 1000, 125, 62.5, 0), tuio(.down, 1001, 875, 437.5, 0)])
        #expect(scenario.receiver.sourceCount == 2)
    }

    /// Sloppy senders send session ids and frame numbers as int64 or as floats holding whole numbers.
    @Test func sessionIdsAsInt64OrWholeFloatsAreAccepted() {
        var scenario = TUIOScenario()
        let packet = TUIOTestPackets.bundle([
            TUIOTestPackets.cursor("alive", [.float32(7), .int64(8)]),
            TUIOTestPackets.cursor("set", [.double(7), .double(0.5), .double(0.5)]),
            TUIOTestPackets.cursor("set", [.int64(8), .float32(0.25), .int32(0)]),
            TUIOTestPackets.cursor("fseq", [.float32(3)]),
        ])
        #expect(scenario.receive(packet, at: 0) == [tuio(.down, 1000, 500, 250, 0), tuio(.down, 1001, 250, 0, 0)])
        #expect(scenario.receiver.counters.malformedPackets == 0)
    }

    @Test func positionsFollowTheWindowSize() {
        var scenario = TUIOScenario()
        _ = scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.5, 0.5)], fseq: 1), at: 0)
        scenario.receiver.windowWidth = 1920
        scenario.receiver.windowHeight = 1080
        #expect(scenario.receive(TUIOTestPackets.frame(alive: [1], sets: [(1, 0.25, 0.75)], fseq: 2), at: 0.1)
                == [tuio(.move, 1000, 480, 810, 0.1)])
    }

    @Test func theSameInputGivesTheSameEvents() {
        func run() -> [PointerEvent] {
            var scenario = TUIOScenario()
            var events: [PointerEvent] = []
            for step in 0..<40 {
                let source = step % 3 == 0 ? "a" : (step % 3 == 1 ? "b" : nil)
                let alive: [Int32] = (0..<Int32(step % 5)).map { $0 + 1 }
                let sets = alive.map { ($0, Float(step) / 40, Float($0) / 10) }
                events += scenario.receive(TUIOTestPackets.frame(source: source, alive: alive, sets: sets, fseq: Int32(step)),
                                           from: "10.0.0.\(step % 2):3333", at: Double(step) * 0.1)
            }
            return events + scenario.advance(to: 100)
        }
        let first = run()
        #expect(first.count > 40)
        #expect(first == run())
    }
}
