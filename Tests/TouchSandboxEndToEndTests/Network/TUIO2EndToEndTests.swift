import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

/// TUIO 2.0 into the release binary: python-osc sends `/tuio2/frm`, `/tuio2/ptr` and `/tuio2/alv` bundles laid out
/// as the TUIO 2.0 reference server lays them out (frame ids from 0, a closing frame 0), to the same `--tuio` port
/// that takes TUIO 1.1.
@Suite("TUIO 2.0 end to end: the release binary with a python-osc TUIO 2.0 sender", .serialized)
struct TUIO2EndToEndTests {
    @Test("a two-pointer pinch sent as TUIO 2.0 doubles the gem under Xvfb, with the pointers' pressure; recorded, it replays to the same state")
    func pinchOverTUIO2() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio2-pinch")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let port = try TUIOEndToEndTests.freePort()
        let statePath = folder.path("live.json"), recording = folder.path("session.jsonl")
        let result = try withAppUnderXvfb(["--scene", scene, "--tuio", String(port), "--record", recording, "--state", statePath]) { app in
            let sent = try runProcess("python3", [PythonTUIOPeers.script("send-tuio2-pinch.py"), String(port),
                                                  "250", "200", "40", "80", "1280", "800"], timeout: 30)
            #expect(sent.status == 0 && sent.stdout == "sent 33\n", "\(sent)")
            Thread.sleep(forTimeInterval: 0.5)
            return try app.quitWithEscape()
        }
        #expect(result.status == 0, "\(result)")
        // Every frame applied: the first (id 0), the closing ones (id 0 again), none taken as late or malformed.
        #expect(result.stderr.contains("TUIO: 33 packets (0 dropped when the queue was full), 0 malformed, 0 late frames"), "\(result.stderr)")
        let live = try AppState.read(statePath)
        let gem = try #require(live["gem"])
        #expect(abs(gem.scale - 2) < 0.001 && near(gem.x, 250, 0.05) && near(gem.y, 200, 0.05), "\(gem)")
        #expect(live.touches.totalContacts == 2 && live.touches.active == 0)

        let recorded = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(recorded.count == 64, "2 downs, 60 moves, 2 ups")
        #expect(recorded.allSatisfy { $0.contains(#""source":"tuio""#) && $0.contains(#""pressure":0.8"#) }, "\(recorded.prefix(2))")
        let replayed = try replayHeadless(recording, scene: scene, in: folder, stateName: "replayed.json")
        #expect(replayed.result.status == 0, "\(replayed.result)")
        #expect(try #require(replayed.state).sprites.map(Placement.init) == live.sprites.map(Placement.init))
    }
}
