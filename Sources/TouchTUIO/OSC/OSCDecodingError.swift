/// Why a packet is not valid OSC 1.0, and the byte offset (from the start of the packet) where that was found.
///
/// `description` reads `byte 20: string has no terminating NUL`, so a log line can name the packet and append it.
public struct OSCDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case emptyPacket
        /// OSC packets, and every part of them, are a multiple of 4 bytes long.
        case sizeNotMultipleOfFour(Int)
        /// A value needs more bytes than are left in its message or bundle element.
        case truncated(needed: Int, available: Int)
        case unterminatedString
        /// The bytes that pad a string or blob to 4 bytes must be NUL.
        case nonZeroPadding
        case addressWithoutSlash
        /// Neither `/` (a message) nor `#bundle` (a bundle).
        case unknownPacketKind
        case typeTagsWithoutComma
        case unsupportedTypeTag(UInt8)
        case negativeBlobSize(Int32)
        /// A bundle element's size is negative, zero, not a multiple of 4, or larger than what is left.
        case invalidElementSize(Int32)
        /// Bundles nested deeper than the decoder's limit.
        case bundleTooDeep(limit: Int)
        /// Bytes left over after a message's last argument.
        case trailingBytes(Int)
    }

    public var offset: Int
    public var problem: Problem

    public init(offset: Int, _ problem: Problem) {
        self.offset = offset
        self.problem = problem
    }

    public var description: String { "byte \(offset): \(problemText)" }

    private var problemText: String {
        switch problem {
        case .emptyPacket: "empty packet"
        case .sizeNotMultipleOfFour(let size): "size \(size) is not a multiple of 4"
        case .truncated(let needed, let available): "truncated: needs \(needed) bytes, \(available) left"
        case .unterminatedString: "string has no terminating NUL"
        case .nonZeroPadding: "padding bytes are not NUL"
        case .addressWithoutSlash: "address does not start with '/'"
        case .unknownPacketKind: "neither a message (starts with '/') nor a bundle (starts with '#bundle')"
        case .typeTagsWithoutComma: "type tag string does not start with ','"
        case .unsupportedTypeTag(let tag): "type tag \(Self.show(tag)) is not supported (known: i f s b h d t T F N I)"
        case .negativeBlobSize(let size): "blob size \(size) is negative"
        case .invalidElementSize(let size): "bundle element size \(size) is not a positive multiple of 4 within the bundle"
        case .bundleTooDeep(let limit): "bundles nested more than \(limit) deep"
        case .trailingBytes(let count): "\(count) bytes left after the last argument"
        }
    }

    /// A byte as a quoted character when printable ASCII, else in hex.
    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16)
    }
}
