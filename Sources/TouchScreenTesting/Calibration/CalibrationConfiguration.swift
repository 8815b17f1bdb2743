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

    public init() {}
}
