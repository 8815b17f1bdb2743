import Foundation
import TouchEngine
import TouchRecipes

/// People's strokes replayed as a finger on a touchscreen reports them, to test the circle detector and the template
/// matcher on touch as it really is: short, fast, sparse at the start and jittery at the ends.
///
/// Each stroke is redrawn, keeping its path and the order of its points:
/// - at a finger's size: its larger extent becomes `size` millimetres, on a screen of `dotsPerInch` (whole pixels);
/// - at a finger's pace: the time at each point along the path follows one of the same shape's strokes by group 1's
///   users 04–06, the only people whose recorder kept real millisecond times (`RecordedHumanStrokes.Stroke.isTimed`;
///   how they slowed at corners and sped along straights), and the whole stroke takes that stroke's duration times
///   `paceFactor` (a fingertip is quicker than the mouse and touchpad they drew with);
/// - sampled by the panel at `sampleRate`, from the landing to the lift; the controller confirms a landing before it
///   reports motion, so the first `landingGap` reports after the first are not sent (sparse at the start);
/// - the fingertip's contact point moves as it lands: the first `landingSamples` reports are displaced by
///   `landingDisplacement` millimetres in one direction, fading to nothing (the landing hook);
/// - and as it lifts: each of the last `liftSamples` reports is displaced by `liftJitter` millimetres in a direction
///   of its own (the jitter at the end).
///
/// Every figure is drawn per stroke from a generator seeded by `seed` and the stroke's person, shape and take, so the
/// same strokes and seed give the same replay, bit for bit, whatever else the set holds.
public struct FingerReplay: Sendable {
    /// The ranges each stroke's figures are drawn from, uniformly.
    public struct Configuration: Sendable {
        /// A touchscreen's pixel density: 96 (a 23-inch full-HD kiosk panel) to 160 (a 10-inch tablet).
        public var dotsPerInch: ClosedRange<Double> = 96...160
        /// Reports per second: 60 Hz panels to 120 Hz ones.
        public var sampleRate: ClosedRange<Double> = 60...120
        /// The stroke's larger extent, millimetres: symbols drawn with a fingertip on a screen.
        public var size: ClosedRange<Double> = 25...60
        /// The duration of the pace's stroke is multiplied by this.
        public var paceFactor: ClosedRange<Double> = 0.5...1.0
        /// Reports dropped after the first while the landing is confirmed.
        public var landingGap: ClosedRange<Int> = 0...2
        public var landingSamples: ClosedRange<Int> = 2...4
        public var landingDisplacement: ClosedRange<Double> = 1...3
        public var liftSamples: ClosedRange<Int> = 2...4
        public var liftJitter: ClosedRange<Double> = 0.5...1.5
        public var seed: UInt64 = 1

        public init() {}
    }

    /// How one timed stroke spent its time along its path: `times[k]` is the share of the duration taken to reach
    /// `k / (times.count - 1)` of the path.
    struct Pace: Sendable {
        var duration: Double
        var times: [Double]
    }

    public let configuration: Configuration
    /// Per shape, the paces of the timed strokes of that shape.
    let paces: [String: [Pace]]

    /// The paces are taken from the timed strokes of `timing` (group 1's users 04–06 in the shared set).
    public init(timing: RecordedHumanStrokes, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var paces: [String: [Pace]] = [:]
        for stroke in timing.strokes where stroke.isTimed {
            if let pace = Self.pace(of: stroke.samples) { paces[stroke.shape, default: []].append(pace) }
        }
        self.paces = paces
    }

    /// Every stroke of `strokes` replayed.
    public func replay(_ strokes: RecordedHumanStrokes) -> RecordedHumanStrokes {
        RecordedHumanStrokes(strokes: strokes.strokes.map(replay))
    }

