/// The two recording formats TouchSandbox replays (see INTERFACES.md, "Recording").
public enum RecordingFormat: String, Sendable, CaseIterable {
    /// Format 1, JSON Lines: a `touch-sandbox-recording` header line, then one pointer event a line.
    case jsonLines
    /// Text written by `evemu-record` from a real touch device (first line `# EVEMU`).
    case evemu
}

/// Everything read from one recording file: the events in order, and what the reader had to skip, repair or
/// give up on along the way.
///
/// A reader that meets a malformed line stops there: `events` holds every event before that line and `error`
/// names the line. A file refused as a whole (unreadable, empty, foreign) is thrown instead, never returned.
public struct Recording: Sendable {
    /// The path as the caller gave it.
    public var file: String
    public var format: RecordingFormat
    /// Format 1: the window size written in the header. Evemu: the window size the positions were scaled into.
    public var width: Int
    public var height: Int
    /// The device name an evemu recording carries (its `N:` line); nil for format 1.
    public var deviceName: String?
    public var events: [PointerEvent]
    /// Wheel turns and keys (format 1 only), each placed after the pointer events that came before it.
    public var controls: [RecordedControl]
    /// Format 1 lines whose `kind` this reader does not know (added by a newer writer); they are skipped.
    public var skippedUnknownKinds: Int
    /// Evemu touches whose tracking id was never released; each was ended with an `.up` at the recording's last time.
    public var unreleasedTouches: Int
    /// Things the reader had to guess, for the user to see (e.g. an evemu recording without axis ranges).
    public var warnings: [String]
    /// The malformed line that stopped the reader; the events before it are in `events`.
    public var error: RecordingError?

    public init(
        file: String, format: RecordingFormat, width: Int, height: Int, deviceName: String? = nil,
        events: [PointerEvent] = [], controls: [RecordedControl] = [], skippedUnknownKinds: Int = 0, unreleasedTouches: Int = 0,
        warnings: [String] = [], error: RecordingError? = nil
    ) {
        self.file = file
        self.format = format
        self.width = width
        self.height = height
        self.deviceName = deviceName
        self.events = events
        self.controls = controls
        self.skippedUnknownKinds = skippedUnknownKinds
        self.unreleasedTouches = unreleasedTouches
        self.warnings = warnings
        self.error = error
    }
}
