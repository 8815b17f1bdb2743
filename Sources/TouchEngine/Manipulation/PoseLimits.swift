/// Keeps a solved pose within a sprite's scale limits and movement bounds.
///
/// Bounds are applied to x and y separately, using the sprite's rotated, scaled bounding box, so a
/// sprite pushed against an edge still slides along it.
public enum PoseLimits {
    /// Clamps the scale of `delta` so the pose it gives stays within `minScale...maxScale`;
    /// the centroid of the fingers stays where it is.
    public static func clampScale(_ delta: SimilarityDelta, anchorPose: Pose, options: SpriteOptions) -> SimilarityDelta {
        let lower = min(options.minScale, options.maxScale), upper = max(options.minScale, options.maxScale)
        let target = anchorPose.scale * delta.scale
        let clamped = min(max(target, lower), upper)
        guard clamped != target, anchorPose.scale > 0 else { return delta }
        var result = delta
        result.scale = clamped / anchorPose.scale
        return result
    }

    /// The rectangle a sprite's bounds must stay in, or nil when it may go anywhere.
    public static func boundsRectangle(for options: SpriteOptions, scene: Rect) -> Rect? {
        switch options.constraint {
        case .none: nil
        case .window: scene
        case .rectangle(let rect): rect
        }
    }

    /// Moves `pose` the least distance, axis by axis, that keeps its bounding box inside `rect`.
    /// A sprite larger than the rectangle along an axis is centred on it along that axis.
    public static func clampCenter(_ pose: Pose, width: Double, height: Double, inside rect: Rect) -> Pose {
        let half = pose.boundingHalfExtents(width: width, height: height)
        var result = pose
        result.center.x = clampAxis(pose.center.x, half: half.x, min: rect.minX, max: rect.maxX)
        result.center.y = clampAxis(pose.center.y, half: half.y, min: rect.minY, max: rect.maxY)
        return result
    }

    private static func clampAxis(_ value: Double, half: Double, min lower: Double, max upper: Double) -> Double {
        let low = lower + half, high = upper - half
        if low > high { return (lower + upper) / 2 }
        return Swift.min(Swift.max(value, low), high)
    }
}
