import TouchEngine

/// Paint mode: touches that land on the empty canvas while it is on draw smoothed strokes, one colour per
/// finger. It follows canvas touches without claiming them (a circle or a swipe may be drawn the same way);
/// a stroke whose touch another recogniser wins (a three-finger swipe) is taken off the canvas.
public final class PaintRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// Whether touches landing on the canvas paint. Off by default.
    public var isOn = false
    /// Painted strokes, oldest first, including the ones being drawn.
    public private(set) var strokes: [PaintStroke] = []
    private let configuration: RecipeConfiguration

    private struct Trace {
        var stroke: PaintStroke
        var painted: Bool
    }

    /// Every canvas touch is followed (painted or not), so each finger gets a colour no other finger down has.
    private var traces: [PointerID: Trace] = [:]
    /// Where each stroke being painted sits in `strokes`.
    private var activeStrokes: [PointerID: Int] = [:]

    public init(configuration: RecipeConfiguration) {
        self.configuration = configuration
    }

    /// Removes every finished stroke; strokes still being drawn stay.
    public func clear() {
        let keep = strokes.filter(\.isActive)
        strokes = keep
        activeStrokes = Dictionary(uniqueKeysWithValues: keep.enumerated().map { ($1.touch, $0) })
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let used = Set(traces.values.map(\.stroke.color))
        let palette = configuration.strokePalette
        let color = palette.first { !used.contains($0) } ?? palette.first ?? RGBColor(red: 255, green: 255, blue: 255)
        var stroke = PaintStroke(touch: touch.id, color: color, width: configuration.strokeWidth)
        stroke.append(touch.position, time: touch.time)
        traces[touch.id] = Trace(stroke: stroke, painted: isOn)
        if isOn { show(stroke) }
        state = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard traces[touch.id] != nil else { return }
        traces[touch.id]!.stroke.append(touch.position, time: touch.time)
        if traces[touch.id]!.painted { show(traces[touch.id]!.stroke) }
        state = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard var trace = traces.removeValue(forKey: touch.id) else { return }
        trace.stroke.isActive = false
        if trace.painted { show(trace.stroke) }
        state = cancelled ? .cancelled : .ended
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard let trace = traces.removeValue(forKey: id) else { return }
        if trace.painted, let i = activeStrokes.removeValue(forKey: id) {
            strokes.remove(at: i)
            for (key, value) in activeStrokes where value > i { activeStrokes[key] = value - 1 }
        }
        state = .cancelled
    }

    /// Puts the stroke's latest form on the canvas (adding it when it is new).
    private func show(_ stroke: PaintStroke) {
        if let i = activeStrokes[stroke.touch] {
            strokes[i] = stroke
        } else {
            activeStrokes[stroke.touch] = strokes.count
            strokes.append(stroke)
        }
        if !stroke.isActive { activeStrokes[stroke.touch] = nil }
    }
}
