import TouchEngine

/// One item of a recording: a pointer event, or a wheel turn or key placed among them.
/// (Interim, until the recording readers stream `RecordedInput` themselves.)
enum RecordedInput {
    case pointer(PointerEvent)
    case control(RecordedControl)

    var time: Double {
        switch self {
        case .pointer(let event): event.time
        case .control(let control): control.time
        }
    }
}

/// A recording as the playback driver consumes it: items in order, with a look at the next one's time.
final class RecordingPlayback {
    let file: String
    private let recording: Recording
    private var nextEvent = 0
    private var nextControl = 0

    init(_ recording: Recording) {
        self.recording = recording
        file = recording.file
    }

    /// The next item, nil at the end.
    func next() -> RecordedInput? {
        if nextControl < recording.controls.count, recording.controls[nextControl].afterEvents <= nextEvent {
            nextControl += 1
            return .control(recording.controls[nextControl - 1])
        }
        guard nextEvent < recording.events.count else { return nil }
        nextEvent += 1
        return .pointer(recording.events[nextEvent - 1])
    }

    /// The time of the item `next()` returns, nil at the end.
    func peekTime() -> Double? {
        if nextControl < recording.controls.count, recording.controls[nextControl].afterEvents <= nextEvent {
            return recording.controls[nextControl].time
        }
        return nextEvent < recording.events.count ? recording.events[nextEvent].time : nil
    }
}
