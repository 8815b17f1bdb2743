import Foundation
import TouchEngine

/// How far a moving contact's reports stray from a straight line: each report is compared with the best-fit line
/// (total least squares) through it and its neighbours, `window` reports in all with it in the middle, and its
/// distance from that line is its deviation. A hand's slow curve bends a window of nine reports by hundredths of a
/// millimetre, so what is measured is the panel's noise, with no robot and no ruler. A window whose ends are closer
/// than `minimumSpan` pixels is a finger at rest (the static jitter covers it) and is not measured.
///
/// The same window gives the direction of travel (from its first report to its last): the middle report's step
/// from the one before, taken along that direction, is negative when the report jumped back against the travel.
///
/// Keeps only the last `window` points: constant memory and work per report.
struct LineJitterMeter: Sendable {
    /// What one full window says of its middle report, in the geometry's measuring unit.
    struct Reading {
        /// Its distance from the line fitted through the window.
        var deviation: Double
        /// Where it is (window pixels).
        var position: Vector2
        /// How far it stepped back against the direction of travel (0 when it went forward).
        var backwards: Double
    }

    private var points: [Vector2] = []

    /// Adds a report (window pixels) and reads the window's middle report once the window is full and spans
    /// `minimumSpan` pixels.
    mutating func add(_ point: Vector2, window: Int, minimumSpan: Double, geometry: PanelGeometry) -> Reading? {
        points.append(point)
        if points.count > window { points.removeFirst(points.count - window) }
        guard points.count == window, window >= 3, points[0].distance(to: points[window - 1]) >= minimumSpan else { return nil }
        let offsets = points.map { geometry.measured($0) }
        let line = FittedLine(through: offsets)
        let middle = window / 2
        let travel = offsets[window - 1] - offsets[0]
        let along = travel.length > 0 ? (offsets[middle] - offsets[middle - 1]).dot(travel / travel.length) : 0
        return Reading(deviation: line.distance(of: offsets[middle]), position: points[middle], backwards: max(0, -along))
    }
}
