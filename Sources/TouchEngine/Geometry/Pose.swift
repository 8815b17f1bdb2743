import Foundation

/// Where a sprite stands: its centre, uniform scale and rotation (radians, clockwise on screen).
///
/// A point `p` in the sprite's own frame (unscaled pixels, origin at the sprite's centre) lands on the
/// window at `center + rotate(scale * p, rotation)`.
public struct Pose: Hashable, Sendable {
    public var center: Vector2
    public var scale: Double
    public var rotation: Double

    public init(center: Vector2, scale: Double = 1, rotation: Double = 0) {
        self.center = center
        self.scale = scale
        self.rotation = rotation
    }

    public var isFinite: Bool { center.isFinite && scale.isFinite && rotation.isFinite }

    /// The window position of a point given in the sprite's own frame.
    @inline(__always)
    public func toWindow(_ local: Vector2) -> Vector2 {
        center + (local * scale).rotated(by: rotation)
    }

    /// The point in the sprite's own frame that lies under a window position.
    @inline(__always)
    public func toLocal(_ window: Vector2) -> Vector2 {
        (window - center).rotated(by: -rotation) / scale
    }

    /// Half the width and height of the axis-aligned box around a `size` sprite in this pose.
    public func boundingHalfExtents(width: Double, height: Double) -> Vector2 {
        let c = abs(cos(rotation)), s = abs(sin(rotation))
        let hw = width * scale / 2, hh = height * scale / 2
        return Vector2(hw * c + hh * s, hw * s + hh * c)
    }

    /// The axis-aligned box around a sprite of this size in this pose.
    public func bounds(width: Double, height: Double) -> Rect {
        let half = boundingHalfExtents(width: width, height: height)
        return Rect(minX: center.x - half.x, minY: center.y - half.y, maxX: center.x + half.x, maxY: center.y + half.y)
    }

    /// `rotation` in degrees, normalised to (-180, 180].
    public var rotationDegrees: Double { Angle.normalizedDegrees(rotation * 180 / .pi) }
}

/// Angle helpers shared by the scene and state formats.
public enum Angle {
    /// `degrees` brought into (-180, 180].
    public static func normalizedDegrees(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d <= -180 { d += 360 }
        if d > 180 { d -= 360 }
        return d
    }

    public static func radians(fromDegrees degrees: Double) -> Double { degrees * .pi / 180 }
}
