import Foundation
import TouchEngine
import TouchRecordings

/// Writes `text` at `path` and returns the path.
@discardableResult
func write(_ text: String, to path: String) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

/// Everything a stream handed out, drained the way a replay does.
struct DrainedRecording {
    var info: RecordingInfo
    var events: [PointerEvent] = []
    var controls: [RecordedControl] = []
    /// Every input in order, pointer events and controls together.
    var inputs: [RecordedInput] = []
    var problems: RecordingProblems

    init(_ stream: any RecordingStream) {
        info = stream.info
        problems = stream.problems
        while let input = stream.next() {
            inputs.append(input)
            switch input {
            case .pointer(let event): events.append(event)
            case .control(let control): controls.append(control)
            }
        }
        problems = stream.problems
    }

    var skipped: [String] { problems.skippedLines.map(\.description) }
    var warnings: [String] { problems.warnings.map(\.description) }
}

func readRecording(
    _ text: String, name: String = "rec.jsonl", window: (Int, Int) = (1280, 800), device: String? = nil
) throws(RecordingError) -> DrainedRecording {
    DrainedRecording(try RecordingFile.read(bytes: Array(text.utf8), name: name, device: device,
                                            windowWidth: window.0, windowHeight: window.1))
}

func openRecording(
    _ path: String, device: String? = nil, window: (Int, Int) = (1280, 800)
) throws(RecordingError) -> DrainedRecording {
    let stream: any RecordingStream = try RecordingFile.open(path: path, device: device, windowWidth: window.0,
                                                             windowHeight: window.1)
    return DrainedRecording(stream)
}

/// The refusal a reader throws for `text`, or nil when it accepted the file.
func refusal(_ text: String, name: String = "rec.jsonl") -> RecordingError? {
    do {
        _ = try readRecording(text, name: name)
        return nil
    } catch {
        return error
    }
}
