import TouchEngine

/// Matches a one-finger stroke against user-taught example strokes (templates): the best template's name and a score,
/// or nothing when no template is near enough (`GestureTemplateConfiguration.maximumDistance`).
///
/// Why this matcher: SDL2's $1 recogniser scores 0.939 (user-dependent) and 0.914 (user-independent) on people's
/// strokes, and the $P point cloud 0.951 and 0.895 (measured on the shared human strokes). Both lose where people
/// differ from each other: $1 turns every stroke to its first point's angle (so a caret and a v, or the two brackets,
/// become alike) and stretches it to a square; $P forgets the order of the points, so the way a stroke is drawn
/// tells nothing. This matcher keeps the order and the orientation (the sixteen shapes people draw differ by
/// orientation: caret and v, left and right braces), scales uniformly (by the points' RMS distance from their
/// centroid, so a narrow shape is not stretched into another) and aligns the two point sequences elastically
/// (dynamic time warping within a band), comparing position and direction of travel at every aligned point, so a
/// part drawn bigger or faster than in the template still lines up. Either stroke may be drawn in either direction:
/// the candidate is compared forwards and backwards. It is not rotation invariant, on purpose: a shape turned is
/// another symbol among these (v and caret, the brackets).
///
/// Cost: one comparison is `sampleCount` × (2 × band + 1) cells, twice (both directions); a comparison stops early
/// once every cell of a row is farther than the best match so far. Against 100 templates a stroke takes well under
/// a millisecond (`touch-sandbox bench` prints the figure).
public struct GestureTemplateMatcher: Sendable {
    /// A recognised stroke: the template's name, how close it came (1 for an exact copy, 0.5 at the refusal limit)
    /// and the mean distance that score comes from.
    public struct Match: Equatable, Sendable {
        public var name: String
        public var score: Double
        public var distance: Double
    }

    /// One example stroke, normalised: positions centred and scaled to unit RMS radius, unit directions of travel.
    struct Template: Sendable {
        var name: String
        var stroke: NormalisedStroke
    }

    struct NormalisedStroke: Sendable {
        var points: [Vector2]
        var directions: [Vector2]

        /// The same stroke drawn from its end to its start.
        var reversed: NormalisedStroke {
            NormalisedStroke(points: points.reversed(), directions: directions.reversed().map { -$0 })
        }
    }

    public let configuration: GestureTemplateConfiguration
    private(set) var templates: [Template] = []

    /// The names the templates teach, in the order they were first given.
    public private(set) var names: [String] = []

    public init(configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        self.configuration = configuration
    }

    /// A matcher taught every example of every gesture; examples too short to be strokes are skipped.
    public init(gestures: [GestureTemplate], configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        self.configuration = configuration
        for gesture in gestures {
            for stroke in gesture.strokes { add(stroke, named: gesture.name) }
        }
    }

    /// The number of usable example strokes.
    public var templateCount: Int { templates.count }

    /// Teaches one example stroke; returns false (and keeps nothing) when it has no length.
    @discardableResult
    public mutating func add(_ stroke: [Vector2], named name: String) -> Bool {
        guard let normalised = normalise(stroke) else { return false }
        templates.append(Template(name: name, stroke: normalised))
        if !names.contains(name) { names.append(name) }
        return true
    }

    /// The nearest template if it is within `maximumDistance`; nil for a stroke too short or too far from every one.
    public func match(_ stroke: [Vector2]) -> Match? {
        guard let nearest = nearest(stroke), nearest.distance <= configuration.maximumDistance else { return nil }
        return nearest
    }

    /// The nearest template however far it is (for measuring), nil with no templates or a stroke of no length.
    public func nearest(_ stroke: [Vector2]) -> Match? {
        guard !templates.isEmpty, let forwards = normalise(stroke) else { return nil }
        let backwards = forwards.reversed
        // Templates nearest without sliding go first, so the best match is found early and the others give up early.
        let order = templates.indices.map { index in
            (index, min(Self.diagonalDistance(forwards, templates[index].stroke, weight: configuration.directionWeight),
                        Self.diagonalDistance(backwards, templates[index].stroke, weight: configuration.directionWeight)))
        }.sorted { $0.1 < $1.1 }
        var rows = AlignmentRows(count: forwards.points.count)
        var best: (index: Int, distance: Double)?
        for (index, _) in order {
            let limit = best?.distance ?? .infinity
            let template = templates[index].stroke
            let distance = min(alignedDistance(forwards, template, limit: limit, rows: &rows),
                               alignedDistance(backwards, template, limit: limit, rows: &rows))
            if distance < limit { best = (index, distance) }
        }
        guard let best else { return nil }
        let score = max(0, 1 - best.distance / (2 * configuration.maximumDistance))
        return Match(name: templates[best.index].name, score: score, distance: best.distance)
    }

