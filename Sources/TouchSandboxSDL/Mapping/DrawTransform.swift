import TouchEngine

/// A uniform scale followed by an offset: `output = point * scale + offset`.
///
/// The `Renderer` passes every position, size, radius and thickness it is given through its current
/// transform, so the app draws in scene pixels and the renderer lands them on output pixels.
public struct DrawTransform: Hashable, Sendable {
    public var scale: Double
    public var offset: Vector2

    public init(scale: Double, offset: Vector2) {
        self.scale = scale
        self.offset = offset
    }

    /// Output pixels in, output pixels out.
    public static let identity = DrawTransform(scale: 1, offset: .zero)

    @inline(__always)
    public func apply(_ point: Vector2) -> Vector2 { point * scale + offset }

    @inline(__always)
    public func apply(length: Double) -> Double { length * scale }

    public func apply(_ rect: Rect) -> Rect {
        Rect(minX: rect.minX * scale + offset.x, minY: rect.minY * scale + offset.y,
             maxX: rect.maxX * scale + offset.x, maxY: rect.maxY * scale + offset.y)
    }

    /// The inverse transform (output back to this transform's input space).
    public var inverse: DrawTransform {
        DrawTransform(scale: 1 / scale, offset: offset * (-1 / scale))
    }
}
