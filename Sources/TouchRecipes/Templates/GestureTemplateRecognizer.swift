import TouchEngine

/// Recognises user-taught gestures (`GestureTemplateMatcher`) drawn with one finger on the empty canvas.
///
/// Like the circle recogniser it follows every canvas touch without claiming it (strokes share the canvas with taps,
/// circles and painting). When a touch lifts, its stroke is matched against the templates — unless another canvas
/// touch was down at the same time (then it was no one-finger stroke), the touch was cancelled or taken by another
/// recogniser, or its path is shorter than `minimumStrokeLength`. A match is reported through `onMatch` with the
/// touch and where the stroke lies, so an app can show the name near it.
///
/// ```swift
/// let templates = GestureTemplateRecognizer(matcher: try GestureTemplateFile.load(contentsOf: "gestures.json").matcher)
/// templates.onMatch = { match, touch, bounds in print("\(match.name) (\(match.score)) by touch \(touch)") }
/// engine.addRecognizer(templates)
/// ```
public final class GestureTemplateRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    public var matcher: GestureTemplateMatcher
    /// Called with each match, the touch that drew it and the stroke's bounding box (window pixels).
    public var onMatch: ((GestureTemplateMatcher.Match, PointerID, Rect) -> Void)?

    private struct Trace {
        var points: [Vector2] = []
        var shared = false
        var stride = 1
        var taken = 0
        var last: Vector2?
        var length = 0.0
    }

    private var traces: [PointerID: Trace] = [:]

    public init(matcher: GestureTemplateMatcher) {
        self.matcher = matcher
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        touch.target == .canvas && matcher.templateCount > 0
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let shared = !traces.isEmpty
        for id in traces.keys { traces[id]?.shared = true }
        var trace = Trace(shared: shared)
        append(touch.position, to: &trace)
        traces[touch.id] = trace
        state = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard var trace = traces[touch.id] else { return }
        append(touch.position, to: &trace)
        traces[touch.id] = trace
        state = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard var trace = traces.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, !trace.shared else { return }
        append(touch.position, to: &trace)
        if let last = trace.last, trace.points.last != last { trace.points.append(last) }
        guard trace.length >= matcher.configuration.minimumStrokeLength, let match = matcher.match(trace.points) else { return }
        onMatch?(match, touch.id, Self.bounds(of: trace.points))
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard traces.removeValue(forKey: id) != nil else { return }
        state = .cancelled
    }

    /// Keeps finite, distinct points; at `maximumTracedPoints` every other one is dropped and from then on half as
    /// many are taken, so a long stroke is thinned evenly and memory stays bounded.
    private func append(_ point: Vector2, to trace: inout Trace) {
        guard point.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9, point != trace.last else { return }
        if let last = trace.last { trace.length += last.distance(to: point) }
        trace.last = point
        trace.taken += 1
        guard (trace.taken - 1) % trace.stride == 0 else { return }
        trace.points.append(point)
        if trace.points.count >= max(matcher.configuration.maximumTracedPoints, 2) {
            trace.points = trace.points.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
            trace.stride *= 2
        }
    }

    static func bounds(of points: [Vector2]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
