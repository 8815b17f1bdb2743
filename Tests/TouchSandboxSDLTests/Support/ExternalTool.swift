import Foundation

/// Runs a program the tests compare against (python3 with pypng, ImageMagick's convert) found on `PATH`.
enum ExternalTool {
    /// A program that exited non-zero, with what it wrote to standard error.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (the program first); a non-zero exit throws with `explanation`, the command and its
    /// standard error.
    static func run(_ arguments: [String], explanation: String = "") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed\(explanation): "
                          + String(decoding: output, as: UTF8.self))
        }
    }
}
