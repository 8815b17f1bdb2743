import Foundation
import Testing
import TouchEngine
import TouchRecordings
import TouchTestSupport

@Suite struct RecordingFormat1Tests {
    /// The header as INTERFACES.md spells it: what the writer must write, so spelled out here (the other tests take
    /// `Format1Lines.header`).
    static let header = #"{"format":"touch-sandbox-recording","version":1,"width":1280,"height":800}"#

    @Test func aWrittenSessionReadsBackAsExactlyTheSameEvents() throws {
        let events = [
            PointerEvent(.down, id: 1, x: 412, y: 300.5, time: 0),
            PointerEvent(.move, id: 1, x: 415, y: 302, time: 0.016),
            PointerEvent(.down, id: 2, x: 1.0 / 3.0, y: 799.999_999_999_9, time: 1.0 / 60.0, pressure: 0.73,
                         source: .pen, contactSize: 12.5),
            PointerEvent(.move, id: 2, x: -0.0, y: 1e-05, time: 0.033_333_333_333_333_33, pressure: 1e-300,
                         source: .mouse, contactSize: 0.1),
            PointerEvent(.cancel, id: 2, x: 1e300, y: 123_456_789.123_456_78, time: 12_345.678_9, source: .tuio),
            PointerEvent(.up, id: 1, x: 415, y: 302, time: 86_400.000_001, pressure: 0),
        ]
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("session.jsonl")
        let writer = try RecordingWriter(path: path, width: 1280, height: 800)
        for event in events { try writer.write(event) }
        writer.close()

        let recording = try openRecording(path, window: (640, 480))
        #expect(recording.info == RecordingInfo(file: path, format: .jsonLines, width: 1280, height: 800, device: nil))
        #expect(recording.problems == RecordingProblems(file: path))
        #expect(recording.events == events)
        #expect(recording.events[3].position.x.sign == .minus)
    }

    @Test func everyFiniteDoubleReadsBackBitForBit() throws {
        var random = SeededRandomNumberGenerator(seed: 0xD0_0B1E)
        var values: [Double] = [0.1, 0.2 + 0.1, 1.0 / 3, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308,
                                9_007_199_254_740_992, 123_456_789_012_345_680, 0.016666666666666666]
        while values.count < 30_000 {
            let any = Double(bitPattern: random.next())
            if any.isFinite { values.append(any) }
            // Like SDL: a Float fraction of the window, and a time in milliseconds.
            values.append(Double(Float(Double(random.next() % 1_000_000) / 1_000_000)) * 1280)
            values.append(Double(random.next() % 100_000_000) / 1000)
        }
        var text = Self.header + "\n"
        for (index, value) in values.enumerated() {
            text += RecordingWriter.line(for: PointerEvent(.move, id: index, x: value, y: -value, time: 0))! + "\n"
        }
        let recording = try readRecording(text)
        #expect(!recording.problems.hasSkippedLines)
        let mismatches = zip(values, recording.events).filter {
            $0.bitPattern != $1.position.x.bitPattern || (-$0).bitPattern != $1.position.y.bitPattern
        }
        #expect(recording.events.count == values.count)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func theWriterUsesTheDocumentedLayoutLineByLine() throws {
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("layout.jsonl")
        let writer = try RecordingWriter(path: path, width: 1280, height: 800)
        try writer.write(PointerEvent(.move, id: 1, x: 415, y: 302, time: 0.016))
        // Nothing is held back: the line is on disk before the writer is closed.
        let beforeClose = try String(contentsOfFile: path, encoding: .utf8)
        try writer.write(PointerEvent(.up, id: 1, x: 415, y: 302, time: 0.033, pressure: 0, contactSize: 9))
        try writer.write(PointerEvent(.move, id: 1, x: .nan, y: 302, time: 0.04))
        writer.close()

        #expect(beforeClose == Self.header + "\n"
            + #"{"t":0.016,"kind":"move","id":1,"x":415.0,"y":302.0,"pressure":1.0,"source":"touch"}"# + "\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == beforeClose
            + #"{"t":0.033,"kind":"up","id":1,"x":415.0,"y":302.0,"pressure":0.0,"source":"touch","size":9.0}"# + "\n")
        #expect(writer.skippedNonFiniteEvents == 1)
        #expect(throws: RecordingError.self) { try writer.write(PointerEvent(.down, id: 2, x: 1, y: 1, time: 1)) }
    }

