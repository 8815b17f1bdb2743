/// Reads big-endian OSC values from a range of a packet, checking every length against the end of that range.
///
/// Every failure is an `OSCDecodingError` carrying the offset of the value that could not be read.
struct OSCByteReader {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var remaining: Int { end - offset }
    var isAtEnd: Bool { offset >= end }

    mutating func readUInt32() throws(OSCDecodingError) -> UInt32 {
        try require(4)
        var value: UInt32 = 0
        for index in offset..<offset + 4 { value = value << 8 | UInt32(bytes[index]) }
        offset += 4
        return value
    }

    mutating func readUInt64() throws(OSCDecodingError) -> UInt64 {
        let high = try readUInt32()
        let low = try readUInt32()
        return UInt64(high) << 32 | UInt64(low)
    }

    /// A NUL-terminated string padded with NULs to a multiple of 4 bytes; the bytes before the NUL.
    /// Bytes that are not valid UTF-8 are replaced (U+FFFD) when turned into a `String`, never refused.
    mutating func readStringBytes() throws(OSCDecodingError) -> ArraySlice<UInt8> {
        let start = offset
        guard let terminator = bytes[start..<end].firstIndex(of: 0) else {
            throw OSCDecodingError(offset: start, .unterminatedString)
        }
        let paddedEnd = start + (terminator - start + 4) / 4 * 4
        guard paddedEnd <= end else {
            throw OSCDecodingError(offset: start, .truncated(needed: paddedEnd - start, available: end - start))
        }
        try requireZeroPadding(from: terminator + 1, to: paddedEnd)
        offset = paddedEnd
        return bytes[start..<terminator]
    }

    mutating func readString() throws(OSCDecodingError) -> String {
        String(decoding: try readStringBytes(), as: UTF8.self)
    }

    /// An int32 size, that many bytes, then NUL padding to a multiple of 4.
    mutating func readBlob() throws(OSCDecodingError) -> [UInt8] {
        let sizeOffset = offset
        let size = Int32(bitPattern: try readUInt32())
        guard size >= 0 else { throw OSCDecodingError(offset: sizeOffset, .negativeBlobSize(size)) }
        let padded = (Int(size) + 3) / 4 * 4
        try require(padded)
        let blob = Array(bytes[offset..<offset + Int(size)])
        try requireZeroPadding(from: offset + Int(size), to: offset + padded)
        offset += padded
        return blob
    }

    /// Moves past `count` bytes the caller has checked are there.
    mutating func skip(_ count: Int) throws(OSCDecodingError) {
        try require(count)
        offset += count
    }

    func require(_ count: Int) throws(OSCDecodingError) {
        guard remaining >= count else {
            throw OSCDecodingError(offset: offset, .truncated(needed: count, available: remaining))
        }
    }

    private func requireZeroPadding(from start: Int, to end: Int) throws(OSCDecodingError) {
        for index in start..<end where bytes[index] != 0 {
            throw OSCDecodingError(offset: index, .nonZeroPadding)
        }
    }
}
