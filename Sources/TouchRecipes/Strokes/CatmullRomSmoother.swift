import Foundation
import TouchEngine

/// The thresholds of `CatmullRomSmoother`.
public struct CatmullRomConfiguration: Hashable, Sendable {
    /// Knot exponent: 0 uniform, 0.5 centripetal (no cusps or self-loops inside a segment), 1 chordal.
    public var alpha: Double = 0.5
    /// The largest distance, in pixels, between consecutive output points (unless `maximumSubdivisions` caps it).
    public var spacing: Double = 2
    /// The most output points one segment between two samples may produce.
    public var maximumSubdivisions: Int = 64
    /// A sample closer than this (pixels) to the previous kept sample is the same point and is dropped.
    public var duplicateDistance: Double = 1e-6

    public init() {}

    public init(alpha: Double = 0.5, spacing: Double = 2, maximumSubdivisions: Int = 64, duplicateDistance: Double = 1e-6) {
        self.alpha = alpha
        self.spacing = spacing
        self.maximumSubdivisions = maximumSubdivisions
        self.duplicateDistance = duplicateDistance
    }
}

/// Turns the sampled points of a stroke into a smooth polyline through every sample, with a
/// centripetal Catmull-Rom spline, while the finger moves.
///
/// Rules it keeps:
/// - every kept sample is a point of `path`, bit for bit, in order;
/// - consecutive `path` points are at most `configuration.spacing` apart, unless a segment needs
///   more than `configuration.maximumSubdivisions` points;
/// - duplicate consecutive samples and non-finite samples are dropped, so nothing is ever NaN;
/// - `append` costs O(1): it redraws only the last two segments, and the result equals smoothing
///   the whole stroke at once.
///
/// The curve between samples `i` and `i+1` depends on samples `i-1 ... i+2`; at the ends a missing
/// neighbour is the mirror image of the inner one, so a two-point stroke is a straight segment.
///
/// ```swift
/// var smoother = CatmullRomSmoother()
/// let firstChanged = smoother.append(StrokeSample(x: 10, y: 20, time: 0.016))
/// redraw(smoother.path[firstChanged...])
/// ```
public struct CatmullRomSmoother: Sendable {
    public let configuration: CatmullRomConfiguration
    /// The samples kept so far (duplicates and non-finite samples dropped).
    public private(set) var samples: [StrokeSample] = []
    /// The smooth polyline; times are interpolated linearly within each segment.
    public private(set) var path: [StrokeSample] = []
    /// Where in `path` the last, still provisional segment starts.
    private var provisionalStart = 0

    public init(configuration: CatmullRomConfiguration = CatmullRomConfiguration()) {
        self.configuration = configuration
    }

    /// The smooth polyline through `samples`, in one go.
    public static func smooth(
        _ samples: [StrokeSample], configuration: CatmullRomConfiguration = CatmullRomConfiguration()
    ) -> [StrokeSample] {
        var smoother = CatmullRomSmoother(configuration: configuration)
        for sample in samples { smoother.append(sample) }
        return smoother.path
    }

    /// The path positions only.
    public var points: [Vector2] { path.map(\.position) }

    /// Adds the next sample and returns the first index of `path` that changed
    /// (`path.count` when the sample was dropped and nothing changed).
    @discardableResult
    public mutating func append(_ sample: StrokeSample) -> Int {
        guard Self.keeps(sample, after: samples.last, duplicateDistance: configuration.duplicateDistance) else { return path.count }
        samples.append(sample)
        let n = samples.count
        if n == 1 {
            path = [sample]
            provisionalStart = 0
            return 0
        }
        // Segment n-3 (if any) was provisional and now has its real right neighbour; segment n-2 is new.
        let firstChanged = n >= 3 ? provisionalStart : 0
        path.removeSubrange(firstChanged...)
        if n >= 3 { appendSegment(n - 3) }
        provisionalStart = path.count
        appendSegment(n - 2)
        path.append(samples[n - 1])
        return firstChanged
    }

    /// Whether a smoother keeps `sample` after `last`: both its position and time are finite and it is farther
    /// than `duplicateDistance` from `last`. Anyone judging the same strokes keeps the same samples with this.
    public static func keeps(_ sample: StrokeSample, after last: StrokeSample?,
                             duplicateDistance: Double = CatmullRomConfiguration().duplicateDistance) -> Bool {
        guard sample.position.isFinite, sample.time.isFinite else { return false }
        if let last, last.position.distance(to: sample.position) <= duplicateDistance { return false }
        return true
    }

    /// Forgets the stroke.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        path.removeAll(keepingCapacity: true)
        provisionalStart = 0
    }

    /// Appends the points of the segment from `samples[i]` to `samples[i+1]`, excluding its end.
    private mutating func appendSegment(_ i: Int) {
        let p1 = samples[i].position, p2 = samples[i + 1].position
        let p0 = i > 0 ? samples[i - 1].position : p1 * 2 - p2
        let p3 = i + 2 < samples.count ? samples[i + 2].position : p2 * 2 - p1

        let alpha = configuration.alpha
        let d01 = pow(p0.distance(to: p1), alpha)
        let d12 = pow(p1.distance(to: p2), alpha)
        let d23 = pow(p2.distance(to: p3), alpha)
        // Tangents (per unit of knot parameter) of the non-uniform Catmull-Rom spline at p1 and p2.
        // Every knot gap is positive: consecutive kept samples differ and mirrored ends copy a real gap.
        let m1 = (p1 - p0) / d01 - (p2 - p0) / (d01 + d12) + (p2 - p1) / d12
        let m2 = (p2 - p1) / d12 - (p3 - p1) / (d12 + d23) + (p3 - p2) / d23
        // The same curve as a cubic Bézier.
        let b1 = p1 + m1 * (d12 / 3)
        let b2 = p2 - m2 * (d12 / 3)

        // The derivative of a Bézier is bounded by 3 × its longest control leg, so this many equal
        // parameter steps keeps each chord within `spacing`.
        let longestLeg = max(p1.distance(to: b1), b1.distance(to: b2), b2.distance(to: p2))
        // (The tiny shave keeps rounding noise from adding a point to an exact multiple.)
        let wanted = (3 * longestLeg / configuration.spacing * (1 - 1e-12)).rounded(.up)
        let most = max(configuration.maximumSubdivisions, 1)
        // Far-away samples (1e300 px) overflow the leg lengths; they get the most points rather than a trap.
        let count = wanted.isFinite ? Int(min(max(wanted, 1), Double(most))) : most

        let t1 = samples[i].time, t2 = samples[i + 1].time
        path.append(samples[i])
        guard count > 1 else { return }
        for k in 1..<count {
            let u = Double(k) / Double(count)
            let v = 1 - u
            let position = p1 * (v * v * v) + b1 * (3 * v * v * u) + b2 * (3 * v * u * u) + p2 * (u * u * u)
            path.append(StrokeSample(position, time: t1 + (t2 - t1) * u))
        }
    }
}
