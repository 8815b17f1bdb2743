/// One argument of an OSC message, with the OSC 1.0 type tag that travels with it.
///
/// Covers the required tags `i f s b` and the common optional ones `h d t T F N I`; all of them are read and written.
/// `float32` keeps the value exactly as sent, NaN and infinities included: deciding what a non-finite number means is
/// the caller's business.
public enum OSCArgument: Equatable, Sendable {
    case int32(Int32)
    case float32(Float)
    case string(String)
    case blob([UInt8])
    case int64(Int64)
    case double(Double)
    case timeTag(OSCTimeTag)
    case `true`
    case `false`
    case null
    case impulse

    /// The type tag of this argument, an ASCII byte (`i` is 0x69).
    public var typeTag: UInt8 {
        switch self {
        case .int32: UInt8(ascii: "i")
        case .float32: UInt8(ascii: "f")
        case .string: UInt8(ascii: "s")
        case .blob: UInt8(ascii: "b")
        case .int64: UInt8(ascii: "h")
        case .double: UInt8(ascii: "d")
        case .timeTag: UInt8(ascii: "t")
        case .true: UInt8(ascii: "T")
        case .false: UInt8(ascii: "F")
        case .null: UInt8(ascii: "N")
        case .impulse: UInt8(ascii: "I")
        }
    }

    /// The value of a numeric argument (`i h f d`) as a Double; nil for any other tag.
    public var numberValue: Double? {
        switch self {
        case .int32(let value): Double(value)
        case .int64(let value): Double(value)
        case .float32(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The text of a string argument; nil for any other tag.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
