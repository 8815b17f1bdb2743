import TouchEngine

/// Owns the drag-out tray (`tray`) and the touches that land in it while it shows. The first movement beyond
/// `traySlop` decides: mostly upward on a thumbnail drags a new sprite of that image out (`onDragOut` makes the
/// sprite under the finger, and the touch is handed to `dragRecognizer`, so the drag continues without a jump);
/// anything else scrolls the strip, which coasts on with exponentially decaying momentum after a fling.
public final class TrayRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// The strip of thumbnails, where it is scrolled to.
    public private(set) var tray: DragOutTray
    /// Makes a new sprite of an image centred at a point, for the finger dragging it out; nil when it cannot.
    public var onDragOut: ((String, Vector2) -> SpriteHandle?)?
    /// The recogniser that takes over a finger that dragged a sprite out (sprite manipulation).
    public let dragRecognizer: any GestureRecognizer
    private let configuration: RecipeConfiguration
    private var momentum: InertiaAnimation?

    private enum Mode { case undecided, scrolling }

    private struct Grab {
        var start: Vector2
        var image: String?
        var entry: ArenaEntry
        var mode = Mode.undecided
        var scrollStart = 0.0
        var velocity: VelocityTracker
    }

    private var grabs = PointerMap<Grab>()

    public init(sceneWidth: Double, sceneHeight: Double, configuration: RecipeConfiguration, dragRecognizer: any GestureRecognizer) {
        tray = DragOutTray(sceneWidth: sceneWidth, sceneHeight: sceneHeight, configuration: configuration)
        self.configuration = configuration
        self.dragRecognizer = dragRecognizer
    }

    /// Shows or hides the tray.
    public var isVisible: Bool {
        get { tray.isVisible }
        set { tray.isVisible = newValue }
    }

    /// Lays the thumbnails out for `images`, keeping the scroll position as far as it still fits.
    public func layout(images: [String]) {
        tray.layout(images: images, configuration: configuration)
        tray.scroll(to: tray.scrollOffset)
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        tray.isVisible && tray.frame.contains(touch.position)
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        engine.accept(entry)
        momentum = nil
        grabs[touch.id] = Grab(start: touch.position, image: tray.thumbnail(at: touch.position)?.image, entry: entry,
                               velocity: VelocityTracker(window: engine.configuration.velocityWindow))
        state = .possible
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard var grab = grabs[touch.id] else { return }
        let travel = touch.position - grab.start
        if grab.mode == .undecided {
            guard travel.length > configuration.traySlop else { return }
            if let image = grab.image, -travel.y > abs(travel.x), let handle = onDragOut?(image, touch.position) {
                grabs[touch.id] = nil
                state = .ended
                engine.handOver(grab.entry, to: dragRecognizer, target: .sprite(handle))
                return
            }
            // Only one finger scrolls the strip at a time; others just rest on it.
            guard !grabs.values.contains(where: { $0.mode == .scrolling }) else { return }
            grab.mode = .scrolling
            grab.scrollStart = tray.scrollOffset
            state = .began
        }
        tray.scroll(to: grab.scrollStart - travel.x)
        grab.velocity.add(Vector2(tray.scrollOffset, 0), at: touch.time)
        grabs[touch.id] = grab
        state = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let grab = grabs.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, grab.mode == .scrolling else { return }
        let c = engine.configuration
        var velocity = grab.velocity.velocity(at: touch.time)
        let speed = velocity.length
        guard speed >= configuration.trayMinimumFlingSpeed else { return }
        if speed > c.maximumThrowSpeed { velocity = velocity * (c.maximumThrowSpeed / speed) }
        momentum = InertiaAnimation(
            startTime: touch.time, startCenter: Vector2(tray.scrollOffset, 0), velocity: velocity,
            decay: configuration.trayScrollDecay, stopSpeed: c.inertiaStopSpeed)
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        grabs[id] = nil
    }

    public var animationEndTime: Double? { momentum?.endTime }

    public func advance(to time: Double, in engine: GestureEngine) {
        guard let momentum else { return }
        let hitEnd = tray.scroll(to: momentum.center(at: time).x)
        if hitEnd || time >= momentum.endTime { self.momentum = nil }
    }
}
