import Foundation
import TouchEngine

/// A fresh path in a temporary directory that the test owns.
func temporaryRecordingPath(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("touch-recording-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

func readRecording(_ text: String, name: String = "rec.jsonl", window: (Int, Int) = (1280, 800)) throws(RecordingError) -> Recording {
    try RecordingFile.read(bytes: Array(text.utf8), name: name, windowWidth: window.0, windowHeight: window.1)
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
