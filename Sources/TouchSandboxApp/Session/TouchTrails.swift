import TouchEngine

/// Recent positions of every touch, for the overlay's fading trails.
///
/// A trail keeps the points of the last `duration` seconds; when its touch lifts the trail stays
/// until its newest point is older than `duration`, so lifted touches fade out instead of vanishing.
///
/// Bounded whatever the input: a trail holds at most `maximumPoints` points and there are at most `maximumTrails`
/// trails (the oldest goes first), so a recording whose clock stands still (thousands of touches at one time stamp)
/// cannot make it grow. A fast replay, which never waits, expires trails as events come (`expireIfDue`).
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
    /// 96 points: 0.6 s of a 160 Hz panel.
    static let maximumPoints = 96
    /// 512 trails: more than the engine's 256 touches down at once, with as many fading.
    static let maximumTrails = 512
    /// How much later than strictly needed `expireIfDue` expires, so it does the work in batches.
    private static let expiryBatch = 0.25
    /// When `expireIfDue` next has something to drop.
    private var nextExpiry = Double.infinity

    mutating func record(_ event: PointerEvent) {
        guard event.position.isFinite else { return }
        let point = Point(position: event.position, time: event.time)
        switch event.phase {
        case .down:
            if let i = trails.lastIndex(where: { $0.id == event.id && $0.isActive }) { trails[i].isActive = false }
            if trails.count >= Self.maximumTrails { trails.removeFirst() }
            trails.append(Trail(id: event.id, points: [point], isActive: true))
        case .move:
            guard let i = trails.lastIndex(where: { $0.id == event.id && $0.isActive }) else { return }
            if trails[i].points.count >= Self.maximumPoints { trails[i].points.removeFirst() }
            trails[i].points.append(point)
            // The point before the new one may now expire.
            dropsLater(trails[i].points[trails[i].points.count - 2])
        case .up, .cancel:
            guard let i = trails.lastIndex(where: { $0.id == event.id && $0.isActive }) else { return }
            trails[i].isActive = false
            if let last = trails[i].points.last { dropsLater(last) }
        }
    }

    /// Notes that `point` can expire, for `expireIfDue`.
    private mutating func dropsLater(_ point: Point) {
        nextExpiry = min(nextExpiry, point.time + duration + Self.expiryBatch)
    }

    /// Drops points older than the trail duration and trails with nothing left to show.
    mutating func expire(now: Double) {
        let oldest = now - duration
        nextExpiry = .infinity
        for i in trails.indices {
            // An active trail keeps its newest point however old: the finger is still there.
            let expirable = trails[i].points.count - (trails[i].isActive ? 1 : 0)
            let stale = trails[i].points.prefix(expirable).prefix { $0.time < oldest }.count
            trails[i].points.removeFirst(stale)
            if expirable - stale > 0 { dropsLater(trails[i].points[0]) }
        }
        trails.removeAll { !$0.isActive && $0.points.isEmpty }
    }

    /// Expires in batches, at most every `expiryBatch` seconds of the events' clock: what a fast replay calls per
    /// event. What is left at any `expire(now:)` is the same as without it.
    mutating func expireIfDue(now: Double) {
        if now >= nextExpiry { expire(now: now) }
    }

    /// Whether some trail is still fading, so frames must keep coming.
    var isFading: Bool { trails.contains { !$0.isActive || $0.points.count > 1 } }
}
