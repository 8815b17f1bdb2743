import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxApp
import TouchTUIO
import TouchTestSupport

/// The app itself with real TUIO peers from PyPI on loopback: python-osc drives `--tuio`, and decodes `--tuio-send`.
@Suite("TUIO end to end: the release binary with python-osc and python-tuio", .serialized)
struct TUIOEndToEndTests {
    /// A UDP port that was free a moment ago (bound to port 0 and released).
    static func freePort() throws -> UInt16 {
        let socket = try UDPSocket.bound(to: UDPAddress(host: "127.0.0.1", port: 0))
        return socket.localAddress.port
    }

    @Test("a two-cursor pinch sent over UDP by python-osc doubles the gem under Xvfb; recorded, it replays to the same state")
    func pinchOverTUIO() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio-pinch")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let port = try Self.freePort()
        let statePath = folder.path("live.json"), recording = folder.path("session.jsonl")
        let result = try withAppUnderXvfb(["--scene", scene, "--tuio", String(port), "--record", recording, "--state", statePath]) { app in
            let sent = try runProcess("python3", [PythonTUIOPeers.script("send-tuio-pinch.py"), String(port),
                                                  "250", "200", "40", "80", "1280", "800"], timeout: 30)
            #expect(sent.status == 0 && sent.stdout == "sent 33\n", "\(sent)")
            Thread.sleep(forTimeInterval: 0.5)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        let live = try AppState.read(statePath)
        let gem = try #require(live["gem"])
        #expect(abs(gem.scale - 2) < 0.001 && near(gem.x, 250, 0.05) && near(gem.y, 200, 0.05), "\(gem)")
        #expect(live.touches.totalContacts == 2 && live.touches.active == 0)

        let recorded = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(recorded.allSatisfy { $0.contains(#""source":"tuio""#) }, "every recorded event came from TUIO")
        let replayed = try replayHeadless(recording, scene: scene, in: folder, stateName: "replayed.json")
        #expect(replayed.result.status == 0, "\(replayed.result)")
        #expect(try #require(replayed.state).sprites.map(Placement.init) == live.sprites.map(Placement.init))
    }

    @Test("a recording replayed with --tuio-send arrives at python-osc and python-tuio with the recorded positions, normalised to the window")
    func replaySentAsTUIO() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio-send")
        let receiver = try ChildProcess("python3", [PythonTUIOPeers.script("receive-tuio.py"), folder.path("port"), folder.path("result.json")])
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: folder.path("port")) && receiver.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let port = try #require(UInt16(try String(contentsOfFile: folder.path("port"), encoding: .utf8)), "\(receiver.result())")
        func line(_ t: Double, _ kind: String, _ x: Double, _ y: Double) -> String { Format1Lines.event(t, kind, 1, x, y) }
        let recording = try Format1Lines.write("drag.jsonl", [line(0, "down", 320, 200), line(0.3, "move", 640, 400),
                                                              line(0.6, "move", 960, 600), line(0.9, "up", 960, 600)], in: folder)
        let replay = try runApp(["replay", recording, "--headless", "--tuio-send", "127.0.0.1:\(port)"])
        #expect(replay.status == 0, "\(replay)")
        let end = try UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: port))
        try end.send(OSCEncoder.encode(.message(OSCMessage("/end", []))))
        #expect(receiver.waitForExit(timeout: 20))
        let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("result.json")))) as? [String: Any])
        let events = try #require(result["events"] as? [[Any]])
        let positions = events.compactMap { event -> String? in
            guard let kind = event[0] as? String, let x = event[2] as? Double, let y = event[3] as? Double else { return nil }
            return "\(kind) \(String(format: "%.3f", x)) \(String(format: "%.3f", y))"
        }
        // One frame per loop turn: on a loaded machine two recorded moves may share a frame, and a frame carries the
        // latest position. So every update is a recorded position, in order, ending where the finger lifted.
        #expect(positions.first == "add 0.250 0.250" && positions.last == "remove 0.750 0.750", "\(events)")
        let updates = positions.dropFirst().dropLast()
        #expect(updates.last == "update 0.750 0.750" && updates.allSatisfy { ["update 0.500 0.500", "update 0.750 0.750"].contains($0) }
                && updates.sorted() == Array(updates), "\(events)")
        let datagrams = try #require(result["datagrams"] as? [[String: Any]])
        let sources = datagrams.flatMap { ($0["messages"] as? [[Any]]) ?? [] }.filter { $0.count >= 3 && $0[1] as? String == "source" }
        #expect(!sources.isEmpty && sources.allSatisfy { ($0[2] as? String)?.hasPrefix("touch-sandbox@") == true })
    }

    @Test("--tuio-send with --fast is refused (exit 2): a fast replay has no time to send the touches in")
    func sendNeedsRealTime() throws {
        let result = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--headless", "--fast", "--tuio-send", "127.0.0.1:3333"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--tuio-send needs a real-time replay"), "\(result.stderr)")
    }

    @Test("a bad --tuio address is refused (exit 2) with what was expected")
    func badAddress() throws {
        let result = try runApp(["--tuio", "0.0.0.0:99999"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the port must be a number from 1 to 65535"), "\(result.stderr)")
    }
}
