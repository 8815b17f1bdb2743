/// Recognises a circle drawn with one finger on the empty canvas.
///
/// It follows every touch that lands on the canvas without ever claiming it (strokes share the canvas with
/// taps, painting and custom gestures). When a touch lifts, its stroke is judged by `CircleDetector` —
/// unless another canvas stroke was drawn at the same time (then it was no one-finger gesture) or the touch
/// was cancelled or taken by another recogniser. A circle is reported through `onCircle`.
public final class CircleRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Called with each circle found and the touch that drew it.
    public var onCircle: ((DetectedCircle, PointerID) -> Void)?

    private struct Trace {
        var samples: [StrokeSample] = []
        /// Another canvas stroke was drawn at the same time: not a one-finger stroke.
        var shared = false
    }

    /// Read on every move of a canvas touch; instantaneous accesses only (see `GestureEngine`).
    @exclusivity(unchecked) private var traces = PointerMap<Trace>()

    public init() {}

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let shared = !traces.isEmpty
        for id in traces.keys { traces.update(id) { $0.shared = true } }
        var trace = Trace(shared: shared)
        Self.append(touch, to: &trace, limit: engine.configuration.gestures.maximumCircleTraceSamples)
        traces[touch.id] = trace
        state = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        var found = false
        let limit = engine.configuration.gestures.maximumCircleTraceSamples
        traces.update(touch.id) { trace in
            Self.append(touch, to: &trace, limit: limit)
            found = true
        }
        if found { state = .changed }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let trace = traces.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, !trace.shared else { return }
        let detector = CircleDetector(configuration: engine.configuration.gestures.circle)
        if let circle = detector.detect(trace.samples) {
            onCircle?(circle, touch.id)
        }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard traces.removeValue(forKey: id) != nil else { return }
        state = .cancelled
    }

    /// Keeps the samples a stroke is judged by: finite, within a billion pixels, and distinct from the last one; at
    /// `limit` samples the trace is thinned to every other one, its last sample kept (`maximumCircleTraceSamples`).
    private static func append(_ touch: ActiveTouch, to trace: inout Trace, limit: Int) {
        let sample = StrokeSample(touch.position, time: touch.time)
        guard abs(sample.position.x) < 1e9, abs(sample.position.y) < 1e9,
              CatmullRomSmoother.keeps(sample, after: trace.samples.last) else { return }
        trace.samples.append(sample)
        if trace.samples.count >= max(limit, 2) {
            let last = trace.samples.count - 1
            trace.samples = trace.samples.indices.compactMap { $0 % 2 == 0 || $0 == last ? trace.samples[$0] : nil }
        }
    }
}
