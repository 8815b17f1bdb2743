import Foundation
import TouchEngine

/// How straight a stroke drawn along a guide came out: for a stroke at least `minimumLength` mm from end to end
/// whose reports all stay within `chordTolerance` mm of the chord (so it was meant to be straight, not a curve or a
/// scribble), the farthest distance (mm) of a report from the straight line fitted to it (total least squares).
enum StrokeLinearity {
    static let minimumLength = 40.0
    static let chordTolerance = 3.0

    /// The stroke's largest distance from its fitted line (mm), or nil when it does not qualify or the resolution
    /// is not known.
    static func deviation(of points: [Vector2], geometry: PanelGeometry) -> Double? {
        guard geometry.millimetresPerPixel != nil, points.count >= 3 else { return nil }
        let measured = points.map { geometry.measured($0) }
        let first = measured[0], last = measured[measured.count - 1]
        let chord = last - first
        let length = chord.length
        guard length >= minimumLength else { return nil }
        let chordNormal = Vector2(-chord.y / length, chord.x / length)
        guard measured.allSatisfy({ abs(($0 - first).dot(chordNormal)) <= chordTolerance }) else { return nil }
        let line = FittedLine(through: measured)
        return measured.map(line.distance(of:)).max()
    }
}
