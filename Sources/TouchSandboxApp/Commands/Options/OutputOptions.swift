import ArgumentParser

/// What a command leaves behind when it ends, however it ends.
struct OutputOptions: ParsableArguments {
    @Option(help: "Write the state document (JSON) here when the session ends.")
    var state: String?

    @Option(help: "Save the last frame (what the window shows at the end) as a PNG file.")
    var screenshot: String?

    /// Checks both paths before the session starts (exit 2 naming the one that cannot be written).
    func checkBeforeSession() throws {
        if let state { try OutputPreflight.check(state, role: "the state") }
        if let screenshot { try OutputPreflight.check(screenshot, role: "the screenshot") }
    }
}
