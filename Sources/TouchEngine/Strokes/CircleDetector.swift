import Foundation

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
    /// How many turns the stroke made around the centre (about 0.83 to 1.45 with the defaults).
    public var turns: Double
    /// Larger semi-axis over smaller; 1 for a true circle.
    public var axisRatio: Double
    /// 0...1: how far the stroke stayed from the nearest threshold (1 is a clean circle, near 0 is borderline).
    public var confidence: Double
}

/// What `CircleDetector` measures on a stroke, before it applies its thresholds.
public struct CircleStrokeMeasurements: Hashable, Sendable {
    public var center: Vector2
    public var radius: Double
    public var axisRatio: Double
    /// RMS relative radial distance of the resampled stroke from the fitted ellipse.
    public var residual: Double
    /// Largest relative radial distance from the fitted ellipse.
    public var deviation: Double
    /// Signed angle swept around the centre; positive is clockwise on screen.
    public var sweep: Double
    /// The share of the swept angle that went against `sweep`'s sign.
    public var backwardSweep: Double
    /// Relative radius change from start to end along the sweep (regression slope × sweep).
    public var radiusDrift: Double
}

/// Decides, when a one-finger stroke ends, whether it was a circle.
///
/// The stroke is smoothed, resampled to equidistant points and fitted with an ellipse (an oval is
/// still a circle to a user). It is a circle when the ellipse is round enough and big enough, the
/// stroke hugs it everywhere (polygons, stars, tails and zig-zags do not), and it goes round once
/// in one direction (arcs, brackets and figure-eights do not) without drifting in or out (spirals do).
public struct CircleDetector: Sendable {
    public var configuration: CircleDetectorConfiguration

    public init(configuration: CircleDetectorConfiguration = CircleDetectorConfiguration()) {
        self.configuration = configuration
    }

    public func detect(_ samples: [StrokeSample]) -> DetectedCircle? {
        detect(samples.map(\.position))
    }

    public func detect(_ points: [Vector2]) -> DetectedCircle? {
        guard let m = measure(points) else { return nil }
        let c = configuration
        let coverage = abs(m.sweep)
        let margins = [
            (m.radius - c.minimumRadius) / c.minimumRadius,
            (c.maximumAxisRatio - m.axisRatio) / (c.maximumAxisRatio - 1),
            1 - m.residual / c.maximumResidual,
            1 - m.deviation / c.maximumDeviation,
            (coverage - c.minimumSweep) / (2 * .pi - c.minimumSweep),
            (c.maximumSweep - coverage) / (c.maximumSweep - 2 * .pi),
            1 - m.backwardSweep / c.maximumBackwardSweep,
            1 - abs(m.radiusDrift) / c.maximumRadiusDrift,
        ]
        guard margins.allSatisfy({ $0 >= 0 }) else { return nil }
        return DetectedCircle(
            center: m.center, radius: m.radius,
            direction: m.sweep > 0 ? .clockwise : .counterclockwise,
            turns: coverage / (2 * .pi), axisRatio: m.axisRatio,
            confidence: min(margins.min() ?? 0, 1)
        )
    }

    /// The measurements the decision rests on; nil when the stroke is too short or degenerate to fit.
    public func measure(_ points: [Vector2]) -> CircleStrokeMeasurements? {
        // The smoother drops non-finite and repeated samples; what it keeps is what the finger drew.
        let smoother = points.enumerated().reduce(into: CatmullRomSmoother()) {
            $0.append(StrokeSample($1.element, time: Double($1.offset)))
        }
        guard smoother.samples.count >= configuration.minimumSampleCount else { return nil }
        let smoothed = smoother.points

        var resampled = StrokeResampling.equidistant(smoothed, count: max(configuration.resampleCount, 8))
        // Damp touch jitter, which weighs heavily on small circles, before judging the shape.
        for _ in 0..<max(configuration.jitterFilterPasses, 0) {
            resampled = resampled.indices.map { i in
                i == 0 || i == resampled.count - 1 ? resampled[i]
                    : (resampled[i - 1] + resampled[i] * 2 + resampled[i + 1]) / 4
            }
        }
        guard let ellipse = EllipseFit(resampled) else { return nil }

        var residualSquares = 0.0, deviation = 0.0
        var forward = 0.0, backward = 0.0, sweep = 0.0
        var polar: [(radius: Double, angle: Double)] = []  // angle unwrapped
        for point in resampled {
            let (radius, angle) = ellipse.normalizedPolar(point)
            residualSquares += (radius - 1) * (radius - 1)
            deviation = max(deviation, abs(radius - 1))
            if let previous = polar.last {
                var step = angle - previous.angle
                step -= 2 * .pi * (step / (2 * .pi)).rounded()
                sweep += step
                if step > 0 { forward += step } else { backward -= step }
            }
            polar.append((radius, sweep + (polar.first?.angle ?? angle)))
        }
        let total = forward + backward
        let against = sweep >= 0 ? backward : forward

        // Least-squares slope of radius against the unwrapped angle.
        let n = Double(polar.count)
        let meanAngle = polar.reduce(0) { $0 + $1.angle } / n
        let meanRadius = polar.reduce(0) { $0 + $1.radius } / n
        var covariance = 0.0, variance = 0.0
        for p in polar {
            covariance += (p.angle - meanAngle) * (p.radius - meanRadius)
            variance += (p.angle - meanAngle) * (p.angle - meanAngle)
        }
        let slope = variance > 0 ? covariance / variance : 0

        return CircleStrokeMeasurements(
            center: ellipse.center,
            radius: ellipse.equivalentRadius,
            axisRatio: ellipse.axisRatio,
            residual: (residualSquares / n).squareRoot(),
            deviation: deviation,
            sweep: sweep,
            backwardSweep: total > 0 ? against / total : 1,
            radiusDrift: slope * sweep
        )
    }
}
