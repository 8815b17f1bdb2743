import Foundation
import Testing
import TouchTestSupport

/// `touch-sandbox-bench replay`'s output, as the before/after figures in docs/performance.md are read from it (not the
/// figures themselves).
@Suite("touch-sandbox-bench replay and generate", .serialized)
struct ReplayBenchmarkTests {
    @Test("the table has a row per binary and size with its seven columns, and a summary line per binary against the targets")
    func textOutput() throws {
        let result = try runBench(["replay", "--events", "2000", "300", "--against", TestPaths.binary], timeout: 240)
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
        // "this" is the app beside the bench (the folder /proc/self/exe names), links resolved; --against as given.
        let resolved = URL(fileURLWithPath: TestPaths.benchBinary).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("touch-sandbox").resolvingSymlinksInPath().path
        for (line, label, path) in [(lines[4], "this", resolved), (lines[7], "against", TestPaths.binary)] {
            #expect(line.hasPrefix("\(label) (\(path)): peak RSS 2,000 − 300 events "), "\(line)")
            #expect(line.contains(" MB (target ≤ 32 MB); ") && line.hasSuffix(" events/s end to end (target ≥ 500,000)"), "\(line)")
        }
    }

    @Test("--json gives each binary's runs with their figures and the two comparisons")
    func jsonOutput() throws {
        let result = try runBench(["replay", "--events", "200", "--json"], timeout: 120)
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
        (["--against", "/bin/true"], "Unknown option '--against'"),
        (["replay", "--events", "0"], "--events must be whole numbers of events from 1 to 1000000000"),
        (["replay", "--against", "/nonexistent/binary"], "--against: /nonexistent/binary is not an executable file"),
        (["replay", "--binary", "/nonexistent/binary"], "--binary: /nonexistent/binary is not an executable file"),
        (["generate", "soak"], "Missing expected argument '--output <output>'"),
        (["generate", "week", "--output", "/tmp/x", "--days", "0"], "--days must be from 1 to 366"),
        (["generate", "week", "--output", "/tmp/x", "--events", "5"], "Unknown option '--events'"),
        (["generate", "soak", "--output", "/tmp/x", "--json"], "--json is not an option of `generate soak`"),
        (["--events", "10"], "Unknown option '--events'"),
        (["replay", "--seconds", "2"], "--seconds is not an option of `replay`"),
        (["--days", "3"], "Unknown option '--days'"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let result = try runBench(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
