import Foundation
import TouchTestSupport

/// Runs a program the tests compare against (python3 with pypng, ImageMagick's convert) found on `PATH`.
enum ExternalTool {
    /// A program that exited non-zero, with what it wrote to standard error.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (the program first); a non-zero exit (or one still running after `timeout` seconds) throws
    /// with `explanation`, the command and its standard error.
    static func run(_ arguments: [String], explanation: String = "", timeout: TimeInterval = 300) throws {
        let result = try runProcess(arguments[0], Array(arguments.dropFirst()), timeout: timeout)
        guard result.status == 0, !result.killedBySignal, !result.timedOut else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed\(explanation): "
                          + (result.timedOut ? "timed out after \(timeout) s; " : "") + result.stderr)
        }
    }
}
