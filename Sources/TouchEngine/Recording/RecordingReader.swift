/// Reads a format 1 recording (JSON Lines) event by event, holding one chunk of the file in memory at a time.
///
/// Rules it keeps (INTERFACES.md, "Recording, format 1"):
/// - the first non-blank line must be the header, `"format":"touch-sandbox-recording"` with `"version":1` and a
///   positive integer `width` and `height`; anything else is refused when the reader is made;
/// - blank lines are skipped; members the reader does not know are ignored (later versions may add optional fields);
/// - `wheel` and `key` lines are read into `controls`, placed among the pointer events;
/// - a line whose `kind` is none of these is skipped and counted in `skippedUnknownKinds`;
/// - any other fault (bad JSON, a missing or mistyped field, an unknown source, a literal `NaN`) is thrown by
///   `next()` as a `RecordingError` naming the file and the 1-based line; the events returned before it stand,
///   and `next()` returns nil afterwards. Numbers too large for a double read as infinity and are left to the engine.
///
/// ```swift
/// let reader = try RecordingReader(path: "session.jsonl")
/// while let event = try reader.next() { engine.handle(event) }
/// ```
public final class RecordingReader {
    public var file: String { source.name }
    public let width: Int
    public let height: Int
    public private(set) var skippedUnknownKinds = 0
    /// Wheel turns and keys read so far.
    public private(set) var controls: [RecordedControl] = []
    private var eventsRead = 0
    private let source: RecordingLineSource
    private var parser = FlatJSONParser()
    private var finished = false

    /// Opens the file and reads its header.
    public convenience init(path: String) throws(RecordingError) {
        try self.init(source: RecordingLineSource(path: path))
    }

    /// Reads a recording already in memory; `name` stands for the file in errors.
    public convenience init(bytes: [UInt8], name: String) throws(RecordingError) {
        try self.init(source: RecordingLineSource(bytes: bytes, name: name))
    }

    init(source: RecordingLineSource) throws(RecordingError) {
        self.source = source
        if try source.sniffFormat() == .evemu {
            throw RecordingError(file: source.name, message: "this is an evemu recording, not format 1 (JSON Lines)")
        }
        var line: Range<Int>
        repeat {
            guard let next = try source.nextLine() else { throw source.error("empty file, not a touch recording") }
            line = next
        } while source.isBlank(line)
        (width, height) = try Self.header(line, source: source, parser: &parser)
    }

    /// The next event; nil at the end of the file, and after an error has been thrown.
    public func next() throws(RecordingError) -> PointerEvent? {
        guard !finished else { return nil }
        do {
            while let line = try source.nextLine() {
                if let event = try event(at: line) {
                    eventsRead += 1
                    return event
                }
            }
        } catch {
            finished = true
            throw error
        }
        finished = true
        return nil
    }

