/// A problem with a recording file: which file, which 1-based line when a line is at fault, and what is wrong.
///
/// `description` reads like a compiler diagnostic, so the app can print it as it is:
/// `recording.jsonl:17: expected a number for "x"`, or `notes.txt: not a touch recording ...` for the whole file.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var file: String
    /// The 1-based line at fault; nil when the file as a whole is refused (missing, empty, foreign).
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
