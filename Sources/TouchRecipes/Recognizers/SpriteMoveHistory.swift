import TouchEngine

/// Remembers where sprites were before fingers took them, so the sandbox's two-finger tap can undo the last move.
///
/// It watches touches land without joining any arena (`wantsTouch` is always false): when a finger lands on a
/// sprite no other finger holds, the sprite's pose then is remembered. A remembered pose counts as a move once the
/// sprite is somewhere else; grabs that moved nothing (a tap, a long press) are skipped when undoing. At most
/// `keptMoves` are remembered, the oldest forgotten first.
public final class SpriteMoveHistory: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    private let manipulation: ManipulationRecognizer
    private let keptMoves: Int
    private var grabs: [(handle: SpriteHandle, pose: Pose)] = []

    public init(manipulation: ManipulationRecognizer, keptMoves: Int = RecipeConfiguration().keptMoves) {
        self.manipulation = manipulation
        self.keptMoves = keptMoves
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        if case .sprite(let handle) = touch.target, engine.scene.isLive(handle), manipulation.fingers(on: handle).isEmpty {
            let pose = engine.scene[handle].pose
            if grabs.last.map({ $0.handle != handle || $0.pose != pose }) ?? true { grabs.append((handle, pose)) }
            if grabs.count > 2 * max(keptMoves, 1) { grabs.removeFirst(grabs.count - max(keptMoves, 0)) }
        }
        return false
    }

    /// Takes the most recent move back: the last remembered sprite that is live, not held and not where it was
    /// grabbed eases back there (over `duration`). Returns it, or nil when there is no move to undo.
    @discardableResult
    public func undoLastMove(in engine: GestureEngine, duration: Double) -> SpriteHandle? {
        while let grab = grabs.popLast() {
            guard engine.scene.isLive(grab.handle), manipulation.fingers(on: grab.handle).isEmpty else { continue }
            let sprite = engine.scene[grab.handle]
            guard !Self.same(sprite.pose, grab.pose) else { continue }
            engine.stopAnimations(of: grab.handle)
            engine.animate(grab.handle, to: grab.pose, width: sprite.width, height: sprite.height, duration: duration)
            return grab.handle
        }
        return nil
    }

    /// Within a hundredth of a pixel, of a scale step and of a degree: a tap's sub-slop wiggle is a move.
    private static func same(_ a: Pose, _ b: Pose) -> Bool {
        a.center.distance(to: b.center) < 0.01 && abs(a.scale - b.scale) < 1e-6 && abs(a.rotation - b.rotation) < 1e-6
    }
}
