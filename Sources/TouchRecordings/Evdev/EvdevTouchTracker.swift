/// Turns a device's evdev events into touches, frame by frame, for one of the ways a kernel driver reports them;
/// each way has its own tracker over the shared `EvdevContactBook`:
///
/// - `SlotTouchTracker`: multi-touch protocol B (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`);
/// - `ContactReportTouchTracker`: protocol A (anonymous contacts closed by `SYN_MT_REPORT`);
/// - `SingleTouchTracker`: single touch (`BTN_TOUCH` with `ABS_X`/`ABS_Y`).
///
/// What they share: changes apply at `SYN_REPORT`, where the frame's events are made: lifts first (freeing their
/// ids), then moves and new touches in slot or report order; a move only when something changed. After `SYN_DROPPED`
/// the events up to the next `SYN_REPORT` are discarded, with the unfinished frame before it (as libevdev does).
/// Touches still down when the recording ends stay down (`book.active`): a finger on the panel when the recording
/// stopped did not lift, and a stuck touch must be reported as one. The reader drains the book after each event, so
/// memory does not grow with the recording.
protocol EvdevTouchTracker {
    /// The touches down and the events made and not yet drained.
    var book: EvdevContactBook { get set }
    /// Takes the device's next event.
    mutating func handle(_ event: EvdevEvent)
    /// Moves the positions guessed so far (a contact that never reported one) to the end of `guesses`.
    mutating func drainGuesses(into guesses: inout [GuessedPosition])
}

extension EvdevTouchTracker {
    mutating func drainGuesses(into guesses: inout [GuessedPosition]) {}

    /// Touches down now (at the end of a recording: those it ends with).
    var touchesDown: Int { book.active.count }
}

/// How a device reports its contacts; `EvdevEventScan` tells which from the events.
enum ReportingProtocol {
    case slots, contactReports, singleTouch

    /// A tracker for this protocol; `axisMinimum` is where a position axis starts before any value is seen.
    func makeTracker(axisMinimum: (x: Int32, y: Int32)) -> any EvdevTouchTracker {
        switch self {
        case .slots: SlotTouchTracker(axisMinimum: axisMinimum)
        case .contactReports: ContactReportTouchTracker()
        case .singleTouch: SingleTouchTracker()
        }
    }
}

/// A position the device never sent for a contact, and what it was taken to be.
struct GuessedPosition: Equatable {
    var slot: Int
    var trackingID: Int32
    /// "ABS_MT_POSITION_X" or "ABS_MT_POSITION_Y".
    var axis: String
    var value: Int32
    /// Whether `value` was seen in another slot (else it is the axis' minimum).
    var lastKnown: Bool
    /// Microseconds, as recorded.
    var time: Int64
}
