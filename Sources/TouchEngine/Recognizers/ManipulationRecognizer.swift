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
/// move other sprites along (the sandbox drags a whole selection this way).
///
/// Its per-sprite books are read on every move; like the engine's they are `@exclusivity(unchecked)`, and every
/// access to them is instantaneous (none is open while `onMove` or the engine is called).
public final class ManipulationRecognizer: GestureRecognizer {
    @exclusivity(unchecked) public private(set) var state = RecognizerState.possible
    /// Called after each move of a sprite by its fingers, with the translation of its centre. Leave it nil when
    /// nothing listens: it is read on every move.
    @exclusivity(unchecked) public var onMove: ((SpriteHandle, Vector2) -> Void)?
    @exclusivity(unchecked) private var sessions: [ManipulationSession?] = []
    @exclusivity(unchecked) private var velocityTrackers: [VelocityTracker?] = []
    @exclusivity(unchecked) private var owners = PointerMap<SpriteHandle>()
    @exclusivity(unchecked) private var glides: [SpriteHandle: InertiaAnimation] = [:]

    public init() {}

    /// The fingers holding a sprite, in the order they landed.
    public func fingers(on handle: SpriteHandle) -> [PointerID] {
        handle.index < sessions.count ? sessions[handle.index]?.pointers ?? [] : []
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        guard case .sprite(let handle) = touch.target else { return false }
        return engine.scene.isLive(handle)
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard case .sprite(let handle) = touch.target else { return }
        engine.stopAnimations(of: handle)
        engine.bringToFront(handle)
        ensureSlots(engine.scene.sprites.count)
        let pose = engine.scene[handle].pose
        var session = sessions[handle.index] ?? ManipulationSession(pose: pose)
        session.add(touch.id, at: touch.position, pose: pose)
        sessions[handle.index] = session
        owners[touch.id] = handle
        if session.fingerCount == 1 {
            velocityTrackers[handle.index] = VelocityTracker(window: engine.configuration.velocityWindow,
                                                           minimumSpan: engine.configuration.velocityMinimumSpan)
        }
        velocityTrackers[handle.index]?.add(pose.center, at: touch.time)
        state = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let handle = owners[touch.id], sessions[handle.index]?.move(touch.id, to: touch.position) == true else { return }
        apply(handle, time: touch.time, in: engine)
        state = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        release(touch.id, throwing: !cancelled, time: touch.time, in: engine)
        if owners.isEmpty { state = cancelled ? .cancelled : .ended }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        release(id, throwing: false, time: engine.time, in: engine)
        if owners.isEmpty { state = .cancelled }
    }

    private func release(_ id: PointerID, throwing: Bool, time: Double, in engine: GestureEngine) {
        guard let handle = owners.removeValue(forKey: id), var session = sessions[handle.index] else { return }
        guard engine.scene.isLive(handle) else {
            sessions[handle.index] = nil
            return
        }
        session.remove(id, pose: engine.scene[handle].pose)
        if session.isEmpty {
            sessions[handle.index] = nil
            if throwing { startGlideIfThrown(handle, time: time, in: engine) }
            velocityTrackers[handle.index] = nil
        } else {
            sessions[handle.index] = session
        }
    }

    // MARK: Solving

    private func apply(_ handle: SpriteHandle, time: Double, in engine: GestureEngine) {
        // Fields are read in place rather than copying the sprite and the session: this runs for every move.
        guard sessions[handle.index] != nil else { return }
        let options = engine.scene.sprites[handle.index].options
        guard !options.locked else { return }
        let width = engine.scene.sprites[handle.index].width, height = engine.scene.sprites[handle.index].height
        let previousCenter = engine.scene.sprites[handle.index].pose.center
        let anchorPose = sessions[handle.index]!.anchorPose
        var delta = sessions[handle.index]!.solvedDelta(allowed: options.gestures)
        let limited = PoseLimits.clampScale(delta, anchorPose: anchorPose, options: options)
        var clamped = limited != delta
        delta = limited
        var pose = delta.apply(to: anchorPose)
        if let rect = PoseLimits.boundsRectangle(for: options, scene: engine.scene.bounds) {
            let inside = PoseLimits.clampCenter(pose, width: width, height: height, inside: rect)
            clamped = clamped || inside != pose
            pose = inside
        }
        guard pose.isFinite else { return }
        if clamped {
            // The fingers slip: the snapshot follows them so the sprite neither sticks nor jumps later.
            sessions[handle.index]?.reanchor(pose: pose)
        }
        let translation = pose.center - previousCenter
        engine.setPose(pose, of: handle)
        velocityTrackers[handle.index]?.add(pose.center, at: time)
        onMove?(handle, translation)
    }

    /// Re-takes the snapshot of a sprite placed from outside (wheel, reset, resize), so nothing jumps.
    public func spriteEdited(_ handle: SpriteHandle, in engine: GestureEngine) {
        guard handle.index < sessions.count, sessions[handle.index] != nil else { return }
        sessions[handle.index]?.reanchor(pose: engine.scene[handle].pose)
    }

    // MARK: Glides

    public func stopAnimations(of handle: SpriteHandle, in engine: GestureEngine) { glides[handle] = nil }

    private func startGlideIfThrown(_ handle: SpriteHandle, time: Double, in engine: GestureEngine) {
        let sprite = engine.scene[handle]
        let c = engine.configuration
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

    public var animationEndTime: Double? { glides.values.map(\.endTime).max() }

    public func advance(to time: Double, in engine: GestureEngine) {
        guard !glides.isEmpty else { return }
        for (handle, glide) in glides {
            guard engine.scene.isLive(handle) else { glides[handle] = nil; continue }
            let sprite = engine.scene[handle]
            var pose = sprite.pose
            pose.center = glide.center(at: time)
            if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: engine.scene.bounds) {
                pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            }
            engine.setPose(pose, of: handle)
            if time >= glide.endTime { glides[handle] = nil }
        }
    }

    private func ensureSlots(_ count: Int) {
        while sessions.count < count { sessions.append(nil) }
        while velocityTrackers.count < count { velocityTrackers.append(nil) }
    }
}
