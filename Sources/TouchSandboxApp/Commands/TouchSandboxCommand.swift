import ArgumentParser
import Foundation

/// The `touch-sandbox` command line: the sandbox itself, replays, the touchscreen test, devices and benchmarks.
public struct TouchSandboxCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "touch-sandbox",
        abstract: "A multitouch sandbox: drag, pinch and rotate sprites with many fingers or the mouse.",
        version: TouchSandboxVersion.current,
        subcommands: [RunCommand.self, ReplayCommand.self, TestScreenCommand.self, CalibrateCommand.self, MapOutputsCommand.self, DevicesCommand.self, BenchCommand.self,
                      GesturesCommand.self],
        defaultSubcommand: RunCommand.self)

    public init() {}

    /// Parses the arguments and runs the command, mapping failures to the documented exit codes:
    /// 0 success, 1 runtime failure, 2 bad command line or unusable input file.
    public static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        _ = AppLogging.logger("main")
        restoreTerminationSignals()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as InputFileError {
            FileHandle.standardError.write(Data("touch-sandbox: \(failure)\n".utf8))
            Foundation.exit(2)
        } catch let failure as RuntimeFailure {
            FileHandle.standardError.write(Data("touch-sandbox: \(failure)\n".utf8))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success { self.exit(withError: error) }
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            FileHandle.standardError.write(Data("touch-sandbox: \(fullMessage(for: error))\n".utf8))
            Foundation.exit(code == .failure ? 1 : code.rawValue)
        }
    }
}

/// Makes SIGINT, SIGTERM and SIGHUP reach the app whatever the launcher did: a parent may have blocked or ignored
/// them, and both are inherited. SDL turns INT and TERM into a quit event, so the state is written and the exit is
/// clean; HUP (the terminal or the session went away) is handled the same way by passing it on as TERM. PIPE is
/// ignored: a program reading a FIFO output that goes away is a failed write (exit 1 naming the file), not a death.
private func restoreTerminationSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    signal(SIGHUP, hangUpAsTermination)
    signal(SIGPIPE, SIG_IGN)
}

/// SIGHUP's handler: raises SIGTERM (`kill` is safe in a signal handler), which SDL turns into a quit.
private func hangUpAsTermination(_ signal: Int32) {
    kill(getpid(), SIGTERM)
}

/// The program's version, shown by `--version`.
public enum TouchSandboxVersion {
    public static let current = "0.2.0"
}

/// An input file (scene, recording, kiosk configuration, image) that cannot be used: exit code 2.
struct InputFileError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Something failed while running (no display, SDL error): exit code 1.
struct RuntimeFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
