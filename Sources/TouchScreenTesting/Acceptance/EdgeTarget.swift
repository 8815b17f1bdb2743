import TouchEngine

/// A target near a corner or the middle of an edge. A touch that lands within `radius` of `center`
/// (going down or moving) ticks it; it stays ticked.
public struct EdgeTarget: Equatable, Sendable {
    /// Where on the window the target sits.
    public enum Place: String, CaseIterable, Codable, Sendable {
        case topLeft = "top-left", top, topRight = "top-right", right
        case bottomRight = "bottom-right", bottom, bottomLeft = "bottom-left", left
    }

    /// The touch that ticked a target first.
    public struct Hit: Equatable, Sendable {
        public var time: Double
        public var touch: PointerID

        public init(time: Double, touch: PointerID) {
            self.time = time
            self.touch = touch
        }
    }

    public var place: Place
    public var center: Vector2
    public var radius: Double
    public var firstHit: Hit?
    /// The closest any touch came to the centre, in window pixels and in the geometry's measuring unit: how far the
    /// panel misses the target at best.
    public var closestPixels: Double?
    public var closestMeasured: Double?

    public var isHit: Bool { firstHit != nil }

    public init(place: Place, center: Vector2, radius: Double) {
        self.place = place
        self.center = center
        self.radius = radius
    }

    /// The eight targets of a `width`×`height` window, clockwise from the top-left corner, each `inset`
    /// pixels in from the edges it sits on.
    public static func layout(width: Double, height: Double, inset: Double, radius: Double) -> [EdgeTarget] {
        let left = inset, right = width - inset, top = inset, bottom = height - inset
        let midX = width / 2, midY = height / 2
        let centers: [(Place, Vector2)] = [
            (.topLeft, Vector2(left, top)), (.top, Vector2(midX, top)), (.topRight, Vector2(right, top)),
            (.right, Vector2(right, midY)), (.bottomRight, Vector2(right, bottom)), (.bottom, Vector2(midX, bottom)),
            (.bottomLeft, Vector2(left, bottom)), (.left, Vector2(left, midY)),
        ]
        return centers.map { EdgeTarget(place: $0.0, center: $0.1, radius: radius) }
    }

    /// Ticks the target if `point` lies within its radius and it was not ticked before, and keeps the closest approach.
    mutating func touch(at point: Vector2, time: Double, id: PointerID, geometry: PanelGeometry) {
        let distance = point.distance(to: center)
        if closestPixels == nil || distance < closestPixels! {
            closestPixels = distance
            closestMeasured = geometry.length(point - center)
        }
        guard firstHit == nil, distance <= radius else { return }
        firstHit = Hit(time: time, touch: id)
    }
}
