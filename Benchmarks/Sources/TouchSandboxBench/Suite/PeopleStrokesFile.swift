import Foundation
import ArgumentParser
import HumanStrokes

/// Finds and reads the people's strokes the benchmark measures the circle detector and the template matcher on.
enum PeopleStrokesFile {
    /// The strokes of `paths` together, or where `RecordedHumanStrokes.locateAll` finds them from the current folder
    /// or the binary's; nil (with a note on stderr) when there are none. A file named but unreadable is an error
    /// (exit 2) naming it.
    static func load(_ paths: [String]) throws -> RecordedHumanStrokes? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        var found = paths
        if found.isEmpty { found = RecordedHumanStrokes.locateAll() }
        if found.isEmpty { found = RecordedHumanStrokes.locateAll(from: binary) }
        guard !found.isEmpty else {
            FileHandle.standardError.write(Data("touch-sandbox-bench: people's strokes not found (set TOUCH_SANDBOX_HUMAN_STROKES or --human-strokes); their figures are left out\n".utf8))
            return nil
        }
        var strokes: [RecordedHumanStrokes.Stroke] = []
        for path in found {
            do {
                strokes += try RecordedHumanStrokes(contentsOf: path).strokes
            } catch {
                throw ValidationError(error is RecordedHumanStrokes.ReadError ? "\(error)" : "\(path): \(error)")
            }
        }
        return RecordedHumanStrokes(strokes: strokes)
    }
}
