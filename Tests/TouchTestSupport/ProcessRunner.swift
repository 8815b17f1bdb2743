import Foundation

/// What a finished child process left behind.
public struct ProcessResult: CustomStringConvertible {
    public var status: Int32
    /// True when the process ended by a signal (then `status` is the signal number).
    public var killedBySignal: Bool
    public var timedOut: Bool
    public var stdout: String
    public var stderr: String

    public var description: String {
        "exit \(killedBySignal ? "signal " : "")\(status)\(timedOut ? " (timed out)" : "")\nstdout: \(stdout)\nstderr: \(stderr)"
    }
}

/// The environment children get: ours without any display, so nothing depends on the caller's session.
/// `display` (e.g. ":97") adds `DISPLAY`; `extra` overrides anything else.
public func childEnvironment(display: String? = nil, extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "TOUCH_SANDBOX_RESOURCES"] {
        environment[key] = nil
    }
    if environment["PATH"] == nil { environment["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
    if let display { environment["DISPLAY"] = display }
    for (key, value) in extra { environment[key] = value }
    return environment
}

/// A child process whose output goes to files (so a chatty child never blocks on a full pipe): the one process
/// runner of the tests, for the app's binaries and for every tool they compare with or drive.
public final class ChildProcess {
    public let process = Process()
    public let name: String
    private let outputFolder: TemporaryDirectory

    /// Starts `executable` (a path, or a name looked up on `PATH`) with `arguments`.
    public init(_ executable: String, _ arguments: [String], environment: [String: String] = childEnvironment(),
                currentDirectory: String? = nil) throws {
        name = (executable as NSString).lastPathComponent
        outputFolder = try TemporaryDirectory("touch-e2e-out")
        _ = FileManager.default.createFile(atPath: outputFolder.path("stdout"), contents: nil)
        _ = FileManager.default.createFile(atPath: outputFolder.path("stderr"), contents: nil)
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
        process.standardOutput = try FileHandle(forWritingTo: outputFolder.url.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: outputFolder.url.appendingPathComponent("stderr"))
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
    public var signalMasks: String {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").filter { $0.hasPrefix("Sig") }.joined(separator: " ")
    }

    public var isRunning: Bool { process.isRunning }
    public var pid: Int32 { process.processIdentifier }

    /// Waits until the process ends or `timeout` seconds pass; returns whether it ended.
    @discardableResult
    public func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        return true
    }

    public func signal(_ number: Int32) {
        if process.isRunning { kill(process.processIdentifier, number) }
    }

    /// Kills the process if it still runs and reaps it; safe to call more than once.
    public func killAndReap() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The result once ended; kills the process first when it overstayed.
    public func result(timedOut: Bool = false) -> ProcessResult {
        killAndReap()
        let out = (try? String(contentsOf: outputFolder.url.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: outputFolder.url.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        return ProcessResult(
            status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, stdout: out, stderr: err)
    }

    deinit { killAndReap() }
}

/// Runs a command to its end (killed after `timeout` seconds) and returns what it left.
public func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = childEnvironment(),
                       timeout: TimeInterval = 30) throws -> ProcessResult {
    let child = try ChildProcess(executable, arguments, environment: environment)
    let ended = child.waitForExit(timeout: timeout)
    return child.result(timedOut: !ended)
}