    /// The mean cost of comparing point i with point i (no sliding): an upper bound of the aligned distance.
    static func diagonalDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, weight: Double) -> Double {
        guard a.points.count == b.points.count, !a.points.isEmpty else { return .infinity }
        var sum = 0.0
        for i in a.points.indices {
            sum += a.points[i].distance(to: b.points[i]) + weight * a.directions[i].distance(to: b.directions[i])
        }
        return sum / Double(a.points.count)
    }

    /// Resampled, centred on the centroid, scaled to unit RMS radius; nil for fewer than two distinct finite points.
    func normalise(_ stroke: [Vector2]) -> NormalisedStroke? {
        let finite = stroke.filter(\.isFinite)
        let count = max(configuration.sampleCount, 3)
        guard finite.count >= 2 else { return nil }
        var points = Self.resample(finite, count: count)
        guard !points.isEmpty else { return nil }
        let centroid = points.reduce(Vector2.zero, +) / Double(count)
        let radius = (points.reduce(0) { $0 + ($1 - centroid).lengthSquared } / Double(count)).squareRoot()
        guard radius > 0, radius.isFinite else { return nil }
        points = points.map { ($0 - centroid) / radius }
        let directions = points.indices.map { i -> Vector2 in
            let travel = points[min(i + 1, count - 1)] - points[max(i - 1, 0)]
            let length = travel.length
            return length > 0 ? travel / length : .zero
        }
        return NormalisedStroke(points: points, directions: directions)
    }

    /// Two rows of the alignment's cost table, reused from one comparison to the next.
    struct AlignmentRows {
        var previous: [Double]
        var current: [Double]
        init(count: Int) {
            previous = [Double](repeating: .infinity, count: count)
            current = previous
        }
    }

    /// The mean cost of the best alignment of `a` onto `b` (dynamic time warping within the band), or infinity as
    /// soon as it cannot come under `limit`.
    func alignedDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, limit: Double) -> Double {
        var rows = AlignmentRows(count: a.points.count)
        return alignedDistance(a, b, limit: limit, rows: &rows)
    }

    func alignedDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, limit: Double, rows: inout AlignmentRows) -> Double {
        let count = a.points.count
        guard b.points.count == count, rows.previous.count == count, count > 0 else { return .infinity }
        let band = max(1, Int((Double(count) * configuration.alignmentBand).rounded()))
        let weight = configuration.directionWeight
        let budget = limit * Double(count)
        return a.points.withUnsafeBufferPointer { ap in
            a.directions.withUnsafeBufferPointer { ad in
                b.points.withUnsafeBufferPointer { bp in
                    b.directions.withUnsafeBufferPointer { bd in
                        rows.previous.withUnsafeMutableBufferPointer { first in
                            rows.current.withUnsafeMutableBufferPointer { second in
                                var previous = first, current = second
                                for j in 0..<count {
                                    previous[j] = .infinity
                                    current[j] = .infinity
                                }
                                for i in 0..<count {
                                    let low = max(0, i - band), high = min(count - 1, i + band)
                                    var rowBest = Double.infinity
                                    var left = Double.infinity  // current[j - 1]
                                    for j in low...high {
                                        let cost = (ap[i] - bp[j]).length + weight * (ad[i] - bd[j]).length
                                        var before = left
                                        if i > 0 {
                                            before = min(before, previous[j])
                                            if j > 0 { before = min(before, previous[j - 1]) }
                                        } else if j == 0 {
                                            before = 0
                                        }
                                        left = before + cost
                                        current[j] = left
                                        rowBest = min(rowBest, left)
                                    }
                                    if rowBest >= budget { return .infinity }
                                    // The row just written becomes the previous one; cells outside its band are
                                    // infinite, as the next row's reads beyond it expect.
                                    if low > 0 { current[low - 1] = .infinity }
                                    if high + 1 < count { current[high + 1] = .infinity }
                                    swap(&previous, &current)
                                }
                                return previous[count - 1] / Double(count)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `count` points evenly spaced along the path through `points`; empty when the path has no length.
    static func resample(_ points: [Vector2], count: Int) -> [Vector2] {
        let legs = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = legs.reduce(0, +)
        guard total > 0, total.isFinite, let first = points.first, let last = points.last else { return [] }
        let step = total / Double(count - 1)
        var result = [first]
        result.reserveCapacity(count)
        var walked = 0.0, leg = 0
        for k in 1..<(count - 1) {
            let target = Double(k) * step
            while leg < legs.count - 1, walked + legs[leg] < target {
                walked += legs[leg]
                leg += 1
            }
            let fraction = legs[leg] > 0 ? min(max((target - walked) / legs[leg], 0), 1) : 0
            result.append(points[leg] + (points[leg + 1] - points[leg]) * fraction)
        }
        result.append(last)
        return result
    }
}
