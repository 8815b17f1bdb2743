/// The one entry point for replay: opens a recording of either format, chosen by its first line
/// (`# EVEMU` → evemu, a `{` → format 1), and reads it whole into a `Recording`.
///
/// ```swift
/// let recording = try RecordingFile.open(path: "session.jsonl", windowWidth: 1280, windowHeight: 800)
/// for event in recording.events { engine.handle(event) }
/// if let error = recording.error { print(error) }   // session.jsonl:17: expected a number for "x"
/// ```
public enum RecordingFile {
    /// Throws when the file is refused as a whole: unreadable, empty, foreign, or a format 1 file with a bad header.
    /// A malformed line further on is returned in `Recording.error`, with the events before it.
    /// `windowWidth` and `windowHeight` are the window evemu positions are scaled into; format 1 files carry their own.
    public static func open(path: String, windowWidth: Int, windowHeight: Int) throws(RecordingError) -> Recording {
        try read(source: RecordingLineSource(path: path), windowWidth: windowWidth, windowHeight: windowHeight)
    }

    /// Reads a recording already in memory; `name` stands for the file in errors.
    public static func read(
        bytes: [UInt8], name: String, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> Recording {
        try read(source: RecordingLineSource(bytes: bytes, name: name), windowWidth: windowWidth,
                 windowHeight: windowHeight)
    }

    private static func read(
        source: RecordingLineSource, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> Recording {
        switch try source.sniffFormat() {
        case .evemu:
            return try EvemuReader(windowWidth: windowWidth, windowHeight: windowHeight).read(source: source)
        case .jsonLines:
            let reader = try RecordingReader(source: source)
            let (events, error) = reader.readAll()
            return Recording(
                file: source.name, format: .jsonLines, width: reader.width, height: reader.height, events: events,
                controls: reader.controls,
                skippedUnknownKinds: reader.skippedUnknownKinds, error: error)
        }
    }
}
