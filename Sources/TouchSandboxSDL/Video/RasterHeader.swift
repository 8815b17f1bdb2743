/// Reads the size a raster image declares in its header. Every read is bounds-checked: a short or damaged
/// header is an error message, never a crash.
enum RasterHeader {
    static func size(of bytes: [UInt8], format: ImageFormat) -> Result<DeclaredSize, HeaderError> {
        let reader = ByteReader(bytes)
        switch format {
        case .png: return png(reader)
        case .jpeg: return jpeg(reader)
        case .gif: return gif(reader)
        case .bmp: return bmp(reader)
        case .webp: return webp(reader)
        case .svg: return .failure(HeaderError("SVG has no raster header"))
        }
    }

    /// PNG: the IHDR chunk, which must come first.
    private static func png(_ reader: ByteReader) -> Result<DeclaredSize, HeaderError> {
        guard let type = reader.bytes(at: 12, count: 4), type == Array("IHDR".utf8),
              let width = reader.bigEndian32(at: 16), let height = reader.bigEndian32(at: 20)
        else { return .failure(HeaderError("not a valid PNG file (no IHDR header)")) }
        return .success(DeclaredSize(width: Int(width), height: Int(height)))
    }

    /// JPEG: the first start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC), found by walking the segments.
    private static func jpeg(_ reader: ByteReader) -> Result<DeclaredSize, HeaderError> {
        var offset = 2
        while let marker = reader.byte(at: offset) {
            guard marker == 0xFF, var code = reader.byte(at: offset + 1) else { break }
            offset += 1
            while code == 0xFF, let next = reader.byte(at: offset + 1) { offset += 1; code = next }
            offset += 1
            if code == 0x01 || (0xD0...0xD8).contains(code) { continue }  // markers without a length
            if code == 0xD9 || code == 0xDA { break }  // end of image, start of scan: no frame header before
            guard let length = reader.bigEndian16(at: offset), length >= 2 else { break }
            if (0xC0...0xCF).contains(code), ![0xC4, 0xC8, 0xCC].contains(code) {
                guard let height = reader.bigEndian16(at: offset + 3), let width = reader.bigEndian16(at: offset + 5) else { break }
                return .success(DeclaredSize(width: Int(width), height: Int(height)))
            }
            offset += Int(length)
        }
        return .failure(HeaderError("not a valid JPEG file (no frame header)"))
    }

    /// GIF: the logical screen and the first image's descriptor; the larger of each side counts.
    ///
    /// A first image whose LZW code size is over 8 is refused here, naming it: the GIF specification allows at most
    /// 8 bits a pixel, and giflib refuses such an image only as "failed to read". (SDL_image, which decoded GIF
    /// before giflib did, skipped such an image and decoded a later descriptor of any size: a 76-byte file
    /// decoded a 9721×43265 image.)
    private static func gif(_ reader: ByteReader) -> Result<DeclaredSize, HeaderError> {
        let invalid = HeaderError("not a valid GIF file (no image descriptor)")
        guard let screenWidth = reader.littleEndian16(at: 6), let screenHeight = reader.littleEndian16(at: 8),
              let flags = reader.byte(at: 10) else { return .failure(invalid) }
        var offset = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0)
        while let block = reader.byte(at: offset) {
            switch block {
            case 0x2C:
                guard let width = reader.littleEndian16(at: offset + 5), let height = reader.littleEndian16(at: offset + 7),
                      let imageFlags = reader.byte(at: offset + 9) else { return .failure(invalid) }
                let codeSizeOffset = offset + 10 + (imageFlags & 0x80 != 0 ? 3 << (Int(imageFlags & 7) + 1) : 0)
                guard let codeSize = reader.byte(at: codeSizeOffset) else { return .failure(invalid) }
                guard codeSize <= maximumGIFCodeSize else {
                    return .failure(HeaderError("not a valid GIF file (the first image's LZW code size is \(codeSize), more than \(maximumGIFCodeSize))"))
                }
                return .success(DeclaredSize(width: Int(max(width, screenWidth)), height: Int(max(height, screenHeight))))
            case 0x21:
                offset += 2
                while let size = reader.byte(at: offset), size != 0 { offset += Int(size) + 1 }
                offset += 1
            default:
                return .failure(invalid)
            }
        }
        return .failure(invalid)
    }

    /// The largest LZW code size the GIF specification allows (8 bits a pixel).
    static let maximumGIFCodeSize: UInt8 = 8

    /// BMP: the DIB header (the old 12-byte core header has 16-bit sides; the others signed 32-bit, negative
    /// height meaning top-down rows).
    private static func bmp(_ reader: ByteReader) -> Result<DeclaredSize, HeaderError> {
        let invalid = HeaderError("not a valid BMP file (no DIB header)")
        guard let headerSize = reader.littleEndian32(at: 14) else { return .failure(invalid) }
        if headerSize == 12 {
            guard let width = reader.littleEndian16(at: 18), let height = reader.littleEndian16(at: 20) else { return .failure(invalid) }
            return .success(DeclaredSize(width: Int(width), height: Int(height)))
        }
        guard let width = reader.littleEndian32(at: 18), let height = reader.littleEndian32(at: 22) else { return .failure(invalid) }
        return .success(DeclaredSize(width: Int(Int32(bitPattern: width).magnitude), height: Int(Int32(bitPattern: height).magnitude)))
    }

    /// WebP: the first chunk, lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`, the canvas size).
    private static func webp(_ reader: ByteReader) -> Result<DeclaredSize, HeaderError> {
        let invalid = HeaderError("not a valid WebP file (no VP8, VP8L or VP8X chunk)")
        guard let chunk = reader.bytes(at: 12, count: 4) else { return .failure(invalid) }
        let data = 20
        switch String(decoding: chunk, as: UTF8.self) {
        case "VP8 ":
            guard reader.bytes(at: data + 3, count: 3) == [0x9D, 0x01, 0x2A],
                  let width = reader.littleEndian16(at: data + 6), let height = reader.littleEndian16(at: data + 8) else { return .failure(invalid) }
            return .success(DeclaredSize(width: Int(width & 0x3FFF), height: Int(height & 0x3FFF)))
        case "VP8L":
            guard reader.byte(at: data) == 0x2F, let bits = reader.littleEndian32(at: data + 1) else { return .failure(invalid) }
            return .success(DeclaredSize(width: Int(bits & 0x3FFF) + 1, height: Int((bits >> 14) & 0x3FFF) + 1))
        case "VP8X":
            guard let width = reader.littleEndian24(at: data + 4), let height = reader.littleEndian24(at: data + 7) else { return .failure(invalid) }
            return .success(DeclaredSize(width: Int(width) + 1, height: Int(height) + 1))
        default:
            return .failure(invalid)
        }
    }
}

/// Why a header could not be read.
struct HeaderError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
