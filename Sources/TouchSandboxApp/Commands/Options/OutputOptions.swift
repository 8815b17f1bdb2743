import ArgumentParser

/// What a command leaves behind when it ends, however it ends.
struct OutputOptions: ParsableArguments {
    @Option(help: "Write the state document (JSON) here when the session ends.")
    var state: String?

    @Option(help: "Save the last frame (what the window shows at the end) as a PNG file.")
    var screenshot: String?
}
