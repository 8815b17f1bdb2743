/// Reads the lines of an `evemu-record` file into its device description and its raw events.
///
/// The format, line by line:
/// - `# ...` comments. Before the first event they describe the device; this parser takes the axis ranges from
///   `#     Event code 53 (ABS_MT_POSITION_X)` followed by `#       Min  0` / `#       Max  4095` lines
///   (under `#   Event type 3 (EV_ABS)`), and the name from `# Input device name: "..."`.
/// - `N: <name>`, `I: <bus> <vendor> <product> <version>`, `P: <property bytes>`, `B: <type> <bit bytes>`, and any
///   other `X:` line: device description; only `N:` is used, the others are skipped.
/// - `A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`: an absolute axis.
/// - `E: <sec>.<usec> <type hex> <code hex> <value decimal>`, optionally followed by a `# ...` comment: one event.
///
/// A line that fits none of these, or an `A:`/`E:` line with bad fields, stops the parser with an error naming
/// the line; the events before it are kept.
struct EvemuTextParser {
    var deviceName: String?
    /// Ranges from `A:` lines.
    var declaredRanges: [UInt16: EvdevAxisRange] = [:]
    /// Ranges from the commented device description.
    var commentedRanges: [UInt16: EvdevAxisRange] = [:]
    var events: [EvdevEvent] = []
    var error: RecordingError?

    private var commentedType: Int?
    private var commentedCode: UInt16?
    private var commentedMinimum: Int32?
    private var nameFromComment: String?

    /// Reads the whole source. Throws only when the file is refused as a whole (not an evemu recording).
    init(source: RecordingLineSource) throws(RecordingError) {
        if try source.sniffFormat() != .evemu {
            throw RecordingError(file: source.name, message: "not an evemu recording (the first line is not \"# EVEMU\")")
        }
        do {
            while let line = try source.nextLine() {
                try source.buffer.withUnsafeBufferPointer { (whole) throws(RecordingError) in
                    try parse(UnsafeBufferPointer(rebasing: whole[line]), source: source)
                }
            }
        } catch {
            self.error = error
        }
        if deviceName == nil { deviceName = nameFromComment }
    }

