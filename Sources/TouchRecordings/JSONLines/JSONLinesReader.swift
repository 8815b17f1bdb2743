import TouchEngine

/// Reads a format 1 recording (JSON Lines) as a stream, holding one chunk of the file in memory at a time.
///
/// Rules it keeps (docs/formats.md, "Recording, format 1"):
/// - the first non-blank line must be the header, `"format":"touch-sandbox-recording"` with `"version":1` and a
///   `width` and `height` from 1 to `RecordingLimits.maximumWindowSide`; anything else refuses the file when the
///   reader is made;
/// - blank lines are skipped; members the reader does not know are ignored (later versions may add optional fields);
/// - `wheel` and `key` lines come out as controls among the pointer events; a line whose `kind` is none of the
///   known ones is skipped and counted in `problems.skippedUnknownKinds`;
/// - any other fault (bad JSON, a missing or mistyped field, an unknown source, an id that is not a whole number of
///   magnitude below 2^53) skips that line, recorded in `problems` with the file and line, and reading goes on;
/// - `NaN`, `Infinity` and `-Infinity` are read as numbers, and numbers too large for a double as infinity: such
///   an event is handed out as written, for the engine to refuse and count.
///
/// ```swift
/// let reader = try JSONLinesReader(path: "session.jsonl")
/// while let input = reader.next() { ... }
/// ```
public final class JSONLinesReader: RecordingStream {
    public let info: RecordingInfo
    public private(set) var problems: RecordingProblems
    private let source: RecordingLineSource
    private var parser = FlatJSONParser()
    private var pointerEventsRead = 0
    private var finished = false

    /// Opens the file and reads its header.
    public convenience init(path: String) throws(RecordingError) {
        try self.init(source: RecordingLineSource(path: path))
    }

    /// Reads a recording already in memory; `name` stands for the file in messages.
    public convenience init(bytes: [UInt8], name: String) throws(RecordingError) {
        try self.init(source: RecordingLineSource(bytes: bytes, name: name))
    }

    init(source: RecordingLineSource) throws(RecordingError) {
        self.source = source
        problems = RecordingProblems(file: source.name)
        var header: Range<Int>?
        while header == nil, let line = source.nextLine() {
            guard case .text(let range) = line else {
                throw RecordingError(file: source.name, line: source.lineNumber,
                                     message: "not a touch recording: the first line is longer than \(RecordingLimits.maximumLineLength) bytes")
            }
            if !Self.isBlank(source.buffer[range]) { header = range }
        }
        guard let header else { throw RecordingError(file: source.name, message: "empty file, not a touch recording") }
        let size: (width: Int, height: Int)
        do throws(RecordingLineFault) {
            size = try Self.readHeader(header, source: source, parser: &parser)
        } catch {
            throw RecordingError(file: source.name, line: source.lineNumber, message: error.message)
        }
        info = RecordingInfo(file: source.name, format: .jsonLines, width: size.width, height: size.height)
    }

    /// The next event or control; nil at the end of the file. Malformed lines are skipped into `problems`.
    public func next() -> RecordedInput? {
        guard !finished else { return nil }
        while let line = source.nextLine() {
            switch line {
            case .tooLong:
                problems.reject(line: source.lineNumber, "line longer than \(RecordingLimits.maximumLineLength) bytes",
                                unfinished: source.lastLineUnterminated)
            case .text(let range):
                do throws(RecordingLineFault) {
                    if let input = try input(at: range) { return input }
                } catch {
                    problems.reject(line: source.lineNumber, error.message, unfinished: source.lastLineUnterminated)
                }
            }
        }
        if let failure = source.readFailure { problems.skipLine(failure.line, failure.message) }
        finished = true
        return nil
    }

    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    // MARK: - Lines

