import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxApp
import TouchTUIO
import TouchTestSupport

/// Real third-party TUIO peers from PyPI on loopback (`Scripts/test` installs them): python-osc and python-tuio
/// send to our listener and receiver, and decode what our sender sends.
@Suite(.serialized) struct TUIOThirdPartyPeerTests {
    /// An event as "phase id x y", so a failure reads like the scenario.
    static func describe(_ events: [PointerEvent]) -> [String] {
        events.map { "\($0.phase) \($0.id) \($0.position.x) \($0.position.y)" }
    }

    @Test func pythonSendersDriveTheListenerAndReceiver() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let listener = try TUIOListener(address: UDPAddress(host: "127.0.0.1", port: 0), now: { 0 }, wake: {})
        let run = try runProcess("python3", [PythonTUIOPeers.script("send-tuio-sequence.py"), String(listener.localAddress.port)], timeout: 30)
        try #require(run.status == 0 && run.stdout == "sent 11\n", "\(run)")
        var packets: [TUIOListener.Packet] = []
        let deadline = Date().addingTimeInterval(5)
        while packets.count < 11 && Date() < deadline {
            packets += listener.drain()
            Thread.sleep(forTimeInterval: 0.01)
        }
        try #require(packets.count == 11)
        var receiver = TUIOReceiver(windowWidth: 1000, windowHeight: 500)
        var events: [PointerEvent] = []
        for (index, packet) in packets.enumerated() {
            receiver.receive(packet.bytes, from: packet.sender, at: Double(index) / 100)
            events += receiver.drainEvents()
        }
        #expect(Self.describe(events) == [
            // python-osc, source "python-osc@test"
            "down 1000 250.0 250.0",
            "move 1000 500.0 250.0", "down 1001 750.0 125.0",
            "up 1000 500.0 250.0", "move 1001 750.0 250.0",  // after the late frame 2, which was dropped
            "move 1001 625.0 250.0",  // fseq -1
            "up 1001 625.0 250.0",
            // python-tuio's TuioServer, no source name: told apart by its address
            "down 1000 125.0 437.5", "move 1000 250.0 437.5", "up 1000 250.0 437.5",
        ])
        #expect(events.allSatisfy { $0.source == .tuio && $0.pressure == 1 })
        let counters = receiver.counters
        #expect(counters.packets == 11 && counters.malformedPackets == 0 && counters.lateFrames == 1)
        // The /tuio/2Dobj message, and TuioServer's 2Dblb and 2Dobj alive in each of its three bundles.
        #expect(counters.ignoredMessages == 7)
        #expect(receiver.sourceCount == 2 && Set(packets.map(\.sender)).count == 2)
        #expect(listener.statistics.dropped == 0)
    }

    @Test func pythonReceiversDecodeWhatTheSenderSends() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio-peer")
        let child = try ChildProcess("python3", [PythonTUIOPeers.script("receive-tuio.py"), folder.path("port"), folder.path("result.json")])
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: folder.path("port")) && child.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let port = try #require(UInt16(try String(contentsOfFile: folder.path("port"), encoding: .utf8)), "\(child.result())")
        let socket = try UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: port))

        var sender = TUIOSender(sourceName: TUIOSender.sourceName(host: "interop"))
        let frames: [[PointerEvent]] = [
            [PointerEvent(.down, id: 1, x: 250, y: 125, time: 0)],
            [PointerEvent(.move, id: 1, x: 500, y: 125, time: 0.5), PointerEvent(.down, id: 2, x: 750, y: 375, time: 0.5)],
            [PointerEvent(.up, id: 1, x: 500, y: 125, time: 1)],
            [PointerEvent(.cancel, id: 2, x: 750, y: 375, time: 1.5)],
            (1...25).map { PointerEvent(.down, id: $0, x: Double($0) * 32, y: 400, time: 2) },
        ]
        var sentSizes: [Int] = []
        for (index, events) in frames.enumerated() {
            for event in events { sender.apply(event) }
            for packet in sender.frame(at: Double(index) / 2, windowWidth: 1000, windowHeight: 500) {
                try socket.send(packet)
                sentSizes.append(packet.count)
            }
        }
        try socket.send(OSCEncoder.encode(OSCMessage("/end")))
        #expect(child.waitForExit(timeout: 20))
        let finished = child.result()
        try #require(finished.status == 0, "\(finished)")
        let result = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("result.json")))) as? [String: Any]
        let datagrams = try #require(result?["datagrams"] as? [[String: Any]])
        let events = try #require(result?["events"] as? [[Any]])

        // python-osc reads every datagram as a bundle of the expected messages.
        #expect(datagrams.map { $0["size"] as? Int } == sentSizes)
        #expect(datagrams.allSatisfy { $0["bundle"] as? Bool == true })
        let messages = datagrams.map { ($0["messages"] as? [[Any]] ?? []).map(PythonTUIOPeers.text) }
        #expect(messages[0] == ["/tuio/2Dcur source touch-sandbox@interop", "/tuio/2Dcur alive 1",
                                "/tuio/2Dcur set 1 0.25 0.25 0 0 0", "/tuio/2Dcur fseq 1"])
        // Half a window width in half a second: velocity 0.5 per second; speed 0.5 from 0 in 0.5 s: acceleration 1.
        #expect(messages[1] == ["/tuio/2Dcur source touch-sandbox@interop", "/tuio/2Dcur alive 1 2",
                                "/tuio/2Dcur set 1 0.5 0.25 0.5 0 1", "/tuio/2Dcur set 2 0.75 0.75 0 0 0", "/tuio/2Dcur fseq 2"])
        #expect(messages[2].dropFirst().first == "/tuio/2Dcur alive 2")
        #expect(messages[3] == ["/tuio/2Dcur source touch-sandbox@interop", "/tuio/2Dcur alive", "/tuio/2Dcur fseq 4"])
        // 25 cursors do not fit in 1,400 bytes: two bundles, the first ending in fseq -1; a new cursor is alive from
        // the bundle that carries its first set.
        #expect(messages.count == 6 && sentSizes.suffix(2).allSatisfy { $0 <= 1400 })
        #expect(messages[4].last == "/tuio/2Dcur fseq -1" && messages[5].last == "/tuio/2Dcur fseq 5")
        #expect(messages[4][1] == "/tuio/2Dcur alive " + (3...22).map(String.init).joined(separator: " "))
        #expect(messages[5][1] == "/tuio/2Dcur alive " + (3...27).map(String.init).joined(separator: " "))

        // python-tuio's client sees the cursors come, move and go at the positions sent (it reports a frame's
        // adds, then its updates, then its removals).
        let kinds = events.map { "\($0[0]) \($0[1])" }
        #expect(kinds.prefix(6) == ["add 1", "add 2", "update 1", "update 2", "remove 1", "remove 2"])
        #expect(events.prefix(6).map { [PythonTUIOPeers.single($0[2]), PythonTUIOPeers.single($0[3])] } == [
            [0.25, 0.25], [0.75, 0.75], [0.5, 0.25], [0.75, 0.75], [0.5, 0.25], [0.75, 0.75],
        ])
        let added = events.dropFirst(6).filter { $0[0] as? String == "add" }
        #expect(added.map { $0[1] as? Int } == (3...27).map { $0 })
        #expect(added.map { PythonTUIOPeers.single($0[2]) } == (1...25).map { Float(Double($0) * 32 / 1000) })
        #expect(added.allSatisfy { PythonTUIOPeers.single($0[3]) == 0.8 })
    }
}
