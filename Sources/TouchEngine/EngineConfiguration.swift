/// Every threshold the engine uses, in one place.
public struct EngineConfiguration: Equatable, Sendable {
    /// Seconds of finger history used to measure a throw.
    public var velocityWindow = 0.1
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
    /// Thresholds of the recognisers: taps, long press, menu, resize handle, tray, strokes.
    public var recognizers = RecognizerConfiguration()

    public init() {}

    public static let standard = EngineConfiguration()
}
