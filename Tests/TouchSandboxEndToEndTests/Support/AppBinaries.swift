import Foundation
import TouchTestSupport

/// The release binaries under test: the app users run and the lab beside it.
extension TestPaths {
    /// `$TOUCH_SANDBOX_BINARY`, else `<package root>/.build/release/touch-sandbox` (what `Scripts/run` builds and users run).
    static var binary: String {
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_BINARY"], !custom.isEmpty { return custom }
        return packageRoot.appendingPathComponent(".build/release/touch-sandbox").path
    }

    /// `$TOUCH_SANDBOX_BENCH_BINARY`, else `touch-sandbox-bench` beside the app binary (`Scripts/test` builds both).
    static var benchBinary: String {
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_BENCH_BINARY"], !custom.isEmpty { return custom }
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("touch-sandbox-bench").path
    }
}

/// Runs `touch-sandbox` with no display at all.
func runApp(_ arguments: [String], environment: [String: String] = childEnvironment(), timeout: TimeInterval = 60) throws -> ProcessResult {
    try runProcess(TestPaths.binary, arguments, environment: environment, timeout: timeout)
}

/// Runs `touch-sandbox-bench` (the benchmarks and the soak's generator) with no display at all.
func runBench(_ arguments: [String], environment: [String: String] = childEnvironment(), timeout: TimeInterval = 60) throws -> ProcessResult {
    try runProcess(TestPaths.benchBinary, arguments, environment: environment, timeout: timeout)
}
