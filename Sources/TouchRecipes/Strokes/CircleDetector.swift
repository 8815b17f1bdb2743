import Foundation
import TouchEngine

/// Which way a stroke goes round, as seen on screen.
public enum RotationDirection: String, Sendable {
    case clockwise, counterclockwise
}

/// A circle recognised in a stroke.
public struct DetectedCircle: Hashable, Sendable {
    /// Window pixels.
    public var center: Vector2
    /// The radius of the circle with the area of the fitted ellipse, in pixels.
    public var radius: Double
    public var direction: RotationDirection
    /// How many times the whole stroke went round the centre (about 0.85 to 1.6 with the defaults).
    public var turns: Double
    /// Larger semi-axis over smaller; 1 for a true circle.
    public var axisRatio: Double
    /// 0...1: how far the stroke stayed from the nearest threshold (1 is a clean circle, near 0 is borderline).
    public var confidence: Double
}

/// Decides, when a one-finger stroke ends, whether it was a circle as people draw them.
///
/// The stroke is smoothed and resampled to equidistant points (`PreparedStroke`). When it turns more
/// than once, the one turn whose ends meet best is judged and the overshoot must stay near it. That
/// turn is fitted with an ellipse (an oval is still a circle to a user). It is a circle when the
/// ellipse is round and big enough, the stroke hugs it everywhere (polygons, stars and tails do not),
/// bends evenly (no corners), bends one way (braces, zig-zags and crosses do not), sweeps round nearly
/// once (arcs do not) and neither spirals in nor out. Every threshold is in `CircleDetectorConfiguration`.
public struct CircleDetector: Sendable {
    public var configuration: CircleDetectorConfiguration

    public init(configuration: CircleDetectorConfiguration = CircleDetectorConfiguration()) {
        self.configuration = configuration
    }

    /// Judges a sampled stroke: its landing and lifting samples are left out first (`landingTrim`, `liftTrim`).
    public func detect(_ samples: [StrokeSample]) -> DetectedCircle? {
        decide(measure(samples))
    }

    /// Judges a stroke whose times are unknown: every point is kept.
    public func detect(_ points: [Vector2]) -> DetectedCircle? {
        decide(measure(points))
    }

    private func decide(_ measurements: CircleStrokeMeasurements?) -> DetectedCircle? {
        guard let m = measurements else { return nil }
        let margins = margins(of: m)
        guard margins.allSatisfy({ $0 >= 0 }) else { return nil }
        return DetectedCircle(
            center: m.center, radius: m.radius,
            direction: m.sweep > 0 ? .clockwise : .counterclockwise,
            turns: abs(m.strokeSweep) / (2 * .pi), axisRatio: m.axisRatio,
            confidence: min(margins.min() ?? 0, 1)
        )
    }

    /// For each threshold, how far the stroke is inside it, relative to the threshold's room
    /// (negative: outside, so not a circle).
    public func margins(of m: CircleStrokeMeasurements) -> [Double] {
        let c = configuration
        let coverage = abs(m.sweep)
        return [
            (m.radius - c.minimumRadius) / c.minimumRadius,
            (c.maximumAxisRatio - m.axisRatio) / (c.maximumAxisRatio - 1),
            1 - m.residual / c.maximumResidual,
            1 - m.deviation / c.maximumDeviation,
            1 - (m.sharpestBend - 1) / (c.maximumSharpestBend - 1),
            1 - (m.secondSharpestBend - 1) / (c.maximumSecondBend - 1),
            (coverage - c.minimumSweep) / (2 * .pi - c.minimumSweep),
            (c.maximumTurns - m.turns) / (c.maximumTurns - 1),
            1 - m.backwardTurning / c.maximumBackwardTurning,
            1 - abs(m.radiusDrift) / c.maximumRadiusDrift,
            1 - m.overshootDeviation / c.maximumOvershootDeviation,
        ]
    }
}
