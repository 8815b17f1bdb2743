import TouchEngine

/// Recent positions of every touch, for the overlay's fading trails.
///
/// A trail keeps the points of the last `duration` seconds; when its touch lifts the trail stays
/// until its newest point is older than `duration`, so lifted touches fade out instead of vanishing.
struct TouchTrails {
    struct Point {
        var position: Vector2
        var time: Double
    }

    struct Trail {
        var id: PointerID
        var points: [Point]
        var isActive: Bool
    }

    var duration = 0.6
    private(set) var trails: [Trail] = []
    private static let maximumPoints = 96

    mutating func record(_ event: PointerEvent) {
        guard event.position.isFinite else { return }
        let point = Point(position: event.position, time: event.time)
        switch event.phase {
        case .down:
            if let i = trails.firstIndex(where: { $0.id == event.id && $0.isActive }) { trails[i].isActive = false }
            trails.append(Trail(id: event.id, points: [point], isActive: true))
        case .move:
            guard let i = trails.lastIndex(where: { $0.id == event.id && $0.isActive }) else { return }
            if trails[i].points.count >= Self.maximumPoints { trails[i].points.removeFirst() }
            trails[i].points.append(point)
        case .up, .cancel:
            if let i = trails.lastIndex(where: { $0.id == event.id && $0.isActive }) { trails[i].isActive = false }
        }
    }

    /// Drops points older than the trail duration and trails with nothing left to show.
    mutating func expire(now: Double) {
        let oldest = now - duration
        for i in trails.indices {
            let keepLast = trails[i].isActive ? 1 : 0
            while trails[i].points.count > keepLast, let first = trails[i].points.first, first.time < oldest {
                trails[i].points.removeFirst()
            }
        }
        trails.removeAll { !$0.isActive && $0.points.isEmpty }
    }

    /// Whether some trail is still fading, so frames must keep coming.
    var isFading: Bool { trails.contains { !$0.isActive || $0.points.count > 1 } }
}
