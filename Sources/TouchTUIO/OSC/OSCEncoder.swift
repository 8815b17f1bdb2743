/// Writes OSC 1.0 packets: big-endian numbers, NUL-terminated strings and blobs padded to 4 bytes, bundles
/// with an int32 size before each element.
///
/// The rule it keeps: `size(of:)` is exactly the length `encode` produces, so a sender can plan packets
/// against a byte budget before writing them.
public enum OSCEncoder {
    public static func encode(_ packet: OSCPacket) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size(of: packet))
        append(packet, to: &bytes)
        return bytes
    }

    public static func encode(_ message: OSCMessage) -> [UInt8] { encode(.message(message)) }
    public static func encode(_ bundle: OSCBundle) -> [UInt8] { encode(.bundle(bundle)) }

    public static func size(of packet: OSCPacket) -> Int {
        switch packet {
        case .message(let message): size(of: message)
        case .bundle(let bundle): size(of: bundle)
        }
    }

    public static func size(of message: OSCMessage) -> Int {
        stringSize(message.address) + paddedStringSize(1 + message.arguments.count)
            + message.arguments.reduce(0) { $0 + size(of: $1) }
    }

    public static func size(of bundle: OSCBundle) -> Int {
        16 + bundle.elements.reduce(0) { $0 + 4 + size(of: $1) }
    }

    private static func size(of argument: OSCArgument) -> Int {
        switch argument {
        case .int32, .float32: 4
        case .int64, .double, .timeTag: 8
        case .string(let text): stringSize(text)
        case .blob(let bytes): 4 + (blobLength(bytes) + 3) / 4 * 4
        case .true, .false, .null, .impulse: 0
        }
    }

    private static func append(_ packet: OSCPacket, to bytes: inout [UInt8]) {
        switch packet {
        case .message(let message):
            appendString(message.address.utf8, to: &bytes)
            appendString([UInt8(ascii: ",")] + message.arguments.map(\.typeTag), to: &bytes)
            for argument in message.arguments { append(argument, to: &bytes) }
        case .bundle(let bundle):
            appendString("#bundle".utf8, to: &bytes)
            appendUInt64(bundle.timeTag.rawValue, to: &bytes)
            for element in bundle.elements {
                appendUInt32(UInt32(size(of: element)), to: &bytes)
                append(element, to: &bytes)
            }
        }
    }

    private static func append(_ argument: OSCArgument, to bytes: inout [UInt8]) {
        switch argument {
        case .int32(let value): appendUInt32(UInt32(bitPattern: value), to: &bytes)
        case .float32(let value): appendUInt32(value.bitPattern, to: &bytes)
        case .string(let text): appendString(text.utf8, to: &bytes)
        case .blob(let blob):
            let length = blobLength(blob)
            appendUInt32(UInt32(length), to: &bytes)
            bytes.append(contentsOf: blob.prefix(length))
            bytes.append(contentsOf: repeatElement(0, count: (4 - length % 4) % 4))
        case .int64(let value): appendUInt64(UInt64(bitPattern: value), to: &bytes)
        case .double(let value): appendUInt64(value.bitPattern, to: &bytes)
        case .timeTag(let tag): appendUInt64(tag.rawValue, to: &bytes)
        case .true, .false, .null, .impulse: break
        }
    }

    /// The bytes up to the first NUL, a NUL, and NULs up to a multiple of 4.
    private static func appendString<Bytes: Collection<UInt8>>(_ text: Bytes, to bytes: inout [UInt8]) {
        let content = text.prefix { $0 != 0 }
        bytes.append(contentsOf: content)
        bytes.append(contentsOf: repeatElement(0, count: 4 - content.count % 4))
    }

    private static func stringSize(_ text: String) -> Int { paddedStringSize(text.utf8.prefix { $0 != 0 }.count) }

    /// A string of `length` bytes with its NUL, padded to 4.
    private static func paddedStringSize(_ length: Int) -> Int { (length + 4) / 4 * 4 }

    /// A blob longer than an int32 size can say is cut to that size (no UDP datagram comes near it).
    private static func blobLength(_ blob: [UInt8]) -> Int { min(blob.count, Int(Int32.max)) }

    private static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    private static func appendUInt64(_ value: UInt64, to bytes: inout [UInt8]) {
        appendUInt32(UInt32(truncatingIfNeeded: value >> 32), to: &bytes)
        appendUInt32(UInt32(truncatingIfNeeded: value), to: &bytes)
    }
}
