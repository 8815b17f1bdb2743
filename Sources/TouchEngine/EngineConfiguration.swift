/// Every threshold the core engine uses, in one place.
public struct EngineConfiguration: Equatable, Sendable {
    /// Seconds of finger history used to measure a throw.
    public var velocityWindow = 0.1
    /// A throw measured over less finger history than this (s) is no measurement, and the sprite does not glide:
    /// a backlog of moves read at once after the app stalled carries one time (or times a millisecond apart), and
    /// its distance over that span would read as a fling of thousands of px/s. 8 ms is less than the gap between two
    /// reports of a 120 Hz panel, so any real flick (two reports or more) is still measured.
    public var velocityMinimumSpan = 0.008
    /// Below this speed (px/s) a released sprite does not glide.
    public var minimumThrowSpeed = 150.0
    /// Faster throws are capped to this speed (px/s).
    public var maximumThrowSpeed = 6000.0
    /// Exponential decay rate of a glide, per second.
    public var inertiaDecay = 4.0
    /// A glide ends below this speed (px/s).
    public var inertiaStopSpeed = 8.0
    /// Scale change per mouse-wheel step.
    public var wheelScaleStep = 1.1
    /// Rotation per Shift+wheel step, in degrees.
    public var wheelRotationStep = 15.0
    /// The most touches down at once. A down beyond it is refused and counted in `rejectedEvents` (as are that
    /// touch's moves and lift), so a broken or hostile source cannot make every event cost more: SDL itself
    /// tracks at most a few dozen fingers per device, the largest panels report 80–100 contacts, and 256 leaves
    /// room for several devices and TUIO sources at once.
    public var maximumTouches = 256
    /// Thresholds of the built-in recognisers: taps, long press, circles.
    public var gestures = GestureConfiguration()

    public init() {}

    public static let standard = EngineConfiguration()
}
