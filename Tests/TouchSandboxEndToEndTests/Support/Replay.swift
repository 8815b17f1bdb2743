import Foundation
import TouchTestSupport

/// One headless replay: the process result and, when written, the state document.
struct ReplayOutcome {
    var result: ProcessResult
    var statePath: String
    var state: AppState?
}

/// Replays `recording` with `--headless` and no display in the environment, writing the state into `folder`.
func replayHeadless(_ recording: String, scene: String?, in folder: TemporaryDirectory, stateName: String = "state.json",
                    extra: [String] = ["--fast"]) throws -> ReplayOutcome {
    let statePath = folder.path(stateName)
    var arguments = ["replay", recording, "--headless", "--state", statePath] + extra
    if let scene { arguments += ["--scene", scene] }
    let result = try runApp(arguments)
    let state = FileManager.default.fileExists(atPath: statePath) ? try AppState.read(statePath) : nil
    return ReplayOutcome(result: result, statePath: statePath, state: state)
}
