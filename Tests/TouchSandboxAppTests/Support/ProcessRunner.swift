import Foundation

/// What a finished child process left behind.
struct ProcessResult: CustomStringConvertible {
    var status: Int32
    /// True when the process ended by a signal (then `status` is the signal number).
    var killedBySignal: Bool
    var timedOut: Bool
    var stdout: String
    var stderr: String

    var description: String {
        "exit \(killedBySignal ? "signal " : "")\(status)\(timedOut ? " (timed out)" : "")\nstdout: \(stdout)\nstderr: \(stderr)"
    }
}

/// The environment children get: ours without any display, so nothing depends on the caller's session.
/// `display` (e.g. ":97") adds `DISPLAY`; `extra` overrides anything else.
func childEnvironment(display: String? = nil, extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "TOUCH_SANDBOX_RESOURCES"] {
        environment[key] = nil
    }
    if environment["PATH"] == nil { environment["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
    if let display { environment["DISPLAY"] = display }
    for (key, value) in extra { environment[key] = value }
    return environment
}

/// A child process whose output goes to files (so a chatty child never blocks on a full pipe).
final class ChildProcess {
    let process = Process()
    let name: String
    private let outputFolder: URL

    /// Starts `executable` (a path, or a name looked up on `PATH`) with `arguments`.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = childEnvironment(),
         currentDirectory: String? = nil) throws {
        name = (executable as NSString).lastPathComponent
        outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("touch-e2e-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: outputFolder.appendingPathComponent("stdout").path, contents: nil)
        _ = FileManager.default.createFile(atPath: outputFolder.appendingPathComponent("stderr").path, contents: nil)
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFolder.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: outputFolder.appendingPathComponent("stderr"))
        // A child inherits the spawning thread's signal mask; the test runner's threads may block
        // SIGTERM and SIGINT, which would make "SIGTERM writes the state" untestable. Spawn with them open.
        var open = sigset_t(), previous = sigset_t()
        sigemptyset(&open)
        sigaddset(&open, SIGTERM)
        sigaddset(&open, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &open, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// The signal lines of `/proc/PID/status` (blocked, ignored, caught), for failure messages.
    var signalMasks: String {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").filter { $0.hasPrefix("Sig") }.joined(separator: " ")
    }

    var isRunning: Bool { process.isRunning }
    var pid: Int32 { process.processIdentifier }

    /// Waits until the process ends or `timeout` seconds pass; returns whether it ended.
    @discardableResult
    func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        return true
    }

    func signal(_ number: Int32) {
        if process.isRunning { kill(process.processIdentifier, number) }
    }

    /// Kills the process if it still runs and reaps it; safe to call more than once.
    func killAndReap() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The result once ended; kills the process first when it overstayed.
    func result(timedOut: Bool = false) -> ProcessResult {
        killAndReap()
        let out = (try? String(contentsOf: outputFolder.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: outputFolder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        return ProcessResult(
            status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, stdout: out, stderr: err)
    }

    deinit {
        killAndReap()
        try? FileManager.default.removeItem(at: outputFolder)
    }
}

/// Runs a command to its end (killed after `timeout` seconds) and returns what it left.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = childEnvironment(),
                timeout: TimeInterval = 30) throws -> ProcessResult {
    let child = try ChildProcess(executable, arguments, environment: environment)
    let ended = child.waitForExit(timeout: timeout)
    return child.result(timedOut: !ended)
}

/// Runs `touch-sandbox` with no display at all.
func runApp(_ arguments: [String], environment: [String: String] = childEnvironment(), timeout: TimeInterval = 60) throws -> ProcessResult {
    try runProcess(TestPaths.binary, arguments, environment: environment, timeout: timeout)
}

/// Runs `touch-sandbox-bench` (the benchmarks and the soak's generator) with no display at all.
func runBench(_ arguments: [String], environment: [String: String] = childEnvironment(), timeout: TimeInterval = 60) throws -> ProcessResult {
    try runProcess(TestPaths.benchBinary, arguments, environment: environment, timeout: timeout)
}
