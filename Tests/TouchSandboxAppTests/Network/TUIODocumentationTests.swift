import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxApp
import TouchTUIO
import TouchTestSupport

/// The python-osc example in docs/tuio.md, run as printed (only the port changed) against the listener and receiver.
@Suite(.serialized) struct TUIODocumentationTests {
    static func pythonExample() throws -> String {
        let document = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/tuio.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```python\n"))
        let end = try #require(document.range(of: "\n```", range: start.upperBound..<document.endIndex))
        return String(document[start.upperBound..<end.lowerBound])
    }

    @Test func theDocumentedPythonSenderDrawsOneFingerAcrossTheWindow() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let listener = try TUIOListener(address: UDPAddress(host: "127.0.0.1", port: 0), now: { 0 }, wake: {})
        let example = try Self.pythonExample()
        #expect(example.contains("UDPClient(\"127.0.0.1\", 3333)"))
        let script = example.replacingOccurrences(of: "3333", with: String(listener.localAddress.port))
        let run = try runProcess("python3", ["-c", script], timeout: 30)
        try #require(run.status == 0, "\(run)")
        var packets: [TUIOListener.Packet] = []
        let deadline = Date().addingTimeInterval(5)
        while packets.count < 61 && Date() < deadline {
            packets += listener.drain()
            Thread.sleep(forTimeInterval: 0.01)
        }
        var receiver = TUIOReceiver(windowWidth: 1000, windowHeight: 500)
        var events: [PointerEvent] = []
        for (index, packet) in packets.enumerated() {
            receiver.receive(packet.bytes, from: packet.sender, at: Double(index) / 60)
            events += receiver.drainEvents()
        }
        #expect(events.map(\.phase) == [.down] + Array(repeating: .move, count: 59) + [.up])
        #expect(events.first?.position == Vector2(Double(Float(0.21)) * 1000, 250))
        #expect(events.last?.position == Vector2(Double(Float(0.8)) * 1000, 250))
        #expect(Set(events.map(\.id)) == [PointerID(1000)] && receiver.counters.malformedPackets == 0)
    }
}
