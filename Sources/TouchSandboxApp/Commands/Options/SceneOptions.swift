import ArgumentParser
import TouchRecipes

/// Which scene a command plays into (`run`, `replay`), and the user-taught gestures it recognises.
struct SceneOptions: ParsableArguments {
    @Option(help: "A scene file (JSON); the built-in scene of 16 sprites when omitted.")
    var scene: String?

    @Flag(help: "Refuse to start when a sprite's image cannot be loaded.")
    var strict = false

    @Option(help: "User-taught gestures (JSON, written by `gestures record`): a one-finger stroke on the canvas that matches one is listed in the state's gestures and named on screen.")
    var gestures: String?

    /// The templates of `--gestures`, nil without it; an unusable file is exit 2 naming the file, line and field.
    func loadGestures() throws -> GestureTemplateMatcher? {
        guard let gestures else { return nil }
        do {
            return try GestureTemplateFile.load(contentsOf: gestures).matcher
        } catch {
            throw InputFileError(error.description)
        }
    }
}
