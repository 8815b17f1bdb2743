/// TRANSITIONAL — a whole recording drained into arrays, for the app code that has not moved to `RecordingStream`
/// yet (replay, the touchscreen test replay, `bench --trace`). It holds every event in memory, which issue 15 must
/// not; delete it once the app plays streams.
///
/// Nothing is lost on a bad line: `events` holds every event the stream handed out, and `problems` everything it
/// skipped; `error` is the first skipped line, for the app's exit code.
public struct Recording: Sendable {
    public var info: RecordingInfo
    public var events: [PointerEvent]
    /// Wheel turns and keys (format 1 only), each placed after the pointer events that came before it.
    public var controls: [RecordedControl]
    public var problems: RecordingProblems

    public var file: String { info.file }
    public var format: RecordingFormat { info.format }
    public var width: Int { info.width }
    public var height: Int { info.height }
    public var device: TouchDeviceDescription? { info.device }
    public var deviceName: String? { info.device?.name }
    public var skippedUnknownKinds: Int { problems.skippedUnknownKinds }
    public var unreleasedTouches: Int { problems.unreleasedTouches }
    /// The warnings, each as "line N: message" or the bare message (the app prefixes the file).
    public var warnings: [String] {
        problems.warnings.map { warning in
            if warning.file != info.file { return warning.description }
            return warning.line.map { "line \($0): \(warning.message)" } ?? warning.message
        }
    }
    /// The first skipped line, nil when none was skipped.
    public var error: RecordingError? { problems.skippedLines.first }

    /// Reads the whole stream.
    public init(draining stream: any RecordingStream) {
        info = stream.info
        events = []
        controls = []
        while let input = stream.next() {
            switch input {
            case .pointer(let event): events.append(event)
            case .control(let control): controls.append(control)
            }
        }
        problems = stream.problems
    }
}

extension RecordingFile {
    /// TRANSITIONAL: `open(path:device:windowWidth:windowHeight:)` drained into a `Recording`. Delete with `Recording`.
    public static func open(path: String, windowWidth: Int, windowHeight: Int) throws(RecordingError) -> Recording {
        let stream: any RecordingStream = try open(path: path, device: nil, windowWidth: windowWidth, windowHeight: windowHeight)
        return Recording(draining: stream)
    }
}
