/// Every threshold of the calibration, in one place.
public struct CalibrationConfiguration: Equatable, Sendable {
    /// A tap is a single finger going down, staying within this distance (px) of where it went down, and lifting.
    public var tapSlop: Double = 20
    /// ... within this many seconds.
    public var tapLongest: Double = 3
    /// A tap landing within this distance (px) of the previous accepted tap is a double tap: ignored.
    public var repeatDistance: Double = 40
    /// A tap farther than this fraction of the window's diagonal from where the accepted taps predict it is refused
    /// as a misclick (from the third target on; the first two predict nothing).
    public var misclickFraction: Double = 0.1
    /// Refused this many times in a row at the same place, the taps are trusted and the earlier ones doubted:
    /// the calibration starts again from the first target.
    public var refusalsBeforeRestart = 2
    /// A finished fit must stretch touches by a factor in this range in every direction: a panel over the screen
    /// maps its surface roughly onto it (taps in a small cluster would need a panel magnified many times).
    public var plausibleScale: ClosedRange<Double> = 0.5...2
    /// ... and its surface, mapped, must cover at least this fraction of the screen and lie on it by as much.
    public var minimumOverlap = 0.5
    /// `calibrate --verify` finds touch needing no more correcting when the correction the taps ask for is upright
    /// and within this of the identity in every coefficient: 0.02 of the screen (26 px across 1280) is within
    /// what a finger aiming at a target scatters by, so a smaller correction is not worth installing.
    public var verifiedTolerance = 0.02

    public init() {}
}
