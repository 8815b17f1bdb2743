import Foundation

/// A strict parser for one flat JSON object — `{"key": value, ...}` whose values are strings, numbers,
/// `true`, `false` or `null` — working directly on UTF-8 bytes.
///
/// Why it exists: a format 1 recording can hold a million events (~80 MB). `JSONSerialization` or `JSONDecoder`
/// per line allocate dictionaries, boxes and strings for every line and take seconds for such a file; this parser
/// allocates nothing per line (it records byte ranges and numbers in a reused array), so a million lines parse in
/// a fraction of a second. It is not a general JSON parser and must not become one.
///
/// The rule it keeps: it accepts exactly the JSON grammar for flat objects, plus the values `NaN`, `Infinity` and
/// `-Infinity` that Python's `json` module writes for non-finite floats (read as those doubles, so an event carrying
/// one reaches the engine, which refuses and counts it). Nested objects or arrays, leading zeros, trailing commas,
/// comments, control characters in strings and invalid UTF-8 are errors with the 1-based column. Numbers are converted correctly rounded — exactly in Double for up to 16 digits and powers
/// of ten up to 22, in Float80 with a halfway check for up to 19 digits (x86-64), else by C's `strtod` in the C
/// locale — so the writer's shortest round-trip doubles read back bit for bit.
struct FlatJSONParser {
    /// A string's raw bytes between its quotes; `hasEscapes` tells whether they need decoding.
    struct StringRange {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    enum Value {
        case string(StringRange)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Member {
        var key: StringRange
        var value: Value
        /// Where the value is written in the line, for quoting it in a message.
        var text: Range<Int>
    }

    struct Failure: Error {
        /// 1-based byte column.
        var column: Int
        var reason: String
        var message: String { "invalid JSON at column \(column): \(reason)" }
    }

    /// The members of the last object parsed, in order. Reused from line to line.
    private(set) var members: [Member] = []

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        members.removeAll(keepingCapacity: true)
        var cursor = ByteCursor(bytes: bytes)
        cursor.skipWhitespace()
        try cursor.expect(UInt8(ascii: "{"), "expected '{'")
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "}") {
            cursor.index += 1
        } else {
            while true {
                guard cursor.peek == UInt8(ascii: "\"") else { throw cursor.failure("expected a key in quotes") }
                let key = try cursor.string()
                cursor.skipWhitespace()
                try cursor.expect(UInt8(ascii: ":"), "expected ':' after the key")
                cursor.skipWhitespace()
                let valueStart = cursor.index
                let value = try cursor.value()
                members.append(Member(key: key, value: value, text: valueStart..<cursor.index))
                cursor.skipWhitespace()
                if cursor.peek == UInt8(ascii: ",") {
                    cursor.index += 1
                    cursor.skipWhitespace()
                } else if cursor.peek == UInt8(ascii: "}") {
                    cursor.index += 1
                    break
                } else {
                    throw cursor.failure("expected ',' or '}'")
                }
            }
        }
        cursor.skipWhitespace()
        if cursor.index < bytes.count { throw cursor.failure("unexpected text after the object") }
    }

    /// Whether the string's bytes are exactly `literal` (a plain ASCII literal); decodes escapes only when present.
    static func string(_ range: StringRange, in bytes: UnsafeBufferPointer<UInt8>, equals literal: StaticString) -> Bool {
        if range.hasEscapes { return decode(range, in: bytes) == literal.description }
        let count = range.end - range.start
        guard count == literal.utf8CodeUnitCount else { return false }
        let other = literal.utf8Start
        for offset in 0..<count where bytes[range.start + offset] != other[offset] { return false }
        return true
    }

    /// The string's value with escapes decoded. The parser has already checked its syntax and UTF-8.
    static func decode(_ range: StringRange, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
        guard range.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = 0
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll()
        }
        func hex4(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 { value = value << 4 | UInt32(hexDigitValue(raw[at + offset]) ?? 0) }
            return value
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                flush()
                var code = hex4(index)
                index += 4
                if (0xD800..<0xDC00).contains(code), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                   raw[index + 1] == UInt8(ascii: "u") {
                    let low = hex4(index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: utf8.append(escape)  // \" \\ \/
            }
        }
        flush()
        return String(scalars)
    }
}

private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

@inline(__always)
private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

#if arch(x86_64) && !os(Windows)
/// `mantissa × 10^exponent` correctly rounded to a Double, or nil when this cannot be sure of it.
///
/// The 64-bit significand of `Float80` holds any 19-digit mantissa and any power of ten up to 10^27 exactly, so one
/// multiplication or division rounds only once. Rounding that result again to a Double is right unless it lies
/// within one Float80 unit of a Double halfway point (its 11 extra bits 0x3FF...0x401), or outside the normal
/// Double range; then nil sends the number to the C library. Seventeen-digit shortest forms take this path.
private func convertWithExtendedPrecision(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    guard exponent >= -27, exponent <= 27 else { return nil }
    let scale = extendedPowersOfTen[abs(exponent)]
    let value = exponent < 0 ? Float80(mantissa) / scale : Float80(mantissa) * scale
    let extraBits = value.significandBitPattern & 0x7FF
    guard extraBits < 0x3FF || extraBits > 0x401,
          value >= Float80(Double.leastNormalMagnitude) * 2, value <= Float80(Double.greatestFiniteMagnitude) / 2
    else { return nil }
    return Double(value)
}

