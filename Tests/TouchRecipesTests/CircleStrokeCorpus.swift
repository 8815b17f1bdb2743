import Foundation
import TouchEngine
import TouchRecipes

/// A labelled, repeatable set of hand-drawn-looking strokes for the circle detector.
///
/// Every stroke is built from an ideal shape, then given the faults of a human hand and a touch
/// screen: rounded corners, slow-downs at corners, speed (and so sample density, down to 8 samples
/// for a flick), jitter, wobble, drift, a random size, place and rotation. Built from one seed, so
/// every run sees the same strokes.
struct CircleStrokeCorpus {
    enum Shape: String, CaseIterable {
        case circle
        case triangle, rectangle, star, checkMark, arrow, squareBracket, roundBracket, angleBracket
        case spiral, questionMark, straightLine, zigZag, figureEight, tinyScribble, openArc
    }

    struct Stroke {
        var shape: Shape
        var samples: [StrokeSample]
        var isCircle: Bool { shape == .circle }
    }

    private(set) var strokes: [Stroke] = []
    private var rng: SeededRandomNumberGenerator

    init(seed: UInt64 = 0x5EED_C1C1E, circles: Int = 240, perNegativeShape: Int = 24) {
        rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<circles { strokes.append(Stroke(shape: .circle, samples: humanCircle())) }
        for shape in Shape.allCases where shape != .circle {
            for _ in 0..<perNegativeShape { strokes.append(Stroke(shape: shape, samples: negative(shape))) }
        }
    }

    // MARK: - Randomness

