import TouchEngine
import TouchRecordings
import TouchSandboxSDL

/// What a playback drives: the sandbox or the touchscreen test. The `PlaybackDriver` feeds it input and time,
/// asks it to draw, and at the end to settle; the mode never knows where its input comes from or how fast.
protocol PlaybackMode: AnyObject {
    /// The area the mode lays out, in its own pixels (the scene, or the area the test screen measures in).
    var canvasSize: PixelSize { get }
    /// The window's title.
    var title: String { get }
    /// Applies live input (SDL, TUIO) at `time`; false when the mode asks to stop (Esc).
    func handleLive(_ event: InputEvent, at time: Double, display: PlaybackDisplay) -> Bool
    /// A key pressed in the window while a recording plays (the recording's own input is not the user's);
    /// false when the mode asks to stop (Esc).
    func handleKeyDuringReplay(_ press: KeyPress, display: PlaybackDisplay) -> Bool
    /// Applies one item of a recording; false when the mode asks to stop.
    func handleRecorded(_ item: RecordedInput) -> Bool
    /// Moves time on with nothing else happening; false when a rule ends the session (the kiosk's exit hold).
    func advance(to time: Double) -> Bool
    /// The mode's latest time, from input or `advance`.
    var time: Double { get }
    /// The next time the mode must be advanced without input, nil when nothing waits.
    var nextDeadline: Double? { get }
    /// Whether something moves without input (a glide), so a replay goes on after its last event.
    var isAnimating: Bool { get }
    /// How soon a live driver must come back without input to keep the screen current (touches are down:
    /// figures tick, the cursor is followed); nil when it may sleep until input or a deadline.
    func wakeInterval(at time: Double) -> Double?
    /// Whether a frame is due at `time` without input (an animation, a once-a-second figure).
    func wantsFrame(at time: Double, lastFrame: Double) -> Bool
    /// Makes what drawing needs (textures, fonts) on the display's renderer; called once before the first frame.
    func prepare(_ display: PlaybackDisplay) throws
    /// Draws a frame into the back buffer.
    func draw(now: Double, display: PlaybackDisplay)
    /// The recording ended: run what is pending (timers, glides) to its end, as if the app kept running untouched.
    func settle()
    /// The mode's own outputs (state document, report), written however the playback ended; `display` is nil
    /// when it never opened. Throws when one cannot be written.
    func writeOutputs(display: PlaybackDisplay?) throws
}
