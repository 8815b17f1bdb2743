import Foundation
import TouchTestSupport

/// A stand-in `xinput` first on PATH that logs the arguments of every call, so a snippet's script can be run by
/// `/bin/sh` and its calls compared exactly (device names with quotes, `$` or escape characters included). Its
/// folder is removed when it goes.
final class StandInXinput {
    private let scratch: TemporaryDirectory
    var folder: URL { scratch.url }
    private var log: String { scratch.path("calls") }

    init() throws {
        scratch = try TemporaryDirectory("xinput")
        let fake = folder.appendingPathComponent("xinput")
        // One line per call, each argument ended by an ASCII record separator.
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\036' \"$a\" >> \(log); done; printf '\\n' >> \(log)\n"
            .write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    }

    /// Runs `script` with `/bin/sh` and returns the arguments of each `xinput` call it made, in order.
    func run(_ script: String) throws -> [[String]] {
        try? FileManager.default.removeItem(atPath: log)
        _ = try runProcess("/bin/sh", ["-c", script], environment: ["PATH": "\(folder.path):/usr/bin:/bin"])
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\u{1e}", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }
}
