import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses `arguments` for this root command and runs it, mapping failures to the documented exit codes:
    /// 0 success, 1 runtime failure, 2 bad command line or unusable input file; a message starts with `program`.
    /// `touch-sandbox` and `touch-sandbox-bench` both run through it, so they keep the same codes. A command that
    /// has said what it had to say throws `ExitCode`, which ends the process with that code and no further word.
    package static func runMappingExitCodes(program: String, _ arguments: [String]) -> Never {
        _ = AppLogging.logger("main")
        restoreTerminationSignals()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as InputFileError {
            FileHandle.standardError.write(Data("\(program): \(failure)\n".utf8))
            Foundation.exit(2)
        } catch let failure as RuntimeFailure {
            FileHandle.standardError.write(Data("\(program): \(failure)\n".utf8))
            Foundation.exit(1)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success { self.exit(withError: error) }
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            FileHandle.standardError.write(Data("\(program): \(fullMessage(for: error))\n".utf8))
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
