import Testing
@testable import TouchSandboxApp

/// When the playback draws: input a person waits for at once, what moves by itself at the display's rate, nothing
/// when nothing changes. Times are wall-clock seconds; the display shows 60 frames a second.
@Suite("Frame scheduling")
struct FrameSchedulerTests {
    let interval = 1.0 / 60

    /// A scheduler whose first frame (always due at once) was drawn at `time`.
    func scheduler(firstFrameAt time: Double) -> FrameScheduler {
        var frames = FrameScheduler(refreshInterval: interval)
        frames.frameDrawn(at: time)
        return frames
    }

    @Test("the first frame is due at once; after it, with nothing changing, no frame is ever due")
    func nothingChangesNothingDrawn() {
        let fresh = FrameScheduler(refreshInterval: interval)
        #expect(fresh.nextFrame(modeWants: nil) == -.infinity)
        #expect(scheduler(firstFrameAt: 10).nextFrame(modeWants: nil) == nil)
    }

    @Test("a mouse move 2 ms after an animation frame is drawn at once, not 14.7 ms later at the next tick")
    func inputIsNotHeldBackByTheAnimationCadence() {
        var frames = scheduler(firstFrameAt: 10)
        frames.changed(atOnce: true)
        #expect(frames.nextFrame(modeWants: 10) == -.infinity)
    }

    @Test("a glide 2 ms after a frame waits for the display: its next frame is due one refresh after the last")
    func animationAtTheDisplaysRate() throws {
        let frames = scheduler(firstFrameAt: 10)
        let due = try #require(frames.nextFrame(modeWants: 10))
        #expect(abs(due - (10 + interval)) < 1e-12)
    }

    @Test("a replayed event is drawn at the display's rate; the HUD's once-a-second figure when it is due")
    func pacedChanges() throws {
        var frames = scheduler(firstFrameAt: 10)
        frames.changed(atOnce: false)
        #expect(abs(try #require(frames.nextFrame(modeWants: nil)) - (10 + interval)) < 1e-12)
        let quiet = scheduler(firstFrameAt: 10)
        #expect(quiet.nextFrame(modeWants: 11) == 11)
    }

    @Test("once drawn, what was noted is on screen: no frame is due until something changes again")
    func drawingClearsWhatWasNoted() {
        var frames = scheduler(firstFrameAt: 10)
        frames.changed(atOnce: true)
        frames.changed(atOnce: false)
        frames.frameDrawn(at: 10.002)
        #expect(frames.nextFrame(modeWants: nil) == nil)
        #expect(frames.lastFrame == 10.002)
    }
}