    @Test func aWriterThatCannotCreateItsFileNamesIt() {
        #expect(throws: RecordingError(file: "/nonexistent-dir/x.jsonl",
                                       message: "cannot create the recording (No such file or directory)")) {
            try RecordingWriter(path: "/nonexistent-dir/x.jsonl", width: 1, height: 1)
        }
    }

    @Test func aLongRecordingStreamsAcrossReadChunksFromDisk() throws {
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("long.jsonl")
        let writer = try RecordingWriter(path: path, width: 800, height: 600)
        var written: [PointerEvent] = []
        for index in 0..<15_000 {
            let event = PointerEvent(index == 0 ? .down : .move, id: 1, x: Double(index) * 0.37, y: 600 - Double(index) / 7,
                                     time: Double(index) / 120, pressure: 0.5, contactSize: index % 3 == 0 ? 4.25 : nil)
            written.append(event)
            try writer.write(event)
        }
        writer.close()
        let reader = try JSONLinesReader(path: path)
        var read: [PointerEvent] = []
        while case .pointer(let event)? = reader.next() { read.append(event) }
        #expect(reader.info.width == 800 && reader.info.height == 600)
        #expect(read.count == 15_000)
        #expect(read == written)
    }

    @Test func theHeaderMustComeFirstWithOurFormatAndVersion() {
        let event = #"{"t":0,"kind":"down","id":1,"x":1,"y":1,"pressure":1,"source":"touch"}"#
        #expect(refusal(#"{"format":"touch-sandbox-recording","version":2,"width":1280,"height":800}"#)?.description
            == "rec.jsonl:1: unsupported recording version 2 (this reader knows version 1)")
        #expect(refusal(#"{"format":"other","version":1,"width":1280,"height":800}"#)?.description
            == #"rec.jsonl:1: not a touch recording: the header lacks "format":"touch-sandbox-recording""#)
        #expect(refusal(#"{"format":"touch-sandbox-recording","version":1,"width":1280}"#)?.description
            == #"rec.jsonl:1: bad header: expected an integer from 1 to 16384 for "height""#)
        #expect(refusal(#"{"format":"touch-sandbox-recording","version":1,"width":0,"height":800}"#)?.description
            == #"rec.jsonl:1: bad header: expected an integer from 1 to 16384 for "width""#)
        #expect(refusal(#"{"format":"touch-sandbox-recording","version":1,"width":1e15,"height":800}"#)?.description
            == #"rec.jsonl:1: bad header: expected an integer from 1 to 16384 for "width""#)
        #expect(refusal(event + "\n" + Self.header)?.line == 1)
        #expect(refusal(Self.header) == nil)
    }

    @Test func anUnknownKindOnAValidLineIsSkippedAndCounted() throws {
        let recording = try readRecording("""
            \(Self.header)
            {"t":0.0,"kind":"down","id":1,"x":10.0,"y":20.0,"pressure":1.0,"source":"touch"}
            {"t":0.01,"kind":"hover","id":1,"x":"anything"}
            {"t":0.02,"kind":"hover","id":2,"future":true}
            {"t":0.03,"kind":"up","id":1,"x":10.0,"y":20.0,"pressure":0.0,"source":"touch","extra":null}
            """)
        #expect(!recording.problems.hasSkippedLines)
        #expect(recording.problems.skippedUnknownKinds == 2)
        #expect(recording.events == [
            PointerEvent(.down, id: 1, x: 10, y: 20, time: 0),
            PointerEvent(.up, id: 1, x: 10, y: 20, time: 0.03, pressure: 0),
        ])
    }

    @Test(arguments: [
        (#"{"t":0.1,"kind":"move","id":1,"x":nan,"y":2,"pressure":1,"source":"touch"}"#,
         "invalid JSON at column 36: expected null, found 'a'"),
        (#"{"t":0.1,"kind":"move","id":1,"x":"415","y":2,"pressure":1,"source":"touch"}"#,
         #"expected a number for "x", found "415""#),
        (#"{"t":0.1,"kind":"move","id":1,"y":2,"pressure":1,"source":"touch"}"#, #"missing "x""#),
        (#"{"t":0.1,"kind":"move","id":1.5,"x":1,"y":2,"pressure":1,"source":"touch"}"#,
         #""id" must be a whole number, found 1.5"#),
        (#"{"t":0.1,"kind":"move","id":NaN,"x":1,"y":2,"pressure":1,"source":"touch"}"#,
         #""id" must be a whole number, found NaN"#),
        (#"{"t":0.1,"kind":"move","id":1,"x":1,"y":2,"pressure":1,"source":"finger"}"#, #"unknown source "finger""#),
        (#"{"t":0.1,"kind":"move","id":1,"x":1,"y":2,"pressure":1,"source":"touch""#,
         "invalid JSON at column 72: expected ',' or '}', found end of line"),
        (#"{"t":0.1,"kind":"move","id":1,"x":1,"x":2,"y":2,"pressure":1,"source":"touch"}"#, #"duplicate "x""#),
        (#"{"t":01,"kind":"move","id":1,"x":1,"y":2,"pressure":1,"source":"touch"}"#,
         "invalid JSON at column 7: leading zeros are not allowed, found '1'"),
        (#"{"t":0.1,"kind":7,"id":1,"x":1,"y":2,"pressure":1,"source":"touch"}"#, #"expected a string for "kind", found 7"#),
        (#"{"t":0.1,"kind":"move","id":1,"x":1,"y":2,"pressure":1,"source":"touch","size":"big"}"#,
         #"expected a number for "size", found "big""#),
        (#"[1,2]"#, "invalid JSON at column 1: expected '{', found '['"),
    ])
    func aMalformedLineIsLocatedExplainedAndSkipped(line: String, message: String) throws {
        let after = #"{"t":0.2,"kind":"down","id":2,"x":5,"y":6,"pressure":1,"source":"touch"}"#
        let recording = try readRecording(Self.header + "\n\n" + line + "\n" + after + "\n")
        #expect(recording.events == [PointerEvent(.down, id: 2, x: 5, y: 6, time: 0.2)])
        #expect(recording.problems.skippedLines == [RecordingError(file: "rec.jsonl", line: 3, message: message)])
        #expect(recording.problems.skippedLineCount == 1)
    }

    @Test func escapesWhitespaceAndEveryNumberFormReadAsJSONSays() throws {
        let recording = try readRecording(
            "\u{FEFF}" + Self.header + "\r\n"
                + #" { "t" : 1E2 , "kind" : "\u006dove" , "id" : -3 , "x" : -0.5e-3 , "y" : 123456789012345678901234 ,"#
                + #" "pressure" : 1e400 , "source" : "p\u0065n" , "size" : null } "# + "\r\n"
                + "   \n"
                + #"{"t":0.1,"kind":"down","id":4,"x":0.30000000000000004,"y":5e-324,"pressure":1,"source":"touch"}"#)
        #expect(!recording.problems.hasSkippedLines)
        #expect(recording.events == [
            PointerEvent(.move, id: -3, x: -0.0005, y: 123_456_789_012_345_678_901_234, time: 100,
                         pressure: .infinity, source: .pen),
            PointerEvent(.down, id: 4, x: 0.1 + 0.2, y: Double.leastNonzeroMagnitude, time: 0.1),
        ])
    }

    @Test func emptyAndForeignFilesAreRefusedAsAWhole() {
        #expect(refusal("")?.description == "rec.jsonl: empty file, not a touch recording")
        #expect(refusal("\n  \n\n")?.description == "rec.jsonl: empty file, not a touch recording")
        #expect(refusal("hello, world\n{}")?.description
            == ##"rec.jsonl:1: not a touch recording: found "hello, world", expected a touch-sandbox-recording header, an evemu line ("# EVEMU", "E:" …) or "version: 1" of libinput record"##)
        #expect(refusal("# a note\n# another\n")?.description == "rec.jsonl: not a touch recording: only comments")
        #expect(refusal("\u{89}PNG\r\n\u{1A}\n")?.line == 1)
        #expect(throws: RecordingError(file: "/nonexistent/recording.jsonl", message: "cannot open (No such file or directory)")) {
            try openRecording("/nonexistent/recording.jsonl")
        }
    }

    @Test func blankLinesAreSkippedButStillCountedInLineNumbers() throws {
        let recording = try readRecording(
            "\n" + Self.header + "\n\n"
                + #"{"t":0,"kind":"down","id":1,"x":1,"y":2,"pressure":1,"source":"touch"}"# + "\n\n\n"
                + #"{"t":0,"kind":"down","id":1,"x":1,"y":2,"pressure":1,"source":""}"#)
        #expect(recording.events.count == 1)
        #expect(recording.problems.unfinishedLastLine?.line == 7)
    }

    @Test func wheelTurnsAndKeysAreWrittenAndReadBackInTheirPlaceAmongTheEvents() throws {
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("controls.jsonl")
        let writer = try RecordingWriter(path: path, width: 1280, height: 800)
        try writer.write(PointerEvent(.down, id: 1, x: 10, y: 20, time: 0.5))
        try writer.write(.wheel(at: Vector2(400, 300.5), steps: -2, rotate: true), at: 0.75)
        try writer.write(PointerEvent(.up, id: 1, x: 10, y: 20, time: 1))
        try writer.write(.key(.paint), at: 1.25)
        writer.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#"{"t":0.75,"kind":"wheel","x":400.0,"y":300.5,"steps":-2.0,"rotate":true}"#))
        #expect(text.contains(#"{"t":1.25,"kind":"key","key":"p"}"#))
        let recording = try openRecording(path)
        #expect(recording.problems.skippedUnknownKinds == 0)
        let wheel = RecordedControl(time: 0.75, input: .wheel(at: Vector2(400, 300.5), steps: -2, rotate: true), afterEvents: 1)
        let key = RecordedControl(time: 1.25, input: .key(.paint), afterEvents: 2)
        #expect(recording.inputs == [
            .pointer(PointerEvent(.down, id: 1, x: 10, y: 20, time: 0.5)), .control(wheel),
            .pointer(PointerEvent(.up, id: 1, x: 10, y: 20, time: 1)), .control(key),
        ])
    }

    @Test func aWheelLineWithoutStepsIsAMalformedLine() throws {
        let recording = try readRecording("""
        \(Self.header)
        {"t":0.1,"kind":"wheel","x":1.0,"y":2.0}

        """)
        #expect(recording.skipped == [#"rec.jsonl:2: missing "steps""#])
    }
}