    private mutating func parse(_ line: UnsafeBufferPointer<UInt8>, source: RecordingLineSource) throws(RecordingError) {
        let tokens = Self.tokens(line)
        guard let first = tokens.first else { return }
        let firstByte = line[first.lowerBound]
        if firstByte == UInt8(ascii: "#") {
            if events.isEmpty { readComment(line, tokens: tokens) }
            return
        }
        guard first.lowerBound + 1 < line.count, line[first.lowerBound + 1] == UInt8(ascii: ":"),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(firstByte) else {
            throw source.error("unrecognised line (expected \"E:\", \"A:\", another \"X:\" line or a \"#\" comment)")
        }
        // "E:" may be glued to its first field ("E:0.1"); split it off.
        var fields = tokens
        if first.count > 2 {
            fields[0] = (first.lowerBound + 2)..<first.upperBound
        } else {
            fields.removeFirst()
        }
        switch firstByte {
        case UInt8(ascii: "E"): try readEvent(line, fields: fields, source: source)
        case UInt8(ascii: "A"): try readAxis(line, fields: fields, source: source)
        case UInt8(ascii: "N"):
            let start = fields.first?.lowerBound ?? line.count
            let name = String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self)
            deviceName = name.trimmingSpaces
        default: break
        }
    }

    private mutating func readEvent(
        _ line: UnsafeBufferPointer<UInt8>, fields: [Range<Int>], source: RecordingLineSource
    ) throws(RecordingError) {
        let usage = "expected \"E: <seconds>.<microseconds> <type> <code> <value>\""
        guard fields.count >= 4, fields.count == 4 || line[fields[4].lowerBound] == UInt8(ascii: "#") else {
            throw source.error(usage)
        }
        guard let time = Self.microseconds(line[fields[0]]) else {
            throw source.error("bad event time \"\(Self.text(line[fields[0]]))\"; \(usage)")
        }
        guard let type = Self.hex(line[fields[1]]) else {
            throw source.error("bad event type \"\(Self.text(line[fields[1]]))\" (4 hex digits)")
        }
        guard let code = Self.hex(line[fields[2]]) else {
            throw source.error("bad event code \"\(Self.text(line[fields[2]]))\" (4 hex digits)")
        }
        guard let value = Self.decimal(line[fields[3]]) else {
            throw source.error("bad event value \"\(Self.text(line[fields[3]]))\" (a 32-bit decimal integer)")
        }
        events.append(EvdevEvent(time: time, type: type, code: code, value: value))
    }

    private mutating func readAxis(
        _ line: UnsafeBufferPointer<UInt8>, fields: [Range<Int>], source: RecordingLineSource
    ) throws(RecordingError) {
        let usage = "expected \"A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]\""
        guard fields.count == 5 || fields.count == 6, let code = Self.hex(line[fields[0]]) else {
            throw source.error(usage)
        }
        var numbers: [Int32] = []
        for field in fields.dropFirst() {
            guard let number = Self.decimal(line[field]) else { throw source.error(usage) }
            numbers.append(number)
        }
        declaredRanges[code] = EvdevAxisRange(minimum: numbers[0], maximum: numbers[1])
    }

    /// Takes axis ranges and the device name from the commented description before the first event.
    private mutating func readComment(_ line: UnsafeBufferPointer<UInt8>, tokens: [Range<Int>]) {
        // The "#" may stand alone or be glued to the first word.
        var words = tokens.map { Self.text(line[$0]) }
        if words[0] == "#" { words.removeFirst() } else { words[0].removeFirst() }
        guard let keyword = words.first else { return }
        switch keyword {
        case "Event" where words.count >= 3 && words[1] == "type":
            commentedType = Int(words[2])
            commentedCode = nil
        case "Event" where words.count >= 3 && words[1] == "code":
            commentedCode = UInt16(words[2])
            commentedMinimum = nil
        case "Min" where words.count >= 2:
            commentedMinimum = Int32(words[1])
        case "Max" where words.count >= 2:
            guard commentedType == nil || commentedType == Int(EvdevType.absolute),
                  let code = commentedCode, let minimum = commentedMinimum, let maximum = Int32(words[1]) else { return }
            commentedRanges[code] = EvdevAxisRange(minimum: minimum, maximum: maximum)
        case "Input" where words.count >= 4 && words[1] == "device" && words[2] == "name:":
            var name = words[3...].joined(separator: " ")
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
            nameFromComment = name
        default: break
        }
    }

    // MARK: - Fields

    private static func tokens(_ line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = 0
        while index < line.count {
            while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
            let start = index
            while index < line.count && line[index] != 0x20 && line[index] != 0x09 { index += 1 }
            if index > start { tokens.append(start..<index) }
        }
        return tokens
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `sec.usec` (1 to 12 digits of seconds, up to 9 of fraction, kept to the microsecond) in microseconds.
    static func microseconds(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        var seconds: Int64 = 0
        var secondDigits = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
            seconds = seconds * 10 + Int64(digit)
            secondDigits += 1
            index += 1
        }
        guard (1...12).contains(secondDigits) else { return nil }
        var micros: Int64 = 0
        if index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            index += 1
            var fractionDigits = 0
            while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
                if fractionDigits < 6 { micros = micros * 10 + Int64(digit) }
                fractionDigits += 1
                index += 1
            }
            guard (1...9).contains(fractionDigits), index == bytes.endIndex else { return nil }
            for _ in fractionDigits..<max(fractionDigits, 6) { micros *= 10 }
        }
        return seconds * 1_000_000 + micros
    }

    /// 1 to 4 hex digits.
    static func hex(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt16? {
        guard (1...4).contains(bytes.count) else { return nil }
        var value: UInt16 = 0
        for byte in bytes {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// An optionally signed decimal that fits 32 bits; leading zeros allowed (`-001`, as evemu writes -1).
    static func decimal(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int32? {
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
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

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
