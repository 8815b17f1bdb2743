/// Every threshold of `CircleDetector`, each with the human habit it makes room for.
///
/// Angles are radians, lengths window pixels; "relative" figures are fractions of the fitted radius
/// (the radius of the circle with the fitted ellipse's area). The thresholds were set on the circles six people
/// drew (`../shared/data/human-strokes/strokes.jsonl`, group 1), on the misses the held-back pools showed (eggs,
/// teardrops, wobbly ovals, drifting overshoots, hooked tails, tiny mouse circles) and on `HumanStrokeSet` for what no
/// one in the shared set drew. They were then judged on four groups of people collected apart
/// (`strokes-more.jsonl`, 24 people), one group left out at a time, as drawn and replayed as a finger on a
/// touchscreen (`FingerReplay`: 96-160 dpi, 60-120 Hz, a landing hook, jitter at the lift): every threshold was kept,
/// since thresholds tuned on the other groups found no more circles of the group left out, and those of the smallest
/// radius, the flattest oval and the radius drift, tuned without group 1, lost its tiny mouse circles
/// (`docs/gestures.md`, "How the thresholds were chosen"; `touch-sandbox-bench circles`). The landing and lift
/// trims were chosen the same way, on touch. They accept circles drawn at any speed, either way round, from 8
/// samples, ovals up to 2:1, a gap of up to about a quarter of the diameter and an overshoot of half a turn; what
/// they refuse is a corner: rectangles, triangles and stars are as round as some circles, but a person's circle never
/// bends sharply in two places.
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
    /// A sampled stroke (`detect(_: [StrokeSample])`) is judged from its last sample within this many seconds of the
    /// landing: a fingertip's contact point moves as it lands (a hook of 1 to 3 mm over the first 2 to 4 reports of a
    /// 60 to 120 Hz panel, 17 to 67 ms), which bends back against the circle and adds to its turning. On people's
    /// circles replayed on touch, 10 of 300 were missed untrimmed and 5 with 40 ms here and 20 ms at the lift; as drawn
    /// (mouse and touchpad ends) 296 were found either way. Chosen leaving one group out, from 0 to 60 ms here and 0
    /// to 40 ms at the lift: three of the five folds chose 40 and 20 ms, and these cost least on all five groups
    /// (60 ms lost circles whose few samples it cut into).
    public var landingTrim = 0.04
    /// The same at the lift: the last reports jitter by 0.5 to 1.5 mm as the fingertip rolls off the glass.
    public var liftTrim = 0.02
    /// At most this share of the samples is left out at each end: of a fast small circle (a quarter of a second) or
    /// one that stops short (320°), 60 ms is too much of its sweep. Of `HumanStrokeSet`'s 4,800 circles, 4,791 are
    /// found untrimmed; with a tenth 4,726 (its open ones 353 of 400), and 7 other shapes called circles instead of 3;
    /// with a twentieth 4,785 and 4. People's strokes, as drawn and on touch, came out the same with either.
    public var maximumTrimShare = 0.05

    // MARK: Size and shape

    /// Smaller circles are taps and scribbles, not gestures (equal-area radius). The smallest circles people
    /// draw on purpose are mouse circles 25 px across, an oval with an equal-area radius of about 12 px.
    public var minimumRadius = 11.0
    /// The larger semi-axis of the fitted ellipse over the smaller: people's circles are ovals up to 1.6:1 when
    /// drawn fast or with a wobble, and tiny mouse circles up to about 2:1 (the wrist moves further one way);
    /// an ellipse flatter than this is a different gesture (or a long stroke with a bend that the fit closes
    /// into an ellipse).
    public var maximumAxisRatio = 2.2
    /// The largest root-mean-square radial distance from the fitted ellipse, relative. Wobble, an egg or a
    /// teardrop, a flattened side and whole-pixel steps on a small circle keep people's circles under about 0.1;
    /// triangles and stars are further off (0.14 and more). Rectangles (0.1 and more) are refused by their
    /// corners, which this does not measure.
    public var maximumResidual = 0.12
    /// The largest single radial distance from the fitted ellipse, relative: allows a hook as the finger
    /// lifts (a flick of a few percent of the circumference) while catching corners and tails.
    public var maximumDeviation = 0.3
    /// The sharpest bend (`CircleStrokeMeasurements.sharpestBend`: the most turning in `cornerWindow`, drawn in
    /// the fitted ellipse's own frame so an oval's ends do not count, over the average): people's circles reach
    /// about 2.3 where they slow down or tremble, a teardrop's rounded point about 2.5 to 3; the corners of
    /// people's rectangles and triangles 3.4 and more.
    public var maximumSharpestBend = 3.2
    /// The second sharpest bend apart from the first: a circle or a teardrop has at most one point, so its second
    /// bend stays near its average (people's up to about 1.95); a polygon has two corners or more (people's
    /// rectangles and triangles 3 and more, a generated rectangle with corners rounded to a quarter of its side
    /// from about 2).
    public var maximumSecondBend = 2.25
    /// The number of resampled points a bend is measured over (3/32 of the stroke with the default
    /// `resampleCount`): wide enough that tremor, and the pixel steps that make a mouse circle 25 px across an
    /// octagon, do not count as corners, narrow enough that a rectangle's corner stands out from its sides.
    public var cornerWindow = 12
    /// The share of the stroke at each end left out when looking for corners: a finger often ticks as
    /// it lands and flicks as it lifts (a hook of a few percent of the circumference).
    public var endAllowance = 0.04

    // MARK: Going round

    /// The least angle the stroke must sweep around the fitted centre: people who stop short still
    /// cover about 320° (the end a quarter diameter from the start), while a "C" or a bracket-like arc
    /// stays under about 300°.
    public var minimumSweep = 306.0 * .pi / 180
    /// The most the whole stroke may turn: people overshoot the start by a quarter to half a turn (410° to
    /// 530° in all, 1.5 turns), a little more with a flick at the end; going round more is a spiral or a scribble.
    public var maximumTurns = 1.6
    /// The share of turning that may go against the stroke's direction: a slow, lumpy circle bends back
    /// at its lumps (up to about a fifth of its turning); braces, zig-zags and "x" marks go back and forth.
    public var maximumBackwardTurning = 0.25
    /// How much the relative radius may grow or shrink steadily over the turn (a regression over the
    /// sweep): people's circles close on themselves, spirals drift in or out.
    public var maximumRadiusDrift = 0.2
    /// When the stroke turns more than once, only the one turn whose ends meet best is judged; the rest
    /// (the overshoot) must stay within this relative distance of that turn's ellipse. People's second
    /// pass drifts up to about a third of the radius inside or outside the first; the tails of a pigtail
    /// (which leave along a straight line) and the next turn of a spiral leave it.
    public var maximumOvershootDeviation = 0.45

    public init() {}
}
