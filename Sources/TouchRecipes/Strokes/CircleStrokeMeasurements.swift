import Foundation
import TouchEngine

/// What `CircleDetector` measures on a stroke, before it applies its thresholds.
public struct CircleStrokeMeasurements: Hashable, Sendable {
    /// The fitted ellipse's centre, window pixels.
    public var center: Vector2
    /// The radius of the circle with the fitted ellipse's area, window pixels.
    public var radius: Double
    public var axisRatio: Double
    /// RMS relative radial distance of the judged turn from the fitted ellipse.
    public var residual: Double
    /// Largest relative radial distance of the judged turn from the fitted ellipse.
    public var deviation: Double
    /// The most turning in any `cornerWindow` of the judged turn drawn in the fitted ellipse's own frame (where
    /// an oval is a circle), over its average: 1 for even bending, 3 or more at a corner.
    public var sharpestBend: Double
    /// The same for the next sharpest bend apart from it: a teardrop has one point, a polygon two corners or more.
    public var secondSharpestBend: Double
    /// Signed angle the judged turn sweeps around the fitted centre; positive is clockwise on screen.
    public var sweep: Double
    /// How many turns the whole stroke's direction made (unsigned).
    public var turns: Double
    /// Signed angle the whole stroke sweeps around the fitted centre, overshoot included.
    public var strokeSweep: Double
    /// The share of the judged turn's turning that went against its direction.
    public var backwardTurning: Double
    /// Relative radius change from start to end of the judged turn (regression slope × sweep).
    public var radiusDrift: Double
    /// Largest relative radial distance from the fitted ellipse of the stroke outside the judged turn
    /// (the overshoot); 0 when the stroke turns less than once.
    public var overshootDeviation: Double
}

extension CircleDetector {
    /// The measurements of a sampled stroke, its landing and lifting samples left out (`trimmed(_:)`).
    public func measure(_ samples: [StrokeSample]) -> CircleStrokeMeasurements? {
        measure(trimmed(samples).map(\.position))
    }

    /// `samples` without those within `landingTrim` seconds of the first and `liftTrim` seconds of the last, where a
    /// fingertip's contact point moves as it lands and lifts; at most `maximumTrimShare` of the samples at each end.
    public func trimmed(_ samples: [StrokeSample]) -> ArraySlice<StrokeSample> {
        // Times that do not grow from the first sample to the last say nothing about the landing: nothing is trimmed.
        guard let first = samples.first?.time, let last = samples.last?.time, first.isFinite, last.isFinite, last > first
        else { return samples[...] }
        let most = Int(Double(samples.count) * min(max(configuration.maximumTrimShare, 0), 0.45))
        var low = 0, high = samples.count - 1
        while low < most, samples[low + 1].time - first < configuration.landingTrim { low += 1 }
        while samples.count - 1 - high < most, last - samples[high - 1].time < configuration.liftTrim { high -= 1 }
        return samples[low...high]
    }

    /// The measurements the decision rests on; nil when the stroke is too short or degenerate to fit.
    public func measure(_ points: [Vector2]) -> CircleStrokeMeasurements? {
        guard let stroke = PreparedStroke(points, configuration: configuration) else { return nil }
        let p = stroke.points
        let turning = StrokeTurning(stroke.smoothPoints)
        // Overshoot is at most `maximumTurns - 1` of a turn, so the judged turn is most of the stroke.
        let shortest = Int(Double(p.count) / max(configuration.maximumTurns, 1))
        let judged = turning.closestSingleTurn(in: stroke.smoothPoints, shortest: shortest) ?? 0...(p.count - 1)
        guard let ellipse = EllipseFit(Array(p[judged])) else { return nil }

        var residualSquares = 0.0, deviation = 0.0, sweep = 0.0
        var polar: [(radius: Double, angle: Double)] = []  // angle unwrapped
        polar.reserveCapacity(judged.count)
        for point in p[judged] {
            let (radius, angle) = ellipse.normalizedPolar(point)
            residualSquares += (radius - 1) * (radius - 1)
            deviation = max(deviation, abs(radius - 1))
            if let previous = polar.last {
                var step = angle - previous.angle
                step -= 2 * .pi * (step / (2 * .pi)).rounded()
                sweep += step
            }
            polar.append((radius, sweep + (polar.first?.angle ?? angle)))
        }
        // The overshoot: how far it strays from the judged turn's ellipse, and how far round it goes.
        // Before the judged turn it is walked backwards from the turn's start, after it onwards from its end.
        var overshootDeviation = 0.0, strokeSweep = sweep
        for (part, sign) in [(Array(p[...judged.lowerBound].reversed()), -1.0), (Array(p[judged.upperBound...]), 1.0)] {
            var previous = ellipse.normalizedPolar(part[0]).angle
            for point in part.dropFirst() {
                let (radius, angle) = ellipse.normalizedPolar(point)
                overshootDeviation = max(overshootDeviation, abs(radius - 1))
                var step = angle - previous
                step -= 2 * .pi * (step / (2 * .pi)).rounded()
                strokeSweep += sign * step
                previous = angle
            }
        }
        let n = Double(polar.count)
        let direction = turning.total(judged)
        let bends = Self.bends(of: Array(p[Self.interior(of: judged, leaving: configuration.endAllowance)]),
                               in: ellipse, configuration: configuration)
        return CircleStrokeMeasurements(
            center: stroke.windowPosition(ellipse.center),
            radius: ellipse.equivalentRadius * stroke.scale,
            axisRatio: ellipse.axisRatio,
            residual: (residualSquares / n).squareRoot(),
            deviation: deviation,
            sharpestBend: bends[0],
            secondSharpestBend: bends[1],
            sweep: sweep,
            turns: abs(turning.total) / (2 * .pi),
            strokeSweep: strokeSweep,
            backwardTurning: turning.backwardShare(judged, direction: direction),
            radiusDrift: Self.slope(polar) * sweep,
            overshootDeviation: overshootDeviation
        )
    }

    /// The two sharpest bends of `points` seen in `ellipse`'s own frame: resampled evenly there and smoothed as
    /// the whole stroke is before its turning is followed.
    private static func bends(of points: [Vector2], in ellipse: EllipseFit, configuration: CircleDetectorConfiguration) -> [Double] {
        let even = StrokeResampling.equidistant(points.map(ellipse.normalized), count: max(configuration.resampleCount, 16))
        let smooth = PreparedStroke.filtered(even, passes: configuration.turningFilterPasses)
        return StrokeTurning(smooth).bends(width: configuration.cornerWindow, count: 2)
    }

    /// `range` without `share` of its points at each end.
    private static func interior(of range: ClosedRange<Int>, leaving share: Double) -> ClosedRange<Int> {
        let cut = Int((Double(range.count) * min(max(share, 0), 0.25)).rounded())
        return (range.lowerBound + cut)...(range.upperBound - cut)
    }

    /// Least-squares slope of radius against the unwrapped angle.
    private static func slope(_ polar: [(radius: Double, angle: Double)]) -> Double {
        let n = Double(polar.count)
        let meanAngle = polar.reduce(0) { $0 + $1.angle } / n
        let meanRadius = polar.reduce(0) { $0 + $1.radius } / n
        var covariance = 0.0, variance = 0.0
        for p in polar {
            covariance += (p.angle - meanAngle) * (p.radius - meanRadius)
            variance += (p.angle - meanAngle) * (p.angle - meanAngle)
        }
        return variance > 0 ? covariance / variance : 0
    }
}
