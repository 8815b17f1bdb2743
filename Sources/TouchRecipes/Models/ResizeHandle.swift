import TouchEngine

/// The corner handle of a resizable sprite: a circle around its lower-right corner.
public struct ResizeHandle: Equatable, Sendable {
    public var sprite: SpriteHandle
    /// The sprite's lower-right corner, in window pixels (in the sprite's rotated frame).
    public var center: Vector2
    /// The touch area's radius.
    public var radius: Double
    /// The touch area's bounding square.
    public var rect: Rect { Rect(minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius, maxY: center.y + radius) }
}
