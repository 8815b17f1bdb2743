/// What a reader skipped, repaired or guessed in one recording, for the user to see.
///
/// Rules it keeps:
/// - A malformed line is skipped, never fatal: it is counted in `skippedLineCount`, and the first
///   `RecordingLimits.keptMessages` of them are kept in `skippedLines`, each naming the file and line. The app
///   exits 2 at the end of a replay when `hasSkippedLines`.
/// - A warning costs no event (a guessed axis range, an unused device description, an unfinished last line); the
///   first few are kept in `warnings`, all are counted in `warningCount`.
/// - An unfinished last line (no newline at the end and unreadable: what a crash leaves) is a warning, kept in
///   `unfinishedLastLine` too; it is not a skipped line.
///
/// A stream's problems are complete once its `next()` has returned nil.
public struct RecordingProblems: Equatable, Sendable {
    /// The path as the caller gave it.
    public let file: String
    /// The first skipped lines, in file order.
    public private(set) var skippedLines: [RecordingError] = []
    /// Every skipped line, kept or not.
    public private(set) var skippedLineCount = 0
    /// The first warnings, in the order they arose.
    public private(set) var warnings: [RecordingError] = []
    /// Every warning, kept or not.
    public private(set) var warningCount = 0
    /// Format 1 lines of a kind this reader does not know (a newer writer's); valid lines, skipped and counted.
    public internal(set) var skippedUnknownKinds = 0
    /// Evemu and libinput touches still down when the recording ends; they stay down, as in a format 1 recording.
    public internal(set) var touchesDownAtEnd = 0
    /// The last line, when it had no newline and could not be read.
    public private(set) var unfinishedLastLine: RecordingError?

    public init(file: String) {
        self.file = file
    }

    /// Whether any line was skipped (the app's exit code is then 2).
    public var hasSkippedLines: Bool { skippedLineCount > 0 }

    mutating func skipLine(_ line: Int?, _ message: String) {
        skippedLineCount += 1
        if skippedLines.count < RecordingLimits.keptMessages {
            skippedLines.append(RecordingError(file: file, line: line, message: message))
        }
    }

    mutating func warn(_ message: String, line: Int? = nil) {
        warn(RecordingError(file: file, line: line, message: message))
    }

    /// A warning about another file (a device description read for this recording).
    mutating func warn(_ warning: RecordingError) {
        warningCount += 1
        if warnings.count < RecordingLimits.keptMessages { warnings.append(warning) }
    }

    /// A line the reader could not use: skipped, or only a warning when it is an unfinished last line.
    mutating func reject(line: Int, _ message: String, unfinished: Bool) {
        guard unfinished else { return skipLine(line, message) }
        let text = "unfinished last line (no newline at the end, as a crash leaves it), ignored: \(message)"
        unfinishedLastLine = RecordingError(file: file, line: line, message: text)
        warn(text, line: line)
    }
}
