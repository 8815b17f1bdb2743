/// A located message about a recording file: which file, which 1-based line when one line is at fault, and what is
/// wrong. Thrown when a file is refused as a whole; kept in `RecordingProblems` for skipped lines and warnings.
///
/// `description` reads like a compiler diagnostic, so the app can print it as it is:
/// `recording.jsonl:17: expected a number for "x", found "415"`, or `notes.txt: empty file, not a touch recording`.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var file: String
    /// The 1-based line at fault; nil when no one line is (a missing or empty file, a guess about the whole file).
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
