import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL

/// A recording as an input source that carries its own pace, and so is the playback's clock:
/// - `realTime(speed)`: an item is due when a playhead, running `speed` times as fast as the wall clock, reaches
///   its time. A pause in the recording longer than `longestPause` of wall time is shortened to it, with a notice.
/// - `fast`: every item is due at once (`now()` is infinite); the driver applies them in batches and draws only
///   the end.
///
/// Positions reach the scene as the live app's would. A device recording (evemu, libinput record) is a panel that
/// covers the screen: its positions are scaled to the window's output pixels (the window's real size, followed
/// when it changes) and then mapped through the viewport's fit, letterbox bands included, exactly as SDL's
/// normalised fingers are. A format 1 recording holds the positions the app applied, already in scene pixels
/// (the recorder writes what the engine received), so they are applied as they are, whatever the window.
final class RecordingInputSource: InputSource, PlaybackClock {
    enum Pace: Equatable {
        case realTime(speed: Double)
        case fast
    }

    /// Wall-clock seconds a real-time replay waits at most for its next item.
    static let longestPause = 5.0

    let recording: RecordingPlayback
    let pace: Pace
    private let logger: Logger
    private let wallClock = ContinuousClock()
    private var began: ContinuousClock.Instant?
    /// The recording time at which the playhead started (its first item's).
    private var start = 0.0
    /// Recording time skipped over long pauses, added to the playhead.
    private var skipped = 0.0
    /// Where `gather` left the playhead: items up to it are due.
    private var playhead = -Double.infinity

    /// Where a device recording's window pixels land on the scene; nil applies positions as they are.
    private let viewport: Viewport?

    init(recording: RecordingPlayback, pace: Pace, viewport: Viewport? = nil, logger: Logger) {
        self.recording = recording
        self.pace = pace
        self.logger = logger
        self.viewport = recording.coversTheWindow ? viewport : nil
        followOutputSize()
    }

    /// Scales a device recording to the window's output pixels, when they changed (the window opened or resized).
    private func followOutputSize() {
        guard let output = viewport?.mapping.outputSize,
              output.width != recording.info.width || output.height != recording.info.height else { return }
        recording.scalePositions(toWidth: output.width, height: output.height)
    }

    /// A device recording's event, from window pixels to the scene through the fit.
    private func placed(_ event: PointerEvent) -> PointerEvent {
        guard let viewport else { return event }
        let mapping = viewport.mapping
        var placed = event
        if event.position.isFinite { placed.position = mapping.scenePoint(fromOutput: event.position) }
        placed.contactSize = event.contactSize.map { $0 / mapping.outputScale }
        return placed
    }

    private var speed: Double {
        if case .realTime(let speed) = pace { return speed }
        return .infinity
    }

    // MARK: The clock

    /// The playhead. The first call starts it at the first item's time; a call that finds the next item more than
    /// `longestPause` of wall time away moves the playhead on so that it is that far.
    func now() -> Double {
        guard case .realTime(let speed) = pace else { return .infinity }
        guard let began else {
            began = wallClock.now
            start = recording.peekTime() ?? 0
            return start
        }
        var playhead = start + skipped + (wallClock.now - began).seconds * speed
        if let upcoming = recording.peekTime(), (upcoming - playhead) / speed > Self.longestPause {
            // A long pause (an idle kiosk, a clock that jumped): wait no longer than `longestPause`.
            logger.notice("\(recording.file): nothing happens for \(SecondsText.of(upcoming - playhead)) s of the recording; skipping to \(SecondsText.of(upcoming)) s")
            skipped += upcoming - playhead - Self.longestPause * speed
            playhead = start + skipped + (wallClock.now - began).seconds * speed
        }
        return playhead
    }

    func wallSeconds(until time: Double) -> Double {
        (time - now()) / speed
    }

    // MARK: The source

    func gather(upTo now: Double) { playhead = now }

    func next() -> PlaybackInput? {
        // `!(time > playhead)`: an item whose time is not a number is due at once rather than never.
        followOutputSize()
        guard let time = recording.peekTime(), !(time > playhead), let item = recording.next() else { return nil }
        if case .pointer(let event) = item { return .recorded(.pointer(placed(event))) }
        return .recorded(item)
    }

    var nextDeadline: Double? { recording.peekTime() }

    var hasEnded: Bool { recording.peekTime() == nil }
}
