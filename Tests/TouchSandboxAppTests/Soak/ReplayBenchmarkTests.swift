import Foundation
import Testing

/// `bench --replay`'s output, as the before/after figures in docs/performance.md are read from it (not the figures themselves).
@Suite("bench --replay and bench --generate", .serialized)
struct ReplayBenchmarkTests {
    @Test("the table has a row per binary and size with its seven columns, and a summary line per binary against the targets")
    func textOutput() throws {
        let result = try runApp(["bench", "--replay", "--replay-events", "2000", "300", "--against", TestPaths.binary], timeout: 240)
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8, "\(result.stdout)")
        #expect(lines[0].hasPrefix("replay FILE --headless --fast --scene S, a 500-sprite scene (files in /"))
        #expect(lines[1].split(separator: " ") == ["binary", "events", "wall", "s", "CPU", "s", "events/s", "events/CPU", "s", "peak", "RSS", "MB"])
        for (line, label, events) in [(lines[2], "this", "300"), (lines[3], "this", "2,000"), (lines[5], "against", "300"), (lines[6], "against", "2,000")] {
            let columns = line.split(separator: " ").map(String.init)
            #expect(columns.count == 7 && columns[0] == label && columns[1] == events, "\(line)")
            #expect(columns[2...3].allSatisfy { Double($0).map { $0 > 0 } ?? false }, "\(line)")
            #expect(columns[4...5].allSatisfy { Int($0.replacingOccurrences(of: ",", with: "")).map { $0 > 0 } ?? false }, "\(line)")
            #expect(Double(columns[6]).map { $0 > 1 } ?? false, "\(line)")
        }
        // The binary itself runs as /proc/self/exe names it, links resolved; --against as given.
        let resolved = URL(fileURLWithPath: TestPaths.binary).resolvingSymlinksInPath().path
        for (line, label, path) in [(lines[4], "this", resolved), (lines[7], "against", TestPaths.binary)] {
            #expect(line.hasPrefix("\(label) (\(path)): peak RSS 2,000 − 300 events "), "\(line)")
            #expect(line.contains(" MB (target ≤ 32 MB); ") && line.hasSuffix(" events/s end to end (target ≥ 500,000)"), "\(line)")
        }
    }

    @Test("--json gives each binary's runs with their figures and the two comparisons")
    func jsonOutput() throws {
        let result = try runApp(["bench", "--replay", "--replay-events", "200", "--json"], timeout: 120)
        #expect(result.status == 0, "\(result)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let replay = try #require(root["replay"] as? [String: Any])
        #expect(replay["sprites"] as? Int == 500)
        #expect(replay["eventCounts"] as? [Int] == [200])
        let binaries = try #require(replay["binaries"] as? [[String: Any]])
        #expect(binaries.count == 1)
        #expect(Set(binaries[0].keys) == ["label", "path", "runs", "peakRSSDifferenceMegabytes", "largestEventsPerSecond"])
        #expect(binaries[0]["peakRSSDifferenceMegabytes"] as? Double == 0)
        let runs = try #require(binaries[0]["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        #expect(Set(runs[0].keys) == ["binary", "events", "wallSeconds", "cpuSeconds", "eventsPerSecond", "eventsPerCPUSecond", "peakRSSMegabytes"])
        #expect(runs[0]["events"] as? Int == 200)
    }

    @Test("options that cannot work are refused with exit 2", arguments: [
        (["bench", "--against", "/bin/true"], "--against needs --replay"),
        (["bench", "--replay", "--replay-events", "0"], "--replay-events must be whole numbers of events from 1 to 1000000000"),
        (["bench", "--replay", "--against", "/nonexistent/binary"], "--against: /nonexistent/binary is not an executable file"),
        (["bench", "--generate", "soak"], "--generate needs --output DIR"),
        (["bench", "--generate", "week", "--output", "/tmp/x", "--days", "0"], "--days must be from 1 to 366"),
        (["bench", "--generate", "week", "--output", "/tmp/x", "--events", "5"], "--events is for --generate soak"),
        (["bench", "--generate", "soak", "--output", "/tmp/x", "--json"], "--generate writes files and measures nothing"),
        (["bench", "--replay-events", "10"], "--replay-events needs --replay"),
        (["bench", "--replay", "--seconds", "2"], "--seconds cannot be used with --replay"),
        (["bench", "--days", "3"], "--output, --events and --days need --generate"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let result = try runApp(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
