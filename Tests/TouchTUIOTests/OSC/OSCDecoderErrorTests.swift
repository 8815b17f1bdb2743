import Testing
import TouchTUIO

/// Broken packets are refused with the problem and the byte offset where it was found, never a crash.
@Suite struct OSCDecoderErrorTests {
    static func error(_ bytes: [UInt8], decoder: OSCDecoder = OSCDecoder()) -> OSCDecodingError? {
        do {
            _ = try decoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// `/a` `,i` 7: a valid 12-byte message the cases below damage.
    static let valid: [UInt8] = [0x2F, 0x61, 0, 0, 0x2C, 0x69, 0, 0, 0, 0, 0, 7]

    @Test func emptyAndOddSizedPacketsAreRefused() {
        #expect(Self.error([]) == OSCDecodingError(offset: 0, .emptyPacket))
        #expect(Self.error(Array(Self.valid.prefix(10))) == OSCDecodingError(offset: 0, .sizeNotMultipleOfFour(10)))
    }

    @Test func aMissingArgumentIsTruncation() {
        #expect(Self.error(Array(Self.valid.prefix(8))) == OSCDecodingError(offset: 8, .truncated(needed: 4, available: 0)))
    }

    @Test func aPacketThatIsNeitherMessageNorBundleIsRefused() {
        #expect(Self.error([0x61, 0, 0, 0]) == OSCDecodingError(offset: 0, .unknownPacketKind))
        #expect(Self.error(Array("#bundlX\0".utf8) + [0, 0, 0, 0, 0, 0, 0, 1]) == OSCDecodingError(offset: 0, .unknownPacketKind))
    }

    @Test func aStringWithoutNulIsRefused() {
        #expect(Self.error([0x2F, 0x61, 0x62, 0x63]) == OSCDecodingError(offset: 0, .unterminatedString))
        // The type tags claim a string argument that runs to the end of the packet.
        #expect(Self.error([0x2F, 0x61, 0, 0, 0x2C, 0x73, 0, 0, 0x61, 0x62, 0x63, 0x64])
                == OSCDecodingError(offset: 8, .unterminatedString))
    }

    @Test func paddingThatIsNotNulIsRefused() {
        #expect(Self.error([0x2F, 0x61, 0, 0x20, 0x2C, 0x69, 0, 0, 0, 0, 0, 7]) == OSCDecodingError(offset: 3, .nonZeroPadding))
    }

    @Test func typeTagsMustStartWithAComma() {
        #expect(Self.error([0x2F, 0x61, 0, 0, 0x69, 0, 0, 0, 0, 0, 0, 7]) == OSCDecodingError(offset: 4, .typeTagsWithoutComma))
    }

    @Test func anUnknownTypeTagIsNamedAtItsOwnByte() throws {
        let error = try #require(Self.error([0x2F, 0x61, 0, 0, 0x2C, 0x69, 0x78, 0, 0, 0, 0, 7]))
        #expect(error == OSCDecodingError(offset: 6, .unsupportedTypeTag(0x78)))
        #expect(error.description == "byte 6: type tag 'x' is not supported (known: i f s b h d t T F N I)")
    }

    @Test func bytesAfterTheLastArgumentAreRefused() {
        #expect(Self.error(Self.valid + [0, 0, 0, 0]) == OSCDecodingError(offset: 12, .trailingBytes(4)))
    }

    @Test func blobSizesAreChecked() {
        let header: [UInt8] = [0x2F, 0x62, 0, 0, 0x2C, 0x62, 0, 0]
        #expect(Self.error(header + [0xFF, 0xFF, 0xFF, 0xFF]) == OSCDecodingError(offset: 8, .negativeBlobSize(-1)))
        #expect(Self.error(header + [0x7F, 0xFF, 0xFF, 0xFF]) == OSCDecodingError(offset: 12, .truncated(needed: 0x8000_0000, available: 0)))
        #expect(Self.error(header + [0, 0, 0, 5, 1, 2, 3, 4]) == OSCDecodingError(offset: 12, .truncated(needed: 8, available: 4)))
    }

    static let bundleHeader: [UInt8] = Array("#bundle\0".utf8) + [0, 0, 0, 0, 0, 0, 0, 1]

    @Test func bundleElementSizesAreChecked() {
        for size: [UInt8] in [[0, 0, 0, 0], [0, 0, 0, 13], [0, 0, 0, 16], [0x80, 0, 0, 0], [0, 0, 0, 6]] {
            let bytes = Self.bundleHeader + size + Self.valid
            #expect(Self.error(bytes) == OSCDecodingError(
                offset: 16, .invalidElementSize(Int32(bitPattern: UInt32(size[0]) << 24 | UInt32(size[3])))))
        }
        #expect(Self.error(Self.bundleHeader + [0, 0, 0]) == OSCDecodingError(offset: 0, .sizeNotMultipleOfFour(19)))
    }

    @Test func anEmptyBundleIsValid() throws {
        #expect(try OSCDecoder().decode(Self.bundleHeader) == .bundle(OSCBundle(timeTag: .immediately, [])))
    }

    @Test func anErrorInsideABundleElementIsLocatedInThePacket() {
        let bytes = Self.bundleHeader + [0, 0, 0, 12] + [0x2F, 0x61, 0, 0, 0x2C, 0x7A, 0, 0, 0, 0, 0, 7]
        #expect(Self.error(bytes) == OSCDecodingError(offset: 25, .unsupportedTypeTag(0x7A)))
    }

    /// Bundles within bundles beyond the limit would only serve to exhaust the stack.
    @Test func bundlesNestedTooDeepAreRefused() throws {
        func nested(_ depth: Int) -> [UInt8] {
            var bytes = Self.valid
            for _ in 0..<depth {
                let size = UInt32(bytes.count)
                bytes = Self.bundleHeader + [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + bytes
            }
            return bytes
        }
        let decoder = OSCDecoder(maximumBundleDepth: 3)
        _ = try decoder.decode(nested(3))
        #expect(Self.error(nested(4), decoder: decoder) == OSCDecodingError(offset: 60, .bundleTooDeep(limit: 3)))
        #expect(Self.error(nested(10_000)) == OSCDecodingError(offset: 160, .bundleTooDeep(limit: 8)))
    }
}
