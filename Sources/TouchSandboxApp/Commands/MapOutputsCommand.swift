import ArgumentParser
import Foundation
import TouchScreenTesting
import TouchSandboxSDL

/// `touch-sandbox map-outputs`: which touchscreen is on which output. A prompt on every output in turn; the device
/// that touches it is bound to it, in each stack's syntax.
struct MapOutputsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map-outputs",
        abstract: "Touch each screen when asked; get which touch device is on which output, bound for each stack.",
        discussion: """
        Every output (display) in turn shows "Touch this screen" fullscreen; touch it with the panel on that screen \
        (Esc skips a screen). Then the bindings are printed for udev (WL_OUTPUT: Weston, cage, wlroots), xinput \
        map-to-output (X11), sway, labwc, weston.ini, Qt (eglfs KMS) and notes for Kivy and cage; with --report DIR \
        they go to DIR/outputs.json, --write DIR writes each as a file. With one output, or one panel answering every \
        output, no binding is needed and it says so. Output names are the connector names the stacks take (RandR \
        outputs on X11, xdg-output names on Wayland). See docs/kiosk.md.
        """)

    @Option(help: "Write outputs.json into this directory (created if missing).")
    var report: String?

    @Option(help: "Also write each stack's snippet (udev, xinput, sway, labwc, weston, qt, kivy, cage) as a file into this directory (created if missing).")
    var write: String?

    func run() throws {
        let logger = AppLogging.logger("map-outputs")
        let script = try TestTouchScript.fromEnvironment()
        let writer = try OutputMapWriter(directory: report, snippetDirectory: write)
        let system = try SDLStartup.start(headless: false, noDisplayAdvice: "map-outputs shows a prompt on every output")
        let displays = DisplayInfo.all()
        guard !displays.isEmpty else { throw RuntimeFailure("SDL reports no display (video driver \(system.videoDriver))") }
        let outputs = ConnectorNames.outputs(of: displays, videoDriver: system.videoDriver)
        print("video driver \(system.videoDriver): \(outputs.count) output\(outputs.count == 1 ? "" : "s")")
        for (number, output) in outputs.enumerated() {
            let bounds = output.bounds
            let origin = output.nameIsConnector ? "connector name from \(output.nameSource)" : "SDL's name; the connector name was not found"
            print("  \(number + 1). \(output.name)  \(bounds[2])×\(bounds[3]) at \(bounds[0]),\(bounds[1])  (\(origin); SDL calls it \"\(output.sdlName)\")")
        }
        fflush(nil)  // all streams: stdout is a global Swift 6 will not touch
        let session = OutputPromptSession(system: system, displays: displays, outputs: outputs, script: script, logger: logger)
        try session.run()
        try writer.write(OutputMapReport(survey: session.survey, videoDriver: system.videoDriver))
    }
}
