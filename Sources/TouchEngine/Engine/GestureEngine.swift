/// Turns pointer events into sprite manipulation: the heart of TouchSandbox.
///
/// Every touch is hit-tested against the sprites' alpha masks when it lands and then belongs to that
/// sprite (or to the empty canvas) until it lifts. Each sprite is moved by exactly its own fingers:
/// one finger drags it keeping the offset, two drag, pinch and rotate it with both points staying under
/// the fingers, three or more give the least-squares best fit. Poses are solved from a snapshot taken
/// when the set of fingers on the sprite last changed. Time comes only from the events and from
/// `advance(to:)`, so the same events always give the same scene.
public final class GestureEngine {
    public private(set) var scene: Scene
    public let configuration: EngineConfiguration
    public private(set) var tracker = TouchTracker()
    /// The latest time seen, from events or `advance(to:)`.
    public private(set) var time: Double = 0
    private var sessions: [ManipulationSession?] = []
    private var velocityTrackers: [VelocityTracker?] = []
    private var glides: [SpriteHandle: InertiaAnimation] = [:]

    public init(scene: Scene, configuration: EngineConfiguration = .standard) {
        self.scene = scene
        self.configuration = configuration
        sessions = Array(repeating: nil, count: scene.sprites.count)
        velocityTrackers = Array(repeating: nil, count: scene.sprites.count)
    }

    // MARK: Reading

    public var statistics: TouchStatistics { tracker.statistics }
    public var touches: [ActiveTouch] { tracker.touches }
    /// Whether something moves without input (a glide), so the app keeps drawing frames.
    public var isAnimating: Bool { !glides.isEmpty }

    /// The fingers holding a sprite, in the order they landed.
    public func fingers(on handle: SpriteHandle) -> [PointerID] {
        handle.index < sessions.count ? sessions[handle.index]?.pointers ?? [] : []
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
        case .up: touchEnded(event, cancelled: false)
        case .cancel: touchEnded(event, cancelled: true)
        }
        return nil
    }

    /// Ends every touch without applying its last motion (focus lost, device gone).
    public func cancelAll() {
        while let touch = tracker.touches.last {
            touchEnded(PointerEvent(.cancel, id: touch.id, position: touch.position, time: time), cancelled: true)
        }
    }

    private func touchDown(_ event: PointerEvent) {
        if tracker.index(of: event.id) != nil {
            // A second down for a touch already down: the lost up comes first.
            touchEnded(PointerEvent(.up, id: event.id, position: event.position, time: event.time), cancelled: false)
        }
        guard let handle = scene.hitTest(event.position) else {
            tracker.begin(event, target: .canvas)
            return
        }
        tracker.begin(event, target: .sprite(handle))
        glides[handle] = nil
        scene.bringToFront(handle)
        ensureSlots()
        var session = sessions[handle.index] ?? ManipulationSession(pose: scene[handle].pose)
        session.add(event.id, at: event.position, pose: scene[handle].pose)
        sessions[handle.index] = session
        if session.fingerCount == 1 {
            velocityTrackers[handle.index] = VelocityTracker(window: configuration.velocityWindow)
        }
        velocityTrackers[handle.index]?.add(scene[handle].pose.center, at: event.time)
    }

    private func touchMoved(_ event: PointerEvent) {
        guard let index = tracker.index(of: event.id) else { return }
        tracker.move(at: index, event)
        guard case .sprite(let handle) = tracker.touches[index].target,
              sessions[handle.index]?.move(event.id, to: event.position) == true else { return }
        applySession(of: handle, time: event.time)
    }

    private func touchEnded(_ event: PointerEvent, cancelled: Bool) {
        guard let index = tracker.index(of: event.id) else { return }
        let touch = tracker.end(at: index, cancelled: cancelled)
        guard case .sprite(let handle) = touch.target, var session = sessions[handle.index] else { return }
        session.remove(event.id, pose: scene[handle].pose)
        if session.isEmpty {
            sessions[handle.index] = nil
            if !cancelled { startGlideIfThrown(handle, time: event.time) }
            velocityTrackers[handle.index] = nil
        } else {
            sessions[handle.index] = session
        }
    }

    // MARK: Manipulation

    private func applySession(of handle: SpriteHandle, time: Double) {
        guard let session = sessions[handle.index] else { return }
        let sprite = scene[handle]
        guard !sprite.options.locked else { return }
        let allowed = sprite.options.gestures
        var delta = session.solvedDelta(allowed: allowed)
        let limited = PoseLimits.clampScale(delta, anchorPose: session.anchorPose, options: sprite.options)
        var clamped = limited != delta
        delta = limited
        var pose = delta.apply(to: session.anchorPose)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
            let inside = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            clamped = clamped || inside != pose
            pose = inside
        }
        guard pose.isFinite else { return }
        if clamped {
            // The fingers slip: the snapshot follows them so the sprite neither sticks nor jumps later.
            sessions[handle.index]?.reanchor(pose: pose)
        }
        scene.setPose(pose, of: handle)
        velocityTrackers[handle.index]?.add(pose.center, at: time)
    }

    private func startGlideIfThrown(_ handle: SpriteHandle, time: Double) {
        let sprite = scene[handle]
        guard sprite.options.inertia, !sprite.options.locked, sprite.options.gestures.contains(.drag),
              let tracker = velocityTrackers[handle.index] else { return }
        var velocity = tracker.velocity(at: time)
        let speed = velocity.length
        guard speed >= configuration.minimumThrowSpeed else { return }
        if speed > configuration.maximumThrowSpeed { velocity = velocity * (configuration.maximumThrowSpeed / speed) }
        glides[handle] = InertiaAnimation(
            startTime: time, startCenter: sprite.pose.center, velocity: velocity,
            decay: configuration.inertiaDecay, stopSpeed: configuration.inertiaStopSpeed)
    }

    // MARK: Time

    /// Moves animations forward to `time` (seconds, the events' clock). Earlier times are ignored.
    public func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        guard !glides.isEmpty else { return }
        for (handle, glide) in glides {
            guard scene.isLive(handle) else { glides[handle] = nil; continue }
            let sprite = scene[handle]
            var pose = sprite.pose
            pose.center = glide.center(at: time)
            if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
                pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            }
            scene.setPose(pose, of: handle)
            if time >= glide.endTime { glides[handle] = nil }
        }
    }

    /// Runs every animation to its end.
    public func settle() {
        let end = glides.values.map(\.endTime).max() ?? time
        advance(to: end)
        glides.removeAll()
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
        glides[handle] = nil
        let limited = PoseLimits.clampScale(delta, anchorPose: sprite.pose, options: sprite.options)
        var pose = limited.apply(to: sprite.pose)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
            pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
        }
        scene.setPose(pose, of: handle)
        sessions[handle.index]?.reanchor(pose: pose)
        return handle
    }

    /// Puts every sprite back where the scene placed it.
    public func resetLayout() {
        glides.removeAll()
        for handle in scene.liveHandles {
            let sprite = scene[handle]
            scene.setSize(width: sprite.homeWidth, height: sprite.homeHeight, of: handle)
            scene.setPose(sprite.homePose, of: handle)
            sessions[handle.index]?.reanchor(pose: sprite.homePose)
        }
    }

    private func ensureSlots() {
        while sessions.count < scene.sprites.count { sessions.append(nil) }
        while velocityTrackers.count < scene.sprites.count { velocityTrackers.append(nil) }
    }
}
