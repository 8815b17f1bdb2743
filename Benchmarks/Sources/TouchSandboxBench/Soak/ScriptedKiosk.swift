import Foundation
import Logging
import TouchEngine
import TouchRecipes
import TouchRecordings
import TouchSandboxApp

/// A recording being written while the very mode a replay drives (`SandboxMode`, kiosk rules included) applies
/// it, so a script can look at the sandbox as it is now (where the sprites are, whether the menu opened, what the
/// tray shows) before choosing its next touch. Replaying the file gives the same session: format 1 numbers
/// round-trip exactly, and the mode sees the items exactly as a `--fast` replay hands them over.
final class ScriptedKiosk {
    let mode: SandboxMode
    private let writer: BufferedLineWriter
    /// The recording's clock; the script moves it on with `wait`.
    private(set) var time = 0.0
    /// Pointer events written so far.
    private(set) var events = 0

    /// Loads `scene` as `replay --scene S --kiosk-config K` would and starts the recording at `path`.
    init(scene: String, kiosk: KioskConfiguration, recording path: String) throws {
        let quiet = Logger(label: "touch-sandbox.soak") { _ in SwiftLogNoOpLogHandler() }
        var loaded = try SceneLoader.load(path: scene, strict: true, logger: quiet)
        loaded.allowOnly(kiosk.gestures)
        mode = SandboxMode(loaded: loaded, kiosk: kiosk, showOverlay: true, showHUD: false, recorder: nil,
                           state: StateWriter(path: nil), title: "soak", logger: quiet)
        writer = try BufferedLineWriter(path: path)
        try writer.write(RecordingWriter.headerLine(width: Int(loaded.scene.width), height: Int(loaded.scene.height)))
    }

    var sandbox: Sandbox { mode.session.sandbox }
    /// Bytes of the recording written so far (the header included).
    var bytesWritten: Int { writer.bytesWritten }

    /// Moves the recording's clock on.
    func wait(_ seconds: Double) { time += max(seconds, 0) }

    /// Writes and applies one pointer event at the current time; positions to 0.01 px, times to 0.1 ms.
    func pointer(_ phase: PointerPhase, _ id: Int, at point: Vector2, source: PointerSource = .touch) throws {
        let event = PointerEvent(phase, id: id, x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100,
                                 time: (time * 1e4).rounded() / 1e4, pressure: phase == .up ? 0 : 1, source: source)
        guard let line = RecordingWriter.line(for: event) else { return }
        try writer.write(line)
        events += 1
        try apply(.pointer(event))
    }

    /// Writes and applies a session key or a wheel turn at the current time.
    func control(_ input: ControlInput) throws {
        let stamp = (time * 1e4).rounded() / 1e4
        guard let line = RecordingWriter.line(for: input, at: stamp) else { return }
        try writer.write(line)
        try apply(.control(RecordedControl(time: stamp, input: input, afterEvents: events)))
    }

    private func apply(_ item: RecordedInput) throws {
        // A script never completes the exit hold: the replay would end there and the rest would never be applied.
        guard mode.handle(.recorded(item)) else { throw RuntimeFailure("the generated recording completed the kiosk's exit hold at \(time) s") }
    }

    /// Writes what is buffered.
    func finish() throws { try writer.flush() }
}
