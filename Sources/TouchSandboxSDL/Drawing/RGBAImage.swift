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

    /// The alpha channel alone, one byte per pixel, row by row.
    public var alphaChannel: [UInt8] {
        stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] }
    }
}
