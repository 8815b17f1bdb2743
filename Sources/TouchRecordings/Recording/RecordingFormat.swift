/// The recording formats TouchSandbox replays (see docs/formats.md, "Recording").
public enum RecordingFormat: String, Sendable, CaseIterable {
    /// Format 1, JSON Lines: a `touch-sandbox-recording` header line, then one pointer event a line.
    case jsonLines
    /// Text written by `evemu-record` (first line `# EVEMU`), or a bare evemu event file (only `E:` lines).
    case evemu
    /// The YAML that `libinput record` writes (`version: 1`).
    case libinput
}

extension RecordingFormat {
    /// The format a recording's first lines announce, chosen by its first line that is neither blank nor a `#`
    /// comment: `{` is format 1, an evemu line (`E:`, `N:`, `A:`, any capital letter and a colon) is evemu,
    /// `version:` is libinput record. After a `# EVEMU` comment any line is left to the evemu reader to judge, and
    /// a file of comments only is evemu when one of them is `# EVEMU`.
    /// Refuses an empty file, a file of comments only, and a file whose first line is anything else.
    static func sniff(_ source: RecordingLineSource) throws(RecordingError) -> RecordingFormat {
        var sawEvemuComment = false
        var sawComment = false
        while let line = source.nextLine() {
            guard case .text(let range) = line else {
                throw RecordingError(
                    file: source.name, line: source.lineNumber,
                    message: "not a touch recording: the line is longer than \(RecordingLimits.maximumLineLength) bytes")
            }
            let text = source.buffer[range].drop { $0 == 0x20 || $0 == 0x09 }
            guard let first = text.first else { continue }
            if first == UInt8(ascii: "{") { return .jsonLines }
            if first == UInt8(ascii: "#") {
                sawComment = true
                if text.starts(with: "# EVEMU".utf8) { sawEvemuComment = true }
                continue
            }
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), text.dropFirst().first == UInt8(ascii: ":") {
                return .evemu
            }
            if text.starts(with: "version:".utf8) { return .libinput }
            if sawEvemuComment { return .evemu }  // its lines are judged one by one
            throw RecordingError(
                file: source.name, line: source.lineNumber,
                message: "not a touch recording: found \(RecordingExcerpt.quoted(text)), expected a "
                    + ##"touch-sandbox-recording header, an evemu line ("# EVEMU", "E:" …) or "version: 1" of libinput record"##)
        }
        if sawEvemuComment { return .evemu }
        throw RecordingError(
            file: source.name,
            message: sawComment ? "not a touch recording: only comments" : "empty file, not a touch recording")
    }
}
