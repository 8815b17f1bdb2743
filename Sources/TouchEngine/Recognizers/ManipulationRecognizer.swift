/// Moves each sprite by exactly its own fingers: one finger drags keeping the offset, two drag, pinch and
/// rotate with both points staying under the fingers, three or more give the least-squares best fit.
///
/// Eager: it joins the arena of every touch that lands on a live sprite and moves the sprite from the
/// first motion, while taps and long presses are still possible (no visible delay). A tap that is
/// recognised therefore leaves whatever motion the finger made below the tap slop; the tap wins the
/// touch at its lift, so that touch throws nothing. When another recogniser wins a touch (a long press),
/// the finger simply leaves the sprite's session, and the sprite stays where it is.
///
/// Each move it applies is reported through `onMove` (the sprite and how far its centre moved), so an app can
/// move other sprites along (the sandbox drags a whole selection this way, with edits the engine applies once the
/// move has been).
public final class ManipulationRecognizer: GestureRecognizer {
    public var state: RecognizerState { currentState }
    /// Called after each move of a sprite by its fingers, with the translation of its centre.
    public var onMove: ((SpriteHandle, Vector2) -> Void)? {
        get { moveHandler }
        set { moveHandler = newValue }
    }

    // Read on every move, and private: the compiler checks their exclusive access once, when it builds the
    // recogniser, instead of at run time on every access. The books are changed by moving them out, changing the
    // local value and moving it back (`changeBooks`), as the engine does its own.
    private var currentState = RecognizerState.possible
    private var moveHandler: ((SpriteHandle, Vector2) -> Void)?
    /// Never nil but while `changeBooks` holds them.
    private var storedBooks: ManipulationBooks? = ManipulationBooks()
    private var books: ManipulationBooks { storedBooks! }

    /// Changes the books as a local value taken out and put back; `change` calls nothing outside them.
    @inline(__always)
    private func changeBooks<Result>(_ change: (inout ManipulationBooks) -> Result) -> Result {
        var local = storedBooks.take()!
        defer { storedBooks = local }
        return change(&local)
    }

    public init() {}

    /// The fingers holding a sprite, in the order they landed.
    public func fingers(on handle: SpriteHandle) -> [PointerID] {
        books.fingers(on: handle)
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        guard case .sprite(let handle) = touch.target else { return false }
        return engine.scene.isLive(handle)
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard case .sprite(let handle) = touch.target else { return }
        engine.stopAnimations(of: handle)
        engine.bringToFront(handle)
        let pose = engine.scene[handle].pose
        let slots = engine.scene.sprites.count, configuration = engine.configuration
        changeBooks { $0.grab(handle, with: touch, pose: pose, slots: slots, configuration: configuration) }
        currentState = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let handle = books.owner(of: touch.id) else { return }
        // Fields are read in place rather than copying the sprite: this runs for every move.
        let i = handle.index
        let placement = SpritePlacement(options: engine.scene.sprites[i].options, width: engine.scene.sprites[i].width,
                                        height: engine.scene.sprites[i].height, center: engine.scene.sprites[i].pose.center,
                                        scene: engine.scene.bounds)
        switch changeBooks({ $0.move(touch, of: handle, placement: placement) }) {
        case .notHeld: return
        case .stays: break
        case .moves(let pose, let translation):
            engine.setPose(pose, of: handle)
            moveHandler?(handle, translation)
        }
        currentState = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        release(touch.id, throwing: !cancelled, time: touch.time, in: engine)
        if books.isIdle { currentState = cancelled ? .cancelled : .ended }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        release(id, throwing: false, time: engine.time, in: engine)
        if books.isIdle { currentState = .cancelled }
    }

    private func release(_ id: PointerID, throwing: Bool, time: Double, in engine: GestureEngine) {
        guard let handle = books.owner(of: id) else { return }
        let live = engine.scene.isLive(handle)
        let sprite = live ? engine.scene[handle] : nil
        let configuration = engine.configuration
        changeBooks { $0.release(id, sprite: sprite, throwing: throwing, time: time, configuration: configuration) }
    }

    /// Re-takes the snapshot of a sprite placed from outside (wheel, reset, resize), so nothing jumps.
    public func spriteEdited(_ handle: SpriteHandle, in engine: GestureEngine) {
        guard books.isHeld(handle) else { return }
        let pose = engine.scene[handle].pose
        changeBooks { $0.reanchor(handle, pose: pose) }
    }

    // MARK: Glides

    public func stopAnimations(of handle: SpriteHandle, in engine: GestureEngine) { changeBooks { $0.stopGlide(of: handle) } }

    public var animationEndTime: Double? { books.glidesEndTime }

    public func advance(to time: Double, in engine: GestureEngine) {
        guard books.isGliding else { return }
        for (handle, glide) in books.glides {
            guard engine.scene.isLive(handle) else { changeBooks { $0.stopGlide(of: handle) }; continue }
            let sprite = engine.scene[handle]
            var pose = sprite.pose
            pose.center = glide.center(at: time)
            if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: engine.scene.bounds) {
                pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            }
            engine.setPose(pose, of: handle)
            if time >= glide.endTime { changeBooks { $0.stopGlide(of: handle) } }
        }
    }
}

/// What a move needs to know of the sprite, read in place from the scene.
private struct SpritePlacement {
    var options: SpriteOptions
    var width: Double
    var height: Double
    var center: Vector2
    var scene: Rect
}

