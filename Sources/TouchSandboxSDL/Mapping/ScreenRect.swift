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
}
