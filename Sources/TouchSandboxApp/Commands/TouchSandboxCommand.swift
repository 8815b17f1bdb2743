import ArgumentParser
import Foundation

/// The `touch-sandbox` command line: the sandbox itself, replays, the touchscreen test, calibration, outputs, devices
/// and gestures (benchmarks are `touch-sandbox-bench`'s).
public struct TouchSandboxCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "touch-sandbox",
        abstract: "A multitouch sandbox: drag, pinch and rotate sprites with many fingers or the mouse.",
        version: TouchSandboxVersion.current,
        subcommands: [RunCommand.self, ReplayCommand.self, TestScreenCommand.self, CalibrateCommand.self, MapOutputsCommand.self, DevicesCommand.self,
                      GesturesCommand.self, MovedBenchCommand.self],
        defaultSubcommand: RunCommand.self)

    public init() {}

    /// Parses the arguments and runs the command, mapping failures to the documented exit codes:
    /// 0 success, 1 runtime failure, 2 bad command line or unusable input file.
    public static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        runMappingExitCodes(program: "touch-sandbox", arguments)
    }
}

/// The program's version, shown by `--version`.
public enum TouchSandboxVersion {
    public static let current = "0.2.0"
}

/// An input file (scene, recording, kiosk configuration, image) that cannot be used: exit code 2.
package struct InputFileError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Something failed while running (no display, SDL error): exit code 1.
package struct RuntimeFailure: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
