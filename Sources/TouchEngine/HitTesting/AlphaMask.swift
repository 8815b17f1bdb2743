/// Which pixels of an image catch touches: one bit per pixel, set where alpha is at or above a threshold.
///
/// Built once per image and threshold and shared by every sprite that uses that image.
public final class AlphaMask: Sendable {
    public let width: Int
    public let height: Int
    private let wordsPerRow: Int
    private let bits: [UInt64]

    /// Builds a mask from 8-bit alpha values, row by row (`alpha.count == width * height`).
    public init(width: Int, height: Int, alpha: [UInt8], threshold: Double) {
        precondition(alpha.count == width * height, "alpha must hold width × height values")
        self.width = width
        self.height = height
        wordsPerRow = (width + 63) / 64
        let cutoff = Self.cutoff(for: threshold)
        var bits = [UInt64](repeating: 0, count: max(1, wordsPerRow * height))
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where Int(alpha[row + x]) >= cutoff {
                bits[y * wordsPerRow + x >> 6] |= 1 << UInt64(x & 63)
            }
        }
        self.bits = bits
    }

    /// Builds a mask from a predicate on pixel coordinates (used for shapes drawn in code and in tests).
    public convenience init(width: Int, height: Int, isOpaque: (Int, Int) -> Bool) {
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width where isOpaque(x, y) { alpha[y * width + x] = 255 } }
        self.init(width: width, height: height, alpha: alpha, threshold: 0.5)
    }

    /// The smallest 8-bit alpha that counts as opaque for a 0...1 threshold.
    public static func cutoff(for threshold: Double) -> Int {
        guard threshold.isFinite else { return 128 }
        // Clamped to 0...1 before the conversion, so no threshold can trap it.
        return Int((min(1, max(0, threshold)) * 255).rounded(.up))
    }

    @inline(__always)
    public func isOpaque(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return bits[y * wordsPerRow + x >> 6] & (1 << UInt64(x & 63)) != 0
    }

    /// Bytes the mask's bits occupy.
    public var byteCount: Int { bits.count * MemoryLayout<UInt64>.size }
}
