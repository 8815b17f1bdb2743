import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// The one loop every mode of the app runs in: live input or a recording, in real time or as fast as possible,
/// into the sandbox, the touchscreen test or the calibration, with a screenshot at the end.
///
/// Input comes from sources (Kivy's input providers): the window is always one; a recording, or TUIO listeners,
/// plug in the same way. A recording carries its own pace and is then the playback's clock (`PlaybackClock`);
/// live, the clock is SDL's. Each turn of the loop:
/// 1. every source gathers what is due by the clock's `now`, and the driver hands it to the mode
///    (`PlaybackMode.handle`) after acting itself on the window's own events (quit, resize, devices);
/// 2. time moves on: the mode is advanced to `now` (its long presses, double-tap windows and kiosk timers fire);
/// 3. a frame is drawn if the `FrameScheduler` says one is due: at once for a person's input and for a deadline
///    that passed, at the display's refresh rate for what moves by itself and for a replayed recording;
/// 4. the loop sleeps in SDL's event wait until input arrives or until the earliest of: the next frame due, the
///    mode's next deadline, a source's (a recording's next event, a TUIO timeout) and the TUIO output's next frame.
///    With nothing pending it wakes once a second (to look for touch devices) and draws nothing.
/// A fast replay (`now` infinite) never waits, advances nor draws: it applies its recording in batches, looking
/// at the window between them. A recording that ends (rather than being interrupted) is settled: pending timers
/// and glides run to their end, so the final state depends only on the recording and the scene.
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

    /// Input taken from one source in one turn at most, so a fast replay looks at the window (a quit) between batches.
    static let inputPerTurn = 65_536
    /// The longest the loop sleeps when nothing is due.
    static let longestSleep = 1.0
    /// The refresh rate assumed when the display does not tell (Xvfb, headless drivers).
    static let defaultRefreshRate = 60.0

    let display: PlaybackDisplay
    let mode: PlaybackMode
    let pace: Pace
    private let window: WindowInputSource
    private let recording: RecordingInputSource?
    /// Every source, in the order they are asked each turn.
    private let sources: [any InputSource]
    private let clock: any PlaybackClock
    /// Where the touches the mode was given are sent on (`--tuio-send`), if anywhere.
    private let output: TUIOOutput?
    /// Who hears that frames are shown (systemd, the health file), for a live session.
    private let heartbeat: FrameHeartbeat?
    private let logger: Logger
    private var frames: FrameScheduler
    private var latency: FrameLatencyMeter
    /// The playback time of the last frame drawn.
    private var lastFrameTime = -Double.infinity
    private let wallStart = ContinuousClock.now

    init(display: PlaybackDisplay, mode: PlaybackMode, pace: Pace, recording: RecordingPlayback? = nil,
         sources: [any InputSource] = [], output: TUIOOutput? = nil, heartbeat: FrameHeartbeat? = nil, logger: Logger) {
        self.display = display
        self.mode = mode
        self.pace = pace
        self.output = output
        self.heartbeat = heartbeat
        self.logger = logger
        switch (pace, recording) {
        case (.realTime(let speed), let recording?):
            self.recording = RecordingInputSource(recording: recording, pace: .realTime(speed: speed), viewport: display.viewport, logger: logger)
        case (.fast, let recording?):
            self.recording = RecordingInputSource(recording: recording, pace: .fast, viewport: display.viewport, logger: logger)
        default:
            self.recording = nil
        }
        window = WindowInputSource(display: display, role: pace == .live ? .sessionInput : .windowOnly)
        self.sources = ([self.recording, window] as [(any InputSource)?]).compactMap { $0 } + sources
        clock = self.recording ?? display
        let refreshRate = Display.refreshRate(of: display.window) ?? Self.defaultRefreshRate
        frames = FrameScheduler(refreshInterval: 1 / refreshRate)
        latency = FrameLatencyMeter(lateAfter: 1 / refreshRate)
    }

    /// Plays until the input ends or someone stops it; then draws the last frame and saves `screenshot` there.
    func run(screenshot: String?) throws -> Ending {
        try mode.prepare(display)
        let ending = play()
        heartbeat?.stopping()
        // However it ended (the recording's end, Esc, a window closed, SIGTERM or SIGINT): receivers let go.
        let now = clock.now()
        output?.close(at: now.isFinite ? now : display.now(), window: display.window.size)
        if pace == .live { logger.info("event-to-frame: \(latency.summary)") }
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

    // MARK: The loop

    private func play() -> Ending {
        // A replay asked for without a recording has nothing to play.
        if pace != .live && recording == nil { return .finished }
        while true {
            let now = clock.now()
            // The window's input that waited unread holds the timers until the other sources' input of this turn
            // (TUIO's, which waited in its listener as long) was applied too, as a replay of the recording does.
            var caughtUp: PlaybackInput?
            for source in sources {
                source.gather(upTo: now)
                var taken = 0
                while taken < Self.inputPerTurn, let input = source.next() {
                    taken += 1
                    if case .live(.caughtUp, _) = input {
                        caughtUp = input
                        continue
                    }
                    if let ending = deliver(input) { return ending }
                }
            }
            if let caughtUp, let ending = deliver(caughtUp) { return ending }
            let ended = recording?.hasEnded ?? false
            guard now.isFinite else {
                if ended { return .finished }
                continue
            }
            output?.flush(at: now, window: display.window.size)
            if ended && !mode.isAnimating { return .finished }
            let time = max(now, mode.time)
            if let deadline = mode.nextDeadline, deadline <= time {
                // A recogniser or a kiosk timer acts now: what it changes is shown now, input or not.
                frames.changed(atOnce: true)
            }
            if !mode.advance(to: time) { return .stoppedByMode }
            // Someone watching for frames (systemd's watchdog, the health file) is owed one.
            if let beat = heartbeat?.nextBeat, beat <= wallNow() + 0.0005 { frames.changed(atOnce: true) }
            drawIfDue(at: time)
            sleepUntilSomethingIsDue()
        }
    }

    /// Acts on one input: the window's own events here, everything else in the mode. Returns how the playback
    /// ends when this input ends it.
    private func deliver(_ input: PlaybackInput) -> Ending? {
        switch input {
        case .live(let event, _):
            switch handleWindowEvent(event) {
            case .stop: return .quit
            case .handled:
                frames.changed(atOnce: true)
                return nil
            case .notMine: break
            }
            if case .pointer(let pointer) = event {
                latency.eventApplied(at: pointer.time)
                output?.observe(pointer, mapping: display.viewport.mapping)
            }
            // The pointer hovering shows nothing new (the cursor is the system's), nor does a note on when input came.
            switch event {
            case .realMouseMoved, .waitedUnread, .caughtUp: break
            default: frames.changed(atOnce: true)
            }
            return mode.handle(input) ? nil : .quit
        case .recorded(let item):
            if let output, case .pointer(let pointer) = item { output.observe(pointer, mapping: display.viewport.mapping) }
            frames.changed(atOnce: false)
            return mode.handle(input) ? nil : .stoppedByMode
        case .viewerKey:
            frames.changed(atOnce: true)
            return mode.handle(input) ? nil : .quit
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
        case .pointer, .wheel, .key, .realMouseMoved, .waitedUnread, .caughtUp:
            return .notMine
        }
    }

    // MARK: Frames and sleep

    /// Seconds on the wall clock since the driver was made (the frame scheduler's clock).
    private func wallNow() -> Double { (ContinuousClock.now - wallStart).seconds }

    /// When the next frame is due on the wall clock, nil when none is.
    private func nextFrame(wall: Double) -> Double? {
        let modeWants = mode.nextFrameTime(after: lastFrameTime).map { wall + clock.wallSeconds(until: $0) }
        return frames.nextFrame(modeWants: modeWants)
    }

    private func drawIfDue(at time: Double) {
        let started = wallNow()
        // Within half a millisecond counts as due: SDL's wait wakes on whole milliseconds.
        guard let due = nextFrame(wall: started), due <= started + 0.0005 else { return }
        mode.draw(now: time, display: display)
        display.renderer.present()
        frames.frameDrawn(at: started)
        lastFrameTime = time
        latency.frameDrawn(at: display.now())
        heartbeat?.frameShown(at: wallNow())
    }

    private func sleepUntilSomethingIsDue() {
        let wall = wallNow()
        var wake = wall + Self.longestSleep
        if let frame = nextFrame(wall: wall) { wake = min(wake, frame) }
        if let beat = heartbeat?.nextBeat { wake = min(wake, beat) }
        let deadlines = [mode.nextDeadline, output?.nextDeadline] + sources.map(\.nextDeadline)
        for case let deadline? in deadlines { wake = min(wake, wall + clock.wallSeconds(until: deadline)) }
        window.wait(seconds: wake - wallNow())
    }
}

/// Live, the playback runs on SDL's clock, the one live events are stamped with.
extension PlaybackDisplay: PlaybackClock {
    func wallSeconds(until time: Double) -> Double { time - now() }
}