    /// Every event up to the end of the file or to the first malformed line, with that line's error.
    public func readAll() -> (events: [PointerEvent], error: RecordingError?) {
        var events: [PointerEvent] = []
        do {
            while let event = try next() { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    // MARK: - Lines

    private enum Field: CaseIterable {
        case t, kind, id, x, y, pressure, source, size
        var name: StaticString {
            switch self {
            case .t: "t"
            case .kind: "kind"
            case .id: "id"
            case .x: "x"
            case .y: "y"
            case .pressure: "pressure"
            case .source: "source"
            case .size: "size"
            }
        }
    }

    /// The event on the line, nil for a blank line or an unknown kind.
    private func event(at line: Range<Int>) throws(RecordingError) -> PointerEvent? {
        try source.buffer.withUnsafeBufferPointer { (whole) throws(RecordingError) -> PointerEvent? in
            let bytes = UnsafeBufferPointer(rebasing: whole[line])
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
            do throws(FlatJSONParser.Failure) { try parser.parse(bytes) } catch { throw source.error(error.message) }

            var values = FieldValues()
            for member in parser.members {
                guard let field = Self.field(member.key, in: bytes) else { continue }
                if values[field] != nil { throw source.error("duplicate \"\(field.name)\"") }
                values[field] = member.value
            }

            guard let kindValue = values[.kind] else { throw source.error("missing \"kind\"") }
            guard case .string(let kindText) = kindValue else { throw source.error("expected a string for \"kind\"") }
            guard let phase = Self.phase(kindText, in: bytes) else {
                if let control = try control(kind: FlatJSONParser.decode(kindText, in: bytes), in: bytes) {
                    controls.append(control)
                } else {
                    skippedUnknownKinds += 1
                }
                return nil
            }

            func number(_ field: Field) throws(RecordingError) -> Double {
                switch values[field] {
                case .number(let value)?: return value
                case nil: throw source.error("missing \"\(field.name)\"")
                default: throw source.error("expected a number for \"\(field.name)\"")
                }
            }
            let time = try number(.t)
            guard let id = Int(exactly: try number(.id)) else { throw source.error("expected an integer for \"id\"") }
            let x = try number(.x)
            let y = try number(.y)
            let pressure = try number(.pressure)
            let pointerSource: PointerSource
            switch values[.source] {
            case .string(let text)?:
                guard let known = Self.pointerSource(text, in: bytes) else {
                    throw source.error("unknown source \"\(FlatJSONParser.decode(text, in: bytes))\"")
                }
                pointerSource = known
            case nil: throw source.error("missing \"source\"")
            default: throw source.error("expected a string for \"source\"")
            }
            var size: Double?
            switch values[.size] {
            case .number(let value)?: size = value
            case nil, .null?: size = nil
            default: throw source.error("expected a number for \"size\"")
            }
            return PointerEvent(phase, id: id, x: x, y: y, time: time, pressure: pressure, source: pointerSource,
                                contactSize: size)
        }
    }

    /// A `wheel` or `key` line (rare, so read by name); nil for any other kind.
    private func control(kind: String, in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingError) -> RecordedControl? {
        guard kind == "wheel" || kind == "key" else { return nil }
        var values: [String: FlatJSONParser.Value] = [:]
        for member in parser.members { values[FlatJSONParser.decode(member.key, in: bytes)] = member.value }
        func number(_ name: String) throws(RecordingError) -> Double {
            switch values[name] {
            case .number(let value)?: return value
            case nil: throw source.error("missing \"\(name)\"")
            default: throw source.error("expected a number for \"\(name)\"")
            }
        }
        let time = try number("t")
        switch kind {
        case "wheel":
            let at = Vector2(try number("x"), try number("y"))
            let steps = try number("steps")
            var rotate = false
            switch values["rotate"] {
            case .bool(let flag)?: rotate = flag
            case nil: break
            default: throw source.error("expected true or false for \"rotate\"")
            }
            return RecordedControl(time: time, input: .wheel(at: at, steps: steps, rotate: rotate), afterEvents: eventsRead)
        default:
            guard case .string(let name)? = values["key"] else { throw source.error("expected a string for \"key\"") }
            return RecordedControl(time: time, input: .key(FlatJSONParser.decode(name, in: bytes)), afterEvents: eventsRead)
        }
    }

    /// The members of one line by field, without a heap allocation per line.
    private struct FieldValues {
        private var t, kind, id, x, y, pressure, source, size: FlatJSONParser.Value?
        subscript(field: Field) -> FlatJSONParser.Value? {
            get {
                switch field {
                case .t: t
                case .kind: kind
                case .id: id
                case .x: x
                case .y: y
                case .pressure: pressure
                case .source: source
                case .size: size
                }
            }
            set {
                switch field {
                case .t: t = newValue
                case .kind: kind = newValue
                case .id: id = newValue
                case .x: x = newValue
                case .y: y = newValue
                case .pressure: pressure = newValue
                case .source: source = newValue
                case .size: size = newValue
                }
            }
        }
    }

    private static func field(_ key: FlatJSONParser.StringRange, in bytes: UnsafeBufferPointer<UInt8>) -> Field? {
        let candidate: Field
        if key.hasEscapes {
            let name = FlatJSONParser.decode(key, in: bytes)
            return Field.allCases.first { $0.name.description == name }
        }
        switch key.end - key.start {
        case 1:
            switch bytes[key.start] {
            case UInt8(ascii: "t"): return .t
            case UInt8(ascii: "x"): return .x
            case UInt8(ascii: "y"): return .y
            default: return nil
            }
        case 2: candidate = .id
        case 4: candidate = bytes[key.start] == UInt8(ascii: "k") ? .kind : .size
        case 6: candidate = .source
        case 8: candidate = .pressure
        default: return nil
        }
        return FlatJSONParser.string(key, in: bytes, equals: candidate.name) ? candidate : nil
    }

    private static func phase(_ text: FlatJSONParser.StringRange, in bytes: UnsafeBufferPointer<UInt8>) -> PointerPhase? {
        let candidate: PointerPhase
        switch (text.hasEscapes ? 0 : text.end - text.start, text.hasEscapes ? 0 : bytes[text.start]) {
        case (4, UInt8(ascii: "m")): candidate = .move
        case (4, UInt8(ascii: "d")): candidate = .down
        case (2, _): candidate = .up
        case (6, _): candidate = .cancel
        case (0, _): return PointerPhase(rawValue: FlatJSONParser.decode(text, in: bytes))
        default: return nil
        }
        return FlatJSONParser.string(text, in: bytes, equals: candidate.name) ? candidate : nil
    }

    private static func pointerSource(
        _ text: FlatJSONParser.StringRange, in bytes: UnsafeBufferPointer<UInt8>
    ) -> PointerSource? {
        let candidate: PointerSource
        switch (text.hasEscapes ? 0 : text.end - text.start, text.hasEscapes ? 0 : bytes[text.start]) {
        case (5, UInt8(ascii: "t")): candidate = .touch
        case (5, UInt8(ascii: "m")): candidate = .mouse
        case (3, _): candidate = .pen
        case (4, _): candidate = .tuio
        case (0, _): return PointerSource(rawValue: FlatJSONParser.decode(text, in: bytes))
        default: return nil
        }
        return FlatJSONParser.string(text, in: bytes, equals: candidate.name) ? candidate : nil
    }

    // MARK: - Header

    private static func header(
        _ line: Range<Int>, source: RecordingLineSource, parser: inout FlatJSONParser
    ) throws(RecordingError) -> (width: Int, height: Int) {
        try source.buffer.withUnsafeBufferPointer { (whole) throws(RecordingError) -> (width: Int, height: Int) in
            let bytes = UnsafeBufferPointer(rebasing: whole[line])
            do throws(FlatJSONParser.Failure) { try parser.parse(bytes) } catch { throw source.error("bad header: \(error.message)") }
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
                throw source.error("not a touch recording: the header lacks \"format\":\"touch-sandbox-recording\"")
            }
            guard case .number(let number)? = version, let versionNumber = Int(exactly: number) else {
                throw source.error("bad header: expected an integer for \"version\"")
            }
            guard versionNumber == 1 else {
                throw source.error("unsupported recording version \(versionNumber) (this reader knows version 1)")
            }
            func size(_ value: FlatJSONParser.Value?, _ name: String) throws(RecordingError) -> Int {
                guard case .number(let number)? = value, let size = Int(exactly: number), size > 0 else {
                    throw source.error("bad header: expected a positive integer for \"\(name)\"")
                }
                return size
            }
            return (try size(width, "width"), try size(height, "height"))
        }
    }
}

extension PointerPhase {
    /// The phase's name in format 1, as a literal the parser can compare bytes against.
    fileprivate var name: StaticString {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        }
    }
}

extension PointerSource {
    fileprivate var name: StaticString {
        switch self {
        case .touch: "touch"
        case .mouse: "mouse"
        case .pen: "pen"
        case .tuio: "tuio"
        }
    }
}
