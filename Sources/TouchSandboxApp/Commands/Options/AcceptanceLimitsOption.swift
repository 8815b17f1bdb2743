import ArgumentParser
import Foundation
import TouchEngine
import TouchFiles
import TouchScreenTesting

/// `--limits win10|win8|FILE`: the acceptance checks' limits (`test-screen`, `replay --test-screen`): a published
/// profile by name (Windows 10 when omitted), or a JSON file overriding any of them.
struct AcceptanceLimitsOption: ParsableArguments {
    @Option(name: .customLong("limits"),
            help: "win10 (the default) or win8: the published Windows touchscreen requirements; or a JSON file of limits (see docs/test-screen.md); unknown fields are refused.")
    var limits: String?

    /// The profile named, or the limits file read and checked (exit 2 naming the file when it cannot be used).
    func load() throws -> AcceptanceLimits {
        guard let limits else { return AcceptanceLimits() }
        if let profile = AcceptanceProfile(rawValue: limits) { return AcceptanceLimits(profile: profile) }
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(limits, limit: ConfigurationFileLimit.bytes)
        } catch {
            throw InputFileError("\(limits): \(error.reason) (--limits takes win10, win8 or a limits file)")
        }
        do {
            return try AcceptanceLimits(json: Data(bytes), file: limits)
        } catch {
            throw InputFileError(error.description)
        }
    }
}
