import CPNGDecoder

/// Decodes PNG files with libpng into the one RGBA buffer that both the texture and the hit-test mask are made
/// from, so what is drawn and what is hit agree for every colour type and bit depth.
///
/// SDL_image 2.6.3 is not used for PNG: for a gray image with a tRNS colour key it gets libpng's gray+alpha
/// rows but makes a 16-bit RGB565 surface of them (colours wrong, and a colour key of black from the unused
/// red/green/blue fields of the tRNS entry, so transparent pixels stay opaque); for 16-bit RGB it takes the low
/// byte of each key sample; and it truncates 16-bit samples instead of rounding them. libpng itself, asked for
/// RGBA, compares keys at the file's own bit depth and scales 16 bits with rounding (see `CPNGDecoder.h`).
enum PNGDecoder {
    /// The pixels of the PNG in `bytes`, whose IHDR declared `size` (already checked against the limits).
    static func decode(_ bytes: [UInt8], size: DeclaredSize) -> Result<RGBAImage, HeaderError> {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                message.withUnsafeMutableBufferPointer { text in
                    tsb_png_decode_rgba8(input.baseAddress, input.count, UInt32(size.width), UInt32(size.height),
                                         output.baseAddress, output.count, text.baseAddress, text.count)
                }
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(HeaderError(reason.isEmpty ? "libpng failed" : reason))
        }
        return .success(RGBAImage(width: size.width, height: size.height, pixels: pixels))
    }
}
