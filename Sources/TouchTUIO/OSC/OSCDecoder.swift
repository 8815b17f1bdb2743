/// Decodes one OSC 1.0 packet (a UDP datagram) into messages and bundles.
///
/// The rule it keeps: any byte sequence either decodes or throws an `OSCDecodingError` naming the offset at fault;
/// it never traps, never reads outside the packet, and never allocates more than the packet's own size suggests
/// (every argument consumes at least one type tag byte, every blob its own bytes). Bundles nest at most
/// `maximumBundleDepth` deep, so a hostile packet cannot exhaust the stack.
public struct OSCDecoder: Sendable {
    public var maximumBundleDepth: Int

    public init(maximumBundleDepth: Int = 8) {
        self.maximumBundleDepth = maximumBundleDepth
    }

    public func decode(_ bytes: [UInt8]) throws(OSCDecodingError) -> OSCPacket {
        guard !bytes.isEmpty else { throw OSCDecodingError(offset: 0, .emptyPacket) }
        guard bytes.count % 4 == 0 else { throw OSCDecodingError(offset: 0, .sizeNotMultipleOfFour(bytes.count)) }
        return try decodePacket(bytes, range: 0..<bytes.count, enclosingBundles: 0)
    }

    private func decodePacket(_ bytes: [UInt8], range: Range<Int>, enclosingBundles: Int) throws(OSCDecodingError) -> OSCPacket {
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "/"):
            return .message(try decodeMessage(bytes, range: range))
        case UInt8(ascii: "#"):
            return .bundle(try decodeBundle(bytes, range: range, enclosingBundles: enclosingBundles))
        default:
            throw OSCDecodingError(offset: range.lowerBound, .unknownPacketKind)
        }
    }

    private func decodeMessage(_ bytes: [UInt8], range: Range<Int>) throws(OSCDecodingError) -> OSCMessage {
        var reader = OSCByteReader(bytes, range: range)
        let address = try reader.readString()
        // OSC 1.0 asks receivers to accept messages from old senders that have no type tag string at all.
        if reader.isAtEnd { return OSCMessage(address) }
        let tagsOffset = reader.offset
        let tags = try reader.readStringBytes()
        guard tags.first == UInt8(ascii: ",") else { throw OSCDecodingError(offset: tagsOffset, .typeTagsWithoutComma) }
        var arguments: [OSCArgument] = []
        arguments.reserveCapacity(tags.count - 1)
        for (index, tag) in tags.dropFirst().enumerated() {
            arguments.append(try Self.readArgument(tag: tag, tagOffset: tagsOffset + 1 + index, from: &reader))
        }
        guard reader.isAtEnd else { throw OSCDecodingError(offset: reader.offset, .trailingBytes(reader.remaining)) }
        return OSCMessage(address, arguments)
    }

    /// One argument's value; `tagOffset` locates its tag for the error when the tag is unknown.
    private static func readArgument(
        tag: UInt8, tagOffset: Int, from reader: inout OSCByteReader
    ) throws(OSCDecodingError) -> OSCArgument {
        switch tag {
        case UInt8(ascii: "i"): .int32(Int32(bitPattern: try reader.readUInt32()))
        case UInt8(ascii: "f"): .float32(Float(bitPattern: try reader.readUInt32()))
        case UInt8(ascii: "s"): .string(try reader.readString())
        case UInt8(ascii: "b"): .blob(try reader.readBlob())
        case UInt8(ascii: "h"): .int64(Int64(bitPattern: try reader.readUInt64()))
        case UInt8(ascii: "d"): .double(Double(bitPattern: try reader.readUInt64()))
        case UInt8(ascii: "t"): .timeTag(OSCTimeTag(rawValue: try reader.readUInt64()))
        case UInt8(ascii: "T"): .true
        case UInt8(ascii: "F"): .false
        case UInt8(ascii: "N"): .null
        case UInt8(ascii: "I"): .impulse
        default: throw OSCDecodingError(offset: tagOffset, .unsupportedTypeTag(tag))
        }
    }

    private func decodeBundle(_ bytes: [UInt8], range: Range<Int>, enclosingBundles: Int) throws(OSCDecodingError) -> OSCBundle {
        guard enclosingBundles < maximumBundleDepth else {
            throw OSCDecodingError(offset: range.lowerBound, .bundleTooDeep(limit: maximumBundleDepth))
        }
        var reader = OSCByteReader(bytes, range: range)
        guard try reader.readStringBytes().elementsEqual("#bundle".utf8) else {
            throw OSCDecodingError(offset: range.lowerBound, .unknownPacketKind)
        }
        let timeTag = OSCTimeTag(rawValue: try reader.readUInt64())
        var elements: [OSCPacket] = []
        while !reader.isAtEnd {
            let sizeOffset = reader.offset
            let size = Int32(bitPattern: try reader.readUInt32())
            guard size > 0, size % 4 == 0, Int(size) <= reader.remaining else {
                throw OSCDecodingError(offset: sizeOffset, .invalidElementSize(size))
            }
            let start = reader.offset
            elements.append(try decodePacket(bytes, range: start..<start + Int(size), enclosingBundles: enclosingBundles + 1))
            try reader.skip(Int(size))
        }
        return OSCBundle(timeTag: timeTag, elements)
    }
}
