import TouchEngine

/// Where a resampled stroke crosses its own path: a delete mark and an x cross once, a pig tail at its loop, a star
/// five times; a triangle, a rectangle and a circle never between their ends. The first and last four points are left
/// out, as for `StrokeCorners`: a closed shape's end laid over its start, or a hook at an end, is no crossing.
enum StrokeCrossings {
    /// Points left out at each end.
    static let endPoints = 4

    /// How many times the path through `points` (its ends left out) crosses itself.
    static func count(in points: [Vector2]) -> Int {
        let first = endPoints, last = points.count - 1 - endPoints
        guard last - first >= 3 else { return 0 }
        var crossings = 0
        for i in first..<(last - 2) {
            // Segments that share a point (i and i + 1) only touch.
            for j in (i + 2)..<last where segmentsCross(points[i], points[i + 1], points[j], points[j + 1]) {
                crossings += 1
            }
        }
        return crossings
    }

    /// Whether segment a–b and segment c–d cross (each one's ends strictly on either side of the other's line).
    static func segmentsCross(_ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2) -> Bool {
        let abC = (b - a).cross(c - a), abD = (b - a).cross(d - a)
        let cdA = (d - c).cross(a - c), cdB = (d - c).cross(b - c)
        return (abC > 0) != (abD > 0) && (cdA > 0) != (cdB > 0) && abC != 0 && abD != 0 && cdA != 0 && cdB != 0
    }
}
