import TouchEngine

/// A stroke as the template matcher compares it: `count` points evenly spaced along its path, centred on their
/// centroid and scaled to unit RMS radius (so size and place do not matter, and a narrow shape is not stretched), the
/// unit direction of travel at each point, how far its ends are apart for the length of its path (`closure`) and
/// where along it the sharp corners are (`corners`), and how often it crosses its own path (`crossings`).
struct NormalisedStroke: Sendable {
    var points: [Vector2]
    var directions: [Vector2]
    /// The distance from the first point to the last over the path's length: 0 for a closed shape (a triangle, a
    /// circle), about 0.2 for an x or a delete mark, 0.5 for a v, 1 for a straight line.
    var closure: Double
    /// Where the stroke turns sharply (`StrokeCorners`), as fractions of its path from the start.
    var corners: [Double]
    /// How many times the stroke crosses its own path between its ends (`StrokeCrossings`): a delete mark once, a
    /// triangle never. Turning it, reversing it or beginning it elsewhere changes neither.
    var crossings: Int
    /// The largest turn at any point where a corner may be (`StrokeCorners.sharpestTurn`), in radians.
    var sharpestTurn: Double
    /// The largest turn within a tenth of the path of halfway (`StrokeCorners.middleTurn`), in radians; the same
    /// drawn backwards.
    var middleTurn: Double

    /// Nil for fewer than two distinct finite points.
    init?(_ stroke: [Vector2], count requested: Int, cornerAngle: Double = .pi / 3) {
        let finite = stroke.filter(\.isFinite)
        let count = max(requested, 3)
        guard finite.count >= 2 else { return nil }
        var points = Self.resample(finite, count: count)
        guard !points.isEmpty else { return nil }
        let centroid = points.reduce(Vector2.zero, +) / Double(count)
        let radius = (points.reduce(0) { $0 + ($1 - centroid).lengthSquared } / Double(count)).squareRoot()
        guard radius > 0, radius.isFinite else { return nil }
        points = points.map { ($0 - centroid) / radius }
        self.points = points
        directions = points.indices.map { i -> Vector2 in
            let travel = points[min(i + 1, count - 1)] - points[max(i - 1, 0)]
            let length = travel.length
            return length > 0 ? travel / length : .zero
        }
        let path = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        closure = path > 0 ? points[0].distance(to: points[count - 1]) / path : 0
        corners = StrokeCorners.positions(in: points, sharperThan: cornerAngle)
        crossings = StrokeCrossings.count(in: points)
        sharpestTurn = StrokeCorners.sharpestTurn(in: points)
        middleTurn = StrokeCorners.middleTurn(in: points, span: 0.1)
    }

    private init(points: [Vector2], directions: [Vector2], closure: Double, corners: [Double], crossings: Int,
                 sharpestTurn: Double, middleTurn: Double) {
        self.sharpestTurn = sharpestTurn
        self.middleTurn = middleTurn
        self.points = points
        self.directions = directions
        self.closure = closure
        self.corners = corners
        self.crossings = crossings
    }

    /// The same stroke drawn from its end to its start.
    var reversed: NormalisedStroke {
        NormalisedStroke(points: points.reversed(), directions: directions.reversed().map { -$0 }, closure: closure,
                         corners: corners.reversed().map { 1 - $0 }, crossings: crossings, sharpestTurn: sharpestTurn, middleTurn: middleTurn)
    }

    /// The same stroke turned about its centroid by `angle` radians (counter-clockwise in y-up coordinates).
    func rotated(by angle: Double) -> NormalisedStroke {
        NormalisedStroke(points: points.map { $0.rotated(by: angle) }, directions: directions.map { $0.rotated(by: angle) },
                         closure: closure, corners: corners, crossings: crossings, sharpestTurn: sharpestTurn, middleTurn: middleTurn)
    }

    /// A closed stroke begun `shift` points later along its own path (its end joined to its start). The centroid and
    /// scale stay, as the points are the same; the corners are the stroke's own, as drawn.
    func restarted(at shift: Int) -> NormalisedStroke {
        let count = points.count
        let order = (0..<count).map { ($0 + shift) % count }
        return NormalisedStroke(points: order.map { points[$0] }, directions: order.map { directions[$0] },
                                closure: closure, corners: corners, crossings: crossings, sharpestTurn: sharpestTurn, middleTurn: middleTurn)
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
