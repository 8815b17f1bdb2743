/// One line of an evemu file, understood.
enum EvemuLine {
    case blank
    /// A `#` comment; before the first event it may describe the device (see `EvemuDescriptionCollector`).
    case comment
    case event(EvdevEvent)
    case axis(code: UInt16, EvdevAxisInfo)
    case name(String)
    /// `I: <bus> <vendor> <product> <version>`, four hex numbers.
    case identity(TouchDeviceIdentity)
    /// A malformed `I:` line, `P:`, `B:` or any other capital-letter line describing the device; not needed for replay.
    case otherDescription
}

/// Parses single lines of the text `evemu-record` and `evemu-describe` write.
///
/// The format, line by line:
/// - `# ...` comments;
/// - `N: <name>`, `I: <bus> <vendor> <product> <version>`, `P: <property bytes>`, `B: <type> <bit bytes>`, and any
///   other `X:` line: device description; of these `N:` and `I:` are used;
/// - `A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`: an absolute axis (older evemu writes no resolution);
/// - `E: <sec>.<usec> <type hex> <code hex> <value decimal>`, optionally followed by a `# ...` comment: one event.
///
/// A line that fits none of these, or an `A:`/`E:` line with bad fields, is a fault whose message quotes at most a
/// short excerpt of the line.
enum EvemuLineParser {
    static let eventUsage = #"expected "E: <seconds>.<microseconds> <type> <code> <value>""#
    static let axisUsage = #"expected "A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]""#

    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> EvemuLine {
        var tokens = TokenScanner(line)
        guard let first = tokens.next() else { return .blank }
        let firstByte = line[first.lowerBound]
        if firstByte == UInt8(ascii: "#") { return .comment }
        guard first.count >= 2, line[first.lowerBound + 1] == UInt8(ascii: ":"),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(firstByte) else {
            throw RecordingLineFault(
                "unrecognised line " + RecordingExcerpt.quoted(line)
                    + ##" (expected "E:", "A:", another "X:" line or a "#" comment)"##)
        }
        // "E:" may be glued to its first field ("E:0.1"); split it off.
        if first.count > 2 { tokens.restart(at: first.lowerBound + 2) }
        switch firstByte {
        case UInt8(ascii: "E"): return .event(try event(line, &tokens))
        case UInt8(ascii: "A"): return try axis(line, &tokens)
        case UInt8(ascii: "N"):
            let start = tokens.peek()?.lowerBound ?? line.count
            var end = line.count
            while end > start && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
            return .name(String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self))
        case UInt8(ascii: "I"):
            var numbers: [Int] = []
            while let field = tokens.next(), numbers.count < 4, let number = hex(line[field]) { numbers.append(Int(number)) }
            guard numbers.count == 4 else { return .otherDescription }
            return .identity(TouchDeviceIdentity(bus: numbers[0], vendor: numbers[1], product: numbers[2], version: numbers[3]))
        default: return .otherDescription
        }
    }

    private static func event(_ line: UnsafeBufferPointer<UInt8>, _ tokens: inout TokenScanner) throws(RecordingLineFault) -> EvdevEvent {
        guard let timeField = tokens.next(), let typeField = tokens.next(), let codeField = tokens.next(),
              let valueField = tokens.next() else { throw RecordingLineFault(eventUsage) }
        if let extra = tokens.next(), line[extra.lowerBound] != UInt8(ascii: "#") { throw RecordingLineFault(eventUsage) }
        guard let time = microseconds(line[timeField]) else {
            throw RecordingLineFault("bad event time \(RecordingExcerpt.quoted(line[timeField])); \(eventUsage)")
        }
        guard let type = hex(line[typeField]) else {
            throw RecordingLineFault("bad event type \(RecordingExcerpt.quoted(line[typeField])) (4 hex digits)")
        }
        guard let code = hex(line[codeField]) else {
            throw RecordingLineFault("bad event code \(RecordingExcerpt.quoted(line[codeField])) (4 hex digits)")
        }
        guard let value = decimal(line[valueField]) else {
            throw RecordingLineFault("bad event value \(RecordingExcerpt.quoted(line[valueField])) (a 32-bit decimal integer)")
        }
        return EvdevEvent(time: time, type: type, code: code, value: value)
    }

    private static func axis(_ line: UnsafeBufferPointer<UInt8>, _ tokens: inout TokenScanner) throws(RecordingLineFault) -> EvemuLine {
        guard let codeField = tokens.next(), let code = hex(line[codeField]) else { throw RecordingLineFault(axisUsage) }
        var numbers: [Int32] = []
        while let field = tokens.next() {
            guard numbers.count < 5, let number = decimal(line[field]) else { throw RecordingLineFault(axisUsage) }
            numbers.append(number)
        }
        guard numbers.count >= 4 else { throw RecordingLineFault(axisUsage) }
        let resolution = numbers.count == 5 ? numbers[4] : 0
        guard resolution >= 0 else {
            throw RecordingLineFault("negative resolution \(resolution) for \(EvdevCode.absoluteAxisName(code)); \(axisUsage)")
        }
        return .axis(code: code, EvdevAxisInfo(minimum: numbers[0], maximum: numbers[1], resolution: resolution))
    }

    // MARK: - Fields

    /// `sec.usec` (1 to 12 digits of seconds, up to 9 of fraction, kept to the microsecond) in microseconds.
    static func microseconds<Bytes: Collection>(_ bytes: Bytes) -> Int64? where Bytes.Element == UInt8 {
        var seconds: Int64 = 0
        var secondDigits = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
            guard secondDigits < 12 else { return nil }
            seconds = seconds * 10 + Int64(digit)
            secondDigits += 1
            index = bytes.index(after: index)
        }
        guard secondDigits >= 1 else { return nil }
        var micros: Int64 = 0
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            index = bytes.index(after: index)
            var fractionDigits = 0
            while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
                guard fractionDigits < 9 else { return nil }
                if fractionDigits < 6 { micros = micros * 10 + Int64(digit) }
                fractionDigits += 1
                index = bytes.index(after: index)
            }
            guard fractionDigits >= 1, index == bytes.endIndex else { return nil }
            for _ in fractionDigits..<max(fractionDigits, 6) { micros *= 10 }
        }
        return seconds * 1_000_000 + micros
    }

    /// 1 to 4 hex digits.
    static func hex<Bytes: Collection>(_ bytes: Bytes) -> UInt16? where Bytes.Element == UInt8 {
        guard (1...4).contains(bytes.count) else { return nil }
        var value: UInt16 = 0
        for byte in bytes {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// An optionally signed decimal that fits 32 bits; leading zeros allowed (`-001`, as evemu writes -1).
    static func decimal<Bytes: Collection>(_ bytes: Bytes) -> Int32? where Bytes.Element == UInt8 {
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard let digit = digitValue(byte) else { return nil }
            value = value * 10 + Int64(digit)
            if value > Int64(Int32.max) + 1 { return nil }
        }
        return Int32(exactly: negative ? -value : value)
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        byte &- UInt8(ascii: "0") < 10 ? byte &- UInt8(ascii: "0") : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The space- or tab-separated words of one line, found one at a time without allocating.
struct TokenScanner {
    private let line: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
    }

    mutating func restart(at index: Int) {
        self.index = index
    }

    func peek() -> Range<Int>? {
        var copy = self
        return copy.next()
    }

    mutating func next() -> Range<Int>? {
        while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
        let start = index
        while index < line.count && line[index] != 0x20 && line[index] != 0x09 { index += 1 }
        return index > start ? start..<index : nil
    }
}
