import TouchEngine

/// How one contact went toward the window's edges and corners: for each of the four edges (left, top, right,
/// bottom) and four corners (top-left, top-right, bottom-right, bottom-left), how far it was when it went down and
/// the closest it came, in the measuring unit. A contact that came at least an approach distance closer to an edge
/// than where it went down was heading for it: its closest approach then says how near the panel reports, which a
/// tap in the middle of the screen does not.
struct ReachMeter: Sendable {
    /// Edges then corners, as `AcceptanceFigures.edgeNames` and `cornerNames` order them.
    private(set) var start: [Double] = []
    private(set) var closest: [Double] = []

    /// The distances of `point` (window pixels) from the four edges, then the four corners, of a `width` × `height`
    /// window, in the measuring unit.
    static func distances(of point: Vector2, width: Double, height: Double, geometry: PanelGeometry) -> [Double] {
        let scale = geometry.measured(Vector2(1, 1))
        let edges = [point.x * scale.x, point.y * scale.y, (width - point.x) * scale.x, (height - point.y) * scale.y]
        let corners = [Vector2(0, 0), Vector2(width, 0), Vector2(width, height), Vector2(0, height)]
            .map { geometry.length(point - $0) }
        return edges + corners
    }

    /// Notes a report's distances; returns for each edge and corner how much closer the contact has come than where
    /// it went down.
    mutating func note(_ distances: [Double]) -> [Double] {
        if start.isEmpty {
            start = distances
            closest = distances
        } else {
            for index in closest.indices where distances[index] < closest[index] { closest[index] = distances[index] }
        }
        return zip(start, closest).map { $0 - $1 }
    }
}
