/// Pixels in memory: rows top to bottom, 4 bytes per pixel in R, G, B, A order, no row padding.
///
/// Images loaded from files come as this (the engine builds alpha hit-test masks from `pixels`),
/// and so do pixels read back from a renderer.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "RGBAImage needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A `width`×`height` image filled with one colour.
    public init(width: Int, height: Int, filledWith color: Color) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b; bytes[i + 3] = color.a
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The colour at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Whether every pixel is fully opaque (a photo, say): such an image drawn blended covers what lies under it.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The alpha channel alone, one byte per pixel, row by row.
    public var alphaChannel: [UInt8] {
        stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] }
    }

    /// A copy whose fully transparent pixels take the average colour of their visible neighbours
    /// (alpha unchanged). Uploading this instead of the original keeps linear filtering from pulling
    /// dark fringes into a sprite's edges.
    public func bleedingColorIntoTransparentPixels() -> RGBAImage {
        var out = self
        for y in 0..<height {
            for x in 0..<width where pixels[(y * width + x) * 4 + 3] == 0 {
                var r = 0, g = 0, b = 0, n = 0
                for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                    for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                        let j = (ny * width + nx) * 4
                        if pixels[j + 3] > 0 { r += Int(pixels[j]); g += Int(pixels[j + 1]); b += Int(pixels[j + 2]); n += 1 }
                    }
                }
                guard n > 0 else { continue }
                let i = (y * width + x) * 4
                out.pixels[i] = UInt8(r / n); out.pixels[i + 1] = UInt8(g / n); out.pixels[i + 2] = UInt8(b / n)
            }
        }
        return out
    }
}
