/// Turns pointer events into what the touch recipes do: sprite manipulation, taps, long-press menus,
/// corner resize, painting, circle selection and the drag-out tray. The heart of TouchSandbox.
///
/// Every touch is hit-tested against the sprites' alpha masks when it lands (its `target`: a sprite or
/// the empty canvas, kept until it lifts), then offered to the recognisers in order: the open menu,
/// the tray, resize handles, long press, tap, sprite manipulation, canvas strokes, then any added with
/// `addRecognizer(_:)`. The recognisers that want it join the touch's arena, which settles who owns it
/// (the first to accept, or the last not to reject, wins; see `GestureRecognizer`).
///
/// What the recipes do once recognised: a double tap eases an unlocked sprite back to its scene pose;
/// a tap on a control (`SpriteOptions.action`) reports its action ("reset" also resets the layout, "paint"
/// turns paint mode on or off, "clear" clears the strokes); a
/// tap on the empty canvas clears the selection; a long press opens the sprite's menu (`menu`); a
/// circle drawn on the canvas selects the sprites whose centres it encloses. Each is also reported as
/// an `EngineNotification` (`drainNotifications()`), and taps and circles are kept for the state
/// document (`taps`, `gestures`).
///
/// Time comes only from the events and from `advance(to:)`, so the same events always give the same
/// scene, taps, menus and strokes. An app that sleeps between events calls `advance(to:)` at
/// `nextDeadline` so a long press or a single tap is recognised without further input.
public final class GestureEngine {
    public internal(set) var scene: Scene
    public let configuration: EngineConfiguration
    public private(set) var tracker = TouchTracker()
    /// The latest time seen, from events or `advance(to:)`.
    public private(set) var time: Double = 0

    /// Every recogniser, in the order touches are offered to them.
    public private(set) var recognizers: [any GestureRecognizer] = []
    var arena = GestureArena()
    let menuRecognizer = MenuRecognizer()
    let trayRecognizer = TrayRecognizer()
    let resizeRecognizer = ResizeHandleRecognizer()
    let longPressRecognizer = LongPressRecognizer()
    let tapRecognizer = TapRecognizer()
    let manipulation = ManipulationRecognizer()
    let strokeRecognizer = StrokeRecognizer()

    /// Taps and double taps in the order they were recognised (the state document's `taps`).
    public internal(set) var taps: [TapRecord] = []
    /// Recognised stroke gestures, circles so far (the state document's `gestures`).
    public internal(set) var gestures: [RecognizedGesture] = []
    /// The long-press menu, while it is open.
    public internal(set) var menu: SpriteMenu?
    /// Whether touches landing on the empty canvas paint. Off by default.
    public var paintMode = false
    /// Painted strokes, oldest first, including the ones being drawn.
    public internal(set) var strokes: [PaintStroke] = []
    var activeStrokes: [PointerID: Int] = [:]
    /// Sprites selected by drawing a circle around their centres.
    public internal(set) var selection: Set<SpriteHandle> = []
    /// The drag-out tray along the bottom edge (hidden by default; see `isTrayVisible`).
    public internal(set) var tray: DragOutTray
    /// The images new sprites are made of (the tray's thumbnails).
    public internal(set) var catalogue: ImageCatalogue
    private var notifications: [EngineNotification] = []
    private var homeAnimations: [SpriteHandle: PoseAnimation] = [:]

    public init(scene: Scene, configuration: EngineConfiguration = .standard) {
        self.scene = scene
        self.configuration = configuration
        catalogue = ImageCatalogue(scene: scene)
        tray = DragOutTray(sceneWidth: scene.width, sceneHeight: scene.height, configuration: configuration.recognizers)
        tray.layout(images: catalogue.entries.map(\.image), configuration: configuration.recognizers)
        recognizers = [menuRecognizer, trayRecognizer, resizeRecognizer, longPressRecognizer, tapRecognizer,
                       manipulation, strokeRecognizer]
    }

    // MARK: Reading

    public var statistics: TouchStatistics { tracker.statistics }
    public var touches: [ActiveTouch] { tracker.touches }
    /// Whether something moves without input (a glide, an ease home, the tray coasting), so the app keeps drawing frames.
    public var isAnimating: Bool {
        !homeAnimations.isEmpty || tray.momentum != nil || recognizers.contains { $0.animationEndTime != nil }
    }

    /// The fingers holding a sprite, in the order they landed.
    public func fingers(on handle: SpriteHandle) -> [PointerID] { manipulation.fingers(on: handle) }

    /// The most recent tap or double tap.
    public var lastTap: TapRecord? { taps.last }

    /// Ids of the selected sprites, sorted.
    public var selectedSpriteIDs: [String] {
        selection.filter(scene.isLive).map { scene[$0].id }.sorted()
    }

    public var isTrayVisible: Bool {
        get { tray.isVisible }
        set { tray.isVisible = newValue }
    }

    // MARK: Notifications

    /// Adds a notification for the app (recognisers call this).
    public func post(_ notification: EngineNotification) {
        notifications.append(notification)
    }

