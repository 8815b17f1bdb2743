import Testing
import TouchEngine
import TouchTUIO

/// What the TUIO 1.1 reference clients need from a sender: the position a finger lifted at, sent while the cursor
/// is still alive; a closing frame when the app ends; frame numbers that a restarted sender does not repeat;
/// velocity and acceleration that do not depend on how events were merged into frames.
@Suite struct TUIOSenderLiftTests {
    typealias Sender = TUIOSenderTests

    /// The floats of the `set` for `session` in a datagram: x, y, velocity X, velocity Y, acceleration.
    static func setValues(_ packet: [UInt8], session: Int32) throws -> [Float]? {
        let message = try Sender.messages(packet).first { $0.arguments.prefix(2) == [.string("set"), .int32(session)] }
        return message?.arguments.dropFirst(2).compactMap { if case .float32(let value) = $0 { value } else { nil } }
    }

    @Test func aFingerThatLiftsAwayFromItsLastMoveIsSentThereStillAliveAndLeavesInTheNextFrame() throws {
        var sender = TUIOSender(sourceName: "t")
        sender.apply(PointerEvent(.down, id: 1, x: 500, y: 250, time: 0))
        _ = sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.move, id: 1, x: 700, y: 400, time: 0.05))
        _ = sender.frame(at: 0.05, windowWidth: 1000, windowHeight: 500)
        sender.apply(PointerEvent(.up, id: 1, x: 710, y: 405, time: 0.06))
        let lift = sender.frame(at: 0.066, windowWidth: 1000, windowHeight: 500)
        #expect(try Sender.aliveAndSets(lift[0]).alive == [1])
        #expect(try Self.setValues(lift[0], session: 1)?.prefix(2) == [0.71, 0.81])
        // The frame that lets it go is due at once, with nothing new to wait for.
        #expect(sender.hasPendingChanges && sender.nextDeadline == 0.066)
        let gone = try Sender.messages(sender.frame(at: 0.07, windowWidth: 1000, windowHeight: 500)[0])
        #expect(gone == [Sender.cursor("source", [.string("t")]), Sender.cursor("alive", []), Sender.cursor("fseq", [.int32(4)])])
    }

    /// Each bundle a receiver gets is a state it can apply: never a `set` for a cursor its own `alive` leaves out.
    @Test func noBundleSetsACursorItDoesNotListAlive() throws {
        var sender = TUIOSender(sourceName: "t")
        var time = 0.0
        var bundles: [[UInt8]] = []
        for step in 0..<40 {
            time += 0.008
            let id = step % 3 + 1
            let phase: PointerPhase = step % 4 == 3 ? .up : (step % 4 == 0 ? .down : .move)
            sender.apply(PointerEvent(phase, id: id, x: Double(100 + step * 7), y: Double(50 + step * 3), time: time))
            if step % 2 == 1 { bundles += sender.frame(at: time, windowWidth: 1000, windowHeight: 500) }
        }
        #expect(bundles.count > 10)
        for bundle in bundles {
            let (alive, sets, _) = try Sender.aliveAndSets(bundle)
            #expect(Set(sets).isSubset(of: Set(alive)))
        }
    }

    @Test func theClosingFrameListsNothingAliveWhateverIsDown() throws {
        var sender = TUIOSender(sourceName: "t", firstFrame: 7000)
        sender.apply(PointerEvent(.down, id: 1, x: 500, y: 250, time: 0))
        sender.apply(PointerEvent(.down, id: 2, x: 600, y: 250, time: 0))
        #expect(try Sender.aliveAndSets(sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)[0]).fseq == 7000)
        let closing = try Sender.messages(sender.closingFrame(at: 0.2, windowWidth: 1000, windowHeight: 500)[0])
        #expect(closing == [Sender.cursor("source", [.string("t")]), Sender.cursor("alive", []), Sender.cursor("fseq", [.int32(7001)])])
        let again = try Sender.messages(sender.closingFrame(at: 0.25, windowWidth: 1000, windowHeight: 500)[0])
        #expect(again.last == Sender.cursor("fseq", [.int32(7002)]))
        #expect(sender.touchCount == 0 && sender.nextDeadline == nil)
    }

    /// The reference clients drop a frame whose fseq is at most 100 below the last they saw: a sender restarted a
    /// second later must not start below where the last run ended.
    @Test func theFirstFrameNumberGrowsWithTheClock() {
        let first = TUIOSender.perRunFirstFrame(unixSeconds: 1_800_000_000.25)
        let second = TUIOSender.perRunFirstFrame(unixSeconds: 1_800_000_001.25)
        #expect(first == 408_704_903)  // 1,800,000,000,250 ms modulo 2^31 - 2, plus 1
        #expect(second - first == 1000)
        #expect(TUIOSender.perRunFirstFrame(unixSeconds: .nan) == 1)
        // A clock so far out that its milliseconds overflow a Double starts at 1 too, instead of trapping.
        #expect(TUIOSender.perRunFirstFrame(unixSeconds: 1e306) == 1)
        var sender = TUIOSender(sourceName: "t", firstFrame: second)
        #expect(sender.frameSequence == second - 1)
        sender.apply(PointerEvent(.down, id: 1, x: 1, y: 1, time: 0))
        #expect(sender.frameSequence == second - 1)
        _ = sender.frame(at: 0, windowWidth: 10, windowHeight: 10)
        #expect(sender.frameSequence == second)
    }

    /// A finger moving 1 px every 8 ms in a 1000 px window: 0.125 window widths per second whatever frames the
    /// app merges the events into (here 3, then 2, then 5 events a frame), and no acceleration.
    @Test func aSteadyFingerHasASteadyVelocityAndNoAccelerationHoweverFramesMergeItsMoves() throws {
        var sender = TUIOSender(sourceName: "t")
        var x = 100.0, time = 0.0
        sender.apply(PointerEvent(.down, id: 1, x: x, y: 250, time: time))
        _ = sender.frame(at: time, windowWidth: 1000, windowHeight: 500)
        // Half a second of motion first, so every window is full.
        for _ in 0..<60 {
            x += 1
            time += 0.008
            sender.apply(PointerEvent(.move, id: 1, x: x, y: 250, time: time))
        }
        _ = sender.frame(at: time, windowWidth: 1000, windowHeight: 500)
        for eventsInFrame in [3, 2, 5] {
            for _ in 0..<eventsInFrame {
                x += 1
                time += 0.008
                sender.apply(PointerEvent(.move, id: 1, x: x, y: 250, time: time))
            }
            let values = try #require(try Self.setValues(sender.frame(at: time + 0.003, windowWidth: 1000, windowHeight: 500)[0], session: 1))
            #expect(abs(values[2] - 0.125) < 1e-4 && values[3] == 0)
            #expect(abs(values[4]) < 1e-3)
        }
        // Held still for longer than the window: no velocity, no acceleration in the keep-alive.
        let still = try #require(try Self.setValues(sender.frame(at: time + 0.6, windowWidth: 1000, windowHeight: 500)[0], session: 1))
        #expect(still[2...] == [0, 0, 0])
    }

    @Test func theReceiverSeesTheFingerLiftWhereItLifted() {
        // A 1024×512 window: every position here is a binary fraction of it, exact as a 32-bit float.
        var sender = TUIOSender(sourceName: "a@b")
        var receiver = TUIOReceiver(windowWidth: 1024, windowHeight: 512)
        var received: [PointerEvent] = []
        let script: [(Double, PointerEvent?)] = [
            (0.0, PointerEvent(.down, id: 1, x: 512, y: 256, time: 0)),
            (0.1, PointerEvent(.move, id: 1, x: 704, y: 400, time: 0.1)),
            (0.2, PointerEvent(.up, id: 1, x: 712, y: 408, time: 0.19)),
            (0.21, nil),
        ]
        for (time, event) in script {
            if let event { sender.apply(event) }
            for packet in sender.frame(at: time, windowWidth: 1024, windowHeight: 512) {
                receiver.receive(packet, from: "127.0.0.1:1", at: time)
            }
            received += receiver.drainEvents()
        }
        #expect(received == [
            tuio(.down, 1000, 512, 256, 0), tuio(.move, 1000, 704, 400, 0.1),
            tuio(.move, 1000, 712, 408, 0.2), tuio(.up, 1000, 712, 408, 0.21),
        ])
    }
}
