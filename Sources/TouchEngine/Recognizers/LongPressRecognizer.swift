/// Opens a sprite's menu when one finger holds it still for `longPressDelay`.
///
/// Fails when the finger travels more than `longPressSlop` first, when it lifts first, or when a second
/// finger lands on the same sprite (that is a pinch). When the delay passes it claims the touch, so the
/// finger no longer drags the sprite and its lift is no tap. Works on locked sprites too.
final class LongPressRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible

    private struct Press {
        var sprite: SpriteHandle
        var start: Vector2
        var startTime: Double
        var fired = false
    }

    private var presses = PointerMap<Press>()

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        guard case .sprite(let handle) = touch.target else { return false }
        return engine.scene.isLive(handle)
    }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard case .sprite(let handle) = touch.target else { return }
        let others = presses.pairs.filter { $0.1.sprite == handle && !$0.1.fired }.map(\.0)
        if !others.isEmpty {
            for id in others { give(up: id, in: engine) }
            engine.reject(touch.id, by: self)
            return
        }
        presses[touch.id] = Press(sprite: handle, start: touch.position, startTime: touch.time)
        state = .possible
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let press = presses[touch.id] else { return }
        if press.fired {
            state = .changed
        } else if touch.position.distance(to: press.start) > engine.configuration.recognizers.longPressSlop {
            give(up: touch.id, in: engine)
        }
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let press = presses.removeValue(forKey: touch.id) else { return }
        state = press.fired ? (cancelled ? .cancelled : .ended) : .failed
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard let press = presses.removeValue(forKey: id) else { return }
        state = press.fired ? .cancelled : .failed
    }

    func advance(to time: Double, in engine: GestureEngine) {
        let delay = engine.configuration.recognizers.longPressDelay
        guard !presses.isEmpty else { return }
        let due = presses.pairs.filter { !$0.1.fired && time - $0.1.startTime >= delay }
        for (id, press) in due {
            guard engine.scene.isLive(press.sprite) else { give(up: id, in: engine); continue }
            presses.update(id) { $0.fired = true }
            state = .began
            engine.accept(id, by: self)
            engine.post(.longPress(sprite: engine.scene[press.sprite].id, at: press.start))
            engine.openMenu(for: press.sprite)
        }
    }

    /// When the next press fires, if one is pending.
    func deadline(delay: Double) -> Double? {
        presses.values.filter { !$0.fired }.map { $0.startTime + delay }.min()
    }

    private func give(up id: PointerID, in engine: GestureEngine) {
        presses[id] = nil
        state = .failed
        engine.reject(id, by: self)
    }
}
