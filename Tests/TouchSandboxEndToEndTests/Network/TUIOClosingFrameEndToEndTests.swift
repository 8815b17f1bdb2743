import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTUIO
import TouchTestSupport

/// What the TUIO 1.1 reference clients need from `--tuio-send`, checked on the release binary with python-osc and
/// python-tuio on loopback: a finger lifts where it lifted (sent while still alive, gone in the next bundle); every
/// run ends with an empty `alive`, sent twice, also when a finger is still down or the app is ended by SIGTERM; and a
/// second run's frame numbers start above the first's.
@Suite("TUIO 1.1 lift-off and closing frames: the release binary with python-osc and python-tuio", .serialized)
struct TUIOClosingFrameEndToEndTests {
    /// `receive-tuio.py` on a free port: what it decoded once `/end` was sent to it.
    final class PeerReceiver {
        let folder: TemporaryDirectory
        let process: ChildProcess
        let port: UInt16

        init(_ folder: TemporaryDirectory) throws {
            self.folder = folder
            process = try ChildProcess("python3", [PythonTUIOPeers.script("receive-tuio.py"), folder.path("port"), folder.path("result.json")])
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: folder.path("port")) && process.isRunning && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
            port = try #require(UInt16(try String(contentsOfFile: folder.path("port"), encoding: .utf8)), "\(process.result())")
        }

