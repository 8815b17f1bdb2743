import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// The one loop every mode of the app runs in: live input or a recording, in real time or as fast as possible,
/// into the sandbox or the touchscreen test, with a screenshot at the end. Input comes from sources (SDL is
/// always one; a recording, TUIO listeners plug in the same way, like Kivy's input providers); what the input
/// means is the mode's business.
///
/// Pacing:
/// - `live`: event-driven. With nothing moving and nobody touching it sleeps in `SDL_WaitEventTimeout` (waking
///   for the mode's deadlines and once a second to look for touch devices) and draws nothing. While something
///   moves it drains every queued event before each frame, at most one frame per 1/60 s whether or not the
///   renderer's vsync paces it (Xvfb does not).
/// - `realTime(speed)`: a recording's events are applied when a playhead, running `speed` times as fast as the
///   wall clock, reaches their time; frames are drawn as it goes. A pause in the recording longer than
///   `longestPause` of wall time is shortened to it, with a notice.
/// - `fast`: every event at once, only the end drawn.
/// A recording that ends (rather than being interrupted) is settled: pending timers and glides run to their end,
/// so the final state depends only on the recording and the scene.
final class PlaybackDriver {
    enum Pace: Equatable {
        case live
        case realTime(speed: Double)
        case fast
    }

    /// How a playback ended.
    enum Ending: Equatable {
        /// The recording was played to its end.
        case finished
        /// The user quit (window closed, Esc, a termination signal).
        case quit
        /// The mode ended it (the kiosk's exit hold).
        case stoppedByMode
    }

    /// Wall-clock seconds a real-time replay waits at most for its next event.
    static let longestPause = 5.0
    static let frameInterval = 1.0 / 60

    let display: PlaybackDisplay
    let mode: PlaybackMode
    let pace: Pace
    private let recording: RecordingPlayback?
    private let sources: [any InputSource]
    /// Where the touches the mode was given are sent on (`--tuio-send`), if anywhere.
    private let output: TUIOOutput?
    private let logger: Logger

    init(display: PlaybackDisplay, mode: PlaybackMode, pace: Pace, recording: RecordingPlayback? = nil,
         sources: [any InputSource] = [], output: TUIOOutput? = nil, logger: Logger) {
        self.display = display
        self.mode = mode
        self.pace = pace
        self.recording = recording
        self.sources = sources
        self.output = output
        self.logger = logger
    }

    /// Plays until the input ends or someone stops it; then draws the last frame and saves `screenshot` there.
    func run(screenshot: String?) throws -> Ending {
        try mode.prepare(display)
        let ending: Ending
        switch pace {
        case .live: ending = runLive()
        case .realTime(let speed): ending = runRealTime(speed: speed)
        case .fast: ending = runFast()
        }
        switch ending {
        case .finished:
            mode.settle()
        case .quit where recording != nil:
            logger.warning("replay interrupted; what was reached so far is kept")
        case .quit, .stoppedByMode:
            break
        }
        if pace != .live || screenshot != nil {
            mode.draw(now: pace == .live ? display.now() : mode.time, display: display)
        }
        if let screenshot {
            do {
                try OutputFile.write(try display.renderer.screenshotPNG(naming: screenshot), to: screenshot)
            } catch let error as OutputFileError {
                throw RuntimeFailure("cannot save the screenshot: \(error)")
            } catch {
                throw RuntimeFailure("cannot save the screenshot: \(error)")
            }
        }
        if pace != .live && !display.system.isHeadless { display.renderer.present() }
        return ending
    }

    // MARK: Live

