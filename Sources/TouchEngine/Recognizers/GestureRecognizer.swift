/// Where a recogniser stands in recognising its gesture.
///
/// Discrete gestures (a tap) go `possible → ended` or `possible → failed`; continuous ones (a drag, a
/// long press that keeps holding) go `possible → began → changed… → ended`, or `cancelled` when the
/// arena gives their touch to someone else or the touch is cancelled.
public enum RecognizerState: String, Sendable {
    case possible, began, changed, ended, failed, cancelled
}

/// One way of reading touches: a tap, a long press, sprite manipulation, a stroke, or a gesture a
/// library user adds with `GestureEngine.addRecognizer(_:)`.
///
/// Rules an implementation keeps:
/// - Time comes only from the touches and from `advance(to:in:)` (the engine's clock); never read a wall clock.
/// - It joins a touch's arena by returning true from `wantsTouch`, and from then on sees every motion and
///   the lift of that touch until it leaves or the arena gives the touch to another recogniser
///   (`touchRejected`). It leaves with `engine.reject(_:by:)` when the touch cannot be its gesture, and
///   claims the touch with `engine.accept(_:by:)` when it is sure; claiming rejects every other member.
///   The last member left after the others rejected wins (`touchAccepted`).
/// - A recogniser may act before the arena settles (sprite manipulation moves the sprite at once, a stroke
///   draws at once); it then undoes or drops what it did when it is rejected, as far as it matters.
/// - Recognisers are offered a new touch in the order they were added; one that accepts in `touchBegan`
///   keeps the touch from the ones after it.
///
/// ```swift
/// final class Shake: GestureRecognizer {
///     var state = RecognizerState.possible
///     func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }
///     func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
///         if touch.position.distance(to: touch.startPosition) > 300 { engine.post(.custom("shake")) }
///     }
/// }
/// engine.addRecognizer(Shake())
/// ```
public protocol GestureRecognizer: AnyObject {
    /// The state of the gesture in progress (or the last one, until the next begins).
    var state: RecognizerState { get }
    /// Whether to join the arena of a touch that just landed.
    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool
    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine)
    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine)
    /// The touch lifted (`cancelled` false) or was cancelled; `touch` holds its last position.
    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine)
    /// Another recogniser won the touch: stop tracking it.
    func touchRejected(_ id: PointerID, in engine: GestureEngine)
    /// Every other member rejected the touch: it is this recogniser's alone.
    func touchAccepted(_ id: PointerID, in engine: GestureEngine)
    /// Time passed (timers: long press, the double-tap window, animations).
    func advance(to time: Double, in engine: GestureEngine)
    /// When the recogniser's own animation ends, or nil when it has none running.
    var animationEndTime: Double? { get }
}

extension GestureRecognizer {
    public func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {}
    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {}
    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {}
    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {}
    public func touchAccepted(_ id: PointerID, in engine: GestureEngine) {}
    public func advance(to time: Double, in engine: GestureEngine) {}
    public var animationEndTime: Double? { nil }
}
