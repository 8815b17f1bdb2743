import Foundation
import Testing
import TouchRecordings
import TouchTestSupport
import TouchEngine

/// A bad line costs that line only: it is named (`file:line: what is wrong`), skipped, and every event after it
/// arrives. Messages quote at most a short excerpt of what they complain about.
@Suite struct RecordingBadLineTests {
    /// An event line whose numbers are written as given (NaN, Infinity and cut-off numbers included).
    static func line(_ kind: String, _ id: String, x: String, y: String = "20.0", t: String) -> String {
        #"{"t":\#(t),"kind":"\#(kind)","id":\#(id),"x":\#(x),"y":\#(y),"pressure":1.0,"source":"touch"}"#
    }

    @Test func aGarbageLineANaNCoordinateAndAnUnfinishedLastLineLoseNothingElse() throws {
        let text = [
            Format1Lines.header,
            Self.line("down", "1", x: "10.0", t: "0.0"),
            "this is not json at all",
            Self.line("move", "1", x: "NaN", t: "0.1"),
            Self.line("move", "1", x: "30.0", y: "-Infinity", t: "0.2"),
            Self.line("move", "1", x: "40.0", t: "Infinity"),
            Self.line("up", "1", x: "50.0", t: "0.4"),
            #"{"t":0.5,"kind":"down","id":2,"x":60."#,
        ].joined(separator: "\n")
        let recording = try readRecording(text, name: "crash.jsonl")
        let expected = [
            PointerEvent(.down, id: 1, x: 10, y: 20, time: 0),
            PointerEvent(.move, id: 1, x: .nan, y: 20, time: 0.1),
            PointerEvent(.move, id: 1, x: 30, y: -.infinity, time: 0.2),
            PointerEvent(.move, id: 1, x: 40, y: 20, time: .infinity),
            PointerEvent(.up, id: 1, x: 50, y: 20, time: 0.4),
        ]
        #expect(recording.events.map(\.bitwise) == expected.map(\.bitwise))
        #expect(recording.skipped == ["crash.jsonl:3: invalid JSON at column 1: expected '{', found 't'"])
        #expect(recording.problems.skippedLineCount == 1)
        #expect(recording.problems.unfinishedLastLine?.description
            == "crash.jsonl:8: unfinished last line (no newline at the end, as a crash leaves it), ignored: "
            + "invalid JSON at column 38: expected a digit after '.', found end of line")
        #expect(recording.warnings == [recording.problems.unfinishedLastLine!.description])
    }

    @Test func theEngineRefusesAndCountsTheNonFiniteEventsAFileCarries() throws {
        let text = [
            Format1Lines.header,
            Self.line("down", "1", x: "100.0", t: "0.0"),
            Self.line("move", "1", x: "NaN", t: "0.1"),
            Self.line("move", "1", x: "Infinity", t: "0.2"),
            Self.line("move", "1", x: "120.0", t: "NaN"),
            Self.line("up", "1", x: "130.0", t: "0.4"),
        ].joined(separator: "\n") + "\n"
        let recording = try readRecording(text)
        #expect(recording.events.count == 5)
        let engine = SceneFixtures.engine(SceneFixtures.scene([]))
        let refusals = recording.events.map { engine.handle($0) }
        #expect(refusals == [nil, .nonFiniteCoordinates, .nonFiniteCoordinates, .nonFiniteTime, nil])
        #expect(engine.statistics.rejectedEvents == 3)
        #expect(engine.statistics.totalContacts == 1 && engine.statistics.active == 0)
    }

    @Test func idsOutsideTheSafeRangeAreRefusedWithTheirValueAndTheRestArrive() throws {
        let ids = ["9223372036854775807", "-9223372036854775808", "9007199254740991", "-9007199254740991",
                   "9007199254740992", "1e300", "18446744073709551616"]
        let text = ([Format1Lines.header] + ids.enumerated().map { index, id in
            Self.line("down", id, x: "1.0", t: "0.\(index)")
        }).joined(separator: "\n") + "\n"
        let recording = try readRecording(text, name: "ids.jsonl")
        #expect(recording.events.map(\.id.rawValue) == [9_007_199_254_740_991, -9_007_199_254_740_991])
        let range = "(ids are whole numbers from -9007199254740991 to 9007199254740991)"
        #expect(recording.skipped == [
            #"ids.jsonl:2: "id" 9223372036854775807 is out of range \#(range)"#,
            #"ids.jsonl:3: "id" -9223372036854775808 is out of range \#(range)"#,
            #"ids.jsonl:6: "id" 9007199254740992 is out of range \#(range)"#,
            #"ids.jsonl:7: "id" 1e300 is out of range \#(range)"#,
            #"ids.jsonl:8: "id" 18446744073709551616 is out of range \#(range)"#,
        ])
    }

    @Test func aHugeBadValueIsQuotedShortly() throws {
        let long = String(repeating: "A", count: 500_000)
        let text = Format1Lines.header + "\n"
            + #"{"t":0,"kind":"down","id":1,"x":1,"y":2,"pressure":1,"source":"\#(long)"}"# + "\n"
            + #"{"t":0,"kind":"down","id":1,"x":"\#(long)","y":2,"pressure":1,"source":"touch"}"# + "\n"
            + Self.line("down", "3", x: "1.0", t: "1") + "\n"
        let recording = try readRecording(text, name: "long.jsonl")
        let sixty = String(repeating: "A", count: 59)
        #expect(recording.skipped == [
            #"long.jsonl:2: unknown source "\#(sixty)…""#,
            #"long.jsonl:3: expected a number for "x", found "\#(String(repeating: "A", count: 58))…"#,
        ])
        #expect(recording.events.map(\.id.rawValue) == [3])
    }

    @Test(arguments: ["jsonl", "evemu", "libinput"])
    func aFiftyMegabyteLineIsSkippedWithAShortMessage(format: String) throws {
        let before: String, after: String
        switch format {
        case "jsonl":
            before = Format1Lines.header + "\n" + #"{"t":0,"kind":"down","id":1,"x":"#
            after = "}\n" + Self.line("down", "2", x: "1.0", t: "1") + "\n"
        case "evemu":
            before = "# EVEMU 1.3\nA: 35 0 99 0 0 0\nA: 36 0 99 0 0 0\nE: 0.000000 0003 0035 "
            after = "\nE: 0.000000 0003 0039 0001\nE: 0.000000 0003 0035 0050\nE: 0.000000 0003 0036 0050\n"
                + "E: 0.000000 0000 0000 0000\n"
        default:
            let text = LibinputRecordFixtures.singleTouchscreen(events: "      - [  0,      0,   3,  53, HUGE]\n"
                + LibinputRecordFixtures.tap(x: 1600, y: 900))
            let parts = text.components(separatedBy: "HUGE")
            (before, after) = (parts[0], parts[1])
        }
        let folder = try TemporaryDirectory("touch-recording-tests")
        let path = folder.path("huge.\(format)")
        try Data(Array(before.utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: 50 << 20) + Array(after.utf8))
            .write(to: URL(fileURLWithPath: path))
        let recording = try openRecording(path)
        let line = format == "jsonl" ? 2 : format == "evemu" ? 4 : LibinputRecordFixtures.firstEventLine
        #expect(recording.skipped == ["\(path):\(line): line longer than 1048576 bytes"])
        // The evemu touch is never lifted: it stays down.
        #expect(recording.events.count == (format == "libinput" ? 2 : 1))
    }

    @Test func aFIFOAndADeviceAreRefusedAtOnceNotRead() throws {
        let folder = try TemporaryDirectory("touch-recording-tests")
        let fifo = folder.path("pipe.jsonl")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RecordingError(file: fifo, message: "not a regular file (a FIFO); a recording must be a file on disk")) {
            try openRecording(fifo)
        }
        #expect(throws: RecordingError(file: "/dev/zero", message: "not a regular file (a character device); a recording must be a file on disk")) {
            try openRecording("/dev/zero")
        }
        let directory = folder.folderPath
        #expect(throws: RecordingError(file: directory, message: "not a regular file (a directory); a recording must be a file on disk")) {
            try openRecording(directory)
        }
    }

    @Test func onlyTheFirstFiveSkippedLinesAreKeptButAllAreCounted() throws {
        let text = Format1Lines.header + "\n" + Array(repeating: "junk", count: 12).joined(separator: "\n") + "\n"
            + Self.line("down", "1", x: "1.0", t: "0") + "\n"
        let recording = try readRecording(text)
        #expect(recording.problems.skippedLineCount == 12)
        #expect(recording.problems.skippedLines.map(\.line) == [2, 3, 4, 5, 6])
        #expect(recording.events.count == 1)
    }
}

extension PointerEvent {
    /// The event's numbers by bit pattern, so NaN compares equal to NaN.
    fileprivate var bitwise: [UInt64] {
        [time, position.x, position.y, pressure].map(\.bitPattern) + [UInt64(bitPattern: Int64(id.rawValue))]
    }
}