        /// ([messages as text] per datagram, python-tuio's events as "kind session x y").
        func finish() throws -> (datagrams: [[String]], events: [String]) {
            let end = try UDPSocket.sending(to: UDPAddress(host: "127.0.0.1", port: port))
            try end.send(OSCEncoder.encode(.message(OSCMessage("/end", []))))
            #expect(process.waitForExit(timeout: 20))
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("result.json")))
            let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let datagrams = try #require(result["datagrams"] as? [[String: Any]])
            let events = try #require(result["events"] as? [[Any]])
            return (datagrams.map { ($0["messages"] as? [[Any]] ?? []).map(PythonTUIOPeers.text) },
                    events.map(PythonTUIOPeers.text))
        }
    }

    /// A bundle's `alive` sessions, `set` sessions with their x and y, and `fseq`, read from python-osc's text.
    struct Frame {
        var alive: [Int] = []
        var sets: [Int: (x: Double, y: Double)] = [:]
        var fseq: Int?

        init(_ messages: [String]) {
            for message in messages {
                let words = message.split(separator: " ").dropFirst().map(String.init)
                switch words.first {
                case "alive": alive = words.dropFirst().compactMap { Int($0) }
                case "set": if words.count >= 4, let session = Int(words[1]), let x = Double(words[2]), let y = Double(words[3]) { sets[session] = (x, y) }
                case "fseq": fseq = words.count > 1 ? Int(words[1]) : nil
                default: break
                }
            }
        }

        var isClosing: Bool { alive.isEmpty && sets.isEmpty }
    }

    static func nearPoint(_ point: (x: Double, y: Double)?, _ x: Double, _ y: Double) -> Bool {
        guard let point else { return false }
        return abs(point.x - x) < 1e-4 && abs(point.y - y) < 1e-4
    }

    /// The frame where `session` was set for the last time must list it alive at (x, y), and the next frame not.
    static func expectLiftedWhereItLifted(_ frames: [Frame], session: Int, x: Double, y: Double) {
        guard let last = frames.lastIndex(where: { $0.sets[session] != nil }) else {
            Issue.record("session \(session) never set")
            return
        }
        #expect(frames[last].alive.contains(session) && Self.nearPoint(frames[last].sets[session], x, y), "\(frames[last])")
        #expect(last + 1 < frames.count && !frames[last + 1].alive.contains(session))
    }

    @Test("a replay that ends with a finger down: the lifted finger is sent where it lifted, then an empty alive twice; a second run's fseq starts above the first's")
    func replayEndsWithClosingFrames() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio-closing")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let receiver = try PeerReceiver(folder)
        let line = { (t: Double, kind: String, id: Int, x: Double, y: Double) in Format1Lines.event(t, kind, id, x, y) }
        // Finger 1 drags the gem and lifts 10 px past its last move; finger 2 is still down when the recording ends.
        let recording = try Format1Lines.write("lift-and-hold.jsonl", [
            line(0, "down", 1, 250, 200), line(0.1, "down", 2, 640, 200), line(0.2, "move", 1, 450, 300),
            line(0.3, "move", 2, 700, 250), line(0.4, "up", 1, 460, 325), line(0.5, "move", 2, 720, 275),
        ], in: folder)
        for run in 1...2 {
            let replay = try runApp(["replay", recording, "--headless", "--scene", scene, "--state", folder.path("state\(run).json"),
                                     "--tuio-send", "127.0.0.1:\(receiver.port)"])
            #expect(replay.status == 0, "\(replay)")
            #expect(replay.stderr.contains("closing frame sent twice"), "\(replay.stderr)")
        }
        // The engine applies the lift's position too: the gem ends where finger 1 lifted.
        let gem = try #require(try AppState.read(folder.path("state1.json"))["gem"])
        #expect(near(gem.x, 460) && near(gem.y, 325), "\(gem)")

        let (datagrams, events) = try receiver.finish()
        let frames = datagrams.map(Frame.init)
        // Two runs, each ending with two closing frames.
        let closingIndices = frames.indices.filter { frames[$0].isClosing && frames[$0].fseq != -1 }
        let runEnds = closingIndices.filter { $0 > 0 && frames[$0 - 1].isClosing }
        #expect(runEnds.count == 2 && runEnds.last == frames.count - 1, "\(datagrams)")
        let firstRun = Array(frames[...(runEnds.first ?? 0)])
        #expect(firstRun.suffix(2).map(\.isClosing) == [true, true])
        #expect(firstRun.count >= 3 && !firstRun[firstRun.count - 3].isClosing, "one closing pair per run, after the last touches")
        let secondToLast = firstRun.dropLast(2).last
        #expect(secondToLast?.alive == [2] && Self.nearPoint(secondToLast?.sets[2], 720.0 / 1280, 275.0 / 800), "finger 2 still down, at its last move")
        Self.expectLiftedWhereItLifted(firstRun, session: 1, x: 460.0 / 1280, y: 325.0 / 800)
        // Never a set for a cursor the same bundle leaves out of alive (the reference clients crash on it).
        #expect(frames.allSatisfy { Set($0.sets.keys).isSubset(of: Set($0.alive)) })
        // Frame numbers grow across both runs: the second does not start where a client would take it as late.
        let numbers = frames.compactMap(\.fseq).filter { $0 != -1 }
        #expect(numbers.count == frames.count && zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "\(numbers)")
        #expect(numbers.first.map { $0 > 1000 } == true)
        // python-tuio's client: both fingers removed, each where it was last, in each run.
        let removals = events.filter { $0.hasPrefix("remove") }
        #expect(removals == ["remove 1 0.359375 0.40625", "remove 2 0.5625 0.34375", "remove 1 0.359375 0.40625", "remove 2 0.5625 0.34375"], "\(events)")
    }

    @Test("run ended by SIGTERM while the mouse button is held: the touch is sent at its last position, then an empty alive twice")
    func sigtermSendsClosingFrames() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio-sigterm")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let receiver = try PeerReceiver(folder)
        let result = try withAppUnderXvfb(["--scene", scene, "--tuio-send", "127.0.0.1:\(receiver.port)"]) { app in
            try app.xdo.run(["mousemove", "--window", app.window, "250", "200", "sleep", "0.1", "mousedown", "1", "sleep", "0.1",
                             "mousemove", "--window", app.window, "300", "230", "sleep", "0.05",
                             "mousemove", "--window", app.window, "330", "250", "sleep", "0.6"])
            return app.terminate()
        }
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        let (datagrams, events) = try receiver.finish()
        let frames = datagrams.map(Frame.init)
        try #require(frames.count >= 3, "\(datagrams)")
        #expect(frames.suffix(2).map(\.isClosing) == [true, true], "\(datagrams.suffix(3))")
        let last = frames[frames.count - 3]
        #expect(last.alive == [1] && Self.nearPoint(last.sets[1], 330.0 / 1280, 250.0 / 800), "\(datagrams.suffix(3))")
        #expect(frames.last?.fseq == frames[frames.count - 2].fseq.map { $0 + 1 })
        #expect(events.last == "remove 1 0.2578125 0.3125", "\(events)")
    }
}
