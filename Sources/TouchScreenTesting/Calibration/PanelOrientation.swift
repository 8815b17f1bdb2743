/// How a touch panel lies against the screen to the nearest quarter turn: one of the eight ways a rectangle can lie on
/// another, the four quarter turns each mirrored or not.
///
/// The rule: touches (normalised, 0…1 across the panel) are turned `rotation` degrees clockwise on screen about the
/// centre, then, when `mirrored`, mirrored left–right. Qt's evdev plugin composes its `rotate=` and `invertx` the same
/// way. The same eight maps read the X11 evdev way are `swapsAxes` (x and y exchanged) followed by `invertsX` and
/// `invertsY`.
public struct PanelOrientation: Hashable, Sendable, CustomStringConvertible {
    /// 0, 90, 180 or 270: quarter turns clockwise on screen.
    public let rotation: Int
    /// Mirrored left–right after the turn.
    public let mirrored: Bool

    /// nil unless `rotation` is 0, 90, 180 or 270.
    public init?(rotation: Int, mirrored: Bool) {
        guard [0, 90, 180, 270].contains(rotation) else { return nil }
        self.rotation = rotation
        self.mirrored = mirrored
    }

    public static let upright = PanelOrientation(rotation: 0, mirrored: false)!

    /// All eight, turns first, unmirrored before mirrored.
    public static let all: [PanelOrientation] = [false, true].flatMap { mirrored in
        [0, 90, 180, 270].map { PanelOrientation(rotation: $0, mirrored: mirrored)! }
    }

    /// The orientation as a calibration matrix (it keeps the centre where it is).
    public var matrix: CalibrationMatrix {
        // Clockwise on screen, with y pointing down: (1, 0) → (0, 1).
        let (cosine, sine): (Double, Double) = [0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)][rotation]!
        var a = cosine, b = -sine
        let d = sine, e = cosine
        if mirrored { (a, b) = (-a, -b) }
        return CalibrationMatrix(a, b, 0.5 - 0.5 * (a + b), d, e, 0.5 - 0.5 * (d + e))
    }

    /// The orientation whose matrix is nearest the linear part of `matrix` (the turn the fit contains, whatever fine
    /// scale, skew and offset come with it).
    public static func nearest(to matrix: CalibrationMatrix) -> PanelOrientation {
        all.min { distance($0.matrix, matrix) < distance($1.matrix, matrix) }!
    }

    private static func distance(_ p: CalibrationMatrix, _ q: CalibrationMatrix) -> Double {
        let differences = [p.a - q.a, p.b - q.b, p.d - q.d, p.e - q.e]
        let sum = differences.reduce(0) { $0 + $1 * $1 }
        return sum.isNaN ? .infinity : sum
    }

    /// The display's x comes from the panel's y and the other way round (a quarter turn, mirrored or not).
    public var swapsAxes: Bool { rotation == 90 || rotation == 270 }
    /// After any swap, x runs the other way.
    public var invertsX: Bool { (swapsAxes ? matrix.b : matrix.a) < 0 }
    /// After any swap, y runs the other way.
    public var invertsY: Bool { (swapsAxes ? matrix.d : matrix.e) < 0 }

    /// The residual the fit leaves on top of this orientation: `fine` such that the fit is `fine` after the
    /// orientation (display = fine(orientation(touch))). nil when the fit cannot be undone.
    public func fineMatrix(of fit: CalibrationMatrix) -> CalibrationMatrix? {
        matrix.inverse.map { fit.composed(after: $0) }
    }

    /// "upright", "turned 90° clockwise", "turned 270° clockwise, then mirrored left–right", "mirrored top–bottom".
    public var description: String {
        switch (rotation, mirrored) {
        case (0, false): "upright"
        case (0, true): "mirrored left–right"
        case (180, false): "turned 180°"
        case (180, true): "mirrored top–bottom"
        default: "turned \(rotation)° clockwise" + (mirrored ? ", then mirrored left–right" : "")
        }
    }
}

extension CalibrationMatrix {
    /// This map applied after `first`: `self(first(p))`.
    public func composed(after first: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(a * first.a + b * first.d, a * first.b + b * first.e, a * first.c + b * first.f + c,
                          d * first.a + e * first.d, d * first.b + e * first.e, d * first.c + e * first.f + f)
    }
}
