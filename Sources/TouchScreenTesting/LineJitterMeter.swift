import Foundation
import TouchEngine

/// How far a moving contact's reports stray from a straight line: each report is compared with the best-fit line
/// (total least squares) through it and its neighbours, `window` reports in all with it in the middle, and its
/// distance from that line is its deviation. A hand's slow curve bends a window of nine reports by hundredths of a
/// millimetre, so what is measured is the panel's noise, with no robot and no ruler. A window whose ends are closer
/// than `minimumSpan` pixels is a finger at rest (the static jitter covers it) and is not measured.
///
/// Keeps only the last `window` points: constant memory and work per report.
struct LineJitterMeter: Sendable {
    private var points: [Vector2] = []

    /// Adds a report (window pixels) and returns the deviation of the window's middle report, in the geometry's
    /// measuring unit, once the window is full and spans `minimumSpan` pixels.
    mutating func add(_ point: Vector2, window: Int, minimumSpan: Double, geometry: PanelGeometry) -> Double? {
        points.append(point)
        if points.count > window { points.removeFirst(points.count - window) }
        guard points.count == window, window >= 3, points[0].distance(to: points[window - 1]) >= minimumSpan else { return nil }
        let offsets = points.map { geometry.measured($0) }
        let mean = offsets.reduce(Vector2.zero, +) / Double(window)
        var xx = 0.0, xy = 0.0, yy = 0.0
        for offset in offsets {
            let d = offset - mean
            xx += d.x * d.x
            xy += d.x * d.y
            yy += d.y * d.y
        }
        // The line runs along the principal axis of the points; its normal is the axis of least spread.
        let angle = 0.5 * atan2(2 * xy, xx - yy)
        let normal = Vector2(-sin(angle), cos(angle))
        return abs((offsets[window / 2] - mean).dot(normal))
    }
}
