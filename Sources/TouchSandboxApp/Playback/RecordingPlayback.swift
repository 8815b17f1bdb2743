import Logging
import TouchEngine
import TouchRecordings

/// A recording as the playback driver consumes it: the reader's stream with a look at the next item's time, so
/// events flow from the file to the mode as they are read (memory does not grow with the recording's length).
/// At the end, `reportProblems` tells the user what the reader skipped, repaired or guessed.
package final class RecordingPlayback {
    let stream: any RecordingStream
    private var upcoming: RecordedInput?
    private var finished = false

    /// Opens `path`: a file that cannot be used at all is an `InputFileError` (exit 2) naming it and why.
    package init(path: String, device: String?, windowWidth: Int, windowHeight: Int, logger: Logger) throws {
        do {
            stream = try RecordingFile.open(path: path, device: device, windowWidth: windowWidth, windowHeight: windowHeight)
        } catch {
            throw InputFileError(error.description)
        }
        if case .file(let description)? = stream.info.device?.origin {
            logger.notice("\(path): device description from \(description)")
        }
    }

    var info: RecordingInfo { stream.info }
    var file: String { stream.info.file }

    /// The next item, nil at the end.
    package func next() -> RecordedInput? {
        defer { upcoming = nil }
        return upcoming ?? read()
    }

    /// The time of the item `next()` returns, nil at the end.
    func peekTime() -> Double? {
        if upcoming == nil { upcoming = read() }
        switch upcoming {
        case .pointer(let event)?: return event.time
        case .control(let control)?: return control.time
        case nil: return nil
        }
    }

    /// Whether the recording comes from a device (evemu, libinput record): its positions cover the whole window
    /// (the panel covers the output) and reach the scene through the window's fit, as a live finger's do. Format 1
    /// holds the app's own scene positions, as they were applied.
    var coversTheWindow: Bool { info.format != .jsonLines }

    /// Scales a device recording's positions into a `width` × `height` window from now on (see
    /// `RecordingStream.scalePositions`); an event already read ahead (by `peekTime`) is rescaled with it.
    func scalePositions(toWidth width: Int, height: Int) {
        guard coversTheWindow else { return }
        let old = (width: Double(info.width), height: Double(info.height))
        stream.scalePositions(toWidth: width, height: height)
        if case .pointer(var event)? = upcoming, old.width > 0, old.height > 0 {
            event.position = Vector2(event.position.x * Double(info.width) / old.width, event.position.y * Double(info.height) / old.height)
            upcoming = .pointer(event)
        }
    }

    private func read() -> RecordedInput? {
        guard !finished else { return nil }
        let item = stream.next()
        if item == nil { finished = true }
        return item
    }

    /// Plays with `play`, then reports what the reader skipped, repaired or guessed (`reportProblems`); when `play`
    /// fails, the skipped lines are still named (logged) before its failure is thrown, so a refused line is never
    /// hidden behind a later failure (a calibration left unfinished by it).
    func play(logger: Logger, _ play: () throws -> Void) throws {
        do {
            try play()
        } catch {
            do { try reportProblems(logger: logger) } catch { logger.error("\(error)") }
            throw error
        }
        try reportProblems(logger: logger)
    }

    /// Logs the warnings and what was left out; throws an `InputFileError` (exit 2) naming the first skipped lines
    /// and how many there were, when any was skipped. The replay itself went on past them.
    package func reportProblems(logger: Logger) throws {
        let problems = stream.problems
        for warning in problems.warnings { logger.warning("\(warning)") }
        if problems.warningCount > problems.warnings.count {
            logger.warning("\(file): \(problems.warningCount - problems.warnings.count) more warnings")
        }
        if let unfinished = problems.unfinishedLastLine { logger.warning("\(unfinished)") }
        if problems.skippedUnknownKinds > 0 {
            logger.notice("\(file): skipped \(problems.skippedUnknownKinds) events of unknown kinds")
        }
        switch problems.touchesDownAtEnd {
        case 0: break
        case 1: logger.notice("\(file): 1 touch still down when the recording ends; it stays down")
        case let count: logger.notice("\(file): \(count) touches still down when the recording ends; they stay down")
        }
        guard problems.hasSkippedLines else { return }
        var lines = problems.skippedLines.map(\.description)
        if problems.skippedLineCount > lines.count { lines.append("… and \(problems.skippedLineCount - lines.count) more") }
        throw InputFileError(lines.joined(separator: "\n") + "\n\(file): \(problems.skippedLineCount) malformed "
            + (problems.skippedLineCount == 1 ? "line was skipped; the replay went on without it" : "lines were skipped; the replay went on without them"))
    }
}
