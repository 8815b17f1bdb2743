/// Recognises taps and double taps on sprites and on the empty canvas.
///
/// Rules:
/// - a touch is a tap when it lifts within `tapMaximumDuration` without ever travelling more than
///   `tapSlop` from where it landed; beyond the slop the recogniser leaves the arena at once (`failed`);
/// - a tap wins its touch at the lift (so the sprite's manipulation ends without a throw); the sprite
///   keeps the sub-slop motion the finger made;
/// - a second tap on the same target within `doubleTapInterval` (from the first lift to the second
///   landing) and `doubleTapDistance` makes a double tap, reported at the second lift;
/// - a single tap is reported only when the double-tap window has passed without a second tap
///   (or the second touch failed); targets for which `ignoresDoubleTaps` is true (the sandbox's buttons) have
///   no double tap, so their taps are reported at the lift.
public final class TapRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Called with every tap and double tap, once it is certain.
    public var onTap: ((Tap) -> Void)?
    /// Targets whose taps are reported at the lift, without waiting for a second tap.
    public var ignoresDoubleTaps: ((TouchTarget, GestureEngine) -> Bool)?

    /// A recognised tap (`count` 1) or double tap (`count` 2): where the first touch landed and what it landed on.
    public struct Tap: Equatable, Sendable {
        public var position: Vector2
        public var count: Int
        public var target: TouchTarget
    }

    private struct Candidate {
        var start: Vector2
        var startTime: Double
        var target: TouchTarget
        var entry: ArenaEntry
    }

    private struct WaitingTap {
        var position: Vector2
        var liftTime: Double
        /// When the double-tap window closes: `liftTime` + the double-tap interval.
        var closes: Double
        var target: TouchTarget
        /// A second touch that may complete it; the window does not close while it is down.
        var claimedBy: PointerID?
    }

    /// Read on every move of every touch; instantaneous accesses only (see `GestureEngine`).
    @exclusivity(unchecked) private var candidates = PointerMap<Candidate>()
    @exclusivity(unchecked) private var waiting: [WaitingTap] = []

    public init() {}

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { true }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let c = engine.configuration.gestures
        // Where and when the touch landed: a touch offered again later (`GestureEngine.giveBack`) is judged from its landing.
        let candidate = Candidate(start: touch.startPosition, startTime: touch.startTime, target: touch.target, entry: entry)
        if let i = waiting.firstIndex(where: {
            $0.claimedBy == nil && $0.target == touch.target
                && candidate.startTime >= $0.liftTime && candidate.startTime - $0.liftTime <= c.doubleTapInterval
                && $0.position.distance(to: candidate.start) <= c.doubleTapDistance
        }) {
            waiting[i].claimedBy = touch.id
        }
        candidates[touch.id] = candidate
        state = .possible
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let candidate = candidates[touch.id] else { return }
        if touch.position.distance(to: candidate.start) > engine.configuration.gestures.tapSlop {
            fail(touch.id, in: engine)
            engine.reject(candidate.entry)
        }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let candidate = candidates[touch.id] else { return }
        let c = engine.configuration.gestures
        guard !cancelled, touch.time - candidate.startTime <= c.tapMaximumDuration,
              touch.position.distance(to: candidate.start) <= c.tapSlop else {
            fail(touch.id, in: engine)
            return
        }
        candidates[touch.id] = nil
        engine.accept(candidate.entry)
        if let i = waiting.firstIndex(where: { $0.claimedBy == touch.id }) {
            let first = waiting.remove(at: i)
            state = .ended
            onTap?(Tap(position: first.position, count: 2, target: first.target))
        } else if ignoresDoubleTaps?(candidate.target, engine) == true {
            state = .ended
            onTap?(Tap(position: candidate.start, count: 1, target: candidate.target))
        } else {
            waiting.append(WaitingTap(position: candidate.start, liftTime: touch.time, closes: touch.time + c.doubleTapInterval,
                                      target: candidate.target))
        }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        fail(id, in: engine)
    }

    private func fail(_ id: PointerID, in engine: GestureEngine) {
        guard candidates.removeValue(forKey: id) != nil else { return }
        state = .failed
        // A second touch that fails frees the first tap, which is reported once its window has passed.
        if let i = waiting.firstIndex(where: { $0.claimedBy == id }) { waiting[i].claimedBy = nil }
        advance(to: engine.timersTime, in: engine)
    }

    public func advance(to time: Double, in engine: GestureEngine) {
        while let i = waiting.firstIndex(where: { $0.claimedBy == nil && time > $0.closes }) {
            let tap = waiting.remove(at: i)
            state = .ended
            onTap?(Tap(position: tap.position, count: 1, target: tap.target))
        }
    }

    /// When the next waiting single tap is reported, if one is waiting (a little after its window closes).
    public var nextDeadline: Double? {
        waiting.filter { $0.claimedBy == nil }.map(\.closes.nextUp).min()
    }
}
