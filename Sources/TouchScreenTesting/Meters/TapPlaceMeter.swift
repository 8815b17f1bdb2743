import TouchEngine

/// Where a touch landed, for judging it as a tap: the mean of its reports (downs, moves and the lift), kept as the
/// sum of their offsets from where it went down, and the farthest any report lay from there.
struct TapPlaceMeter: Sendable {
    private let downPosition: Vector2
    private var offsetSum = Vector2.zero
    private var count = 0
    /// The farthest any report lay from where the touch went down, in the measuring unit.
    private(set) var farthestFromDown = 0.0

    init(down position: Vector2) {
        downPosition = position
    }

    /// The mean of its reports (window pixels).
    var meanPosition: Vector2 { count == 0 ? downPosition : downPosition + offsetSum / Double(count) }

    mutating func note(_ point: Vector2, geometry: PanelGeometry) {
        offsetSum += point - downPosition
        count += 1
        farthestFromDown = max(farthestFromDown, geometry.length(point - downPosition))
    }
}
