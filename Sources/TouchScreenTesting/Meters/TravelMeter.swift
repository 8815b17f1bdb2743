import TouchEngine

/// The distance a touch travelled, in window pixels and in the geometry's measuring unit.
struct TravelMeter: Sendable {
    private(set) var pixels = 0.0
    private(set) var measured = 0.0

    mutating func add(_ step: Vector2, geometry: PanelGeometry) {
        pixels += step.length
        measured += geometry.length(step)
    }
}
