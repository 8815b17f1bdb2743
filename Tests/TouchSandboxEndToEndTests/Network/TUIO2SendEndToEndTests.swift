import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

/// `--tuio-send … --tuio-version 2` on the release binary, decoded by python-osc: the frames are laid out as the
/// TUIO 2.0 reference server lays them out, and the lift-off and closing-frame rules hold as for 1.1.
@Suite("TUIO 2.0 sending: the release binary decoded by python-osc", .serialized)
struct TUIO2SendEndToEndTests {
    /// One datagram as python-osc decoded it: its messages as [address, arguments...].
    typealias Datagram = [[Any]]

    static func arguments(_ message: [Any]) -> [Any] { Array(message.dropFirst()) }
    static func number(_ value: Any) -> Double { PythonTUIOPeers.number(value) }

    @Test("a replay sent as TUIO 2.0: frm first, the ptrs that changed, alv last; a finger lifted where it lifted; an empty alv twice at the end")
    func replaySentAsTUIO2() throws {
        try PythonTUIOPeers.requirePythonPeers()
        let folder = try TemporaryDirectory("tuio2-send")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let receiver = try TUIOClosingFrameEndToEndTests.PeerReceiver(folder)
        func line(_ t: Double, _ kind: String, _ id: Int, _ x: Double, _ y: Double, _ pressure: Double) -> String {
            Format1Lines.pointerEvent(t, kind, id, x, y, pressure: pressure)
        }
        let recording = try Format1Lines.write("lift-and-hold.jsonl", [
            line(0, "down", 1, 250, 200, 0.5), line(0.1, "down", 2, 640, 200, 1), line(0.2, "move", 1, 450, 300, 0.75),
            line(0.3, "move", 2, 700, 250, 1), line(0.4, "up", 1, 460, 325, 0), line(0.5, "move", 2, 720, 275, 1),
        ], in: folder)
        let replay = try runApp(["replay", recording, "--headless", "--scene", scene, "--tuio-send", "127.0.0.1:\(receiver.port)",
                                 "--tuio-version", "2"])
        #expect(replay.status == 0 && replay.stderr.contains("sending touches as TUIO 2.0"), "\(replay)")
        _ = try receiver.finish()
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("result.json")))
        let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let datagrams: [Datagram] = try #require(result["datagrams"] as? [[String: Any]]).map { ($0["messages"] as? [[Any]]) ?? [] }
        try #require(datagrams.count >= 5, "\(datagrams)")

        var frameIDs: [Int] = []
        var frames: [TUIOClosingFrameEndToEndTests.Frame] = []
        for datagram in datagrams {
            let addresses = datagram.map { $0.first as? String ?? "" }
            #expect(addresses.first == "/tuio2/frm" && addresses.last == "/tuio2/alv"
                    && addresses.dropFirst().dropLast().allSatisfy { $0 == "/tuio2/ptr" }, "\(addresses)")
            let frm = Self.arguments(datagram[0])
            try #require(frm.count == 4)
            frameIDs.append(Int(Self.number(frm[0])))
            // The time tag as python-osc reads it: [Unix seconds, fraction]; the frame's dimension; the source.
            let unixSeconds = Self.number((frm[1] as? [Any])?.first ?? "")
            #expect(abs(unixSeconds - Date().timeIntervalSince1970) < 2 * 86_400, "time tag \(frm[1])")
            #expect(Self.number(frm[2]) == Double(1280 << 16 | 800) && (frm[3] as? String)?.hasPrefix("touch-sandbox@") == true)
            var frame = TUIOClosingFrameEndToEndTests.Frame([])
            for message in datagram.dropFirst().dropLast() {
                let values = Self.arguments(message).map(Self.number)
                #expect(values.count == 14, "3 ids and 11 floats: \(values)")
                #expect(values[1] == 0 && values[2] == 0, "a touch: type 0, user 0, no component")
                frame.sets[Int(values[0])] = (values[3], values[4])
                if values[0] == 1 { #expect([0.5, 0.75].contains(values[8]), "finger 1's pressure \(values[8])") }
            }
            frame.alive = Self.arguments(datagram.last!).map { Int(Self.number($0)) }
            frames.append(frame)
        }
        // Frame ids grow by one per bundle from a per-run start.
        #expect(zip(frameIDs, frameIDs.dropFirst()).allSatisfy { $1 == $0 + 1 } && (frameIDs.first ?? 0) > 1000, "\(frameIDs)")
        TUIOClosingFrameEndToEndTests.expectLiftedWhereItLifted(frames, session: 1, x: 460.0 / 1280, y: 325.0 / 800)
        #expect(frames.allSatisfy { Set($0.sets.keys).isSubset(of: Set($0.alive)) })
        // The end: finger 2 where it last was, then an empty alv twice.
        #expect(frames.suffix(2).allSatisfy { $0.isClosing } && datagrams.suffix(2).allSatisfy { $0.count == 2 })
        let lastPointers = frames.dropLast(2).last
        #expect(lastPointers?.alive == [2] && TUIOClosingFrameEndToEndTests.nearPoint(lastPointers?.sets[2], 720.0 / 1280, 275.0 / 800))
    }

    @Test("--tuio-version is 1 or 2, and needs --tuio-send (exit 2 otherwise)")
    func versionIsChecked() throws {
        let three = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--headless", "--tuio-send", "127.0.0.1:3333", "--tuio-version", "3"])
        #expect(three.status == 2 && three.stderr.contains("--tuio-version must be 1 or 2"), "\(three)")
        let alone = try runApp(["replay", TestPaths.recording("one-finger-drag.jsonl"), "--headless", "--tuio-version", "2"])
        #expect(alone.status == 2 && alone.stderr.contains("--tuio-version needs --tuio-send"), "\(alone)")
    }
}
