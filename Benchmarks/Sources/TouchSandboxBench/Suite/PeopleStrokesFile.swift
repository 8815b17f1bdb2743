import Foundation
import ArgumentParser
import HumanStrokes

/// Finds and reads the people's strokes the benchmark measures the circle detector and the template matcher on.
enum PeopleStrokesFile {
    /// The strokes at `path`, or where `RecordedHumanStrokes.locate` finds them from the current folder or the
    /// binary's; nil (with a note on stderr) when there are none. A file named but unreadable is an error (exit 2).
    static func load(_ path: String?) throws -> RecordedHumanStrokes? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        guard let found = path ?? RecordedHumanStrokes.locate() ?? RecordedHumanStrokes.locate(from: binary) else {
            FileHandle.standardError.write(Data("touch-sandbox-bench: people's strokes not found (set TOUCH_SANDBOX_HUMAN_STROKES or --human-strokes); their figures are left out\n".utf8))
            return nil
        }
        do {
            return try RecordedHumanStrokes(contentsOf: found)
        } catch {
            throw ValidationError("\(found): \(error)")
        }
    }
}
