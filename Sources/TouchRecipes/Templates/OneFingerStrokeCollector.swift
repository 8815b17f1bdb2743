import TouchEngine

/// Gathers example strokes for a gesture template from pointer events (drawn live or read from a recording): each
/// touch that lands, moves and lifts while no other touch is down is one stroke, kept when its path is at least
/// `minimumStrokeLength` long (shorter ones are taps). A touch cancelled, or down together with another, is dropped,
/// as the recogniser would never match it either.
public struct OneFingerStrokeCollector: Sendable {
    public var minimumStrokeLength: Double
    /// The strokes kept so far, in the order they ended.
    public private(set) var strokes: [[Vector2]] = []
    /// Touches that ended without giving a stroke (too short, cancelled, shared with another finger).
    public private(set) var skipped = 0
    /// Why the latest touch that gave no stroke gave none.
    public private(set) var lastSkip: Skip?

    /// Why a touch gave no example.
    public enum Skip: Equatable, Sendable {
        /// Its path was shorter than `minimumStrokeLength` (a tap or a jitter), or it had fewer than two points.
        case tooShort
        /// Another finger was down during it.
        case sharedWithAnotherFinger
        /// The system cancelled it, or a second down came for the same touch.
        case cancelled
    }

    private var open: [PointerID: (points: [Vector2], length: Double, shared: Bool)] = [:]

    public init(minimumStrokeLength: Double = GestureTemplateConfiguration().minimumStrokeLength) {
        self.minimumStrokeLength = minimumStrokeLength
    }

    /// Takes one event; returns the stroke it completed, if it completed one that is kept.
    @discardableResult
    public mutating func take(_ event: PointerEvent) -> [Vector2]? {
        let point = event.position
        switch event.phase {
        case .down:
            if open[event.id] != nil { skip(.cancelled) }
            let shared = !open.isEmpty
            for id in open.keys { open[id]?.shared = true }
            open[event.id] = (point.isFinite ? [point] : [], 0, shared)
            return nil
        case .move:
            append(point, to: event.id)
            return nil
        case .cancel:
            if open.removeValue(forKey: event.id) != nil { skip(.cancelled) }
            return nil
        case .up:
            append(point, to: event.id)
            guard let stroke = open.removeValue(forKey: event.id) else { return nil }
            guard !stroke.shared else {
                skip(.sharedWithAnotherFinger)
                return nil
            }
            guard stroke.points.count >= 2, stroke.length >= minimumStrokeLength else {
                skip(.tooShort)
                return nil
            }
            strokes.append(stroke.points)
            return stroke.points
        }
    }

    private mutating func skip(_ reason: Skip) {
        skipped += 1
        lastSkip = reason
    }

    private mutating func append(_ point: Vector2, to id: PointerID) {
        guard point.isFinite, var stroke = open[id] else { return }
        if let last = stroke.points.last {
            guard last != point else { return }
            stroke.length += last.distance(to: point)
        }
        stroke.points.append(point)
        open[id] = stroke
    }
}
