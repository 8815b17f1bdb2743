import Foundation
import TouchEngine

/// An ellipse fitted to points by algebraic least squares: the conic
/// `A x² + B xy + C y² + D x + E y + F = 0` under the constraint `A + C = 1`, which does not depend
/// on where the points are or how they are turned.
struct EllipseFit {
    var center: Vector2
    /// Unit vector along the first principal axis.
    var axis: Vector2
    /// Semi-axis along `axis`, and along `axis` turned a quarter clockwise on screen.
    var semiAxes: (Double, Double)

    /// The larger semi-axis over the smaller.
    var axisRatio: Double { max(semiAxes.0, semiAxes.1) / min(semiAxes.0, semiAxes.1) }
    /// The radius of the circle with the same area.
    var equivalentRadius: Double { (semiAxes.0 * semiAxes.1).squareRoot() }

    /// Where `point` lies in the ellipse's own frame, scaled so the ellipse is the unit circle:
    /// `radius` 1 is on the ellipse; `angle` grows clockwise on screen.
    func normalizedPolar(_ point: Vector2) -> (radius: Double, angle: Double) {
        let d = point - center
        let u = d.dot(axis) / semiAxes.0
        let v = d.dot(axis.rotated(by: .pi / 2)) / semiAxes.1
        return ((u * u + v * v).squareRoot(), atan2(v, u))
    }

    /// `point` in the ellipse's own frame, scaled so the ellipse is the unit circle: an affine map under which
    /// the ellipse becomes a circle and a corner stays a corner.
    func normalized(_ point: Vector2) -> Vector2 {
        let d = point - center
        return Vector2(d.dot(axis) / semiAxes.0, d.dot(axis.rotated(by: .pi / 2)) / semiAxes.1)
    }

    /// Fits an ellipse; nil when the points are degenerate or the best conic is not an ellipse.
    init?(_ points: [Vector2]) {
        guard points.count >= 5 else { return nil }
        // Centre and scale to unit RMS distance, for a well-conditioned system.
        let mean = points.reduce(Vector2.zero, +) / Double(points.count)
        let spread = (points.reduce(0) { $0 + ($1 - mean).lengthSquared } / Double(points.count)).squareRoot()
        guard spread > 0, spread.isFinite else { return nil }

        // Least squares for A(x² - y²) + Bxy + Dx + Ey + F = -y², then C = 1 - A.
        var normal = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 5)
        for p in points {
            let x = (p.x - mean.x) / spread, y = (p.y - mean.y) / spread
            let row = [x * x - y * y, x * y, x, y, 1]
            let rhs = -y * y
            for i in 0..<5 {
                for j in 0..<5 { normal[i][j] += row[i] * row[j] }
                normal[i][5] += row[i] * rhs
            }
        }
        guard let solution = Self.solve(&normal) else { return nil }
        let (a, b, d, e, f) = (solution[0], solution[1], solution[2], solution[3], solution[4])
        let c = 1 - a
        let determinant = 4 * a * c - b * b
        guard determinant > 1e-12 else { return nil }  // a parabola or hyperbola
        let cx = (b * e - 2 * c * d) / determinant
        let cy = (b * d - 2 * a * e) / determinant
        let valueAtCenter = f + (d * cx + e * cy) / 2
        // Principal axes of [[a, b/2], [b/2, c]].
        let theta = 0.5 * atan2(b, a - c)
        let axis = Vector2(cos(theta), sin(theta))
        let lambda1 = a * axis.x * axis.x + b * axis.x * axis.y + c * axis.y * axis.y
        let lambda2 = a + c - lambda1
        let s1 = -valueAtCenter / lambda1, s2 = -valueAtCenter / lambda2
        guard s1 > 0, s2 > 0, s1.isFinite, s2.isFinite else { return nil }  // an empty ellipse
        center = Vector2(mean.x + cx * spread, mean.y + cy * spread)
        self.axis = axis
        semiAxes = (s1.squareRoot() * spread, s2.squareRoot() * spread)
    }

    /// Solves the augmented n×(n+1) system in place by Gaussian elimination with partial pivoting.
    private static func solve(_ m: inout [[Double]]) -> [Double]? {
        let n = m.count
        let scale = m.map { $0.prefix(n).map(abs).max() ?? 0 }.max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<n {
            let pivot = (column..<n).max { abs(m[$0][column]) < abs(m[$1][column]) }!
            guard abs(m[pivot][column]) > 1e-12 * scale else { return nil }
            m.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = m[row][column] / m[column][column]
                for k in column...n { m[row][k] -= factor * m[column][k] }
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = m[row][n]
            for k in (row + 1)..<n { sum -= m[row][k] * x[k] }
            x[row] = sum / m[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
