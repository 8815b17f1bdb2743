import Foundation
import TouchEngine

/// A repeatable random number generator (SplitMix64), so fuzz tests fail the same way every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
