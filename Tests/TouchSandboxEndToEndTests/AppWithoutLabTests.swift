import Foundation
import Testing
import TouchTestSupport

/// The app kiosks install carries none of the lab: the benchmarks, the soak's generator and the human-stroke test
/// data are `touch-sandbox-bench`'s. Checked on the release binary's symbols and on the binary stripped as
/// `Scripts/package` strips it (the package test checks the installed copy too); and `touch-sandbox bench` says where
/// the benchmarks went.
@Suite("The kiosk binary carries no lab")
struct AppWithoutLabTests {
    @Test("the lab's types are found in touch-sandbox-bench, symbols and stripped alike (so the search can fail)")
    func searchFindsTheLab() throws {
        let names = try LabTraces.typeNames()
        #expect(names.isSuperset(of: ["BenchCommand", "EngineBenchmark", "FrameBenchmark", "SoakRecording", "KioskVisitor",
                                      "TUIOBenchmark", "HumanHand", "RecordedHumanStrokes"]), "\(names.sorted())")
        let bench = try LabTraces.traces(in: TestPaths.benchBinary)
        #expect(bench.contains { $0.hasPrefix("symbol: ") && $0.contains("TouchSandboxBench.EngineBenchmark") }, "\(bench.prefix(5))")
        let stripped = try Self.stripped(TestPaths.benchBinary)
        #expect(try LabTraces.traces(in: stripped.path("binary")).contains("string: EngineBenchmark"))
    }

    @Test("the release binary names no benchmark, soak or human-stroke module or type")
    func releaseBinary() throws {
        let traces = try LabTraces.traces(in: TestPaths.binary)
        #expect(traces.isEmpty, "\(traces.count) traces of the lab, first: \(traces.prefix(10))")
    }

    @Test("stripped as Scripts/package installs it, the binary keeps no lab type name")
    func strippedBinary() throws {
        let stripped = try Self.stripped(TestPaths.binary)
        let traces = try LabTraces.traces(in: stripped.path("binary"))
        #expect(traces.isEmpty, "\(traces.count) traces of the lab, first: \(traces.prefix(10))")
    }

    @Test("touch-sandbox bench is exit 2 saying the benchmarks moved to touch-sandbox-bench", arguments: [
        ["bench"],
        ["bench", "--trace", "t.jsonl", "--scene", "s.json", "--json"],
        ["bench", "--frames"],
    ])
    func benchMoved(arguments: [String]) throws {
        let result = try runApp(arguments)
        #expect(result.status == 2 && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("touch-sandbox: bench moved to touch-sandbox-bench, its own executable"), "\(result)")
    }

    /// A copy of `binary` stripped with the command `Scripts/package` uses, as `binary` in a temporary folder.
    static func stripped(_ binary: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory("stripped")
        let result = try runProcess("/usr/bin/strip", ["--strip-unneeded", "-o", folder.path("binary"), binary], timeout: 120)
        #expect(result.status == 0, "\(result)")
        return folder
    }
}
