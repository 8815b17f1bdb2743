import TouchEngine

/// An example of a recogniser written outside the engine (it uses only public API): three fingers on the
/// empty canvas all travelling more than `distance` the same way make a swipe. It then claims the three
/// touches (their strokes leave the canvas) and reports `onSwipe`.
///
/// ```swift
/// let swipe = ThreeFingerSwipeRecognizer()
/// swipe.onSwipe = { direction in print("swiped \(direction)") }
/// engine.addRecognizer(swipe)
/// ```
public final class ThreeFingerSwipeRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Pixels each finger must travel.
    public var distance: Double
    /// Called once per swipe with its direction.
    public var onSwipe: ((SwipeDirection) -> Void)?
    private var fingers: [(id: PointerID, entry: ArenaEntry)] = []
    private var fired = false

    public init(distance: Double = RecipeConfiguration().swipeDistance) {
        self.distance = distance
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        if fingers.isEmpty {
            state = .possible
            fired = false
        }
        fingers.append((touch.id, entry))
        if fingers.count > 3 && !fired { state = .failed }
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard !fired, fingers.count == 3, state == .possible else { return }
        let moves = fingers.compactMap { finger in engine.touches.first { $0.id == finger.id } }.map { $0.position - $0.startPosition }
        guard moves.count == 3, let direction = Self.direction(of: moves[0], beyond: distance),
              moves.allSatisfy({ Self.direction(of: $0, beyond: distance) == direction }) else { return }
        fired = true
        state = .ended
        for finger in fingers { engine.accept(finger.entry) }
        onSwipe?(direction)
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        forget(touch.id)
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        forget(id)
    }

    private func forget(_ id: PointerID) {
        fingers.removeAll { $0.id == id }
        if fingers.isEmpty && state == .possible { state = .failed }
    }

    /// The way a displacement goes when it goes farther than `distance` along its main axis.
    public static func direction(of move: Vector2, beyond distance: Double) -> SwipeDirection? {
        if abs(move.x) >= abs(move.y) {
            guard abs(move.x) > distance else { return nil }
            return move.x > 0 ? .right : .left
        }
        guard abs(move.y) > distance else { return nil }
        return move.y > 0 ? .down : .up
    }
}

/// A direction on screen (y down).
public enum SwipeDirection: String, Sendable {
    case left, right, up, down
}
