/// The events of an evemu recording, read line by line after its device description (every line before the first
/// `E:` line: `# EVEMU`, the commented header, `N:`, `I:`, `P:`, `B:`, `A:`). A bare events file has no description.
///
/// Rules it keeps: description lines after the first event (a second recording appended to the first) are ignored;
/// a malformed line anywhere is recorded and skipped.
final class EvemuEventSource: EvdevEventSource {
    let device: EvdevDeviceFacts
    let timesAreRelative = false
    private let lines: RecordingLineSource

    init(lines: RecordingLineSource, problems: inout RecordingProblems) {
        self.lines = lines
        device = Self.readDescription(lines, problems: &problems, leavingFirstEventUnread: true)
    }

    func nextEvent(_ problems: inout RecordingProblems) -> EvdevEvent? {
        while let line = lines.nextLine() {
            guard case .text(let range) = line else {
                problems.reject(line: lines.lineNumber, "line longer than \(RecordingLimits.maximumLineLength) bytes",
                                unfinished: lines.lastLineUnterminated)
                continue
            }
            do throws(RecordingLineFault) {
                if case .event(let event) = try lines.buffer.withUnsafeBufferPointer({ (whole) throws(RecordingLineFault) in
                    try EvemuLineParser.parse(UnsafeBufferPointer(rebasing: whole[range]))
                }) {
                    return event
                }
            } catch {
                problems.reject(line: lines.lineNumber, error.message, unfinished: lines.lastLineUnterminated)
            }
        }
        if let failure = lines.readFailure { problems.skipLine(failure.line, failure.message) }
        return nil
    }

    /// Reads description lines up to the first event (which is left to be read again when asked) or the end of the
    /// file; malformed lines go into `problems`.
    static func readDescription(
        _ lines: RecordingLineSource, problems: inout RecordingProblems, leavingFirstEventUnread: Bool
    ) -> EvdevDeviceFacts {
        var collector = EvemuDescriptionCollector()
        while let line = lines.nextLine() {
            guard case .text(let range) = line else {
                problems.reject(line: lines.lineNumber, "line longer than \(RecordingLimits.maximumLineLength) bytes",
                                unfinished: lines.lastLineUnterminated)
                continue
            }
            let number = lines.lineNumber
            let stop = lines.buffer.withUnsafeBufferPointer { whole -> Bool in
                let bytes = UnsafeBufferPointer(rebasing: whole[range])
                do throws(RecordingLineFault) {
                    let parsed = try EvemuLineParser.parse(bytes)
                    switch parsed {
                    case .event: return true
                    case .comment: collector.addComment(bytes, lineNumber: number)
                    default: collector.add(parsed, lineNumber: number)
                    }
                } catch {
                    problems.reject(line: number, error.message, unfinished: lines.lastLineUnterminated)
                }
                return false
            }
            if stop {
                if leavingFirstEventUnread { lines.unreadLine() }
                break
            }
        }
        return collector.facts
    }
}