private let extendedPowersOfTen: [Float80] = (0...27).map { power in
    var value: Float80 = 1
    for _ in 0..<power { value *= 10 }
    return value
}
#endif

/// Converts a number the JSON grammar accepted, correctly rounded, without making a String (whose heap
/// allocation for numbers over 15 bytes, such as `0.016666666666666666`, would dominate parsing).
private func convertSlowly(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    guard text.count < 64 else { return Double(String(decoding: text, as: UTF8.self)) }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
        for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
        buffer[text.count] = 0
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        return strtod(buffer.baseAddress!, nil)
    }
}

/// The C locale, so the decimal point is always '.', whatever locale the app set.
#if canImport(Glibc)
nonisolated(unsafe) private let cLocale = newlocale(1 << LC_NUMERIC, "C", nil)  // LC_NUMERIC_MASK is a macro
#else
nonisolated(unsafe) private let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
#endif

/// The cursor over one line's bytes.
private struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The byte at the cursor, 0 past the end (0 never starts a valid token).
    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    func failure(_ reason: String) -> FlatJSONParser.Failure {
        let found: String
        if index >= bytes.count {
            found = "end of line"
        } else if bytes[index] >= 0x21 && bytes[index] < 0x7F {
            found = "'\(Character(Unicode.Scalar(bytes[index])))'"
        } else {
            found = "byte 0x" + String(bytes[index], radix: 16)
        }
        return FlatJSONParser.Failure(column: index + 1, reason: "\(reason), found \(found)")
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ reason: String) throws(FlatJSONParser.Failure) {
        guard peek == byte else { throw failure(reason) }
        index += 1
    }

    mutating func value() throws(FlatJSONParser.Failure) -> FlatJSONParser.Value {
        switch peek {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "I"):
            try word("-Infinity"); return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "N"): try word("NaN"); return .number(.nan)
        case UInt8(ascii: "I"): try word("Infinity"); return .number(.infinity)
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "{"), UInt8(ascii: "["): throw failure("nested objects and arrays are not supported")
        default: throw failure("expected a value")
        }
    }

    private mutating func word(_ literal: StaticString) throws(FlatJSONParser.Failure) {
        let start = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount {
            guard peek == start[offset] else { throw failure("expected \(literal)") }
            index += 1
        }
    }

    /// Scans a string starting at its opening quote; leaves the cursor after the closing quote.
    mutating func string() throws(FlatJSONParser.Failure) -> FlatJSONParser.StringRange {
        index += 1
        let start = index
        var hasEscapes = false
        var hasNonASCII = false
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte >= 0x80 { hasNonASCII = true }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 1
                switch peek {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        index += 1
                        guard hexDigitValue(peek) != nil else { throw failure("expected 4 hex digits after \\u") }
                    }
                default:
                    throw failure("invalid escape")
                }
            }
            index += 1
        }
        let end = index
        index += 1
        if hasNonASCII,
           String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) == nil {
            index = start
            throw failure("invalid UTF-8 in a string")
        }
        return .init(start: start, end: end, hasEscapes: hasEscapes)
    }

    /// Scans a number by the JSON grammar and converts it, correctly rounded. One function on purpose: it runs for
    /// every number of every line of a recording, and splitting the grammar's steps would cost a call each.
    mutating func number() throws(FlatJSONParser.Failure) -> Double {
        let start = index
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else { throw failure("expected a digit") }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        @inline(__always) func accumulate(_ byte: UInt8) {
            let digit = UInt64(byte &- UInt8(ascii: "0"))
            if mantissa == 0 && digit == 0 { return }
            significantDigits += 1
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ digit }
        }
        if peek == UInt8(ascii: "0") {
            index += 1
            if isDigit(peek) { throw failure("leading zeros are not allowed") }
        } else {
            while isDigit(peek) {
                accumulate(bytes[index])
                index += 1
            }
        }
        if significantDigits > 19 { exponent += significantDigits - 19 }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw failure("expected a digit after '.'") }
            while isDigit(peek) {
                let before = significantDigits
                accumulate(bytes[index])
                if significantDigits <= 19 && (significantDigits > before || mantissa == 0) { exponent -= 1 }
                index += 1
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
                exponentNegative = peek == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(peek) else { throw failure("expected a digit in the exponent") }
            var written = 0
            while isDigit(peek) {
                if written < 100_000 { written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if significantDigits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
            return negative ? -value : value
        }
        #if arch(x86_64) && !os(Windows)
        if significantDigits <= 19, let value = convertWithExtendedPrecision(mantissa, exponent) {
            return negative ? -value : value
        }
        #endif
        guard let value = convertSlowly(UnsafeBufferPointer(rebasing: bytes[start..<index])) else {
            index = start
            throw failure("number out of range")
        }
        return value
    }
}
