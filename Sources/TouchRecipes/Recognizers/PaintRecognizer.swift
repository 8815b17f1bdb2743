import TouchEngine

/// Paint mode: touches that land on the empty canvas while it is on draw smoothed strokes, one colour per
/// finger. It follows canvas touches without claiming them (a circle or a swipe may be drawn the same way);
/// a stroke whose touch another recogniser wins (a three-finger swipe) is taken off the canvas.
///
/// The painting is bounded (`RecipeConfiguration`): a stroke reaching `maximumStrokePoints` is finished and the
/// finger goes on in a new stroke from its last sample; beyond `maximumStrokes` finished strokes or
/// `maximumPaintPoints` points in all, the oldest finished strokes are dropped.
public final class PaintRecognizer: GestureRecognizer {
    public var state: RecognizerState { currentState }
    private var currentState = RecognizerState.possible
    /// Whether touches landing on the canvas paint. Off by default.
    public var isOn = false
    /// Painted strokes, oldest first, including the ones being drawn.
    public private(set) var strokes: [PaintStroke] = []
    private let configuration: RecipeConfiguration

    /// Every canvas touch is followed (painted or not) with its colour, so each finger gets a colour no other
    /// finger down has, and where the stroke a painting touch draws sits in `strokes` (each stroke is kept once, and
    /// grows in place). Read on every move of a canvas touch.
    private var followed = PointerMap<FollowedTouch>()

    private struct FollowedTouch {
        var colour: RGBColor
        var stroke: Int?
    }
    /// Finished strokes in `strokes`, and their points together.
    private var finishedStrokes = 0
    private var finishedPoints = 0

    public init(configuration: RecipeConfiguration) {
        self.configuration = configuration
    }

    /// Removes every finished stroke; strokes still being drawn stay.
    public func clear() {
        let keep = strokes.filter(\.isActive)
        strokes = keep
        for id in followed.keys { followed.update(id) { $0.stroke = nil } }
        for (index, stroke) in keep.enumerated() { followed.update(stroke.touch) { $0.stroke = index } }
        finishedStrokes = 0
        finishedPoints = 0
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { touch.target == .canvas }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let used = Set(followed.values.map(\.colour))
        let palette = configuration.strokePalette
        let color = palette.first { !used.contains($0) } ?? palette.first ?? RGBColor(red: 255, green: 255, blue: 255)
        var follow = FollowedTouch(colour: color)
        if isOn {
            var stroke = PaintStroke(touch: touch.id, color: color, width: configuration.strokeWidth)
            stroke.append(touch.position, time: touch.time)
            follow.stroke = strokes.count
            strokes.append(stroke)
        }
        followed[touch.id] = follow
        currentState = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let follow = followed[touch.id] else { return }
        if let index = follow.stroke {
            strokes[index].append(touch.position, time: touch.time)
            if strokes[index].pointCount >= configuration.maximumStrokePoints { continueInNewStroke(touch, from: index) }
        }
        currentState = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let follow = followed.removeValue(forKey: touch.id) else { return }
        if let index = follow.stroke { finish(index) }
        currentState = cancelled ? .cancelled : .ended
    }

    /// A full stroke is finished; the finger goes on in a new stroke that starts at the full one's last sample.
    private func continueInNewStroke(_ touch: ActiveTouch, from index: Int) {
        let full = strokes[index]
        var next = PaintStroke(touch: full.touch, color: full.color, width: full.width)
        if let last = full.samples.last { next.append(last.position, time: last.time) }
        let nextIndex = strokes.count
        followed.update(touch.id) { $0.stroke = nextIndex }
        strokes.append(next)
        finish(index)
    }

    /// Marks a stroke finished and drops the oldest finished strokes beyond the bounds.
    private func finish(_ index: Int) {
        strokes[index].isActive = false
        finishedStrokes += 1
        finishedPoints += strokes[index].pointCount
        while finishedStrokes > max(configuration.maximumStrokes, 0) || finishedPoints > max(configuration.maximumPaintPoints, 0),
              let oldest = strokes.firstIndex(where: { !$0.isActive }) {
            finishedStrokes -= 1
            finishedPoints -= strokes[oldest].pointCount
            remove(at: oldest)
        }
    }

    /// Removes a stroke, keeping the painting touches' indices right.
    private func remove(at index: Int) {
        strokes.remove(at: index)
        for (key, follow) in followed.pairs {
            if let stroke = follow.stroke, stroke > index { followed.update(key) { $0.stroke = stroke - 1 } }
        }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        guard let follow = followed.removeValue(forKey: id) else { return }
        if let index = follow.stroke { remove(at: index) }
        currentState = .cancelled
    }
}
