import Foundation
import TouchEngine

/// A stroke made ready for shape analysis: non-finite samples dropped, thinned to a bounded count,
/// moved and scaled so its bounding box is 1,000 units across, smoothed through its samples,
/// resampled to equidistant points and lightly filtered against jitter.
///
/// Rules it keeps: it costs O(samples) whatever the coordinates; every point is finite; it is nil
/// when the stroke has too few distinct samples or no finite, non-zero extent.
struct PreparedStroke {
    /// Equidistant points, in units of `scale` window pixels, around `origin`.
    let points: [Vector2]
    /// `points` smoothed further, so only bends wider than tremor remain: the stroke whose direction
    /// is followed.
    let smoothPoints: [Vector2]
    /// Window pixels per unit.
    let scale: Double
    /// The window position of the unit origin (the middle of the bounding box).
    let origin: Vector2

    /// The bounding box's larger side, in units.
    static let unitExtent = 1_000.0

    init?(_ raw: [Vector2], configuration: CircleDetectorConfiguration) {
        var finite = raw.filter(\.isFinite)
        let most = max(configuration.maximumAnalysedSampleCount, configuration.minimumSampleCount, 2)
        if finite.count > most {
            let stride = (finite.count + most - 1) / most
            let last = finite[finite.count - 1]
            finite = Swift.stride(from: 0, to: finite.count, by: stride).map { finite[$0] }
            if finite.last != last { finite.append(last) }
        }
        guard let first = finite.first else { return nil }
        var low = first, high = first
        for p in finite {
            low = Vector2(min(low.x, p.x), min(low.y, p.y))
            high = Vector2(max(high.x, p.x), max(high.y, p.y))
        }
        // Halves first, so the difference of two huge coordinates cannot overflow.
        let halfExtent = max(high.x / 2 - low.x / 2, high.y / 2 - low.y / 2)
        guard halfExtent > 0, halfExtent.isFinite else { return nil }
        origin = Vector2(low.x / 2 + high.x / 2, low.y / 2 + high.y / 2)
        scale = halfExtent / (Self.unitExtent / 2)
        guard scale > 0, scale.isFinite else { return nil }

        let spacing = Self.unitExtent * min(max(configuration.curveSpacing, 1e-4), 1)
        var smoother = CatmullRomSmoother(configuration: CatmullRomConfiguration(spacing: spacing))
        for (k, p) in finite.enumerated() {
            smoother.append(StrokeSample((p - origin) / scale, time: Double(k)))
        }
        guard smoother.samples.count >= max(configuration.minimumSampleCount, 3) else { return nil }
        let resampled = StrokeResampling.equidistant(smoother.points, count: max(configuration.resampleCount, 16))
        points = Self.filtered(resampled, passes: configuration.jitterFilterPasses)
        smoothPoints = Self.filtered(points, passes: configuration.turningFilterPasses)
    }

    /// `passes` runs of a [1 2 1]/4 filter. Beyond each end the stroke is taken to go on straight, so
    /// the ends stay put and no bend is invented there.
    static func filtered(_ points: [Vector2], passes: Int) -> [Vector2] {
        guard points.count >= 3 else { return points }
        var points = points
        let last = points.count - 1
        for _ in 0..<max(passes, 0) {
            points = points.indices.map { i in
                let before = i > 0 ? points[i - 1] : points[0] * 2 - points[1]
                let after = i < last ? points[i + 1] : points[last] * 2 - points[last - 1]
                return (before + points[i] * 2 + after) / 4
            }
        }
        return points
    }

    /// The window position of a point in units.
    func windowPosition(_ point: Vector2) -> Vector2 { origin + point * scale }
}
