/// A rectangle of whole pixels: `x` and `y` its top-left pixel, `width` × `height` pixels from there. Positions are
/// 64-bit: a sprite zoomed far beyond the window has corners far beyond what SDL's 32-bit rectangles hold.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var area: Int { isEmpty ? 0 : width * height }

    /// The pixels both rectangles hold (empty, with a zero size, when they share none).
    func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether every pixel of `other` is one of these.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The rectangle moved by (`dx`, `dy`).
    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// Tiles of at most `side` × `side` pixels covering this rectangle, row by row.
    func tiles(side: Int) -> [PixelRect] {
        guard !isEmpty else { return [] }
        var tiles: [PixelRect] = []
        tiles.reserveCapacity(((width + side - 1) / side) * ((height + side - 1) / side))
        for top in stride(from: y, to: maxY, by: side) {
            for left in stride(from: x, to: maxX, by: side) {
                tiles.append(PixelRect(x: left, y: top, width: min(side, maxX - left), height: min(side, maxY - top)))
            }
        }
        return tiles
    }
}
