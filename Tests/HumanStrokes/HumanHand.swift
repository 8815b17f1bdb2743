import Foundation
import TouchEngine
import TouchRecipes

/// Draws an ideal path the way a person's finger does on a touch screen, and samples it the way the
/// screen does.
///
/// Rules it keeps: the same path, style and seed give the same samples, bit for bit; the first sample
/// is at time 0 and the last at `style.duration` (the lift-off); sample times increase strictly.
public struct HumanHand: Sendable {
    public var style: HandStyle

    public init(style: HandStyle) {
        self.style = style
    }

    /// The samples of `path` (pixels, any origin) drawn by this hand, shifted by `origin`, with the
    /// hand's random faults drawn from `seed`.
    public func draw(_ path: [Vector2], at origin: Vector2 = .zero, seed: UInt64) -> [StrokeSample] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let dense = Self.densify(path, spacing: 1, maximumCount: 1000)
        guard dense.count >= 2 else { return dense.map { StrokeSample($0 + origin, time: 0) } }
        let rounded = Self.smoothAlongPath(dense, radius: style.cornerRounding)
        let wobbled = addWobble(to: rounded, using: &rng)
        let lengths = Self.cumulativeLengths(wobbled)
        let times = timing(of: wobbled, lengths: lengths)
        return sample(wobbled, times: times, origin: origin, using: &rng)
    }

    // MARK: - The path

    /// Points at most `spacing` apart along the polyline (coarser if that would exceed `maximumCount`).
    static func densify(_ points: [Vector2], spacing: Double, maximumCount: Int) -> [Vector2] {
        guard points.count > 1 else { return points }
        let total = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        let step = max(spacing, total / Double(maximumCount))
        var dense: [Vector2] = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            let pieces = max(Int((a.distance(to: b) / step).rounded(.up)), 1)
            for k in 1...pieces { dense.append(a + (b - a) * (Double(k) / Double(pieces))) }
        }
        return dense
    }

    static func cumulativeLengths(_ points: [Vector2]) -> [Double] {
        // Plain loops here and below: this runs for every point of thousands of strokes in debug test builds.
        var lengths = [Double](repeating: 0, count: points.count)
        var i = 1
        while i < points.count {
            lengths[i] = lengths[i - 1] + points[i - 1].distance(to: points[i])
            i += 1
        }
        return lengths
    }

    /// Three passes of a moving average about `radius` pixels wide (close to a Gaussian): corners
    /// round off as a hurried hand rounds them. The window shrinks at the ends so they stay put.
    static func smoothAlongPath(_ points: [Vector2], radius: Double) -> [Vector2] {
        guard points.count > 2 else { return points }
        let spacing = max(cumulativeLengths(points)[points.count - 1] / Double(points.count - 1), 1e-9)
        let halfWidth = Int(min(radius / spacing, Double(points.count)))
        guard halfWidth > 0 else { return points }
        var current = points
        var prefix = [Vector2](repeating: .zero, count: points.count + 1)
        for _ in 0..<3 {
            for i in 0..<current.count { prefix[i + 1] = prefix[i] + current[i] }
            for i in 0..<current.count {
                let w = min(halfWidth, i, current.count - 1 - i)
                current[i] = (prefix[i + w + 1] - prefix[i - w]) / Double(2 * w + 1)
            }
        }
        return current
    }

    /// Slow sideways drift: one to four waves along the stroke, pushing it off the path along its normal.
    private func addWobble(to points: [Vector2], using rng: inout SeededRandomNumberGenerator) -> [Vector2] {
        guard style.wobble > 0 else { return points }
        let waves = (0..<3).map { _ in
            (amplitude: Double.random(in: 0...1, using: &rng), cycles: Double.random(in: 1...4, using: &rng),
             phase: Double.random(in: 0...(2 * .pi), using: &rng))
        }
        let scale = style.wobble / max(waves[0].amplitude + waves[1].amplitude + waves[2].amplitude, 1e-9)
        let lengths = Self.cumulativeLengths(points)
        let total = max(lengths[lengths.count - 1], 1e-9)
        var wobbled = points
        for i in 0..<points.count {
            let tangent = points[min(i + 2, points.count - 1)] - points[max(i - 2, 0)]
            guard tangent.length > 0 else { continue }
            let normal = Vector2(-tangent.y, tangent.x) / tangent.length
            let u = lengths[i] / total
            var offset = 0.0
            for wave in waves { offset += wave.amplitude * sin(2 * .pi * wave.cycles * u + wave.phase) }
            wobbled[i] = points[i] + normal * (offset * scale)
        }
        return wobbled
    }

    // MARK: - The pace

    /// The time at which the finger passes each point: speed follows the two-thirds power law
    /// (proportional to curvature to the power −1/3, so it slows in bends and at corners), builds up
    /// over `startRamp`, eases before lift-off and dips at a hesitation; scaled to `duration`.
    private func timing(of points: [Vector2], lengths: [Double]) -> [Double] {
        let total = max(lengths.last!, 1e-9)
        let reach = max(3, points.count / 200)  // curvature over about 1% of the path
        // Straight parts are not infinitely fast: curvature is floored at one over the path length.
        let curvatureFloor = 2 * .pi / total
        var speeds = [Double](repeating: 1, count: points.count)
        for i in points.indices {
            let a = points[max(i - reach, 0)], b = points[i], c = points[min(i + reach, points.count - 1)]
            let span = lengths[min(i + reach, points.count - 1)] - lengths[max(i - reach, 0)]
            var curvature = 0.0
            if span > 0, (b - a).length > 0, (c - b).length > 0 {
                curvature = abs(atan2((b - a).cross(c - b), (b - a).dot(c - b))) / span
            }
            let u = lengths[i] / total
            var speed = pow(curvature + curvatureFloor, -1.0 / 3)
            speed *= 0.2 + 0.8 * (1 - exp(-3 * u / max(style.startRamp, 1e-3)))  // getting up to speed
            speed *= 0.5 + 0.5 * (1 - exp(-3 * (1 - u) / 0.05))  // easing off before the lift
            if let hesitation = style.hesitation {
                let d = (u - hesitation.position) / 0.04
                speed *= 1 - min(max(hesitation.depth, 0), 0.95) * exp(-d * d)
            }
            speeds[i] = speed
        }
        var times = [0.0]
        times.reserveCapacity(points.count)
        for i in 1..<points.count {
            let ds = lengths[i] - lengths[i - 1]
            times.append(times[i - 1] + ds / ((speeds[i] + speeds[i - 1]) / 2))
        }
        let scale = style.duration / max(times.last!, 1e-12)
        return times.map { $0 * scale }
    }

    // MARK: - The screen

    private func sample(
        _ points: [Vector2], times: [Double], origin: Vector2, using rng: inout SeededRandomNumberGenerator
    ) -> [StrokeSample] {
        let period = 1 / max(style.sampleRate, 1)
        let tremorFrequency = (Double.random(in: 8...12, using: &rng), Double.random(in: 8...12, using: &rng))
        let tremorPhase = (Double.random(in: 0...(2 * .pi), using: &rng), Double.random(in: 0...(2 * .pi), using: &rng))
        var reportTimes: [Double] = [0]
        var t = 0.0
        while true {
            t += period * (1 + style.timingJitter * Double.random(in: -1...1, using: &rng))
            if t >= style.duration - period * 0.25 { break }
            if Double.random(in: 0...1, using: &rng) < style.dropChance { continue }
            reportTimes.append(t)
        }
        reportTimes.append(style.duration)

        var cursor = 0
        return reportTimes.map { time in
            while cursor + 1 < times.count - 1 && times[cursor + 1] < time { cursor += 1 }
            let span = times[cursor + 1] - times[cursor]
            let f = span > 0 ? min(max((time - times[cursor]) / span, 0), 1) : 0
            var p = points[cursor] + (points[cursor + 1] - points[cursor]) * f
            p += Vector2(sin(2 * .pi * tremorFrequency.0 * time + tremorPhase.0),
                         sin(2 * .pi * tremorFrequency.1 * time + tremorPhase.1)) * style.tremor
            p += Vector2(Self.gaussian(using: &rng), Self.gaussian(using: &rng)) * style.noise
            p += origin
            if style.wholePixels { p = Vector2(p.x.rounded(), p.y.rounded()) }
            return StrokeSample(p, time: time)
        }
    }

    static func gaussian(using rng: inout SeededRandomNumberGenerator) -> Double {
        let u = max(Double.random(in: 0...1, using: &rng), 1e-12), v = Double.random(in: 0...1, using: &rng)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
