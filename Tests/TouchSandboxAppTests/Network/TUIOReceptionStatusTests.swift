import Testing
import TouchEngine
@testable import TouchSandboxApp
import TouchTUIO

/// The HUD's TUIO lines (`--hud` with `--tuio`): sources, packets per second, touches, refusals, the last problem.
@Suite struct TUIOReceptionStatusTests {
    static func frame(_ source: String, alive: [Int32], fseq: Int32) -> [UInt8] {
        let cursor = { (command: String, arguments: [OSCArgument]) in
            OSCPacket.message(OSCMessage("/tuio/2Dcur", [.string(command)] + arguments))
        }
        return OSCEncoder.encode(OSCBundle([cursor("source", [.string(source)]), cursor("alive", alive.map { .int32($0) })]
            + alive.map { cursor("set", [.int32($0), .float32(0.5), .float32(0.5), .float32(0), .float32(0), .float32(0)]) }
            + [cursor("fseq", [.int32(fseq)])]))
    }

    @Test func twoSourcesAMalformedPacketAndTheRateOverTheLastSecond() {
        let status = TUIOReceptionStatus(address: "127.0.0.1:3333")
        #expect(status.hudLines(now: 0) == ["TUIO 127.0.0.1:3333: 0 sources, 0 packets/s, 0 touches",
                                            "TUIO packets 0   malformed 0   late 0   dropped 0"])
        var receiver = TUIOReceiver(windowWidth: 1, windowHeight: 1)
        var time = 0.0
        for fseq in 1...30 {
            time = Double(fseq) / 30
            receiver.receive(Self.frame("phone@a", alive: [1], fseq: Int32(fseq)), from: "10.0.0.2:5000", at: time)
            receiver.receive(Self.frame("table@b", alive: [1, 2], fseq: Int32(fseq)), from: "10.0.0.3:5000", at: time)
            status.packetArrived(at: time)
            status.packetArrived(at: time)
        }
        receiver.receive([0x2f, 0x74, 0x75], from: "10.0.0.9:7", at: time)
        status.packetArrived(at: time)
        status.update(receiver: receiver, droppedPackets: 4)
        #expect(status.hudLines(now: 1.0) == [
            "TUIO 127.0.0.1:3333: 2 sources, 61 packets/s, 3 touches",
            "TUIO packets 61   malformed 1   late 0   dropped 4",
            "TUIO last problem: 10.0.0.9:7: \(receiver.lastProblem?.dropFirst(12) ?? "")",
        ])
        #expect(receiver.lastProblem?.hasPrefix("10.0.0.9:7: ") == true)
        // Half a second later only the last second counts: frames 15 to 30 of both sources, and the broken packet.
        #expect(status.packetsPerSecond(now: 1.5) == 33)
    }

    @Test func aLongProblemIsCutToFitTheHUD() {
        let status = TUIOReceptionStatus(address: "0.0.0.0:3333")
        var receiver = TUIOReceiver(windowWidth: 1, windowHeight: 1)
        let sender = String(repeating: "x", count: 300)
        receiver.receive(OSCEncoder.encode(OSCMessage("/tuio/2Dcur", [.string("set")])), from: sender, at: 0)
        status.update(receiver: receiver, droppedPackets: 0)
        let line = status.hudLines(now: 0).last ?? ""
        #expect(line == "TUIO last problem: " + String(repeating: "x", count: 89) + "…")
        #expect(line.count == "TUIO last problem: ".count + 90)
    }
}
