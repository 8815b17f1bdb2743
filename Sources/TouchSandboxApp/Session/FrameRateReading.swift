/// What the HUD says about the frame rate, truthfully: the app draws a frame only when something changed (input,
/// an animation, a fading trail), so when nothing changes it draws none, and "0 fps" would read as a hang. Frames
/// drawn for a change are counted over the last second; when none was, the HUD says it is idle, with the last rate
/// measured and how long ago. The frames drawn only to refresh the HUD's own figures (one a second) are not counted.
struct FrameRateReading {
    private var meter = RateMeter()
    /// The rate over the second before the latest frame drawn for a change, and when that frame was drawn.
    private(set) var lastMeasured: (framesPerSecond: Int, time: Double)?

    /// A frame was drawn at `time`; `showedChange` when something had changed since the frame before.
    mutating func frameDrawn(at time: Double, showedChange: Bool) {
        guard showedChange, time.isFinite else { return }
        meter.tick(at: time)
        lastMeasured = (meter.rate(now: time), time)
    }

    /// Frames drawn for a change in the second before `now`.
    mutating func framesPerSecond(now: Double) -> Int { meter.rate(now: now) }

    /// The HUD's text: `58 fps` while frames are drawn for changes; `idle (last 58 fps, 12 s ago)` when none was in
    /// the last second; `idle (nothing drawn yet)` before the first.
    mutating func text(now: Double) -> String {
        let rate = framesPerSecond(now: now)
        if rate > 0 { return "\(rate) fps" }
        guard let last = lastMeasured else { return "idle (nothing drawn yet)" }
        // Clamped: an age of whole seconds for the HUD; a clock that jumped shows as a long age, never a trap.
        let age = Int(clamping: max(0, now - last.time).rounded(.down))
        return "idle (last \(last.framesPerSecond) fps, \(age) s ago)"
    }
}