    /// The input on the line; nil for a blank line or an unknown kind.
    private func input(at line: Range<Int>) throws(RecordingLineFault) -> RecordedInput? {
        try source.buffer.withUnsafeBufferPointer { (whole) throws(RecordingLineFault) -> RecordedInput? in
            let bytes = UnsafeBufferPointer(rebasing: whole[line])
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
            do throws(FlatJSONParser.Failure) { try parser.parse(bytes) } catch { throw RecordingLineFault(error.message) }
            let fields = try JSONLinesFields(parser.members, in: bytes)
            guard let kindValue = fields[.kind] else { throw RecordingLineFault(#"missing "kind""#) }
            guard case .string(let kindText) = kindValue.value else {
                throw RecordingLineFault(#"expected a string for "kind", found "# + RecordingExcerpt.of(bytes[kindValue.text]))
            }
            guard let phase = JSONLinesFields.phase(kindText, in: bytes) else {
                if let control = try control(kind: FlatJSONParser.decode(kindText, in: bytes), in: bytes) {
                    return .control(control)
                }
                problems.skippedUnknownKinds += 1
                return nil
            }
            let event = try pointerEvent(phase, fields, in: bytes)
            pointerEventsRead += 1
            return .pointer(event)
        }
    }

    private func pointerEvent(
        _ phase: PointerPhase, _ fields: JSONLinesFields, in bytes: UnsafeBufferPointer<UInt8>
    ) throws(RecordingLineFault) -> PointerEvent {
        let time = try fields.number(.t, in: bytes)
        let id = try fields.id(in: bytes)
        let x = try fields.number(.x, in: bytes)
        let y = try fields.number(.y, in: bytes)
        let pressure = try fields.number(.pressure, in: bytes)
        let pointerSource = try fields.pointerSource(in: bytes)
        let size = try fields.optionalNumber(.size, in: bytes)
        return PointerEvent(phase, id: id, x: x, y: y, time: time, pressure: pressure, source: pointerSource,
                            contactSize: size)
    }

    /// A `wheel` or `key` line (rare, so read by name); nil for any other kind.
    private func control(kind: String, in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> RecordedControl? {
        guard kind == "wheel" || kind == "key" || kind == "stall" else { return nil }
        var values: [String: FlatJSONParser.Member] = [:]
        for member in parser.members { values[FlatJSONParser.decode(member.key, in: bytes)] = member }
        func number(_ name: String) throws(RecordingLineFault) -> Double {
            guard let member = values[name] else { throw RecordingLineFault("missing \"\(name)\"") }
            guard case .number(let value) = member.value else {
                throw RecordingLineFault("expected a number for \"\(name)\", found " + RecordingExcerpt.of(bytes[member.text]))
            }
            return value
        }
        let time = try number("t")
        switch kind {
        case "wheel":
            let at = Vector2(try number("x"), try number("y"))
            let steps = try number("steps")
            var rotate = false
            switch values["rotate"]?.value {
            case .bool(let flag)?: rotate = flag
            case nil: break
            default: throw RecordingLineFault(#"expected true or false for "rotate""#)
            }
            return RecordedControl(time: time, input: .wheel(at: at, steps: steps, rotate: rotate), afterEvents: pointerEventsRead)
        case "stall":
            let until = try number("until")
            guard until.isFinite, time.isFinite, until >= time else {
                throw RecordingLineFault(#""until" must be a finite time no earlier than "t""#)
            }
            return RecordedControl(time: time, input: .stall(until: until), afterEvents: pointerEventsRead)
        default:
            guard case .string(let name)? = values["key"]?.value else { throw RecordingLineFault(#"expected a string for "key""#) }
            // A key this reader does not know (a newer writer's) is skipped like an unknown kind.
            guard let key = SessionKey(rawValue: FlatJSONParser.decode(name, in: bytes)) else { return nil }
            return RecordedControl(time: time, input: .key(key), afterEvents: pointerEventsRead)
        }
    }

    // MARK: - Header

    private static func readHeader(
        _ line: Range<Int>, source: RecordingLineSource, parser: inout FlatJSONParser
    ) throws(RecordingLineFault) -> (width: Int, height: Int) {
        try source.buffer.withUnsafeBufferPointer { (whole) throws(RecordingLineFault) -> (width: Int, height: Int) in
            let bytes = UnsafeBufferPointer(rebasing: whole[line])
            do throws(FlatJSONParser.Failure) { try parser.parse(bytes) } catch {
                throw RecordingLineFault("bad header: \(error.message)")
            }
            var format: FlatJSONParser.Value?, version: FlatJSONParser.Value?
            var width: FlatJSONParser.Value?, height: FlatJSONParser.Value?
            for member in parser.members {
                if FlatJSONParser.string(member.key, in: bytes, equals: "format") { format = member.value }
                if FlatJSONParser.string(member.key, in: bytes, equals: "version") { version = member.value }
                if FlatJSONParser.string(member.key, in: bytes, equals: "width") { width = member.value }
                if FlatJSONParser.string(member.key, in: bytes, equals: "height") { height = member.value }
            }
            guard case .string(let name)? = format,
                  FlatJSONParser.string(name, in: bytes, equals: "touch-sandbox-recording") else {
                throw RecordingLineFault(#"not a touch recording: the header lacks "format":"touch-sandbox-recording""#)
            }
            guard case .number(let number)? = version, let versionNumber = Int(exactly: number) else {
                throw RecordingLineFault(#"bad header: expected an integer for "version""#)
            }
            guard versionNumber == 1 else {
                throw RecordingLineFault("unsupported recording version \(versionNumber) (this reader knows version 1)")
            }
            func size(_ value: FlatJSONParser.Value?, _ name: String) throws(RecordingLineFault) -> Int {
                guard case .number(let number)? = value, let size = Int(exactly: number),
                      (1...RecordingLimits.maximumWindowSide).contains(size) else {
                    throw RecordingLineFault(
                        "bad header: expected an integer from 1 to \(RecordingLimits.maximumWindowSide) for \"\(name)\"")
                }
                return size
            }
            return (try size(width, "width"), try size(height, "height"))
        }
    }
}

extension JSONLinesReader {
    /// A device description was given for a recording in window pixels: say it is not used.
    func noteUnusedDevice(_ device: String) {
        problems.warn("the device description \(device) is not used: format 1 positions are window pixels already")
    }
}