    private func runLive() -> Ending {
        let translator = display.translator
        var needsFrame = true
        var lastFrame = -1.0
        var lastDevicePoll = display.now()
        var latency = FrameLatencyMeter()
        defer { logger.info("event-to-frame: \(latency.summary)") }
        _ = translator.pollDevices()
        while true {
            let now = display.now()
            let untilNextFrame = max(0, lastFrame + Self.frameInterval - now)
            var wait = 1.0
            for deadline in ([mode.nextDeadline, output?.nextDeadline] + sources.map(\.nextDeadline)).compactMap({ $0 }) {
                wait = min(wait, max(0, deadline - now))
            }
            if needsFrame || translator.activePointerCount > 0 { wait = untilNextFrame }
            if let interval = mode.wakeInterval(at: now) { wait = min(wait, max(untilNextFrame, interval)) }
            var events = translator.waitSDL(timeoutMilliseconds: Int((wait * 1000).rounded(.up)))
            if display.now() - lastDevicePoll >= 1 {
                lastDevicePoll = display.now()
                events += translator.pollDevices()
            }
            for source in sources { events += source.collect(now: display.now()) }
            for event in events {
                needsFrame = true
                if case .pointer(let pointer) = event {
                    latency.eventApplied(at: pointer.time)
                    output?.observe(pointer, mapping: translator.mapping)
                }
                switch handleWindowEvent(event) {
                case .stop: return .quit
                case .handled: continue
                case .notMine: break
                }
                if !mode.handleLive(event, at: display.now(), display: display) { return .quit }
            }
            let time = display.now()
            output?.flush(at: time, window: display.window.size)
            if !mode.advance(to: time) { return .stoppedByMode }
            if mode.wantsFrame(at: time, lastFrame: lastFrame) { needsFrame = true }
            if needsFrame && time >= lastFrame + Self.frameInterval - 0.001 {
                mode.draw(now: time, display: display)
                display.renderer.present()
                latency.frameDrawn(at: display.now())
                lastFrame = time
                needsFrame = false
            }
        }
    }

    private enum WindowEventOutcome { case stop, handled, notMine }

    /// What the driver itself does with an SDL event: quit, follow a resize, report devices and focus.
    private func handleWindowEvent(_ event: InputEvent) -> WindowEventOutcome {
        switch event {
        case .quit: return .stop
        case .windowResized:
            display.windowResized()
            return .handled
        case .windowExposed: return .handled
        case .focusLost:
            logger.info("window lost focus; touches cancelled")
            return .notMine
        case .touchDeviceAdded(let id):
            logger.info("touch device \(id) connected")
            return .handled
        case .touchDeviceRemoved(let id):
            logger.warning("touch device \(id) disappeared; its touches were cancelled")
            return .handled
        case .pointer, .wheel, .key, .realMouseMoved:
            return .notMine
        }
    }

    // MARK: Recordings

    private func runRealTime(speed: Double) -> Ending {
        guard let recording else { return .finished }
        let clock = ContinuousClock()
        let began = clock.now
        var start: Double?
        /// Recording time skipped over long pauses, added to the playhead.
        var skipped = 0.0
        var lastFrame = -Double.infinity
        while true {
            let upcoming = recording.peekTime()
            if start == nil { start = upcoming ?? 0 }
            var playhead = start! + skipped + (clock.now - began).seconds * speed
            if let upcoming, (upcoming - playhead) / speed > Self.longestPause {
                // A long pause (an idle kiosk, a clock that jumped): wait no longer than `longestPause`.
                logger.notice("\(recording.file): nothing happens for \(upcoming - playhead) s of the recording; skipping to \(upcoming) s")
                skipped += upcoming - playhead - Self.longestPause * speed
                playhead = start! + skipped + (clock.now - began).seconds * speed
            }
            while let time = recording.peekTime(), time <= playhead, let item = recording.next() {
                if case .pointer(let pointer) = item { output?.observe(pointer, mapping: display.translator.mapping) }
                if !mode.handleRecorded(item) { return .stoppedByMode }
            }
            output?.flush(at: playhead, window: display.window.size)
            for event in display.translator.pollSDL() {
                switch handleWindowEvent(event) {
                case .stop: return .quit
                case .handled: continue
                case .notMine: break
                }
                if case .key(let press) = event, !mode.handleKeyDuringReplay(press, display: display) { return .quit }
            }
            let ended = recording.peekTime() == nil
            if ended && !mode.isAnimating { return .finished }
            let now = ended ? max(playhead, mode.time) : playhead
            if !mode.advance(to: now) { return .stoppedByMode }
            if now - lastFrame >= Self.frameInterval * speed || ended {
                mode.draw(now: now, display: display)
                display.renderer.present()
                lastFrame = now
            }
            let wait = recording.peekTime().map { ($0 - playhead) / speed } ?? Self.frameInterval
            if wait > 0 { Thread.sleep(forTimeInterval: min(wait, Self.frameInterval)) }
        }
    }

    private func runFast() -> Ending {
        guard let recording else { return .finished }
        var count = 0
        while let item = recording.next() {
            if !mode.handleRecorded(item) { return .stoppedByMode }
            count += 1
            if count % 65_536 == 0, display.translator.pollSDL().contains(.quit) { return .quit }
        }
        return .finished
    }
}
