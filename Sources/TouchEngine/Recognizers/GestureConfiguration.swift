/// The thresholds of the built-in recognisers (taps, long press, circles), in one place.
///
/// Lengths are window pixels, times seconds.
public struct GestureConfiguration: Equatable, Sendable {
    /// A touch that travels farther than this from where it landed is no tap.
    public var tapSlop = 10.0
    /// A touch held longer than this is no tap.
    public var tapMaximumDuration = 0.3
    /// A second tap must land within this time after the first lifted to make a double tap;
    /// a single tap is reported only once this window has passed without a second one.
    public var doubleTapInterval = 0.3
    /// …and within this distance of the first.
    public var doubleTapDistance = 40.0
    /// Holding a sprite still this long is a long press.
    public var longPressDelay = 0.5
    /// A finger that travels farther than this before the delay is no long press.
    public var longPressSlop = 10.0
    /// The circle detector judging one-finger canvas strokes.
    public var circle = CircleDetectorConfiguration()
    /// The most samples the circle recogniser keeps of one canvas stroke. A longer stroke is thinned evenly: each time
    /// it reaches this, every other sample is dropped and from then on only every second (fourth, …) one is taken,
    /// the latest always judged; so a finger resting or scribbling for an hour holds bounded memory; the detector thins to `circle.maximumAnalysedSampleCount` (2,000) anyway, and 4,096
    /// samples are 20 s at 200 Hz, far longer than anyone takes to draw a circle, so no real circle is thinned.
    public var maximumCircleTraceSamples = 4_096

    public init() {}
}
