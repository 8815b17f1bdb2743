/// The thresholds of the built-in recognisers (taps and long press), in one place.
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

    public init() {}
}
