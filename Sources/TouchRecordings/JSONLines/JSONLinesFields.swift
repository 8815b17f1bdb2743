import TouchEngine

/// The members of one format 1 event line, by field, read without a heap allocation per line, with the
/// conversions and messages of each field.
struct JSONLinesFields {
    enum Field: CaseIterable {
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

    /// The line's members, and where each field is among them (-1: absent); indices keep this struct small.
    private let members: [FlatJSONParser.Member]
    private var t: Int8 = -1, kind: Int8 = -1, id: Int8 = -1, x: Int8 = -1, y: Int8 = -1, pressure: Int8 = -1
    private var source: Int8 = -1, size: Int8 = -1

    /// Sorts the line's members into fields; a field given twice is a fault, unknown members are ignored.
    init(_ members: [FlatJSONParser.Member], in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) {
        self.members = members
        for (index, member) in members.enumerated() where index < Int(Int8.max) {
            guard let field = Self.field(member.key, in: bytes) else { continue }
            if self[field] != nil { throw RecordingLineFault("duplicate \"\(field.name)\"") }
            setIndex(Int8(index), of: field)
        }
    }

    subscript(field: Field) -> FlatJSONParser.Member? {
        let index: Int8
        switch field {
        case .t: index = t
        case .kind: index = kind
        case .id: index = id
        case .x: index = x
        case .y: index = y
        case .pressure: index = pressure
        case .source: index = source
        case .size: index = size
        }
        return index < 0 ? nil : members[Int(index)]
    }

    private mutating func setIndex(_ index: Int8, of field: Field) {
        switch field {
        case .t: t = index
        case .kind: kind = index
        case .id: id = index
        case .x: x = index
        case .y: y = index
        case .pressure: pressure = index
        case .source: source = index
        case .size: size = index
        }
    }

    func number(_ field: Field, in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> Double {
        guard let member = self[field] else { throw RecordingLineFault("missing \"\(field.name)\"") }
        guard case .number(let value) = member.value else {
            throw RecordingLineFault("expected a number for \"\(field.name)\", found " + RecordingExcerpt.of(bytes[member.text]))
        }
        return value
    }

    /// The field's number, nil when absent or `null`.
    func optionalNumber(_ field: Field, in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> Double? {
        if self[field] == nil { return nil }
        if case .null? = self[field]?.value { return nil }
        return try number(field, in: bytes)
    }

    /// The id: a whole number of magnitude below `RecordingLimits.idMagnitudeLimit`, so the program can use it in
    /// any arithmetic (and as a Double) without overflow.
    func id(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> Int {
        let value = try number(.id, in: bytes)
        let limit = RecordingLimits.idMagnitudeLimit
        if value.magnitude < Double(limit), let id = Int(exactly: value) { return id }
        let written = RecordingExcerpt.of(bytes[self[.id]!.text])
        guard value.isFinite, value.rounded(.towardZero) == value else {
            throw RecordingLineFault(#""id" must be a whole number, found "# + written)
        }
        throw RecordingLineFault(
            #""id" \#(written) is out of range (ids are whole numbers from -\#(limit - 1) to \#(limit - 1))"#)
    }

    func pointerSource(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> PointerSource {
        guard let member = self[.source] else { throw RecordingLineFault(#"missing "source""#) }
        guard case .string(let text) = member.value else {
            throw RecordingLineFault(#"expected a string for "source", found "# + RecordingExcerpt.of(bytes[member.text]))
        }
        guard let known = Self.pointerSource(text, in: bytes) else {
            throw RecordingLineFault("unknown source " + RecordingExcerpt.quoted(FlatJSONParser.decode(text, in: bytes).utf8))
        }
        return known
    }

    // MARK: - Names compared as bytes

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

    static func phase(_ text: FlatJSONParser.StringRange, in bytes: UnsafeBufferPointer<UInt8>) -> PointerPhase? {
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
