import Foundation
import TouchEngine

/// Whether a fitted calibration matrix can belong to a real touch panel over this screen, so a fit that merely
/// agrees with itself (five taps in a small cluster shaped like the targets, taps a million pixels off) is never
/// handed out as a udev rule.
///
/// A panel over a screen maps its surface roughly onto the screen: turned, mirrored, skewed or shifted a little,
/// never magnified many times or moved off it. So the linear part of the matrix must stretch by a factor within
/// `CalibrationConfiguration.plausibleScale` in every direction (its singular values), and the panel's surface
/// (the unit square, mapped) must cover at least `minimumOverlap` of the screen and lie on it by at least as much.
enum CalibrationPlausibility {
    /// Why `matrix` cannot be a real panel's, in words for the user; nil when it can.
    static func problem(with matrix: CalibrationMatrix, configuration: CalibrationConfiguration) -> String? {
        let stretch = singularValues(matrix)
        let range = configuration.plausibleScale
        guard stretch.smallest.isFinite, stretch.largest.isFinite else { return "the fit is not a finite map" }
        if !range.contains(stretch.largest) || !range.contains(stretch.smallest) {
            let factors = stretch.largest / stretch.smallest < 1.01
                ? "by \(text(stretch.largest))" : "by \(text(stretch.smallest)) to \(text(stretch.largest))"
            return "the fit would scale touches \(factors), where a panel over this screen needs \(text(range.lowerBound)) to \(text(range.upperBound))"
                + (stretch.largest > range.upperBound ? " (the taps lie much closer together than the targets)" : "")
        }
        let panel = [Vector2(0, 0), Vector2(1, 0), Vector2(1, 1), Vector2(0, 1)].map(matrix.apply)
        let shared = ConvexClip.area(of: ConvexClip.clippedToUnitSquare(panel))
        let panelArea = abs(ConvexClip.signedArea(panel))
        let onScreen = panelArea > 0 ? shared / panelArea : 0
        let minimum = configuration.minimumOverlap
        if shared < minimum || onScreen < minimum {
            return "the fit would put \(percent(onScreen)) of the panel on the screen and cover \(percent(shared)) of the screen "
                + "(a panel over this screen covers at least \(percent(minimum)) of it)"
        }
        return nil
    }

    /// The largest and smallest factor by which the matrix's linear part stretches a direction.
    private static func singularValues(_ m: CalibrationMatrix) -> (largest: Double, smallest: Double) {
        let sum = m.a * m.a + m.b * m.b + m.d * m.d + m.e * m.e
        let determinant = abs(m.a * m.e - m.b * m.d)
        let spread = (max(sum * sum - 4 * determinant * determinant, 0)).squareRoot()
        return (((sum + spread) / 2).squareRoot(), (max(sum - spread, 0) / 2).squareRoot())
    }

    private static func text(_ value: Double) -> String {
        value >= 100 ? String(format: "%.3g", value) : CalibrationMatrix.text((value * 100).rounded() / 100)
    }

    // Checked: a degenerate fit's 1e300 or NaN is written as it is, never converted.
    private static func percent(_ fraction: Double) -> String { Int(checking: (fraction * 100).rounded()).map { "\($0)%" } ?? "\(fraction * 100)%" }
}

/// Clipping a convex polygon to the unit square (Sutherland–Hodgman) and measuring areas, for
/// `CalibrationPlausibility`.
enum ConvexClip {
    /// The part of `polygon` inside the square 0...1 × 0...1.
    static func clippedToUnitSquare(_ polygon: [Vector2]) -> [Vector2] {
        var points = polygon
        let edges: [(inside: (Vector2) -> Bool, cross: (Vector2, Vector2) -> Vector2)] = [
            ({ $0.x >= 0 }, { crossing($0, $1, x: 0) }),
            ({ $0.x <= 1 }, { crossing($0, $1, x: 1) }),
            ({ $0.y >= 0 }, { crossing($0, $1, y: 0) }),
            ({ $0.y <= 1 }, { crossing($0, $1, y: 1) }),
        ]
        for edge in edges {
            guard !points.isEmpty else { break }
            var kept: [Vector2] = []
            for (index, current) in points.enumerated() {
                let previous = points[(index + points.count - 1) % points.count]
                switch (edge.inside(previous), edge.inside(current)) {
                case (true, true): kept.append(current)
                case (true, false): kept.append(edge.cross(previous, current))
                case (false, true): kept += [edge.cross(previous, current), current]
                case (false, false): break
                }
            }
            points = kept
        }
        return points
    }

    static func area(of polygon: [Vector2]) -> Double { abs(signedArea(polygon)) }

    static func signedArea(_ polygon: [Vector2]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            twice += point.x * next.y - next.x * point.y
        }
        return twice / 2
    }

    private static func crossing(_ p: Vector2, _ q: Vector2, x: Double) -> Vector2 {
        let t = (x - p.x) / (q.x - p.x)
        return Vector2(x, p.y + t * (q.y - p.y))
    }

    private static func crossing(_ p: Vector2, _ q: Vector2, y: Double) -> Vector2 {
        let t = (y - p.y) / (q.y - p.y)
        return Vector2(p.x + t * (q.x - p.x), y)
    }
}
