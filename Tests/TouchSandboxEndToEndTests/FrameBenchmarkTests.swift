import Foundation
import Testing

/// `touch-sandbox-bench frames` runs end to end: it builds the C floor program, draws the same frame through the app
/// and through the floor, and prints every figure. Nothing here depends on how fast the machine is; the figures'
/// values are the benchmark's business, their presence and the like-for-like pixel check are the test's.
@Suite("Frame benchmark")
struct FrameBenchmarkTests {
    @Test("frames --json reports each sprite count, and the app and the floor draw the same pixels")
    func reportsEveryFigure() throws {
        let result = try runBench(["frames", "--sprites", "3", "--sprites", "5", "--runs", "1", "--run-seconds", "0.01", "--json"],
                                timeout: 300)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(report["videoDriver"] as? String == "offscreen")
        #expect(report["renderer"] as? String == "software")
        #expect(report["floorRenderer"] as? String == "software")
        #expect(report["width"] as? Int == 1280 && report["height"] as? Int == 800)
        #expect(report["runs"] as? Int == 1)
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { $0["sprites"] as? Int } == [3, 5])
        for row in cases {
            #expect(row["samePixels"] as? Bool == true, "the floor drew another frame than the app: \(row)")
            #expect((row["framesPerRun"] as? Int).map { $0 >= 3 } == true, "\(row)")
            for key in ["appMilliseconds", "appCPUMilliseconds", "floorMilliseconds", "floorCPUMilliseconds", "ratio", "cpuRatio",
                        "everythingOnMilliseconds", "everythingOnCPUMilliseconds"] {
                #expect((row[key] as? Double).map { $0.isFinite && $0 > 0 } == true, "\(key) in \(row)")
            }
        }
    }

    @Test("the table names the configuration and has one row per sprite count")
    func printsATable() throws {
        let result = try runBench(["frames", "--sprites", "2", "--runs", "1", "--run-seconds", "0.01"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("frames: offscreen video, software renderer (floor: software), 1280x800, copies of ") == true,
                "\(result)")
        #expect(lines.contains { $0.hasPrefix("sprites  frames/run    app ms  floor ms  app/floor   app cpu  floor cpu  cpu ratio") })
        let row = try #require(lines.last).split(separator: " ")
        #expect(row.first == "2" && row.last == "yes", "\(result)")
    }

    @Test("--app-only draws the app's frames alone: no floor figures, no pixel comparison")
    func appOnlyLeavesTheFloorOut() throws {
        let result = try runBench(["frames", "--app-only", "--sprites", "4", "--runs", "1", "--run-seconds", "0.01", "--json"],
                                timeout: 300)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(report["floorRenderer"] == nil)
        let row = try #require((report["cases"] as? [[String: Any]])?.first)
        #expect(row["sprites"] as? Int == 4)
        #expect((row["appCPUMilliseconds"] as? Double).map { $0 > 0 } == true, "\(row)")
        for key in ["floorMilliseconds", "floorCPUMilliseconds", "ratio", "cpuRatio", "samePixels"] {
            #expect(row[key] == nil, "\(key) in \(row)")
        }
    }

    @Test("frames --zoom: one sprite at 1× and 8×, the same pixels as SDL's own copy, and at 8× within 8 MB of 1×")
    func zoomReportsFramesAndMemory() throws {
        let result = try runBench(["frames", "--zoom", "--zoom-scale", "1", "--zoom-scale", "8", "--runs", "1",
                                 "--run-seconds", "0.01", "--json"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { $0["zoom"] as? Double } == [1, 8])
        #expect(cases.map { $0["sprites"] as? Int } == [1, 1])
        #expect(report["motion"] as? String == "drag", "a zoom is timed as a user drags it: \(report)")
        for row in cases {
            #expect(row["samePixels"] as? Bool == true, "the app drew other pixels than SDL's own copy: \(row)")
            for key in ["appMilliseconds", "floorMilliseconds", "appPeakMegabytes", "floorPeakMegabytes"] {
                #expect((row[key] as? Double).map { $0.isFinite && $0 > 0 } == true, "\(key) in \(row)")
            }
        }
        // Memory is the figure the zoom is held to: SDL's own copy builds 45 MB of images at 8×, the app none.
        let appOne = try #require(cases[0]["appPeakMegabytes"] as? Double), appEight = try #require(cases[1]["appPeakMegabytes"] as? Double)
        #expect(appEight - appOne < 8, "the app's peak grew \(appEight - appOne) MB from 1× to 8×")
        let floorOne = try #require(cases[0]["floorPeakMegabytes"] as? Double)
        let floorEight = try #require(cases[1]["floorPeakMegabytes"] as? Double)
        #expect(floorEight - floorOne > 20, "SDL's own copy grew only \(floorEight - floorOne) MB: the comparison no longer shows it")
        // The table names the case and sums up the largest zoom against the smallest.
        let table = try runBench(["frames", "--zoom", "--zoom-scale", "1", "--zoom-scale", "2", "--runs", "1", "--run-seconds", "0.01"],
                               timeout: 300)
        #expect(table.status == 0, "\(table)")
        #expect(table.stdout.contains("one 256x256 copy of "), "\(table)")
        #expect(table.stdout.contains("\n   zoom  frames/run"), "\(table)")
        #expect(table.stdout.contains("2× against 1×: app "), "\(table)")
        #expect(table.stdout.contains("turned 30°, the front one moved by a drag between the app's frames"), "\(table)")
    }

    @Test("frames --motion pinch times frames of a pinch, with SDL's pixels")
    func pinchMotionIsTimed() throws {
        let result = try runBench(["frames", "--sprites", "2", "--motion", "pinch", "--runs", "1", "--run-seconds", "0.01", "--json"],
                                timeout: 300)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(report["motion"] as? String == "pinch")
        let row = try #require((report["cases"] as? [[String: Any]])?.first)
        #expect(row["samePixels"] as? Bool == true, "\(row)")
    }

    @Test("frames --window 3840x2160 fits the 1280x800 scene like a kiosk's display, clip and all, like for like")
    func kioskWindowIsLikeForLike() throws {
        let result = try runBench(["frames", "--window", "3840x2160", "--sprites", "2", "--runs", "1", "--run-seconds", "0.01",
                                 "--json"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(report["width"] as? Int == 3840 && report["height"] as? Int == 2160)
        #expect(report["sceneWidth"] as? Double == 1280 && report["sceneHeight"] as? Double == 800)
        let row = try #require((report["cases"] as? [[String: Any]])?.first)
        #expect(row["samePixels"] as? Bool == true, "the floor drew another frame than the app: \(row)")
    }

    @Test("frames --window 16384x16384 is refused with the window limit's reason")
    func largestWindowIsRefused() throws {
        let result = try runBench(["frames", "--window", "16384x16384"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--window 16384x16384: 268435456 pixels, more than the limit of 33554432"), "\(result)")
    }

    @Test("frame options without frames, or the suite's options with it, are refused", arguments: [
        ["--sprites", "16"],
        ["--runs", "3"],
        ["--app-only"],
        ["--zoom"],
        ["--window", "3840x2160"],
        ["--motion", "drag"],
        ["--run-seconds", "1"],
        ["frames", "--motion", "wobble"],
        ["frames", "--zoom-scale", "2"],
        ["frames", "--zoom", "--sprites", "3"],
        ["frames", "--zoom", "--zoom-scale", "0"],
        ["frames", "--window", "0x800"],
        ["frames", "--sprites", "0"],
        ["frames", "--runs", "0"],
        ["frames", "--run-seconds", "0"],
        ["frames", "--seconds", "1"],
        ["frames", "--trace", "t.jsonl", "--scene", "s.json"],
        ["--trace", "t.jsonl", "--scene", "s.json", "frames"],
    ])
    func refusesOptionsItCannotHonour(arguments: [String]) throws {
        let result = try runBench(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }
}
