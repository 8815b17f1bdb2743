import FuzzSupport
import TouchEngine

/// Recordings of every format through the one entry point replay uses (`RecordingFile.read`, the format chosen
/// by the first line): any bytes either give the events read before the first malformed line, or are refused as
/// a whole; either way the error names the file. Every event read has finite numbers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let recording: Recording
    do {
        recording = try RecordingFile.read(bytes: bytes, name: "fuzz.rec", windowWidth: 1280, windowHeight: 800)
    } catch {
        expect(error.file == "fuzz.rec", "an error that does not name the file: \(error)")
        return 0
    }
    expect(recording.error.map { $0.file == "fuzz.rec" } ?? true, "an error that does not name the file")
    for event in recording.events {
        expect(event.position.x.isFinite && event.position.y.isFinite, "a non-finite position: \(event)")
        expect(event.time.isFinite && event.pressure.isFinite && event.contactSize?.isFinite ?? true,
               "a non-finite time, pressure or size: \(event)")
    }
    return 0
}