    private mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    private mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
    private mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        exp(uniform(log(range.lowerBound)...log(range.upperBound)))
    }
    private mutating func gaussian() -> Double {
        let u = max(uniform(0...1), 1e-12), v = uniform(0...1)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    // MARK: - Positives

    /// A circle as people draw one: any speed, either way round, oval, wobbly, open or overshooting.
    private mutating func humanCircle() -> [StrokeSample] {
        let radius = logUniform(30...300)
        let ratio = chance(0.3) ? 1 : uniform(1...1.6)
        let tilt = uniform(0...(2 * .pi))
        let turns = chance(0.3) ? uniform(0.97...1.08) : uniform(0.86...1.3)
        let start = uniform(0...(2 * .pi))
        let direction: Double = chance(0.5) ? 1 : -1
        let drift = uniform(-0.06...0.06)  // the second pass of an overshoot lands a little in or out
        let wobble = (2...4).map { _ in (uniform(0...0.02), uniform(0...(2 * .pi))) }
        let wobbleTurns = (2...4).map { Double($0) }
        let fast = chance(0.35)
        let flick = chance(0.2) ? uniform(0...0.08) : 0
        let ideal = (0...720).map { i -> Vector2 in
            let u = Double(i) / 720
            let theta = start + direction * 2 * .pi * turns * u
            var r = 1 + drift * u
            let lift = max(0, (u - 0.95) / 0.05)  // a flick inwards as the finger lifts
            r -= flick * lift * lift
            for (k, (amplitude, phase)) in wobble.enumerated() { r += amplitude * sin(wobbleTurns[k] * theta + phase) }
            let local = Vector2(cos(theta) * ratio.squareRoot() * r, sin(theta) / ratio.squareRoot() * r) * radius
            return local.rotated(by: tilt)
        }
        let count = fast ? Int(uniform(8...12.99)) : Int(uniform(18...160))
        return sample(ideal, count: count, corners: [], jitter: uniform(0...1.5), placeSize: radius)
    }

    // MARK: - Negatives

    private mutating func negative(_ shape: Shape) -> [StrokeSample] {
        let size = logUniform(40...300)
        var corners: [Int] = []
        var points: [Vector2]
        switch shape {
        case .circle:
            fatalError("not a negative")
        case .triangle:
            let start = uniform(0...(2 * .pi))
            points = (0...3).map { k in
                let angle = start + 2 * .pi * Double(k % 3) / 3 + (k % 3 == 0 ? 0 : uniform(-0.25...0.25))
                return Vector2(cos(angle), sin(angle)) * size
            }
            points[3] = points[0] + Vector2(gaussian(), gaussian()) * size * 0.05
            corners = [1, 2]
        case .rectangle:
            let aspect = chance(0.4) ? 1 : uniform(1...2)
            let w = size * aspect.squareRoot(), h = size / aspect.squareRoot()
            let box = [Vector2(-w, -h), Vector2(w, -h), Vector2(w, h), Vector2(-w, h)]
            let first = Int(uniform(0...3.99))
            points = (0...4).map { box[(first + $0) % 4] }
            points[4] = points[0] + Vector2(gaussian(), gaussian()) * size * 0.05
            corners = [1, 2, 3]
        case .star:
            let start = uniform(0...(2 * .pi))
            points = (0...5).map { k in
                let angle = start + 4 * .pi * Double(k) / 5
                return Vector2(cos(angle), sin(angle)) * size
            }
            corners = [1, 2, 3, 4]
        case .checkMark:
            let a = Vector2(-0.5, 0) * size, b = Vector2(-0.15, 0.45) * size
            points = [a, b, Vector2(uniform(0.6...0.9), uniform(-0.9 ... -0.5)) * size]
            corners = [1]
        case .arrow:
            let tip = Vector2(size, 0), barb = size * uniform(0.25...0.45)
            points = [Vector2(-size, 0), tip, tip + Vector2(-barb, -barb * 0.8), tip, tip + Vector2(-barb, barb * 0.8)]
            corners = [1, 2, 3]
        case .squareBracket:
            let w = size * uniform(0.25...0.5)
            points = [Vector2(w, -size), Vector2(0, -size), Vector2(0, size), Vector2(w, size)]
            corners = [1, 2]
        case .roundBracket:
            points = arc(sweep: uniform(90...160) * .pi / 180, radius: size * 1.3)
        case .angleBracket:
            let w = size * uniform(0.4...0.9)
            points = [Vector2(w, -size), Vector2(0, 0), Vector2(w, size)]
            corners = [1]
        case .spiral:
            let turns = uniform(1.6...3.5)
            let inward = chance(0.5)
            let ratio = uniform(0.15...0.6)
            points = (0...900).map { i in
                let u = Double(i) / 900
                let r = size * (inward ? 1 - (1 - ratio) * u : ratio + (1 - ratio) * u)
                let theta = 2 * .pi * turns * u
                return Vector2(cos(theta), sin(theta)) * r
            }
        case .questionMark:
            let hook = arc(sweep: uniform(230...290) * .pi / 180, radius: size * 0.5, start: -.pi)
            let end = hook.last!
            let tail = (1...20).map { end + Vector2(0, size * 0.8 * Double($0) / 20) }
            points = hook + tail
        case .straightLine:
            points = [Vector2(-size, 0), Vector2(size, uniform(-0.05...0.05) * size)]
        case .zigZag:
            let teeth = Int(uniform(3...7.99))
            let height = size * uniform(0.3...0.8)
            points = (0...teeth).map { k in
                Vector2(-size + 2 * size * Double(k) / Double(teeth), k % 2 == 0 ? -height / 2 : height / 2)
            }
            corners = Array(1..<teeth)
        case .figureEight:
            let squash = uniform(0.5...1)
            points = (0...720).map { i in
                let t = 2 * .pi * Double(i) / 720
                return Vector2(sin(t), sin(t) * cos(t) * squash * 1.2) * size  // a lemniscate
            }
        case .tinyScribble:
            let tiny = uniform(3...12)
            if chance(0.5) {
                points = arc(sweep: 2 * .pi * uniform(0.9...1.2), radius: tiny)
            } else {
                var p = Vector2.zero
                points = [p]
                for _ in 0..<Int(uniform(5...15)) {
                    p = Vector2(uniform(-tiny...tiny), uniform(-tiny...tiny))
                    points.append(p)
                }
                corners = Array(1..<(points.count - 1))
            }
            return sample(densify(points), count: Int(uniform(8...40)), corners: [], jitter: uniform(0...1),
                          placeSize: tiny, rounding: 0)
        case .openArc:
            let ratio = uniform(1...1.4)
            points = arc(sweep: uniform(180...275) * .pi / 180, radius: size).map {
                Vector2($0.x * ratio.squareRoot(), $0.y / ratio.squareRoot())
            }
        }
        let rotation = uniform(0...(2 * .pi))
        if chance(0.5) { points = points.map { Vector2(-$0.x, $0.y) } }  // drawn the other way round
        points = points.map { $0.rotated(by: rotation) }
        let dense = densify(points, corners: &corners)
        let count = chance(0.35) ? Int(uniform(8...14.99)) : Int(uniform(15...90))
        return sample(dense, count: count, corners: corners, jitter: uniform(0...1.5), placeSize: size)
    }

    private func arc(sweep: Double, radius: Double, start: Double = 0) -> [Vector2] {
        (0...360).map { i in
            let theta = start + sweep * Double(i) / 360
            return Vector2(cos(theta), sin(theta)) * radius
        }
    }

    /// Points every pixel or so along the polyline; `corners` are re-indexed into the result.
    private func densify(_ points: [Vector2], corners: inout [Int]) -> [Vector2] {
        var dense: [Vector2] = [points[0]]
        var newIndex = [0]
        for (a, b) in zip(points, points.dropFirst()) {
            let steps = max(Int(a.distance(to: b).rounded(.up)), 1)
            for k in 1...steps { dense.append(a + (b - a) * (Double(k) / Double(steps))) }
            newIndex.append(dense.count - 1)
        }
        corners = corners.map { newIndex[$0] }
        return dense
    }

    private func densify(_ points: [Vector2]) -> [Vector2] {
        var none: [Int] = []
        return densify(points, corners: &none)
    }

    // MARK: - The hand and the screen

    /// Samples `dense` the way a touch screen samples a moving finger: at a fixed rate, so fewer
    /// samples where the finger is fast. The finger slows to a stop at each corner and rounds it;
    /// every sample gets jitter; the stroke lands at a random place on screen.
    private mutating func sample(
        _ dense: [Vector2], count: Int, corners: [Int], jitter: Double, placeSize: Double, rounding: Double? = nil
    ) -> [StrokeSample] {
        // Round corners with a moving average up to 15% of the size wide.
        let window = Int((rounding ?? uniform(0...0.15)) * placeSize)
        var rounded = dense
        if window > 0 {
            for i in dense.indices {
                let lo = max(0, i - window), hi = min(dense.count - 1, i + window)
                rounded[i] = dense[lo...hi].reduce(Vector2.zero, +) / Double(hi - lo + 1)
            }
        }
        // Arc length at each dense point.
        var lengths = [0.0]
        for (a, b) in zip(rounded, rounded.dropFirst()) { lengths.append(lengths.last! + a.distance(to: b)) }
        let total = max(lengths.last!, 1e-9)
        // Pieces between corners, each drawn with a minimum-jerk (bell-shaped) speed profile and a
        // duration growing with the square root of its length; smooth shapes vary speed a little.
        let breaks = [0] + corners + [rounded.count - 1]
        let pieces = zip(breaks, breaks.dropFirst()).map { (lengths[$0], lengths[$1]) }
        let durations = pieces.map { max($0.1 - $0.0, 1e-9).squareRoot() }
        let totalDuration = durations.reduce(0, +)
        let speedWave = (uniform(0...0.15), uniform(1...3), uniform(0...(2 * .pi)))
        let origin = Vector2(uniform(350...900), uniform(330...500))
        let period = 1.0 / 60

        var samples: [StrokeSample] = []
        var cursor = 0
        for k in 0..<count {
            let t = Double(k) / Double(count - 1) * totalDuration
            var elapsed = 0.0, target = total
            for (piece, duration) in zip(pieces, durations) {
                if t <= elapsed + duration || piece == pieces.last! {
                    let u = min(max((t - elapsed) / duration, 0), 1)
                    let progress: Double
                    if corners.isEmpty {
                        // Speed swells and ebbs a little; the correction keeps progress 0 at u = 0 and 1 at u = 1.
                        let (amplitude, frequency, phase) = speedWave
                        func wave(_ u: Double) -> Double { amplitude * sin(2 * .pi * frequency * u + phase) / (2 * .pi * frequency) }
                        progress = u + wave(u) - wave(0) * (1 - u) - wave(1) * u
                    } else {
                        progress = u * u * u * (10 - 15 * u + 6 * u * u)
                    }
                    target = piece.0 + (piece.1 - piece.0) * min(max(progress, 0), 1)
                    break
                }
                elapsed += duration
            }
            if k == count - 1 { target = total }
            cursor = min(cursor, rounded.count - 2)
            while cursor > 0 && lengths[cursor] > target { cursor -= 1 }
            while cursor + 1 < rounded.count - 1 && lengths[cursor + 1] < target { cursor += 1 }
            let leg = lengths[cursor + 1] - lengths[cursor]
            let f = leg > 0 ? min(max((target - lengths[cursor]) / leg, 0), 1) : 0
            let point = rounded[cursor] + (rounded[cursor + 1] - rounded[cursor]) * f
            let noise = Vector2(gaussian(), gaussian()) * jitter
            samples.append(StrokeSample(origin + point + noise, time: Double(k) * period))
        }
        return samples
    }
}
