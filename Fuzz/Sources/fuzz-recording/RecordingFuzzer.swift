import FuzzSupport
import TouchRecordings

/// Recordings of every format through the one entry point replay uses (`RecordingFile.read`, the format chosen
/// by the first lines), drained to the end as replay drains it. Any bytes are either refused as a whole, or give a
/// stream that keeps the rules `RecordingStream` states: ids safe for arithmetic (format 1: magnitude below
/// 2^53; evemu and libinput: positive), every skipped line and warning naming the file, and, for the device
/// formats, every event finite with a pressure in 0...1. (Format 1 hands non-finite numbers on for the engine to
/// refuse, as documented.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let name = "fuzz.rec"
    let stream: any RecordingStream
    do {
        stream = try RecordingFile.read(bytes: Array(UnsafeBufferPointer(start: start, count: count)), name: name,
                                        windowWidth: 1280, windowHeight: 800)
    } catch {
        expect(error.file == name, "an error that does not name the file: \(error)")
        return 0
    }
    let deviceFormat = stream.info.format != .jsonLines
    while let input = stream.next() {
        guard case .pointer(let event) = input else { continue }
        expect(event.id.rawValue.magnitude < RecordingLimits.idMagnitudeLimit, "an id unsafe for arithmetic: \(event)")
        guard deviceFormat else { continue }
        expect(event.id.rawValue >= 1, "a device touch without a positive id: \(event)")
        expect(event.time.isFinite && event.position.isFinite && (0...1).contains(event.pressure)
               && event.contactSize?.isFinite ?? true, "a device event out of range: \(event)")
    }
    let problems = stream.problems
    expect((problems.skippedLines + problems.warnings).allSatisfy { $0.file == name }, "a problem that does not name the file")
    expect(problems.skippedLines.count == min(problems.skippedLineCount, RecordingLimits.keptMessages),
           "\(problems.skippedLineCount) lines skipped, \(problems.skippedLines.count) kept")
    return 0
}
