import Foundation
import Testing
import TouchEngine
import TouchRecordings
import TouchTestSupport

/// Format 1's `stall` line: when the app stopped reading its input and until when, written by the recorder and
/// read back exactly; a line whose times make no sense is a named, skipped line.
@Suite("Format 1 stall lines")
struct RecordingStallLineTests {
    @Test("a stall written among events reads back in its place, with its times bit for bit")
    func roundTrip() throws {
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("stall.jsonl")
        let writer = try RecordingWriter(path: path, width: 1280, height: 800)
        try writer.write(PointerEvent(.down, id: 1, x: 250, y: 200, time: 0))
        try writer.write(.stall(until: 1.016), at: 0.016)
        try writer.write(PointerEvent(.move, id: 1, x: 450, y: 200, time: 1.016))
        writer.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[2] == #"{"t":0.016,"kind":"stall","until":1.016}"#)
        let recording = try openRecording(path)
        #expect(recording.controls == [RecordedControl(time: 0.016, input: .stall(until: 1.016), afterEvents: 1)])
        #expect(recording.events.count == 2 && recording.problems.skippedLineCount == 0)
    }

    @Test("a stall that ends before it begins, or has no until, is a malformed line naming the file and line; the rest plays")
    func malformedStall() throws {
        let text = [Format1Lines.header, #"{"t":1.0,"kind":"stall","until":0.5}"#, #"{"t":1.0,"kind":"stall"}"#,
                    #"{"t":1.2,"kind":"down","id":1,"x":1.0,"y":2.0,"pressure":1.0,"source":"touch"}"#].joined(separator: "\n") + "\n"
        let recording = try readRecording(text)
        #expect(recording.skipped == [#"rec.jsonl:2: "until" must be a finite time no earlier than "t""#, #"rec.jsonl:3: missing "until""#])
        #expect(recording.events.count == 1 && recording.controls.isEmpty)
    }

    @Test("a recording into something that is not a disk file (/dev/null, as a FIFO or a terminal) is written and closed without a flush error")
    func recordingIntoADevice() throws {
        let writer = try RecordingWriter(path: "/dev/null", width: 1280, height: 800)
        for step in 0..<100 { try writer.write(PointerEvent(.move, id: 1, x: Double(step), y: 0, time: Double(step) * 0.02)) }
        try writer.syncIfDue()
        writer.close()
    }
}
