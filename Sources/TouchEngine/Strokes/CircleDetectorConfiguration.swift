/// Every threshold of `CircleDetector`, each with the human habit it makes room for.
///
/// Angles are radians, lengths window pixels; "relative" figures are fractions of the fitted radius
/// (the radius of the circle with the fitted ellipse's area). The defaults were set on
/// `HumanStrokeSet` (strokes that imitate people: see `Tests/TouchEngineTests/CircleDetectorHumanSetTests.swift`
/// for the figures) and accept circles drawn at any speed, either way round, from 8 samples, ovals,
/// a gap of up to about a quarter of the diameter and an overshoot up to about one and a half turns.
public struct CircleDetectorConfiguration: Hashable, Sendable {
    // MARK: Preparing the stroke

    /// Fewer distinct samples than this cannot describe a circle. A small circle drawn in a third of a
    /// second on a 30 Hz screen gives about 10.
    public var minimumSampleCount = 6
    /// Longer strokes are thinned to this many samples (evenly by index) before anything else, so the
    /// cost is bounded: a finger resting for minutes at 200 Hz gives hundreds of thousands of samples.
    public var maximumAnalysedSampleCount = 2_000
    /// The stroke is smoothed (centripetal Catmull-Rom, which restores the curve between the few samples
    /// of a fast stroke) and resampled to this many equidistant points, so slow dense strokes and fast
    /// sparse ones weigh every part of the curve alike.
    public var resampleCount = 128
    /// The spline between samples is drawn with points this far apart, relative to the stroke's larger
    /// extent: fine enough that a fast stroke's 40° steps between samples come out round.
    public var curveSpacing = 0.004
    /// Passes of a [1 2 1]/4 filter over the resampled points: damps tremor and whole-pixel steps (a
    /// 1 px step is 4% of a 50 px circle's radius); each pass spreads a corner over about 1/64 of the stroke.
    public var jitterFilterPasses = 2
    /// Further passes of that filter before the stroke's turning is followed (about 2% of the stroke
    /// each side with 12): a trembling hand (8 to 12 Hz, a pixel or two) wiggles a slow stroke enough
    /// to turn back on itself every few pixels, but those wiggles are not the shape's corners.
    public var turningFilterPasses = 12

    // MARK: Size and shape

    /// Smaller circles are taps and scribbles, not gestures (equal-area radius; people's small quick
    /// circles are 40 px across and more).
    public var minimumRadius = 15.0
    /// The larger semi-axis of the fitted ellipse over the smaller: people's circles are ovals up to
    /// about 1.3:1 when drawn fast, more with a flattened side; an ellipse flatter than this is a
    /// different gesture (or a long stroke with a bend that the fit closes into an ellipse).
    public var maximumAxisRatio = 1.8
    /// The largest root-mean-square radial distance from the fitted ellipse, relative. Wobble, an egg
    /// shape, a flattened side and whole-pixel steps on a small circle keep people's circles under about
    /// 0.06; polygons are further off their ellipse (a rectangle with well-rounded corners from about
    /// 0.065, a sharp one about 0.1, a triangle about 0.2).
    public var maximumResidual = 0.065
    /// The largest single radial distance from the fitted ellipse, relative: allows a hook as the finger
    /// lifts (a flick of a few percent of the circumference) while catching corners and tails.
    public var maximumDeviation = 0.3
    /// The most turning in any sixteenth of the turn, over what an even spread would put there
    /// (`cornerWindow`): a fast oval bends up to about twice as hard at its ends as on average, a lumpy
    /// slow circle up to about two and a half times; a hand-drawn corner concentrates two and a half
    /// (a well-rounded rectangle) to eight times (a triangle) the average.
    public var maximumTurningPeak = 2.5
    /// The number of resampled points the turning peak is measured over (1/16 of the stroke with the
    /// default `resampleCount`): wide enough that tremor does not count as a corner.
    public var cornerWindow = 8
    /// The share of the stroke at each end left out when looking for corners: a finger often ticks as
    /// it lands and flicks as it lifts (a hook of a few percent of the circumference).
    public var endAllowance = 0.04

    // MARK: Going round

    /// The least angle the stroke must sweep around the fitted centre: people who stop short still
    /// cover about 320° (the end a quarter diameter from the start), while a "C" or a bracket-like arc
    /// stays under about 300°.
    public var minimumSweep = 306.0 * .pi / 180
    /// The most the whole stroke may turn: people overshoot the start by up to half a turn (1.5 turns,
    /// more with a flick at the end); going round more is a spiral or a scribble.
    public var maximumTurns = 1.75
    /// The share of turning that may go against the stroke's direction: a slow, lumpy circle bends back
    /// at its lumps (up to about a fifth of its turning); braces, zig-zags and "x" marks go back and forth.
    public var maximumBackwardTurning = 0.25
    /// How much the relative radius may grow or shrink steadily over the turn (a regression over the
    /// sweep): people's circles close on themselves, spirals drift in or out.
    public var maximumRadiusDrift = 0.2
    /// When the stroke turns more than once, only the one turn whose ends meet best is judged; the rest
    /// (the overshoot) must stay within this relative distance of that turn's ellipse. People's second
    /// pass lands up to about 15% inside or outside the first; the tails of a pigtail and the next
    /// turn of a spiral leave it.
    public var maximumOvershootDeviation = 0.3

    public init() {}
}
