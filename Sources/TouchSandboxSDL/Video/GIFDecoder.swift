import CGIFDecoder

/// Decodes the first image of a GIF file with giflib into the RGBA buffer that both the texture and the hit-test
/// mask are made from.
///
/// SDL_image 2.6.3's GIF decoder is not used: a well-formed 45-byte GIF (found by the image fuzz target, kept in
/// `Fuzz/Regressions/image/`) crashes it inside its LZW decoding, and no header check can tell such a file apart.
/// giflib is the library GIF decoding is done with elsewhere on Linux; the image keeps the size SDL_image gave it
/// (the first image's own, see `CGIFDecoder.h`).
enum GIFDecoder {
    /// The first image of the GIF in `bytes`, whose header declared `size` (already checked against the limits);
    /// an image larger than that is refused.
    static func decode(_ bytes: [UInt8], size: DeclaredSize) -> Result<RGBAImage, HeaderError> {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                message.withUnsafeMutableBufferPointer { text in
                    tsb_gif_decode_first_image_rgba8(input.baseAddress, input.count, output.baseAddress, output.count,
                                                     &width, &height, text.baseAddress, text.count)
                }
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(HeaderError(reason.isEmpty ? "giflib failed" : reason))
        }
        let count = Int(width) * Int(height) * 4
        if count < pixels.count { pixels.removeSubrange(count...) }
        return .success(RGBAImage(width: Int(width), height: Int(height), pixels: pixels))
    }
}
