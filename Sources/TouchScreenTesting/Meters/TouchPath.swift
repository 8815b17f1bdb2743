/// The path a touch drew, in bounded memory: a point closer than `spacing` to the last one kept is skipped (unless
/// forced, as the lift is), and when the path outgrows its capacity every other point is dropped, keeping the last.
struct TouchPath: Sendable {
    private(set) var points: [PathPoint] = []

    mutating func append(_ point: PathPoint, spacing: Double, capacity: Int, force: Bool) {
        if let last = points.last, !force, point.position.distance(to: last.position) < spacing {
            return
        }
        points.append(point)
        if points.count > capacity {
            let last = points[points.count - 1]
            points = stride(from: 0, to: points.count - 1, by: 2).map { points[$0] } + [last]
        }
    }
}
