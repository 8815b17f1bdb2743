/// Follows touches that land on the empty canvas: in paint mode they draw strokes (one colour per
/// finger), and any stroke drawn while it was the only one on the canvas is checked for a circle when
/// it lifts. A circle is recorded in `gestures` and selects the sprites whose centres lie inside it.
///
/// A stroke whose touch another recogniser wins (a three-finger swipe) is taken off the canvas.
final class StrokeRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible

    private struct Trace {
        var stroke: PaintStroke
        var painted: Bool
        /// Another canvas stroke was drawn at the same time: not a one-finger stroke.
        var shared = false
        var order: Int
    }

    private var traces: [PointerID: Trace] = [:]
    private var nextOrder = 0

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        let c = engine.configuration.recognizers
        let used = Set(traces.values.map(\.stroke.color))
        let color = c.strokePalette.first { !used.contains($0) } ?? c.strokePalette.first ?? RGBColor(red: 255, green: 255, blue: 255)
        var stroke = PaintStroke(touch: touch.id, color: color, width: c.strokeWidth)
        stroke.append(touch.position, time: touch.time)
        let shared = !traces.isEmpty
        for id in traces.keys { traces[id]?.shared = true }
        traces[touch.id] = Trace(stroke: stroke, painted: engine.paintMode, shared: shared, order: nextOrder)
        nextOrder += 1
        if engine.paintMode { engine.strokeChanged(stroke) }
        state = .began
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard traces[touch.id] != nil else { return }
        traces[touch.id]!.stroke.append(touch.position, time: touch.time)
        if traces[touch.id]!.painted { engine.strokeChanged(traces[touch.id]!.stroke) }
        state = .changed
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard var trace = traces.removeValue(forKey: touch.id) else { return }
        trace.stroke.isActive = false
        if trace.painted { engine.strokeChanged(trace.stroke) }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, !trace.shared else { return }
        let detector = CircleDetector(configuration: engine.configuration.recognizers.circle)
        if let circle = detector.detect(trace.stroke.samples) {
            engine.recognizeCircle(circle, touch: touch.id)
        }
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard let trace = traces.removeValue(forKey: id) else { return }
        if trace.painted { engine.removeActiveStroke(of: id) }
        state = .cancelled
    }
}
