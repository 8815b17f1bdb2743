import ArgumentParser
import Logging
import TouchSandboxSDL

/// `touch-sandbox [run]`: the interactive sandbox.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the sandbox: drag, pinch and rotate sprites with fingers or the mouse.",
        discussion: """
        Mouse: left drag moves a sprite; right-click pins a virtual finger (right-click it again to remove it), \
        so a left drag on the same sprite pinches and rotates about the pin; the wheel scales the sprite under \
        the cursor, Shift+wheel rotates it.
        Keys: Esc quits, R resets the layout, F toggles fullscreen, O the touch overlay, H the HUD, P paint mode, C clears the paint, T the tray.
        """)

    @Option(help: "A scene file (JSON); the built-in scene of 16 sprites when omitted.")
    var scene: String?

    @Flag(help: "Start fullscreen on the current display.")
    var fullscreen = false

    @Flag(help: "Kiosk mode: fullscreen, no keyboard quit.")
    var kiosk = false

    @Option(name: .customLong("kiosk-config"), help: "Kiosk configuration file (JSON).")
    var kioskConfig: String?

    @Option(help: "Window size, e.g. 1280x800 (default: the scene's size).")
    var window: WindowSize?

    @Option(help: "Record every pointer event to this JSON Lines file.")
    var record: String?

    @Option(help: "Write the state document (JSON) here at exit.")
    var state: String?

    @Flag(name: .customLong("no-overlay"), help: "Start with the touch overlay hidden (O toggles).")
    var noOverlay = false

    @Flag(help: "Start with the HUD shown (H toggles).")
    var hud = false

    @Flag(help: "Refuse to start when a sprite's image cannot be loaded.")
    var strict = false

    @Option(help: "Save what the window shows at exit as a PNG file.")
    var screenshot: String?

    func validate() throws {
        if fullscreen && kiosk { throw ValidationError("--fullscreen and --kiosk cannot be combined (kiosk is always fullscreen)") }
        if kioskConfig != nil && !kiosk { throw ValidationError("--kiosk-config needs --kiosk") }
    }

    func run() throws {
        let logger = AppLogging.logger("run")
        let kioskConfiguration = try kiosk ? kioskConfig.map(KioskConfiguration.load(path:)) ?? KioskConfiguration() : nil
        var loaded = try SceneLoader.load(sceneOption: scene ?? kioskConfiguration?.scene, strict: strict, logger: logger)
        if let allowed = kioskConfiguration?.gestures { loaded.allowOnly(allowed) }
        let recorder = try record.map { try RecordingFileRecorder(path: $0, width: Int(loaded.scene.width), height: Int(loaded.scene.height)) }
        var options = InteractiveLoop.Options()
        options.windowSize = window.map { PixelSize(width: $0.width, height: $0.height) }
        options.fullscreen = fullscreen
        options.kiosk = kioskConfiguration
        options.showOverlay = !noOverlay && (kioskConfiguration?.overlay ?? true)
        options.showHUD = hud || (kioskConfiguration?.hud ?? false)
        options.screenshotPath = screenshot
        try InteractiveLoop(loaded: loaded, options: options, stateWriter: StateWriter(path: state), recorder: recorder, logger: logger).run()
    }
}
