import TouchEngine

/// Polyline helpers for stroke analysis.
enum StrokeResampling {
    /// The total length of the polyline through `points`.
    static func length(of points: [Vector2]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// `count` points spread at equal distances along the polyline, from its first point to its last.
    /// A polyline of zero length gives `count` copies of its first point.
    static func equidistant(_ points: [Vector2], count: Int) -> [Vector2] {
        guard let first = points.first, count > 1 else { return points.first.map { [$0] } ?? [] }
        let total = length(of: points)
        guard total > 0 else { return Array(repeating: first, count: count) }
        let step = total / Double(count - 1)
        var result = [first]
        result.reserveCapacity(count)
        var walked = 0.0  // length of the polyline before points[i]
        var i = 0
        for k in 1..<(count - 1) {
            let target = Double(k) * step
            while i + 1 < points.count - 1, walked + points[i].distance(to: points[i + 1]) < target {
                walked += points[i].distance(to: points[i + 1])
                i += 1
            }
            let legLength = points[i].distance(to: points[i + 1])
            let fraction = legLength > 0 ? min(max((target - walked) / legLength, 0), 1) : 0
            result.append(points[i] + (points[i + 1] - points[i]) * fraction)
        }
        result.append(points[points.count - 1])
        return result
    }
}
