import ArgumentParser
import Foundation
import TouchEngine
import TouchFiles
import TouchScreenTesting

/// `--limits FILE`: the acceptance checks' limits (`test-screen`, `replay --test-screen`); the published defaults
/// when omitted.
struct AcceptanceLimitsOption: ParsableArguments {
    @Option(name: .customLong("limits"), help: "A JSON file of acceptance limits (see docs/test-screen.md); unknown fields are refused.")
    var limits: String?

    /// The limits file read and checked (exit 2 naming the file when it cannot be used), or the defaults.
    func load() throws -> AcceptanceLimits {
        guard let limits else { return AcceptanceLimits() }
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(limits, limit: ConfigurationFileLimit.bytes)
        } catch {
            throw InputFileError("\(limits): \(error.reason)")
        }
        do {
            return try AcceptanceLimits(json: Data(bytes), file: limits)
        } catch {
            throw InputFileError(error.description)
        }
    }
}
