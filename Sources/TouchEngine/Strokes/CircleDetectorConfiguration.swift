/// Every threshold of `CircleDetector`, with the defaults it was tuned with.
///
/// Angles are radians, lengths window pixels; "relative" figures are fractions of the fitted radius.
/// The defaults accept circles drawn by hand at any speed (down to 8 samples), either way round,
/// ovals up to an axis ratio of about 1.6, a gap of up to one sixth of the circumference, an overshoot
/// up to about 1.3 turns, and ordinary jitter and wobble.
public struct CircleDetectorConfiguration: Hashable, Sendable {
    /// Fewer distinct samples than this cannot describe a circle (a fast flick gives about 8).
    public var minimumSampleCount = 6
    /// The stroke is smoothed (centripetal Catmull-Rom) and resampled to this many equidistant points,
    /// so slow, dense strokes and fast, sparse ones weigh every part of the curve alike.
    public var resampleCount = 64
    /// Passes of a [1 2 1]/4 filter over the resampled points, to damp touch jitter (about 1.5 px,
    /// which is 5% of a 30 px circle) without rounding corners much (each pass spreads a corner over
    /// about 1/32 of the stroke).
    public var jitterFilterPasses = 2
    /// Smaller circles are taps and scribbles, not gestures (radius of the equal-area circle).
    public var minimumRadius = 15.0
    /// Rounder than this is required: the larger semi-axis of the fitted ellipse over the smaller.
    public var maximumAxisRatio = 1.8
    /// The largest root-mean-square radial distance from the fitted ellipse, relative to its size.
    /// Polygons fail here: a hand-drawn square is about 0.1 off its best ellipse, a triangle about 0.2,
    /// while hand-drawn circles stay under 0.04.
    public var maximumResidual = 0.06
    /// The largest single radial distance from the fitted ellipse, relative: catches corners, tails
    /// and hooks that the average hides.
    public var maximumDeviation = 0.2
    /// The least angle the stroke must sweep around the fitted centre: 300°, so a gap of up to one
    /// sixth of the circumference still counts while a 270° arc (a "C") does not.
    public var minimumSweep = 300.0 * .pi / 180
    /// The most it may sweep: 1.45 turns, so overshoot up to about 1.3 turns counts while the
    /// second turn of a spiral does not.
    public var maximumSweep = 1.45 * 2 * .pi
    /// The largest share of the sweep that may go backwards (against the stroke's direction).
    public var maximumBackwardSweep = 0.1
    /// How much the relative radius may grow or shrink steadily from the start of the stroke to its
    /// end (a regression over the sweep): spirals drift, circles do not.
    public var maximumRadiusDrift = 0.2

    public init() {}
}
