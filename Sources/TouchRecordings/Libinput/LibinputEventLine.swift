/// Parses one event line of a `libinput record` file: `- [sec, usec, type, code, value]`, spaces anywhere
/// between the numbers, optionally followed by the `# EV_ABS / ABS_MT_POSITION_X 1547` comment libinput writes.
///
/// Rule: `sec` 0…999999999999 and `usec` 0…999999 (so a time in microseconds never overflows), `type` and `code`
/// 0…65535, `value` a 32-bit integer; anything else is a fault quoting at most a short excerpt of the line.
enum LibinputEventLine {
    static let usage = #"expected an event "- [sec, usec, type, code, value]""#

    /// `bytes` starts at the `-` of the line.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(RecordingLineFault) -> EvdevEvent {
        var index = 1
        skipSpaces(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { throw RecordingLineFault(usage) }
        index += 1
        // Five numbers, each followed by "," or (the last) "]"; no array, this runs for every event.
        func number(closedBy closing: UInt8) throws(RecordingLineFault) -> Int64 {
            skipSpaces(bytes, &index)
            guard let value = integer(bytes, &index) else { throw malformed(bytes) }
            skipSpaces(bytes, &index)
            guard index < bytes.count, bytes[index] == closing else { throw malformed(bytes) }
            index += 1
            return value
        }
        let comma = UInt8(ascii: ","), bracket = UInt8(ascii: "]")
        let seconds = try number(closedBy: comma), micros = try number(closedBy: comma)
        let type = try number(closedBy: comma), code = try number(closedBy: comma)
        let value = try number(closedBy: bracket)
        skipSpaces(bytes, &index)
        guard index == bytes.count || bytes[index] == UInt8(ascii: "#") else {
            throw RecordingLineFault("unexpected text after the event: " + RecordingExcerpt.quoted(bytes[index...]))
        }
        return try event(seconds: seconds, micros: micros, type: type, code: code, value: value)
    }

    private static func malformed(_ bytes: UnsafeBufferPointer<UInt8>) -> RecordingLineFault {
        RecordingLineFault(usage + ", found " + RecordingExcerpt.quoted(bytes))
    }

    private static func event(
        seconds: Int64, micros: Int64, type: Int64, code: Int64, value: Int64
    ) throws(RecordingLineFault) -> EvdevEvent {
        guard (0...999_999_999_999).contains(seconds) else {
            throw RecordingLineFault("event seconds \(seconds) out of range (0 to 999999999999)")
        }
        guard (0...999_999).contains(micros) else {
            throw RecordingLineFault("event microseconds \(micros) out of range (0 to 999999)")
        }
        guard let type = UInt16(exactly: type) else {
            throw RecordingLineFault("event type \(type) out of range (0 to 65535)")
        }
        guard let code = UInt16(exactly: code) else {
            throw RecordingLineFault("event code \(code) out of range (0 to 65535)")
        }
        guard let value = Int32(exactly: value) else {
            throw RecordingLineFault("event value \(value) out of range (a 32-bit integer)")
        }
        return EvdevEvent(time: seconds * 1_000_000 + micros, type: type, code: code, value: value)
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count && bytes[index] == 0x20 { index += 1 }
    }

    /// An optionally signed decimal of at most 18 digits (so it fits 64 bits), or nil.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Int64? {
        var negative = false
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var value: Int64 = 0
        var digits = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            guard digits < 18 else { return nil }
            value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }
}