    /// One stroke as a finger on a touchscreen would report it; a stroke of no length, or of a shape no timed stroke
    /// shows, is kept as it is.
    public func replay(_ stroke: RecordedHumanStrokes.Stroke) -> RecordedHumanStrokes.Stroke {
        let points = stroke.samples.map(\.position)
        let lengths = Self.cumulativeLengths(points)
        guard let total = lengths.last, total > 0, let shapePaces = paces[stroke.shape], !shapePaces.isEmpty
        else { return stroke }
        var random = SeededRandomNumberGenerator(seed: Self.seed(configuration.seed, stroke))
        let c = configuration
        let pixelsPerMillimetre = Double.random(in: c.dotsPerInch, using: &random) / 25.4
        var low = points[0], high = points[0]
        for p in points {
            low = Vector2(min(low.x, p.x), min(low.y, p.y))
            high = Vector2(max(high.x, p.x), max(high.y, p.y))
        }
        let extent = max(high.x - low.x, high.y - low.y)
        let scale = Double.random(in: c.size, using: &random) * pixelsPerMillimetre / extent
        let pace = shapePaces[Int.random(in: 0..<shapePaces.count, using: &random)]
        let duration = pace.duration * Double.random(in: c.paceFactor, using: &random)
        let interval = 1 / Double.random(in: c.sampleRate, using: &random)
        let gap = Int.random(in: c.landingGap, using: &random)

        // Report times: the landing, then every interval after the gap, then the lift.
        var times = [0.0]
        var k = gap + 1
        while Double(k) * interval < duration {
            times.append(Double(k) * interval)
            k += 1
        }
        times.append(duration)
        let origin = Vector2(400, 300)
        var reported = times.map { time -> Vector2 in
            let along = Self.pathShare(atTimeShare: time / duration, pace: pace.times) * total
            return origin + (Self.point(at: along, in: points, lengths: lengths) - low) * scale
        }
        // The landing hook, fading over its reports, and the jitter of the lift.
        let landing = min(Int.random(in: c.landingSamples, using: &random), reported.count)
        let hook = Self.direction(using: &random)
            * Double.random(in: c.landingDisplacement, using: &random) * pixelsPerMillimetre
        for i in 0..<landing { reported[i] += hook * (1 - Double(i) / Double(landing)) }
        let lift = min(Int.random(in: c.liftSamples, using: &random), reported.count)
        for i in (reported.count - lift)..<reported.count {
            reported[i] += Self.direction(using: &random) * Double.random(in: c.liftJitter, using: &random) * pixelsPerMillimetre
        }
        var replayed = stroke
        replayed.samples = zip(reported, times).map { StrokeSample(Vector2($0.x.rounded(), $0.y.rounded()), time: $1) }
        replayed.isTimed = true
        return replayed
    }

    /// The pace of a timed stroke: the time share at 64 even shares of its path; nil without length or duration.
    static func pace(of samples: [StrokeSample]) -> Pace? {
        let points = samples.map(\.position)
        let lengths = cumulativeLengths(points)
        guard let total = lengths.last, total > 0, let first = samples.first, let last = samples.last,
              last.time > first.time else { return nil }
        let duration = last.time - first.time
        var times: [Double] = []
        var i = 0
        for k in 0...64 {
            let along = total * Double(k) / 64
            while i + 1 < lengths.count - 1, lengths[i + 1] < along { i += 1 }
            let leg = lengths[i + 1] - lengths[i]
            let fraction = leg > 0 ? min(max((along - lengths[i]) / leg, 0), 1) : 0
            let time = samples[i].time + (samples[i + 1].time - samples[i].time) * fraction
            times.append(min(max((time - first.time) / duration, times.last ?? 0), 1))
        }
        return Pace(duration: duration, times: times)
    }

    /// The share of the path reached at `share` of the duration, read backwards off the pace's times.
    static func pathShare(atTimeShare share: Double, pace times: [Double]) -> Double {
        guard share > 0 else { return 0 }
        guard share < 1 else { return 1 }
        var k = 0
        while k + 1 < times.count - 1, times[k + 1] < share { k += 1 }
        let span = times[k + 1] - times[k]
        let fraction = span > 0 ? min(max((share - times[k]) / span, 0), 1) : 0
        return (Double(k) + fraction) / Double(times.count - 1)
    }

    /// The lengths of the path through `points` up to each of them.
    static func cumulativeLengths(_ points: [Vector2]) -> [Double] {
        var lengths = [0.0]
        lengths.reserveCapacity(points.count)
        for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
        return lengths
    }

    /// The point `along` pixels down the path.
    static func point(at along: Double, in points: [Vector2], lengths: [Double]) -> Vector2 {
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= along { low = middle } else { high = middle }
        }
        let leg = lengths[high] - lengths[low]
        let fraction = leg > 0 ? min(max((along - lengths[low]) / leg, 0), 1) : 0
        return points[low] + (points[high] - points[low]) * fraction
    }

    static func direction(using random: inout SeededRandomNumberGenerator) -> Vector2 {
        let angle = Double.random(in: 0..<(2 * .pi), using: &random)
        return Vector2(cos(angle), sin(angle))
    }

    /// A stroke's own seed: FNV-1a over its person, shape and take, mixed with `seed` (Swift's `Hasher` changes
    /// from run to run).
    static func seed(_ seed: UInt64, _ stroke: RecordedHumanStrokes.Stroke) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in "\(stroke.person)/\(stroke.shape)/\(stroke.take)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
