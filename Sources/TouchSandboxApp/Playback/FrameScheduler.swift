/// Decides when a playback draws, on the wall clock (seconds, any monotonic origin). The rules:
/// - A person's input is drawn at once: the driver applies everything already queued, then draws one frame for
///   all of it; what arrives while that frame is drawn is applied together before the next. No timer holds input
///   back. With vsync the present itself waits for the display, which paces dense input.
/// - So is a change the person is waiting for without input: a long press or a double-tap window ending, the
///   window exposed or resized.
/// - What changes by itself (glides, fading trails, a toast, a recording being replayed) is drawn at the display's
///   refresh rate: at most one frame per `refreshInterval` since the last frame of any kind.
/// - When nothing changes, nothing is drawn.
struct FrameScheduler {
    /// The display's frame time: 1 / its refresh rate.
    let refreshInterval: Double
    /// When the last frame was presented.
    private(set) var lastFrame = -Double.infinity
    /// Something a person waits for is not on screen yet.
    private var urgent = true
    /// Something changed that is not on screen yet, to be drawn at the display's rate.
    private var pending = true

    init(refreshInterval: Double) {
        self.refreshInterval = refreshInterval
    }

    /// Notes a change to show: `atOnce` for what a person waits for, otherwise at the display's rate.
    mutating func changed(atOnce: Bool) {
        if atOnce { urgent = true } else { pending = true }
    }

    /// When the next frame is due (wall clock), given when the mode wants one without any change (an animation
    /// step, a clock on screen; nil when it wants none); nil when no frame is due at all.
    func nextFrame(modeWants: Double?) -> Double? {
        if urgent { return -Double.infinity }
        let paced = lastFrame + refreshInterval
        var due: Double? = pending ? paced : nil
        if let modeWants { due = min(due ?? .infinity, max(modeWants, paced)) }
        return due
    }

    /// A frame was presented at `time` (wall clock): everything noted so far is on screen.
    mutating func frameDrawn(at time: Double) {
        lastFrame = time
        urgent = false
        pending = false
    }
}
