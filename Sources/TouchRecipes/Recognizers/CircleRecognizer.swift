import TouchEngine

/// Recognises a circle drawn with one finger on the empty canvas: a recogniser built on the engine's public API, as
/// an app's own would be.
///
/// It follows every touch that lands on the canvas without ever claiming it (strokes share the canvas with
/// taps, painting and custom gestures). When a touch lifts, its stroke is judged by `CircleDetector` —
/// unless another canvas stroke was drawn at the same time (then it was no one-finger gesture) or the touch
/// was cancelled or taken by another recogniser. A circle is reported through `onCircle`.
public final class CircleRecognizer: GestureRecognizer {
    public var state: RecognizerState { currentState }
    private var currentState = RecognizerState.possible
    /// Called with each circle found and the touch that drew it.
    public var onCircle: ((DetectedCircle, PointerID) -> Void)?

    private struct Trace {
        /// Every `stride`-th sample kept so far (by the order they came, the first one included).
        var samples: [StrokeSample] = []
        /// Another canvas stroke was drawn at the same time: not a one-finger stroke.
        var shared = false
        /// 1 until the trace first reaches its limit, then doubled each time it does.
        var stride = 1
        /// Samples taken so far, kept or not.
        var taken = 0
        /// The latest sample taken, so the stroke is judged up to where the finger lifted.
        var last: StrokeSample?

        /// The samples to judge: the kept ones and the latest.
        var judged: [StrokeSample] {
            guard let last, samples.last != last else { return samples }
            return samples + [last]
        }
    }

    /// Read on every move of a canvas touch.
    private var traces = PointerMap<Trace>()

    /// The circle detector judging one-finger canvas strokes.
    public let detector: CircleDetectorConfiguration
    /// The most samples kept of one canvas stroke. A longer stroke is thinned evenly: each time it reaches this,
    /// every other sample is dropped and from then on only every second (fourth, …) one is taken, the latest always
    /// judged; so a finger resting or scribbling for an hour holds bounded memory. The detector thins to
    /// `detector.maximumAnalysedSampleCount` (2,000) anyway, and 4,096 samples are 20 s at 200 Hz, far longer than
    /// anyone takes to draw a circle, so no real circle is thinned.
    public let maximumTraceSamples: Int

    public init(detector: CircleDetectorConfiguration = CircleDetectorConfiguration(), maximumTraceSamples: Int = 4_096) {
        self.detector = detector
        self.maximumTraceSamples = maximumTraceSamples
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let shared = !traces.isEmpty
        for id in traces.keys { traces.update(id) { $0.shared = true } }
        var trace = Trace(shared: shared)
        Self.append(touch, to: &trace, limit: maximumTraceSamples)
        traces[touch.id] = trace
        currentState = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        var found = false
        let limit = maximumTraceSamples
        traces.update(touch.id) { trace in
            Self.append(touch, to: &trace, limit: limit)
            found = true
        }
        if found { currentState = .changed }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let trace = traces.removeValue(forKey: touch.id) else { return }
        currentState = cancelled ? .cancelled : .ended
        guard !cancelled, !trace.shared else { return }
        let detector = CircleDetector(configuration: detector)
        if let circle = detector.detect(trace.judged) {
            onCircle?(circle, touch.id)
        }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard traces.removeValue(forKey: id) != nil else { return }
        currentState = .cancelled
    }

    /// How many samples the trace of a canvas touch holds now, nil for a touch not traced (for the bound's tests).
    func tracedSampleCount(of id: PointerID) -> Int? { traces[id]?.samples.count }

    /// Takes the samples a stroke is judged by: finite, within a billion pixels, and distinct from the last one.
    /// At `limit` kept samples the trace keeps every other one and from then on takes half as many, so a long
    /// stroke is thinned evenly, as the detector itself thins (`maximumTraceSamples`).
    private static func append(_ touch: ActiveTouch, to trace: inout Trace, limit: Int) {
        let sample = StrokeSample(touch.position, time: touch.time)
        guard abs(sample.position.x) < 1e9, abs(sample.position.y) < 1e9,
              CatmullRomSmoother.keeps(sample, after: trace.last) else { return }
        trace.last = sample
        trace.taken += 1
        guard (trace.taken - 1) % trace.stride == 0 else { return }
        trace.samples.append(sample)
        if trace.samples.count >= max(limit, 2) {
            trace.samples = trace.samples.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
            trace.stride *= 2
        }
    }
}
