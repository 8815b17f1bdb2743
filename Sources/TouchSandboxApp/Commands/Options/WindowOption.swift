import ArgumentParser
import TouchSandboxSDL

/// The window's size (`run`, `replay`, `test-screen`).
struct WindowOption: ParsableArguments {
    @Option(help: "Window size, e.g. 1280x800 (default: the scene's size, fitted to the screen); at most 16384 a side and 8192x4096 pixels in all.")
    var window: WindowSize?

    var pixelSize: PixelSize? { window.map { PixelSize(width: $0.width, height: $0.height) } }

    func validate() throws {
        try window?.validate(as: "--window")
    }
}
