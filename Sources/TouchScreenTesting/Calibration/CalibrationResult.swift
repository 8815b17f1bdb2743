import Foundation
import TouchEngine

/// A finished calibration, written as `calibration.json` (keys sorted; it holds no times, so the same taps give the
/// same bytes live and replayed): libinput's matrix, each target's residual error, and the lines that apply it.
public struct CalibrationResult: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    /// One target and the tap that answered it.
    public struct Target: Codable, Equatable, Sendable {
        /// The target in window-normalised coordinates, `[x, y]`.
        public var normalised: [Double]
        /// The target in window pixels.
        public var x: Double
        public var y: Double
        /// Where the tap landed before calibration (window pixels, 0.001 px).
        public var tapX: Double
        public var tapY: Double
        /// How far the calibrated tap lands from the target, in pixels (0.001 px) and millimetres (null when the
        /// resolution is unknown).
        public var residualPixels: Double
        @NullWhenUnknown public var residualMillimetres: Double?
        /// How far the tap as delivered (no matrix of ours applied) lands from the target, in pixels and
        /// millimetres: with the fix installed, what `calibrate --verify` reports.
        public var missPixels: Double
        @NullWhenUnknown public var missMillimetres: Double?
    }

    public var format = "touch-sandbox-calibration"
    public var version = 1
    public var window: Size
    /// The device the rules match by name; null when it is not known (the rule then matches every touchscreen).
    @NullWhenUnknown public var device: String?
    /// LIBINPUT_CALIBRATION_MATRIX `[a, b, c, d, e, f]`, six decimals: display x = a·x + b·y + c,
    /// display y = d·x + e·y + f for the device's uncalibrated normalised x, y. It is the product
    /// `correctionMatrix · currentMatrix`, so it takes the place of the matrix in force.
    public var matrix: [Double]
    /// The matrix libinput applied while the taps were made (the identity when none was found), as read.
    public var currentMatrix: [Double]
    /// Where `currentMatrix` was read: `none`, `udev` (the device's LIBINPUT_CALIBRATION_MATRIX) or `file` (`--current`).
    public var currentMatrixSource: String
    /// The udev data file or the earlier calibration.json it came from; null when none.
    @NullWhenUnknown public var currentMatrixFile: String?
    /// What the taps still asked for on top of the matrix in force (seen → target), six decimals: the identity
    /// when the fix in force is right (what `calibrate --verify` hopes for).
    public var correctionMatrix: [Double]
    public var targets: [Target]
    public var maxResidualPixels: Double
    @NullWhenUnknown public var maxResidualMillimetres: Double?
    /// The largest miss of the taps as delivered (`Target.missPixels`): `calibrate --verify`'s figure.
    public var maxMissPixels: Double
    @NullWhenUnknown public var maxMissMillimetres: Double?
    /// A line for /etc/udev/rules.d that sets the matrix for the device.
    public var udevRule: String
    /// The same for an X11 session without udev (libinput driver).
    public var xinputCommand: String
    /// The quarter turns (0, 90, 180, 270), clockwise on screen, that the matrix contains (`PanelOrientation`).
    public var rotation: Int
    /// Mirrored left–right after that turn.
    public var mirrored: Bool
    /// The same turn read the X11 evdev way: x and y exchanged, then x and/or y running the other way.
    public var swapAxes: Bool
    public var invertX: Bool
    public var invertY: Bool
    /// What the matrix adds on top of the turn (display = fine(turn(touch))), six decimals.
    public var fineMatrix: [Double]
    /// The largest miss of the five taps (px, 0.001) with the turn alone: what Qt and Kivy, which cannot take the
    /// fine part, are left with.
    public var orientationResidualPixels: Double
    /// The output the panel is on, as given with `--output`; null when not given.
    @NullWhenUnknown public var output: String?
    /// The fix in each stack's own syntax (`CalibrationSnippets`).
    public var snippets: CalibrationSnippets
    /// Taps refused as misclicks, and double taps ignored, on the way.
    public var refusedTaps: Int
    public var ignoredTaps: Int

    /// Fits the correction taking each tap (window pixels, as delivered through `current`) onto its target, folds the
    /// matrix in force into it (the fix is correction · current) and measures what is left.
    /// nil when the taps lie on a line.
    init?(taps: [Vector2], targets: [Vector2], width: Double, height: Double, geometry: PanelGeometry, output: String? = nil,
          current: CurrentCalibration = .notGiven, refusedTaps: Int, ignoredTaps: Int) {
        let size = Vector2(width, height)
        func normalised(_ pixels: Vector2) -> Vector2 { Vector2(pixels.x / size.x, pixels.y / size.y) }
        let seen = taps.map(normalised)
        guard let correction = CalibrationMatrix.fit(from: seen, to: targets),
              let undoCurrent = current.matrix.inverse else { return nil }
        // libinput applies the matrix to the device's normalised position: seen = current · device. The taps ask
        // for target = correction · seen, so the device needs correction · current.
        let matrix = correction.composed(after: current.matrix).rounded
        // Where the device put each tap before any matrix: what the new matrix is applied to, and Qt or Kivy read.
        let uncalibrated = seen.map(undoCurrent.apply)
        self.targets = zip(zip(taps, uncalibrated), targets).map { pair, target in
            let (tap, raw) = pair
            let landed = matrix.apply(raw)
            let miss = Vector2((landed.x - target.x) * size.x, (landed.y - target.y) * size.y)
            let delivered = tap - Vector2(target.x * size.x, target.y * size.y)
            let known = geometry.millimetresPerPixel != nil
            return Target(normalised: [target.x, target.y], x: target.x * size.x, y: target.y * size.y,
                          tapX: Self.rounded(tap.x), tapY: Self.rounded(tap.y), residualPixels: Self.rounded(miss.length),
                          residualMillimetres: known ? Self.rounded(geometry.length(miss)) : nil,
                          missPixels: Self.rounded(delivered.length), missMillimetres: known ? Self.rounded(geometry.length(delivered)) : nil)
        }
        // Clamped, NaN to 0: the window's own size, which no real window takes beyond 1,000,000 px.
        window = Size(width: Int(clamping: min(max(width.rounded(), 0), 1_000_000)), height: Int(clamping: min(max(height.rounded(), 0), 1_000_000)))
        device = geometry.name
        self.matrix = matrix.coefficients
        currentMatrix = current.matrix.coefficients
        currentMatrixSource = current.sourceKind
        currentMatrixFile = current.sourceFile
        correctionMatrix = correction.rounded.coefficients
        maxResidualPixels = self.targets.map(\.residualPixels).max() ?? 0
        maxResidualMillimetres = self.targets.compactMap(\.residualMillimetres).max()
        maxMissPixels = self.targets.map(\.missPixels).max() ?? 0
        maxMissMillimetres = self.targets.compactMap(\.missMillimetres).max()
        udevRule = CalibrationRules.udevRule(deviceName: geometry.name, matrix: matrix)
        xinputCommand = CalibrationRules.xinputCommand(deviceName: geometry.name, matrix: matrix)
        // The turn is the whole fix's (how the panel lies on the screen), not the correction's.
        let orientation = PanelOrientation.nearest(to: matrix)
        rotation = orientation.rotation
        mirrored = orientation.mirrored
        swapAxes = orientation.swapsAxes
        invertX = orientation.invertsX
        invertY = orientation.invertsY
        fineMatrix = (orientation.fineMatrix(of: matrix) ?? matrix).rounded.coefficients
        orientationResidualPixels = zip(uncalibrated, targets).map { raw, target in
            let landed = orientation.matrix.apply(raw)
            return Self.rounded(Vector2((landed.x - target.x) * size.x, (landed.y - target.y) * size.y).length)
        }.max() ?? 0
        self.output = output
        snippets = CalibrationSnippets(.init(matrix: matrix, orientation: orientation, deviceName: geometry.name, output: output,
                                             orientationResidualPixels: orientationResidualPixels, current: current))
        self.refusedTaps = refusedTaps
        self.ignoredTaps = ignoredTaps
    }

    /// Whether touch needs no more correcting: the taps, as delivered through the matrix in force, ask for an
    /// upright, unmirrored correction within `tolerance` of the identity in every coefficient (what
    /// `calibrate --verify` hopes to find). The correction is judged, not the fix: a panel mounted turned keeps its
    /// turn in the fix however well the fix in force works.
    public func needsNoCorrection(tolerance: Double = CalibrationConfiguration().verifiedTolerance) -> Bool {
        guard let correction = CalibrationMatrix(coefficients: correctionMatrix) else { return false }
        let orientation = PanelOrientation.nearest(to: correction)
        guard orientation == .upright else { return false }
        return zip(correctionMatrix, CalibrationMatrix.identity.coefficients).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The matrix as a value; nil when `matrix` does not hold six numbers (a file edited by hand).
    public var calibrationMatrix: CalibrationMatrix? {
        guard matrix.count == 6 else { return nil }
        return CalibrationMatrix(matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5])
    }

    /// The result as JSON: pretty-printed, keys sorted, ending with a newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        return data
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
