import TouchEngine

/// Recognises a finger that lands near an edge of the scene and moves inward (UIKit's screen-edge pan; the
/// gesture kiosk users ask for most): it lands within `edgeSwipeBand` of an edge, on the empty canvas, and travels
/// `edgeSwipeDistance` away from that edge, mostly straight in (the inward part at least twice the sideways part),
/// within `edgeSwipeMaximumDuration`. It then claims the touch (no stroke, circle or tap comes of it) and reports
/// the edge through `onSwipe`. A touch that goes another way first, or too slowly, is left to the others.
public final class EdgeSwipeRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Called once per swipe: the edge, the touch, where it landed.
    public var onSwipe: ((ScreenEdge, PointerID, Vector2) -> Void)?
    private let configuration: RecipeConfiguration
    private let width: Double
    private let height: Double

    private struct Candidate {
        var edge: ScreenEdge
        var start: Vector2
        var startTime: Double
        var entry: ArenaEntry
    }

    private var candidates = PointerMap<Candidate>()

    public init(sceneWidth: Double, sceneHeight: Double, configuration: RecipeConfiguration = RecipeConfiguration()) {
        width = sceneWidth
        height = sceneHeight
        self.configuration = configuration
    }

    /// The edge `point` lies within the band of (the nearest, near a corner), nil away from every edge.
    public func edge(near point: Vector2) -> ScreenEdge? {
        let distances: [(ScreenEdge, Double)] = [(.left, point.x), (.right, width - point.x), (.top, point.y), (.bottom, height - point.y)]
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 <= configuration.edgeSwipeBand else { return nil }
        return nearest.0
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        touch.target == .canvas && edge(near: touch.startPosition) != nil
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard let edge = edge(near: touch.startPosition) else { return engine.reject(entry) }
        candidates[touch.id] = Candidate(edge: edge, start: touch.startPosition, startTime: touch.startTime, entry: entry)
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
            onSwipe?(candidate.edge, touch.id, candidate.start)
        }
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
