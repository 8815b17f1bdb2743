import TouchEngine

/// Recognises a finger that lands near an edge of the scene and moves inward (UIKit's screen-edge pan; the
/// gesture kiosk users ask for most): it lands within `edgeSwipeBand` of an edge and travels `edgeSwipeDistance`
/// away from that edge, mostly straight in (the inward part at least twice the sideways part), within
/// `edgeSwipeMaximumDuration`. It then claims the touch (no stroke, circle or tap comes of it) and reports the edge
/// through `onSwipe`. A touch that goes another way first, or too slowly, is left to the others.
///
/// The edge belongs to the screen, as on phones and tablets, where a pull in from the bezel is the system's even
/// over content: a finger landing in the band on a sprite no other finger holds may be a swipe too. The sprite
/// follows it meanwhile (dragging stays immediate); once the pull is a swipe, the sprite eases back to where the
/// finger found it. A finger joining a sprite another finger already holds is part of that sprite's pinch, never
/// a swipe.
public final class EdgeSwipeRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Called once per swipe: the edge, the touch, where it landed.
    public var onSwipe: ((ScreenEdge, PointerID, Vector2) -> Void)?
    private let configuration: RecipeConfiguration
    private let width: Double
    private let height: Double
    /// The sprites' own fingers, to tell a new grab from a finger joining a pinch; nil leaves sprites alone.
    private let manipulation: ManipulationRecognizer?

    private struct Candidate {
        var edge: ScreenEdge
        var start: Vector2
        var startTime: Double
        var entry: ArenaEntry
        /// The sprite the finger landed on and where it was then, put back if the pull is a swipe.
        var sprite: (handle: SpriteHandle, pose: Pose)?
    }

    private var candidates = PointerMap<Candidate>()

    /// Swipes over sprites too when `manipulation` (the recogniser that drags them) is given; only over the canvas
    /// without it.
    public init(sceneWidth: Double, sceneHeight: Double, configuration: RecipeConfiguration = RecipeConfiguration(),
                manipulation: ManipulationRecognizer? = nil) {
        width = sceneWidth
        height = sceneHeight
        self.configuration = configuration
        self.manipulation = manipulation
    }

    /// The edge `point` lies within the band of (the nearest, near a corner), nil away from every edge.
    public func edge(near point: Vector2) -> ScreenEdge? {
        let distances: [(ScreenEdge, Double)] = [(.left, point.x), (.right, width - point.x), (.top, point.y), (.bottom, height - point.y)]
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 <= configuration.edgeSwipeBand else { return nil }
        return nearest.0
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        guard edge(near: touch.startPosition) != nil else { return false }
        return touch.target == .canvas || grabbedSprite(touch, in: engine) != nil
    }

    /// The sprite `touch` landed on, when swipes may start on it: live and held by no other finger.
    private func grabbedSprite(_ touch: ActiveTouch, in engine: GestureEngine) -> SpriteHandle? {
        guard let manipulation, case .sprite(let handle) = touch.target, engine.scene.isLive(handle),
              manipulation.fingers(on: handle).allSatisfy({ $0 == touch.id }) else { return nil }
        return handle
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard let edge = edge(near: touch.startPosition) else { return engine.reject(entry) }
        let sprite = grabbedSprite(touch, in: engine).map { (handle: $0, pose: engine.scene[$0].pose) }
        candidates[touch.id] = Candidate(edge: edge, start: touch.startPosition, startTime: touch.startTime, entry: entry,
                                         sprite: sprite)
        state = .possible
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let candidate = candidates[touch.id] else { return }
        let travel = touch.position - candidate.start
        let inward: Double, sideways: Double
        switch candidate.edge {
        case .left: (inward, sideways) = (travel.x, travel.y)
        case .right: (inward, sideways) = (-travel.x, travel.y)
        case .top: (inward, sideways) = (travel.y, travel.x)
        case .bottom: (inward, sideways) = (-travel.y, travel.x)
        }
        let late = touch.time - candidate.startTime > configuration.edgeSwipeMaximumDuration
        let astray = abs(sideways) > configuration.edgeSwipeBand && abs(sideways) * 2 > max(inward, 0)
        if late || astray || inward < -configuration.edgeSwipeBand {
            candidates[touch.id] = nil
            state = .failed
            engine.reject(candidate.entry)
        } else if inward >= configuration.edgeSwipeDistance && abs(sideways) * 2 <= inward {
            candidates[touch.id] = nil
            state = .ended
            engine.accept(candidate.entry)
            putBack(candidate.sprite, in: engine)
            onSwipe?(candidate.edge, touch.id, candidate.start)
        }
    }

    /// Eases the sprite the swipe started on back to where the finger found it, unless another finger holds it now.
    private func putBack(_ sprite: (handle: SpriteHandle, pose: Pose)?, in engine: GestureEngine) {
        guard let sprite, let manipulation, engine.scene.isLive(sprite.handle),
              manipulation.fingers(on: sprite.handle).isEmpty else { return }
        let now = engine.scene[sprite.handle]
        engine.stopAnimations(of: sprite.handle)
        engine.animate(sprite.handle, to: sprite.pose, width: now.width, height: now.height,
                       duration: configuration.edgeSwipePutBackDuration)
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let candidate = candidates.removeValue(forKey: touch.id) else { return }
        state = .failed
        engine.reject(candidate.entry)
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        candidates[id] = nil
    }
}

/// An edge of the screen (of the scene, as it is fitted to the screen).
public enum ScreenEdge: String, Codable, Sendable, CaseIterable {
    case left, right, top, bottom
}
