import ArgumentParser
import TouchSandboxSDL

/// What `--window` is when it is not given, as each command's help says it.
protocol WindowDefault {
    static var text: String { get }
}

/// `run` and `replay`: the scene's size.
enum SceneSizedWindow: WindowDefault {
    static let text = "the scene's size, fitted to the screen"
}

/// `test-screen` and `gestures record`: a 1280x800 window.
enum FixedSizeWindow: WindowDefault {
    static let text = "1280x800"
}

/// `calibrate`: the whole display.
enum FullscreenWindow: WindowDefault {
    static let text = "the whole display, fullscreen"
}

/// The window's size (`run`, `replay`, `test-screen`, `calibrate`, `gestures record`), its help naming the command's
/// own default.
struct WindowOption<Default: WindowDefault>: ParsableArguments {
    @Option(help: ArgumentHelp("Window size, e.g. 1280x800 (default: \(Default.text)); at most 16384 a side and 8192x4096 pixels in all."))
    var window: WindowSize?

    var pixelSize: PixelSize? { window.map { PixelSize(width: $0.width, height: $0.height) } }

    func validate() throws {
        try window?.validate(as: "--window")
    }
}