/// The manipulation recogniser's books: a session and a velocity tracker per held sprite (by slot), the sprite each
/// finger holds, and the glides of thrown sprites. Plain values: the recogniser changes them with one call per
/// finger event, and calls nothing outside them meanwhile.
private struct ManipulationBooks {
    enum Move {
        /// The finger holds no sprite here.
        case notHeld
        /// The finger moved, but the sprite stays (it is locked, or the solution was not finite).
        case stays
        case moves(pose: Pose, translation: Vector2)
    }

    private var sessions: [ManipulationSession?] = []
    private var velocityTrackers: [VelocityTracker?] = []
    private var owners = PointerMap<SpriteHandle>()
    private(set) var glides = [SpriteHandle: InertiaAnimation]()

    var isIdle: Bool { owners.isEmpty }
    var isGliding: Bool { !glides.isEmpty }
    var glidesEndTime: Double? { glides.values.map(\.endTime).max() }

    func owner(of id: PointerID) -> SpriteHandle? { owners[id] }

    func isHeld(_ handle: SpriteHandle) -> Bool {
        handle.index < sessions.count && sessions[handle.index] != nil
    }

    func fingers(on handle: SpriteHandle) -> [PointerID] {
        handle.index < sessions.count ? sessions[handle.index]?.pointers ?? [] : []
    }

    /// A finger lands on a sprite at `pose`: it joins the sprite's session (a new one for the first finger, with a
    /// new velocity tracker), and the snapshot is re-taken.
    mutating func grab(_ handle: SpriteHandle, with touch: ActiveTouch, pose: Pose, slots: Int, configuration: EngineConfiguration) {
        while sessions.count < slots { sessions.append(nil) }
        while velocityTrackers.count < slots { velocityTrackers.append(nil) }
        var session = sessions[handle.index] ?? ManipulationSession(pose: pose)
        session.add(touch.id, at: touch.position, pose: pose)
        sessions[handle.index] = session
        owners[touch.id] = handle
        if session.fingerCount == 1 {
            velocityTrackers[handle.index] = VelocityTracker(window: configuration.velocityWindow,
                                                           minimumSpan: configuration.velocityMinimumSpan)
        }
        velocityTrackers[handle.index]?.add(pose.center, at: touch.time)
    }

    /// A finger holding `handle` moved: the sprite's pose solved from the snapshot, within its limits and bounds
    /// (when a limit clamps, the fingers slip and the snapshot follows them, so the sprite neither sticks nor jumps
    /// later), and the throw's velocity sampled.
    mutating func move(_ touch: ActiveTouch, of handle: SpriteHandle, placement: SpritePlacement) -> Move {
        let i = handle.index
        guard sessions[i]?.move(touch.id, to: touch.position) == true else { return .notHeld }
        let options = placement.options
        guard !options.locked else { return .stays }
        let anchorPose = sessions[i]!.anchorPose
        var delta = sessions[i]!.solvedDelta(allowed: options.gestures)
        let limited = PoseLimits.clampScale(delta, anchorPose: anchorPose, options: options)
        var clamped = limited != delta
        delta = limited
        var pose = delta.apply(to: anchorPose)
        if let rect = PoseLimits.boundsRectangle(for: options, scene: placement.scene) {
            let inside = PoseLimits.clampCenter(pose, width: placement.width, height: placement.height, inside: rect)
            clamped = clamped || inside != pose
            pose = inside
        }
        guard pose.isFinite else { return .stays }
        if clamped { sessions[i]?.reanchor(pose: pose) }
        velocityTrackers[i]?.add(pose.center, at: touch.time)
        return .moves(pose: pose, translation: pose.center - placement.center)
    }

    /// A finger leaves its sprite (`sprite` as it is now, nil when it was removed): the others re-anchor; the last
    /// one's lift throws the sprite when `throwing` and it was moving fast enough.
    mutating func release(_ id: PointerID, sprite: Sprite?, throwing: Bool, time: Double, configuration: EngineConfiguration) {
        guard let handle = owners.removeValue(forKey: id), var session = sessions[handle.index] else { return }
        guard let sprite else {
            sessions[handle.index] = nil
            return
        }
        session.remove(id, pose: sprite.pose)
        if session.isEmpty {
            sessions[handle.index] = nil
            if throwing { startGlideIfThrown(handle, sprite: sprite, time: time, configuration: configuration) }
            velocityTrackers[handle.index] = nil
        } else {
            sessions[handle.index] = session
        }
    }

    mutating func reanchor(_ handle: SpriteHandle, pose: Pose) {
        sessions[handle.index]?.reanchor(pose: pose)
    }

    mutating func stopGlide(of handle: SpriteHandle) { glides[handle] = nil }

    private mutating func startGlideIfThrown(_ handle: SpriteHandle, sprite: Sprite, time: Double, configuration c: EngineConfiguration) {
        guard sprite.options.inertia, !sprite.options.locked, sprite.options.gestures.contains(.drag),
              let tracker = velocityTrackers[handle.index] else { return }
        var velocity = tracker.velocity(at: time)
        let speed = velocity.length
        guard speed >= c.minimumThrowSpeed else { return }
        if speed > c.maximumThrowSpeed { velocity = velocity * (c.maximumThrowSpeed / speed) }
        glides[handle] = InertiaAnimation(
            startTime: time, startCenter: sprite.pose.center, velocity: velocity,
            decay: c.inertiaDecay, stopSpeed: c.inertiaStopSpeed)
    }
}
