import Foundation
import TouchEngine

/// An affine map of normalised coordinates, in libinput's LIBINPUT_CALIBRATION_MATRIX order:
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f`. Offset, scale, skew and a panel mounted rotated by 90°, 180° or 270°
/// (or mirrored) are all such maps; `identity` leaves positions as they are.
public struct CalibrationMatrix: Equatable, Sendable {
    public var a, b, c, d, e, f: Double

    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// The six coefficients, `[a, b, c, d, e, f]`.
    public var coefficients: [Double] { [a, b, c, d, e, f] }

    /// The matrix of six coefficients `[a, b, c, d, e, f]`; nil for any other count.
    public init?(coefficients: [Double]) {
        guard coefficients.count == 6 else { return nil }
        self.init(coefficients[0], coefficients[1], coefficients[2], coefficients[3], coefficients[4], coefficients[5])
    }

    /// `a·e − b·d`: how the map scales areas (negative when it mirrors, 0 when it squashes the plane onto a line).
    public var determinant: Double { a * e - b * d }

    public func apply(_ point: Vector2) -> Vector2 {
        Vector2(a * point.x + b * point.y + c, d * point.x + e * point.y + f)
    }

    /// The map undoing this one; nil when it squashes the plane onto a line.
    public var inverse: CalibrationMatrix? {
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        return CalibrationMatrix(e / determinant, -b / determinant, (b * f - c * e) / determinant,
                                 -d / determinant, a / determinant, (c * d - a * f) / determinant)
    }

    /// The least-squares affine map taking each of `sources` as close as it can to the matching destination
    /// (exact for three points not on a line). nil for fewer than three pairs, or points on (or nearly on) a line.
    public static func fit(from sources: [Vector2], to destinations: [Vector2]) -> CalibrationMatrix? {
        guard sources.count == destinations.count, sources.count >= 3 else { return nil }
        // Centred data keeps the normal equations well conditioned.
        let n = Double(sources.count)
        let sourceMean = sources.reduce(Vector2.zero, +) / n
        let destinationMean = destinations.reduce(Vector2.zero, +) / n
        var xx = 0.0, xy = 0.0, yy = 0.0
        var xX = 0.0, yX = 0.0, xY = 0.0, yY = 0.0
        for (source, destination) in zip(sources, destinations) {
            let s = source - sourceMean, t = destination - destinationMean
            xx += s.x * s.x
            xy += s.x * s.y
            yy += s.y * s.y
            xX += s.x * t.x
            yX += s.y * t.x
            xY += s.x * t.y
            yY += s.y * t.y
        }
        let determinant = xx * yy - xy * xy
        // Relative to the spread, so the test does not depend on the points' scale.
        guard determinant.isFinite, determinant > 1e-6 * max(xx * yy, .leastNormalMagnitude) else { return nil }
        let a = (xX * yy - yX * xy) / determinant
        let b = (yX * xx - xX * xy) / determinant
        let d = (xY * yy - yY * xy) / determinant
        let e = (yY * xx - xY * xy) / determinant
        let c = destinationMean.x - a * sourceMean.x - b * sourceMean.y
        let f = destinationMean.y - d * sourceMean.x - e * sourceMean.y
        return CalibrationMatrix(a, b, c, d, e, f)
    }

    /// The coefficients rounded to six decimals (what the files carry: libinput reads them as floats), with -0 as 0.
    public var rounded: CalibrationMatrix {
        func round(_ value: Double) -> Double {
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            return rounded == 0 ? 0 : rounded
        }
        return CalibrationMatrix(round(a), round(b), round(c), round(d), round(e), round(f))
    }

    /// The coefficients as libinput's property wants them: `"a b c d e f"`, six decimals at most, no trailing zeros.
    public var libinputText: String { coefficients.map(Self.text).joined(separator: " ") }

    /// A coefficient as the rules print it: six decimals at most, no trailing zeros, never "-0".
    public static func text(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