    /// Everything recognised since the last call, oldest first.
    public func drainNotifications() -> [EngineNotification] {
        defer { notifications.removeAll() }
        return notifications
    }

    // MARK: Recognisers and the arena

    /// Adds a recogniser after the built-in ones; it is offered every touch that lands from now on.
    public func addRecognizer(_ recognizer: any GestureRecognizer) {
        guard index(of: recognizer) == nil else { return }
        recognizers.append(recognizer)
    }

    /// `recognizer` claims the touch: every other member of its arena is told `touchRejected`.
    public func accept(_ id: PointerID, by recognizer: any GestureRecognizer) {
        guard let member = index(of: recognizer) else { return }
        for loser in arena.accept(member, for: id) { recognizers[loser].touchRejected(id, in: self) }
    }

    /// `recognizer` leaves the touch's arena; a last member left is told `touchAccepted`.
    public func reject(_ id: PointerID, by recognizer: any GestureRecognizer) {
        guard let member = index(of: recognizer) else { return }
        if let winner = arena.reject(member, for: id) { recognizers[winner].touchAccepted(id, in: self) }
    }

    /// Which recogniser owns a touch, once the arena has decided.
    public func owner(of id: PointerID) -> (any GestureRecognizer)? {
        arena.owner(of: id).map { recognizers[$0] }
    }

    /// Gives a touch to `recognizer` alone, with a new target, as if it had just landed where it is.
    func hand(_ id: PointerID, to recognizer: any GestureRecognizer, target: TouchTarget) {
        guard let member = index(of: recognizer), let t = tracker.index(of: id) else { return }
        tracker.retarget(at: t, to: target)
        for replaced in arena.hand(id, to: member) { recognizers[replaced].touchRejected(id, in: self) }
        if let t = tracker.index(of: id) { recognizer.touchBegan(tracker.touches[t], in: self) }
    }

    func index(of recognizer: any GestureRecognizer) -> Int? {
        recognizers.firstIndex { $0 === recognizer }
    }

    // MARK: Input

    /// Applies one pointer event; returns why it was refused, or nil when it was applied.
    @discardableResult
    public func handle(_ event: PointerEvent) -> PointerRejection? {
        if let rejection = tracker.validate(event) {
            tracker.countRejection()
            return rejection
        }
        advance(to: event.time)
        switch event.phase {
        case .down: touchDown(event)
        case .move: touchMoved(event)
        case .up: touchEnded(event.id, cancelled: false)
        case .cancel: touchEnded(event.id, cancelled: true)
        }
        return nil
    }

    /// Ends every touch without applying its last motion (focus lost, device gone).
    public func cancelAll() {
        while let touch = tracker.touches.last {
            touchEnded(touch.id, cancelled: true)
        }
    }

    private func touchDown(_ event: PointerEvent) {
        if tracker.index(of: event.id) != nil {
            // A second down for a touch already down: the lost up comes first.
            touchEnded(event.id, cancelled: false)
        }
        let target: TouchTarget = scene.hitTest(event.position).map { .sprite($0) } ?? .canvas
        tracker.begin(event, target: target)
        arena.open(event.id)
        guard let touch = tracker.touch(event.id) else { return }
        for (member, recognizer) in recognizers.enumerated() {
            guard arena.owner(of: event.id) == nil, tracker.index(of: event.id) != nil else { break }
            guard recognizer.wantsTouch(touch, in: self) else { continue }
            arena.join(member, for: event.id)
            recognizer.touchBegan(touch, in: self)
        }
    }

    private func touchMoved(_ event: PointerEvent) {
        guard let index = tracker.index(of: event.id) else { return }
        tracker.move(at: index, event)
        let touch = tracker.touches[index]
        let version = arena.version
        for member in arena.members(of: event.id) where arena.version == version || arena.contains(member, for: event.id) {
            recognizers[member].touchMoved(touch, in: self)
        }
    }

    /// Lifts or cancels a touch at its last known position.
    func touchEnded(_ id: PointerID, cancelled: Bool) {
        guard let index = tracker.index(of: id) else { return }
        var touch = tracker.touches[index]
        touch.time = time  // when it lifted; the position stays the last known one
        for member in arena.members(of: id) where arena.contains(member, for: id) {
            recognizers[member].touchEnded(touch, cancelled: cancelled, in: self)
        }
        arena.close(id)
        if let index = tracker.index(of: id) { tracker.end(at: index, cancelled: cancelled) }
    }

    // MARK: Time

