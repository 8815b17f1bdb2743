/// Where a recogniser stands in recognising its gesture.
///
/// Discrete gestures (a tap) go `possible → ended` or `possible → failed`; continuous ones (a drag, a
/// long press that keeps holding) go `possible → began → changed… → ended`, or `cancelled` when the
/// arena gives their touch to someone else or the touch is cancelled.
public enum RecognizerState: String, Sendable {
    case possible, began, changed, ended, failed, cancelled
}

/// One way of reading touches: a tap, a long press, sprite manipulation, a circle, or a gesture a library user
/// writes. The built-in recognisers use nothing of the engine that a user's recogniser cannot.
///
/// Rules an implementation keeps:
/// - Time comes only from the touches and from `advance(to:in:)`; never read a wall clock. A recogniser that
///   must act without input (a long press firing, a double-tap window closing) says when in `nextDeadline`;
///   one that moves things on its own (a glide) says until when in `animationEndTime`. The engine wakes it then.
/// - It joins a touch's arena by returning true from `wantsTouch`; `touchBegan` hands it its `ArenaEntry`.
///   From then on it sees every motion and the lift of that touch until it leaves or the arena gives the touch
///   to another recogniser (`touchRejected`). It leaves with `engine.reject(entry)` when the touch cannot be its
///   gesture, and claims the touch with `engine.accept(entry)` when it is sure; claiming rejects every other
///   member. The last member left after the others rejected wins (`touchAccepted`).
/// - It reports what it recognised through its own typed callbacks (`TapRecognizer.onTap`, …); it changes the
///   scene only where that is its gesture (manipulation moves sprites with `setPose`), and never reaches into app
///   state. Any other edit asked of the engine while it dispatches an event — by the recogniser, or by an app acting
///   on its report — waits until the event is applied, so no recogniser is called back in the middle of its work.
/// - A recogniser may act before the arena settles (manipulation moves the sprite at once); it then undoes
///   or drops what it did when it is rejected, as far as it matters.
/// - Winning is not for good when the gesture says so: a recogniser that owns a touch may give it back with
///   `engine.giveBack(entry)` (the long press does when a second finger joins its sprite), and the touch is offered
///   to the others as if it had just landed where it is.
/// - Recognisers are offered a new touch in the order they were added; one that accepts in `touchBegan`
///   keeps the touch from the ones after it.
///
/// ```swift
/// final class ShakeRecognizer: GestureRecognizer {
///     var state = RecognizerState.possible
///     var onShake: (() -> Void)?
///     func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }
///     func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
///         if touch.position.distance(to: touch.startPosition) > 300 { onShake?() }
///     }
/// }
/// engine.addRecognizer(ShakeRecognizer())
/// ```
public protocol GestureRecognizer: AnyObject {
    /// The state of the gesture in progress (or the last one, until the next begins).
    var state: RecognizerState { get }
    /// Whether to join the arena of a touch that just landed.
    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool
    /// The touch joined; `entry` resolves this recogniser's claim on it.
    func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine)
    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine)
    /// The touch lifted (`cancelled` false) or was cancelled; `touch` holds its last position.
    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine)
    /// Another recogniser won the touch: stop tracking it.
    func touchRejected(_ id: PointerID, in engine: GestureEngine)
    /// Every other member rejected the touch: it is this recogniser's alone.
    func touchAccepted(_ id: PointerID, in engine: GestureEngine)
    /// Time passed: fire what is due at `time`, move animations on.
    func advance(to time: Double, in engine: GestureEngine)
    /// The next time something fires without input (a long press, the end of a double-tap window); nil when nothing waits.
    var nextDeadline: Double? { get }
    /// When the recogniser's own animation ends (a glide, a coasting strip), or nil when none runs.
    var animationEndTime: Double? { get }
    /// A sprite was placed or sized from outside (a reset, a resize, an animation): forget any snapshot of its pose.
    func spriteEdited(_ handle: SpriteHandle, in engine: GestureEngine)
    /// Stop whatever this recogniser animates on `handle` (the sprite was grabbed, locked or removed).
    func stopAnimations(of handle: SpriteHandle, in engine: GestureEngine)
}

extension GestureRecognizer {
    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {}
    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {}
    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {}
    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {}
    public func touchAccepted(_ id: PointerID, in engine: GestureEngine) {}
    public func advance(to time: Double, in engine: GestureEngine) {}
    public var nextDeadline: Double? { nil }
    public var animationEndTime: Double? { nil }
    public func spriteEdited(_ handle: SpriteHandle, in engine: GestureEngine) {}
    public func stopAnimations(of handle: SpriteHandle, in engine: GestureEngine) {}
}
