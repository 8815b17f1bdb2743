/// A rectangle on the desktop in points: where a display or a window is and how big.
public struct ScreenRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var size: PixelSize

    public init(x: Int, y: Int, size: PixelSize) {
        self.x = x
        self.y = y
        self.size = size
    }

    public var description: String { "\(size) at (\(x), \(y))" }

    /// The smallest rectangle holding both (the desktop several displays make).
    public func union(_ other: ScreenRect) -> ScreenRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + size.width, other.x + other.size.width), bottom = max(y + size.height, other.y + other.size.height)
        return ScreenRect(x: left, y: top, size: PixelSize(width: right - left, height: bottom - top))
    }
}
