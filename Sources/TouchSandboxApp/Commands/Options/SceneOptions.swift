import ArgumentParser

/// Which scene a command plays into (`run`, `replay`).
struct SceneOptions: ParsableArguments {
    @Option(help: "A scene file (JSON); the built-in scene of 16 sprites when omitted.")
    var scene: String?

    @Flag(help: "Refuse to start when a sprite's image cannot be loaded.")
    var strict = false
}
