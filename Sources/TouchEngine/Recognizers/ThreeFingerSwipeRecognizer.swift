/// An example of a recogniser added from outside the engine (it uses only public API): three fingers
/// on the empty canvas all travelling more than `distance` the same way make a swipe. It then claims the
/// three touches (their strokes leave the canvas) and posts `.swipe(direction, fingers: 3)` and
/// `.cycleBackground`.
///
/// ```swift
/// engine.addRecognizer(ThreeFingerSwipeRecognizer())
/// ```
public final class ThreeFingerSwipeRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Pixels each finger must travel; nil uses `RecognizerConfiguration.swipeDistance`.
    public var distance: Double?
    private var fingers: [PointerID] = []
    private var fired = false

    public init(distance: Double? = nil) {
        self.distance = distance
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        if fingers.isEmpty {
            state = .possible
            fired = false
        }
        fingers.append(touch.id)
        if fingers.count > 3 && !fired { state = .failed }
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard !fired, fingers.count == 3, state == .possible else { return }
        let needed = distance ?? engine.configuration.recognizers.swipeDistance
        let moves = fingers.compactMap { id in engine.touches.first { $0.id == id } }.map { $0.position - $0.startPosition }
        guard moves.count == 3, let direction = Self.direction(of: moves[0], beyond: needed),
              moves.allSatisfy({ Self.direction(of: $0, beyond: needed) == direction }) else { return }
        fired = true
        state = .ended
        for id in fingers { engine.accept(id, by: self) }
        engine.post(.swipe(direction, fingers: 3))
        engine.post(.cycleBackground)
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        forget(touch.id)
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        forget(id)
    }

    private func forget(_ id: PointerID) {
        fingers.removeAll { $0 == id }
        if fingers.isEmpty && state == .possible { state = .failed }
    }

    /// The way a displacement goes when it goes farther than `distance` along its main axis.
    static func direction(of move: Vector2, beyond distance: Double) -> SwipeDirection? {
        if abs(move.x) >= abs(move.y) {
            guard abs(move.x) > distance else { return nil }
            return move.x > 0 ? .right : .left
        }
        guard abs(move.y) > distance else { return nil }
        return move.y > 0 ? .down : .up
    }
}
