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
///   (or the second touch failed); controls (`SpriteOptions.action`) have no double tap, so their taps
///   are reported at the lift.
final class TapRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible

    private struct Candidate {
        var start: Vector2
        var startTime: Double
        var target: TouchTarget
    }

    private struct WaitingTap {
        var position: Vector2
        var liftTime: Double
        var target: TouchTarget
        /// A second touch that may complete it; the window does not close while it is down.
        var claimedBy: PointerID?
    }

    private var candidates = PointerMap<Candidate>()
    private var waiting: [WaitingTap] = []

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { true }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        let c = engine.configuration.recognizers
        let candidate = Candidate(start: touch.position, startTime: touch.time, target: touch.target)
        if let i = waiting.firstIndex(where: {
            $0.claimedBy == nil && $0.target == touch.target
                && touch.time - $0.liftTime <= c.doubleTapInterval
                && $0.position.distance(to: touch.position) <= c.doubleTapDistance
        }) {
            waiting[i].claimedBy = touch.id
        }
        candidates[touch.id] = candidate
        state = .possible
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let candidate = candidates[touch.id] else { return }
        if touch.position.distance(to: candidate.start) > engine.configuration.recognizers.tapSlop {
            fail(touch.id, in: engine)
            engine.reject(touch.id, by: self)
        }
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let candidate = candidates[touch.id] else { return }
        let c = engine.configuration.recognizers
        guard !cancelled, touch.time - candidate.startTime <= c.tapMaximumDuration,
              touch.position.distance(to: candidate.start) <= c.tapSlop else {
            fail(touch.id, in: engine)
            return
        }
        candidates[touch.id] = nil
        engine.accept(touch.id, by: self)
        if let i = waiting.firstIndex(where: { $0.claimedBy == touch.id }) {
            let first = waiting.remove(at: i)
            state = .ended
            engine.recognizeTap(at: first.position, count: 2, target: first.target)
        } else if isControl(candidate.target, in: engine) {
            state = .ended
            engine.recognizeTap(at: candidate.start, count: 1, target: candidate.target)
        } else {
            waiting.append(WaitingTap(position: candidate.start, liftTime: touch.time, target: candidate.target))
        }
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        fail(id, in: engine)
    }

    private func fail(_ id: PointerID, in engine: GestureEngine) {
        guard candidates.removeValue(forKey: id) != nil else { return }
        state = .failed
        // A second touch that fails frees the first tap, which is reported once its window has passed.
        if let i = waiting.firstIndex(where: { $0.claimedBy == id }) { waiting[i].claimedBy = nil }
        advance(to: engine.time, in: engine)
    }

    func advance(to time: Double, in engine: GestureEngine) {
        let window = engine.configuration.recognizers.doubleTapInterval
        while let i = waiting.firstIndex(where: { $0.claimedBy == nil && time > $0.liftTime + window }) {
            let tap = waiting.remove(at: i)
            state = .ended
            engine.recognizeTap(at: tap.position, count: 1, target: tap.target)
        }
    }

    /// When the next waiting single tap is reported, if one is waiting (a little after its window closes).
    func deadline(window: Double) -> Double? {
        waiting.filter { $0.claimedBy == nil }.map { ($0.liftTime + window).nextUp }.min()
    }

    private func isControl(_ target: TouchTarget, in engine: GestureEngine) -> Bool {
        guard case .sprite(let handle) = target, engine.scene.isLive(handle) else { return false }
        return engine.scene[handle].options.action != nil
    }
}
