import Foundation
import TouchEngine

/// The straight line that fits a set of points best (total least squares: it runs through their mean along the
/// axis of greatest spread), and how far a point lies from it.
struct FittedLine {
    let mean: Vector2
    /// Unit normal of the line: the axis of least spread.
    let normal: Vector2

    init(through points: [Vector2]) {
        mean = points.isEmpty ? .zero : points.reduce(Vector2.zero, +) / Double(points.count)
        var xx = 0.0, xy = 0.0, yy = 0.0
        for point in points {
            let d = point - mean
            xx += d.x * d.x
            xy += d.x * d.y
            yy += d.y * d.y
        }
        let angle = 0.5 * atan2(2 * xy, xx - yy)
        normal = Vector2(-sin(angle), cos(angle))
    }

    func distance(of point: Vector2) -> Double { abs((point - mean).dot(normal)) }
}