    /// Moves animations and timers forward to `time` (seconds, the events' clock). Earlier times are ignored.
    public func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        for recognizer in recognizers { recognizer.advance(to: time, in: self) }
        guard !homeAnimations.isEmpty else { return }
        for (handle, animation) in homeAnimations.sorted(by: { $0.key < $1.key }) {
            guard scene.isLive(handle) else { homeAnimations[handle] = nil; continue }
            let (pose, size) = animation.state(at: time)
            setSize(width: size.x, height: size.y, pose: pose, of: handle)
            if time >= animation.endTime { homeAnimations[handle] = nil }
        }
    }

    /// The next time a timer fires without input (a long press, the end of a double-tap window), for an
    /// app that sleeps between events: call `advance(to:)` then. Nil when nothing is pending.
    public var nextDeadline: Double? {
        let c = configuration.recognizers
        return [longPressRecognizer.deadline(delay: c.longPressDelay), tapRecognizer.deadline(window: c.doubleTapInterval)]
            .compactMap { $0 }.min()
    }

    /// Runs every pending timer (a single tap waiting out the double-tap window, a long press) and every
    /// animation to its end, as if the app kept running untouched.
    public func settle() {
        var rounds = 0
        while let deadline = nextDeadline, rounds < 64 {
            advance(to: max(deadline, time.nextUp))
            rounds += 1
        }
        let ends = recognizers.compactMap(\.animationEndTime) + homeAnimations.values.map(\.endTime)
            + [tray.momentum?.endTime].compactMap { $0 }
        advance(to: ends.max() ?? time)
        manipulation.stopAllGlides()
        homeAnimations.removeAll()
        tray.momentum = nil
    }

    // MARK: Direct edits

    /// Scales the sprite under `point` about `point` by `factor` (mouse wheel); returns the sprite, if any.
    @discardableResult
    public func scaleSprite(at point: Vector2, by factor: Double) -> SpriteHandle? {
        transformSprite(at: point, allowedBy: .pinch,
                        delta: SimilarityDelta(from: point, to: point, scale: factor, rotation: 0))
    }

    /// Rotates the sprite under `point` about `point` by `degrees` clockwise (Shift+wheel).
    @discardableResult
    public func rotateSprite(at point: Vector2, byDegrees degrees: Double) -> SpriteHandle? {
        transformSprite(at: point, allowedBy: .rotate,
                        delta: SimilarityDelta(from: point, to: point, scale: 1, rotation: Angle.radians(fromDegrees: degrees)))
    }

    private func transformSprite(at point: Vector2, allowedBy gesture: GestureSet, delta: SimilarityDelta) -> SpriteHandle? {
        guard point.isFinite, delta.scale.isFinite, delta.rotation.isFinite,
              let handle = scene.hitTest(point) else { return nil }
        let sprite = scene[handle]
        guard !sprite.options.locked, sprite.options.gestures.contains(gesture) else { return handle }
        stopAnimations(of: handle)
        let limited = PoseLimits.clampScale(delta, anchorPose: sprite.pose, options: sprite.options)
        var pose = limited.apply(to: sprite.pose)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
            pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
        }
        setPose(pose, of: handle)
        manipulation.reanchor(handle, pose: pose)
        return handle
    }

    /// Puts every sprite back where the scene placed it, at once.
    public func resetLayout() {
        manipulation.stopAllGlides()
        homeAnimations.removeAll()
        closeMenu()
        for handle in scene.liveHandles {
            let sprite = scene[handle]
            setSize(width: sprite.homeWidth, height: sprite.homeHeight, pose: sprite.homePose, of: handle)
        }
    }

    /// Eases every sprite back to its scene pose and size over `duration` seconds (the kiosk's idle reset).
    public func animateLayoutHome(duration: Double) {
        closeMenu()
        for handle in scene.liveHandles { animateHome(handle, duration: duration) }
    }

    /// Eases a sprite back to its scene pose and size over `duration` (default `homeAnimationDuration`).
    public func animateHome(_ handle: SpriteHandle, duration: Double? = nil) {
        guard scene.isLive(handle) else { return }
        let sprite = scene[handle]
        manipulation.stopGlide(handle)
        homeAnimations[handle] = PoseAnimation(
            startTime: time, duration: duration ?? configuration.recognizers.homeAnimationDuration,
            from: sprite.pose, to: sprite.homePose,
            fromSize: Vector2(sprite.width, sprite.height), toSize: Vector2(sprite.homeWidth, sprite.homeHeight))
    }

    // MARK: Scene edits shared by the recognisers

    func setPose(_ pose: Pose, of handle: SpriteHandle) {
        scene.setPose(pose, of: handle)
    }

    func setSize(width: Double, height: Double, pose: Pose, of handle: SpriteHandle) {
        scene.setSize(width: width, height: height, of: handle)
        scene.setPose(pose, of: handle)
        manipulation.reanchor(handle, pose: pose)
    }

    func stopAnimations(of handle: SpriteHandle) {
        manipulation.stopGlide(handle)
        homeAnimations[handle] = nil
    }

    func bringToFrontQuietly(_ handle: SpriteHandle) {
        scene.bringToFront(handle)
    }

    /// A new id built on `base`: `base` itself when free, else `base-2`, `base-3`, …
    func uniqueID(_ base: String) -> String {
        guard scene.handle(forID: base) != nil else { return base }
        var n = 2
        while scene.handle(forID: "\(base)-\(n)") != nil { n += 1 }
        return "\(base)-\(n)"
    }
}
