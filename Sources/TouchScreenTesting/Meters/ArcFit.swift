import Foundation
import TouchEngine

/// The circular arc (a straight line being an arc of infinite radius) that holds a run of reports in the narrowest
/// band: the minimax fit, which minimises the largest distance of a report from the arc. A finger's intended path
/// is smooth, and over a short run it is an arc to within hundredths of a millimetre, so what is left is the panel's
/// noise: for noise bounded by ±a the band's half-width approaches a from below (it never exceeds the noise itself,
/// since the true path is one of the arcs tried), and alternating ±a gives exactly a.
///
/// Fitted in the run's own frame (origin at the mean, x along its first-to-last chord) as the implicit curve
/// `A(x² + y²) + Bx + y + D = 0`, linear in A, B, D (A = 0 is a line), by Lawson's iteratively reweighted least
/// squares, which converges to the minimax fit of a linear model; a report's distance from the curve is then
/// computed exactly for the circle it describes.
struct ArcFit {
    private let origin: Vector2
    private let along: Vector2
    private let across: Vector2
    private let a: Double, b: Double, d: Double

    /// Reweighting rounds (the narrowest band seen is kept): enough to come within a thousandth of a millimetre
    /// of the minimax band for 25 reports.
    static let rounds = 40

    /// nil for fewer than four points, a run whose ends coincide, or numbers that overflow.
    init?(_ points: ArraySlice<Vector2>) {
        guard points.count >= 4, let first = points.first, let last = points.last else { return nil }
        let chord = last - first
        let length = chord.length
        guard length > 0, length.isFinite else { return nil }
        var mean = Vector2.zero
        for point in points { mean += point }
        mean = mean / Double(points.count)
        let along = chord / length, across = Vector2(-chord.y / length, chord.x / length)
        origin = mean
        self.along = along
        self.across = across
        let local = points.map { Vector2(($0 - mean).dot(along), ($0 - mean).dot(across)) }
        var weights = [Double](repeating: 1 / Double(local.count), count: local.count)
        var best: (width: Double, a: Double, b: Double, d: Double)?
        for _ in 0..<Self.rounds {
            guard let (a, b, d) = Self.weightedLeastSquares(local, weights) else { break }
            // The band is judged by true distances (the algebraic residual is proportional to them only close to a
            // large circle), the weights by the residuals Lawson's rule needs.
            var widest = 0.0, total = 0.0
            for (index, point) in local.enumerated() {
                let residual = a * point.lengthSquared + b * point.x + point.y + d
                widest = max(widest, Self.distance(residual: residual, a: a, b: b, d: d))
                weights[index] *= abs(residual)
                total += weights[index]
            }
            if best.map({ widest < $0.width }) ?? true { best = (widest, a, b, d) }
            // Every report on the curve (an exact path): done.
            guard widest > 1e-12, total > 0, total.isFinite else { break }
            for index in weights.indices { weights[index] /= total }
        }
        guard let best, best.width.isFinite else { return nil }
        a = best.a
        b = best.b
        d = best.d
    }

    /// The distance of `point` from the fitted arc (or line).
    func distance(of point: Vector2) -> Double {
        let offset = point - origin
        let x = offset.dot(along), y = offset.dot(across)
        return Self.distance(residual: a * (x * x + y * y) + b * x + y + d, a: a, b: b, d: d)
    }

    /// The distance from the curve of a point whose algebraic residual is `f`: for the circle A|p - c|² = A R² this
    /// is |ρ - R|, computed without dividing by A (stable as A → 0, where it becomes the distance from the line
    /// Bx + y + D = 0).
    private static func distance(residual f: Double, a: Double, b: Double, d: Double) -> Double {
        let gradient = max(0, b * b + 1 - 4 * a * d).squareRoot()
        let denominator = gradient + max(0, gradient * gradient + 4 * a * f).squareRoot()
        return denominator > 0 ? 2 * abs(f) / denominator : abs(f)
    }

    /// Solves the 3×3 normal equations of y ≈ -(A(x² + y²) + Bx + D) under `weights`; nil when singular.
    private static func weightedLeastSquares(_ points: [Vector2], _ weights: [Double]) -> (Double, Double, Double)? {
        var m = [[Double]](repeating: [0, 0, 0, 0], count: 3)
        for (point, weight) in zip(points, weights) where weight > 0 {
            let row = [point.lengthSquared, point.x, 1.0]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += weight * row[i] * row[j] }
                m[i][3] -= weight * row[i] * point.y
            }
        }
        // Gaussian elimination with partial pivoting.
        for column in 0..<3 {
            let pivot = (column..<3).max { abs(m[$0][column]) < abs(m[$1][column]) }!
            guard abs(m[pivot][column]) > 1e-300, m[pivot][column].isFinite else { return nil }
            m.swapAt(column, pivot)
            for row in (column + 1)..<3 {
                let factor = m[row][column] / m[column][column]
                for k in column..<4 { m[row][k] -= factor * m[column][k] }
            }
        }
        var solution = [0.0, 0.0, 0.0]
        for row in stride(from: 2, through: 0, by: -1) {
            var value = m[row][3]
            for k in (row + 1)..<3 { value -= m[row][k] * solution[k] }
            solution[row] = value / m[row][row]
        }
        guard solution.allSatisfy(\.isFinite) else { return nil }
        return (solution[0], solution[1], solution[2])
    }
}
