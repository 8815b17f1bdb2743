import Foundation
import Testing
import TouchTestSupport

/// `touch-sandbox-bench generate`: the soak's and the week's recordings play every recipe, and replaying them with their kiosk
/// configuration ends in the state the generator saw.
@Suite("Generated soak recordings", .serialized)
struct SoakRecordingTests {
    static let recipeNames = ["drag", "pinch", "three-finger turn", "mouse drag", "TUIO drag", "tap", "double tap", "canvas tap",
                              "menu", "circle", "paint", "tray drag-out", "tray scroll", "resize", "three-finger swipe", "wheel",
                              "keys", "reset button", "exit hold given up"]

    /// The recipes the generator reports having played, by name.
    func played(_ stdout: String) -> [String: Int] {
        guard let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("recipes played: ") }) else { return [:] }
        var counts: [String: Int] = [:]
        for entry in line.dropFirst("recipes played: ".count).components(separatedBy: ", ") {
            let words = entry.split(separator: " ")
            if let count = words.last.flatMap({ Int($0) }) { counts[words.dropLast().joined(separator: " ")] = count }
        }
        return counts
    }

    /// The state document without its environment (the generator had no display).
    func stateWithoutEnvironment(_ path: String) throws -> NSDictionary {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["environment"] = nil
        return object as NSDictionary
    }

    @Test("a soak of 30,000 events plays every recipe, TUIO and mouse input among them, and its replay ends in the generator's state")
    func soakReplaysToTheGeneratorsState() throws {
        let folder = try TemporaryDirectory("soak-generate")
        let generated = try runBench(["generate", "soak", "--events", "30000", "--output", folder.url.path], timeout: 120)
        #expect(generated.status == 0, "\(generated)")
        let counts = played(generated.stdout)
        #expect(Set(counts.keys) == Set(Self.recipeNames), "\(generated.stdout)")
        let recording = try String(contentsOfFile: folder.path("recording.jsonl"), encoding: .utf8)
        #expect(recording.contains(#""source":"tuio""#) && recording.contains(#""source":"mouse""#))
        #expect(recording.contains(#""kind":"wheel""#) && recording.contains(#""kind":"key","key":"p""#))
        let kiosk = try String(contentsOfFile: folder.path("kiosk.json"), encoding: .utf8)
        #expect(kiosk.contains(#""idleResetSeconds": 20"#) && kiosk.contains(#""holdSeconds": 3"#))
        let replay = try runApp(["replay", folder.path("recording.jsonl"), "--headless", "--fast", "--kiosk-config", folder.path("kiosk.json"),
                                 "--state", folder.path("state.json")], timeout: 120)
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stderr.contains("restoring the scene as loaded"))
        #expect(try stateWithoutEnvironment(folder.path("state.json")) == stateWithoutEnvironment(folder.path("expected-state.json")))
    }

    @Test("a simulated day runs from 9:00 to 18:00 and days.tsv says where it starts and ends in the recording")
    func weekIndex() throws {
        let folder = try TemporaryDirectory("soak-week")
        let generated = try runBench(["generate", "week", "--days", "1", "--output", folder.url.path], timeout: 240)
        #expect(generated.status == 0, "\(generated)")
        let rows = try String(contentsOfFile: folder.path("days.tsv"), encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(rows.count == 3)
        #expect(rows[0] == ["day", "byte", "event", "seconds"])
        #expect(rows[1] == ["1", "\(Format1Lines.header.utf8.count + 1)", "0", "32400.0"])
        let size = try FileManager.default.attributesOfItem(atPath: folder.path("recording.jsonl"))[.size] as? Int
        #expect(rows[2].first == "end" && Int(rows[2][1]) == size)
        let recording = try String(contentsOfFile: folder.path("recording.jsonl"), encoding: .utf8)
        let pointerLines = recording.split(separator: "\n").filter { $0.contains(#""id":"#) }.count
        #expect(Int(rows[2][2]) == pointerLines)
        let lastTime = recording.split(separator: "\n").last.flatMap { line in
            line.split(separator: ",").first { $0.hasPrefix(#"{"t":"#) }.flatMap { Double($0.dropFirst(5)) }
        }
        // The last visitor comes before 18:00 (after a pause of at most 6 minutes) and stays a few minutes at most.
        #expect(lastTime.map { $0 > 17 * 3600 + 50 * 60 && $0 < 18 * 3600 + 300 } == true, "\(String(describing: lastTime))")
    }
}
