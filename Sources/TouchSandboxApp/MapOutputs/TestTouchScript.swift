import Foundation

/// The test hook of `map-outputs`, read from `TOUCH_SANDBOX_TEST_TOUCHES` (docs/kiosk.md): what a tester does at
/// each prompt, so an end-to-end test can run the real binary where no touch can be made. Entries are separated by
/// `;`, each `PROMPT@SECONDS=ID:NAME` (touch device ID, a touchscreen named NAME, taps the middle of prompt PROMPT's
/// window SECONDS after it is first drawn) or `PROMPT@SECONDS=esc` (Esc is pressed there). Example:
/// `1@1.5=101:Test Panel A;2@1.5=102:Test Panel B`. The taps go through SDL's event queue (`TestTouchInjection`).
struct TestTouchScript: Equatable {
    static let environmentVariable = "TOUCH_SANDBOX_TEST_TOUCHES"

    enum Action: Equatable {
        case touch(device: Int64, name: String)
        case escape
    }

    struct Step: Equatable {
        /// 1 for the first prompt.
        var prompt: Int
        var after: Double
        var action: Action
    }

    var steps: [Step]

    /// The script in the environment; nil when the variable is unset.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TestTouchScript? {
        guard let text = environment[environmentVariable] else { return nil }
        return try TestTouchScript(text)
    }

    init(_ text: String) throws {
        steps = try text.split(separator: ";").map { entry in
            func bad() -> InputFileError {
                InputFileError("\(Self.environmentVariable): \(String(entry).debugDescription): expected PROMPT@SECONDS=ID:NAME or PROMPT@SECONDS=esc")
            }
            guard let equals = entry.firstIndex(of: "="), let at = entry[..<equals].firstIndex(of: "@"),
                  let prompt = Int(entry[..<at]), prompt >= 1,
                  let after = Double(entry[entry.index(after: at)..<equals]), after.isFinite, after >= 0 else { throw bad() }
            let action = entry[entry.index(after: equals)...]
            if action == "esc" { return Step(prompt: prompt, after: after, action: .escape) }
            guard let colon = action.firstIndex(of: ":"), let device = Int64(action[..<colon]),
                  case let name = String(action[action.index(after: colon)...]), !name.isEmpty else { throw bad() }
            return Step(prompt: prompt, after: after, action: .touch(device: device, name: name))
        }
    }

    /// The name the script gives a device, for devices SDL does not know.
    func name(of device: Int64) -> String? {
        steps.lazy.compactMap { step -> String? in
            if case .touch(device, let name) = step.action { name } else { nil }
        }.first
    }
}
