/// Recognises one finger holding a sprite still for `GestureConfiguration.longPressDelay`.
///
/// Fails when the finger travels more than `longPressSlop` first, when it lifts first, or when a second
/// finger lands on the same sprite (that is a pinch). When the delay passes it claims the touch, so the
/// finger no longer drags the sprite and its lift is no tap, and reports `onLongPress`. Works on locked
/// sprites too.
///
/// A long press yields; it does not win the sprite for good: a second finger landing on the sprite after the
/// press fired ends it (`cancelled`) and gives the first finger back to the arena (`GestureEngine.giveBack`),
/// so both fingers pinch and rotate the sprite as if the first had just landed where it rests.
public final class LongPressRecognizer: GestureRecognizer {
    public var state: RecognizerState { currentState }
    private var currentState = RecognizerState.possible
    /// Called when a press fires.
    public var onLongPress: ((LongPress) -> Void)?

    /// A recognised long press: the sprite held, where the finger landed, and the touch (now owned by this recogniser).
    public struct LongPress: Equatable, Sendable {
        public var sprite: SpriteHandle
        public var position: Vector2
        public var touch: PointerID

        public init(sprite: SpriteHandle, position: Vector2, touch: PointerID) {
            self.sprite = sprite
            self.position = position
            self.touch = touch
        }
    }

    private struct Press {
        var sprite: SpriteHandle
        var start: Vector2
        var entry: ArenaEntry
        /// When it fires if the finger stays: landing time + the delay.
        var firesAt: Double
        var fired = false
    }

    /// Read on every move of a touch on a sprite, and private: the compiler checks its exclusive access once, when it
    /// builds the recogniser, instead of at run time on every move. It is changed by moving it out, changing the local
    /// value and moving it back (`changePresses`), as the engine does its own books.
    private var presses = PointerMap<Press>()

    /// Changes the presses as a local value between two moves; `change` calls nothing outside them.
    @inline(__always)
    private func changePresses<Result>(_ change: (inout PointerMap<Press>) -> Result) -> Result {
        var local = PointerMap<Press>()
        swap(&local, &presses)
        defer { swap(&local, &presses) }
        return change(&local)
    }

    public init() {}

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        guard case .sprite(let handle) = touch.target else { return false }
        return engine.scene.isLive(handle)
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard case .sprite(let handle) = touch.target else { return }
        if engine.touches.contains(where: { $0.id != touch.id && $0.target == touch.target }) {
            // Another finger is on the sprite: this is a pinch, and every press on the sprite yields to it.
            let pressed = presses.pairs
            for (id, press) in pressed where press.sprite == handle { yieldToPinch(id, in: engine) }
            engine.reject(entry)
            return
        }
        let press = Press(sprite: handle, start: touch.position, entry: entry,
                          firesAt: touch.time + engine.configuration.gestures.longPressDelay)
        changePresses { $0[touch.id] = press }
        currentState = .possible
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let press = presses[touch.id] else { return }
        if press.fired {
            currentState = .changed
        } else if touch.position.distance(to: press.start) > engine.configuration.gestures.longPressSlop {
            give(up: touch.id, in: engine)
        }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let press = changePresses({ $0.removeValue(forKey: touch.id) }) else { return }
        currentState = press.fired ? (cancelled ? .cancelled : .ended) : .failed
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard let press = changePresses({ $0.removeValue(forKey: id) }) else { return }
        currentState = press.fired ? .cancelled : .failed
    }

    public func advance(to time: Double, in engine: GestureEngine) {
        guard !presses.isEmpty else { return }
        let pressed = presses.pairs
        let due = pressed.filter { !$0.1.fired && time >= $0.1.firesAt }
        for (id, press) in due {
            guard engine.scene.isLive(press.sprite) else { give(up: id, in: engine); continue }
            changePresses { $0.update(id) { $0.fired = true } }
            currentState = .began
            engine.accept(press.entry)
            onLongPress?(LongPress(sprite: press.sprite, position: press.start, touch: id))
        }
    }

    /// When the next press fires, if one is pending.
    public var nextDeadline: Double? {
        let waiting = presses.values
        return waiting.filter { !$0.fired }.map(\.firesAt).min()
    }

    /// Ends a press because a pinch joined it: one still waiting fails; one that fired gives its touch back.
    private func yieldToPinch(_ id: PointerID, in engine: GestureEngine) {
        guard let press = presses[id] else { return }
        guard press.fired else {
            give(up: id, in: engine)
            return
        }
        changePresses { $0[id] = nil }
        currentState = .cancelled
        engine.giveBack(press.entry)
    }

    private func give(up id: PointerID, in engine: GestureEngine) {
        guard let press = changePresses({ $0.removeValue(forKey: id) }) else { return }
        currentState = .failed
        engine.reject(press.entry)
    }
}
