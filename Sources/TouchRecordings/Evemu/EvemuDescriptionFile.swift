import Foundation
import TouchFiles

/// A device description kept apart from its events: the file given with `--device`, or the `.desc` file beside a
/// bare evemu events file, as the public collections of recordings keep them (`Panel X.desc` next to
/// `Panel X.2-finger-scroll.events`).
enum EvemuDescriptionFile {
    /// The description lines of the file at `path` (`N:`, `A:`, the commented header; reading stops at an `E:`
    /// line). Throws when the file cannot be read at all; its malformed lines become warnings naming it.
    static func read(path: String, problems: inout RecordingProblems) throws(RecordingError) -> EvdevDeviceFacts {
        let lines = try RecordingLineSource(path: path)
        var own = RecordingProblems(file: path)
        let facts = EvemuEventSource.readDescription(lines, problems: &own, leavingFirstEventUnread: false)
        for problem in own.skippedLines { problems.warn(problem) }
        if own.skippedLineCount > own.skippedLines.count {
            problems.warn(RecordingError(
                file: path, message: "\(own.skippedLineCount - own.skippedLines.count) more malformed lines ignored"))
        }
        for warning in own.warnings { problems.warn(warning) }
        return facts
    }

    /// The `.desc` file in the directory of `eventsPath` whose name without `.desc` is the longest prefix of the
    /// events file's name (`Panel X double.desc` wins over `Panel X.desc` for `Panel X double-tap.events`); nil
    /// when there is none. Names are compared byte for byte.
    static func beside(_ eventsPath: String) -> String? {
        let directory = FilePathParts.parent(of: eventsPath)
        let eventsName = FilePathParts.lastComponent(of: eventsPath)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
        else { return nil }
        let suffix = ".desc"
        var best: (name: String, stemLength: Int)?
        for name in names where name != eventsName && name.utf8.count > suffix.utf8.count
            && name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            let stem = name.utf8.dropLast(suffix.utf8.count)
            guard eventsName.utf8.starts(with: stem), stem.count > (best?.stemLength ?? 0) else { continue }
            best = (name, stem.count)
        }
        guard let best else { return nil }
        return directory.isEmpty ? best.name : (directory as NSString).appendingPathComponent(best.name)
    }
}
