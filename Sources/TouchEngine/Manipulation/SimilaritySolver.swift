import Foundation

/// A change of pose: `p ↦ to + scale · rotate(p − from, rotation)`.
///
/// Maps the anchor centroid `from` onto the current centroid `to`, turning and scaling about it.
public struct SimilarityDelta: Equatable, Sendable {
    public var from: Vector2
    public var to: Vector2
    public var scale: Double
    public var rotation: Double

    public init(from: Vector2, to: Vector2, scale: Double, rotation: Double) {
        self.from = from
        self.to = to
        self.scale = scale
        self.rotation = rotation
    }

    public static let identity = SimilarityDelta(from: .zero, to: .zero, scale: 1, rotation: 0)

    public func apply(_ point: Vector2) -> Vector2 {
        to + ((point - from) * scale).rotated(by: rotation)
    }

    /// The pose reached by moving `pose` with this change.
    public func apply(to pose: Pose) -> Pose {
        Pose(center: apply(pose.center), scale: pose.scale * scale, rotation: pose.rotation + rotation)
    }
}

/// Finds the similarity transform (translation, rotation, uniform scale) that best keeps every
/// finger's anchor point under the finger, in the least-squares sense, restricted to the allowed gestures.
///
/// The restriction is part of the problem, not a filter on the answer: a sprite that may not rotate gets
/// the best scale with rotation fixed at zero, which differs from dropping the rotation of the free solution.
public enum SimilaritySolver {
    /// - Parameters:
    ///   - anchors: finger positions when the set of fingers last changed.
    ///   - current: the same fingers' positions now, in the same order.
    ///   - allowed: which components may change.
    ///   - pivot: the fixed point when translation is not allowed (the sprite's centre).
    public static func solve(
        anchors: [Vector2], current: [Vector2], allowed: GestureSet, pivot: Vector2
    ) -> SimilarityDelta {
        let count = min(anchors.count, current.count)
        guard count > 0 else { return .identity }
        let translates = allowed.contains(.drag)
        var anchorCentre = pivot, currentCentre = pivot
        if translates {
            var a = Vector2.zero, b = Vector2.zero
            for i in 0..<count {
                a += anchors[i]
                b += current[i]
            }
            anchorCentre = a / Double(count)
            currentCentre = b / Double(count)
        }
        let scales = allowed.contains(.pinch), rotates = allowed.contains(.rotate)
        guard (scales || rotates) && (count > 1 || !translates) else {
            return SimilarityDelta(from: anchorCentre, to: currentCentre, scale: 1, rotation: 0)
        }
        // Sums over the centred points: sxx = Σ a·b, sxy = Σ a×b, saa = Σ |a|².
        var sxx = 0.0, sxy = 0.0, saa = 0.0
        for i in 0..<count {
            let a = anchors[i] - anchorCentre, b = current[i] - currentCentre
            sxx += a.dot(b)
            sxy += a.cross(b)
            saa += a.lengthSquared
        }
        guard saa > 1e-12 else {
            return SimilarityDelta(from: anchorCentre, to: currentCentre, scale: 1, rotation: 0)
        }
        var scale = 1.0, rotation = 0.0
        switch (scales, rotates) {
        case (true, true):
            rotation = atan2(sxy, sxx)
            scale = (sxx * sxx + sxy * sxy).squareRoot() / saa
        case (true, false):
            scale = sxx / saa
        case (false, true):
            rotation = atan2(sxy, sxx)
        case (false, false):
            break
        }
        if !(scale.isFinite && scale > 1e-6) { scale = 1e-6 }
        return SimilarityDelta(from: anchorCentre, to: currentCentre, scale: scale, rotation: rotation)
    }
}
