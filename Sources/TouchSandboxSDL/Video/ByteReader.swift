/// Bounds-checked reads of integers from a file's bytes: nil past the end.
struct ByteReader {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        offset >= 0 && count >= 0 && offset <= bytes.count - count ? Array(bytes[offset..<offset + count]) : nil
    }

    func bigEndian16(at offset: Int) -> UInt16? {
        bytes(at: offset, count: 2).map { UInt16($0[0]) << 8 | UInt16($0[1]) }
    }

    func bigEndian32(at offset: Int) -> UInt32? {
        bytes(at: offset, count: 4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    func littleEndian16(at offset: Int) -> UInt16? {
        bytes(at: offset, count: 2).map { UInt16($0[1]) << 8 | UInt16($0[0]) }
    }

    func littleEndian24(at offset: Int) -> UInt32? {
        bytes(at: offset, count: 3).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
    }

    func littleEndian32(at offset: Int) -> UInt32? {
        bytes(at: offset, count: 4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
    }
}
