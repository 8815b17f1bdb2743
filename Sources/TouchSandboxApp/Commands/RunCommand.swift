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

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var windowOption: WindowOption<SceneSizedWindow>
    @OptionGroup var output: OutputOptions
    @OptionGroup var overlay: OverlayOptions
    @OptionGroup var network: NetworkOptions

    @Flag(help: "Start fullscreen on the current display.")
    var fullscreen = false

    @Flag(help: "Kiosk mode: fullscreen, no keyboard quit.")
    var kiosk = false

    @Option(name: .customLong("kiosk-config"), help: "Kiosk configuration file (JSON).")
    var kioskConfig: String?

    @Option(help: "Record every pointer event to this JSON Lines file.")
    var record: String?

    @Flag(help: "Start with the HUD shown (H toggles).")
    var hud = false

    func validate() throws {
        if fullscreen && kiosk { throw ValidationError("--fullscreen and --kiosk cannot be combined (kiosk is always fullscreen)") }
        if kioskConfig != nil && !kiosk { throw ValidationError("--kiosk-config needs --kiosk") }
    }

    func run() throws {
        let logger = AppLogging.logger("run")
        try output.checkBeforeSession()
        let kioskConfiguration = try kiosk ? kioskConfig.map(KioskConfiguration.load(path:)) ?? KioskConfiguration() : nil
        if let path = kioskConfiguration?.healthFile { try OutputPreflight.check(path, role: "the health file") }
        let healthFile = kioskConfiguration.flatMap { configuration in
            configuration.healthFile.map { HealthFile(path: $0, interval: configuration.healthIntervalSeconds, logger: logger) }
        }
        var loaded = try SceneLoader.load(sceneOption: sceneOptions.scene ?? kioskConfiguration?.scene, strict: sceneOptions.strict, logger: logger)
        if let allowed = kioskConfiguration?.gestures { loaded.allowOnly(allowed) }
        let gestures = try sceneOptions.loadGestures()
        let recorder = try record.map { try RecordingFileRecorder(path: $0, width: Int(loaded.scene.width), height: Int(loaded.scene.height)) }
        let mode = SandboxMode(
            loaded: loaded, kiosk: kioskConfiguration,
            showOverlay: !overlay.noOverlay && (kioskConfiguration?.overlay ?? true),
            showHUD: hud || (kioskConfiguration?.hud ?? false), recorder: recorder,
            state: StateWriter(path: output.state), title: "TouchSandbox", logger: logger, gestures: gestures)
        var display = PlaybackDisplay.Options()
        display.windowSize = windowOption.pixelSize
        display.fullscreen = fullscreen
        display.kiosk = kioskConfiguration != nil
        try Playback.run(mode, display: display, pace: .live, network: network.settings, screenshot: output.screenshot,
                         healthFile: healthFile, logger: logger)
    }
}
