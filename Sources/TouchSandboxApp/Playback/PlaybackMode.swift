import TouchEngine
import TouchRecordings
import TouchSandboxSDL

/// What a playback drives: the sandbox, the touchscreen test or the calibration. The `PlaybackDriver` feeds it
/// input and time, asks it to draw, and at the end to settle; the mode never knows where its input comes from or
/// how fast.
protocol PlaybackMode: AnyObject {
    /// The area the mode lays out, in its own pixels (the scene, or the area the test screen measures in).
    var canvasSize: PixelSize { get }
    /// The window's title.
    var title: String { get }
    /// Makes what drawing needs (textures, fonts) on the display's renderer and keeps the display for what its
    /// keys do to the window; called once before any input.
    func prepare(_ display: PlaybackDisplay) throws
    /// Applies one input, whatever its source: live input as the session's own, a recording's item as recorded,
    /// a watcher's key during a replay as a request to the viewer (stop, a view toggle), never as the session's.
    /// False when the mode asks to stop (Esc, the kiosk's exit hold).
    func handle(_ input: PlaybackInput) -> Bool
    /// Moves time on with nothing else happening; false when a rule ends the session (the kiosk's exit hold).
    func advance(to time: Double) -> Bool
    /// The mode's latest time, from input or `advance`.
    var time: Double { get }
    /// The next time the mode must be advanced without input (a long press, a double-tap window, a kiosk timer),
    /// nil when nothing waits. The driver sleeps until then at most, and draws a frame once it has passed.
    var nextDeadline: Double? { get }
    /// Whether something moves without input (a glide), so a replay goes on after its last event.
    var isAnimating: Bool { get }
    /// When the mode wants its next frame without input, given when the last one was drawn (both on the playback
    /// clock): `lastFrame` itself while something changes on screen by itself (as soon as the display can show
    /// it), later for a figure that ticks (the HUD's once a second), nil when the screen stays as it is.
    func nextFrameTime(after lastFrame: Double) -> Double?
    /// Draws a frame into the back buffer.
    func draw(now: Double, display: PlaybackDisplay)
    /// The recording ended: run what is pending (timers, glides) to its end, as if the app kept running untouched.
    func settle()
    /// The mode's own outputs (state document, report), written however the playback ended; `display` is nil
    /// when it never opened. Throws when one cannot be written.
    func writeOutputs(display: PlaybackDisplay?) throws
    /// The playback listens for TUIO (`--tuio`): a mode with a HUD shows `status` in it. Called before any input.
    func showReception(_ status: TUIOReceptionStatus)
}

extension PlaybackMode {
    func showReception(_ status: TUIOReceptionStatus) {}
}
