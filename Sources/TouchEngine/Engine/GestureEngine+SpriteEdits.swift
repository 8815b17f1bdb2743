/// Changes to sprites from outside the recognisers' own gestures: placing, easing, wheel edits, adding and
/// removing. Every edit keeps the recognisers in step (a sprite placed from outside is re-anchored under the
/// fingers holding it, so nothing jumps).
///
/// An edit that tells the recognisers (all of these but `setPose` and `addSprite`) is applied at once when the engine
/// is idle. Asked while the engine dispatches — by a recogniser, or by an app acting on a recogniser's report, such
/// as a double tap easing its sprite home — it waits, and is applied when the dispatch returns, in the order asked.
extension GestureEngine {
    /// Moves a sprite as part of a gesture the caller drives (a drag, a glide): applied at once, and no one is told.
    /// It is how a recogniser moves the sprite of its own gesture; to place a sprite from outside, use `editSprite`.
    public func setPose(_ pose: Pose, of handle: SpriteHandle) {
        scene.setPose(pose, of: handle)
    }

    /// Places and sizes a sprite from outside any gesture (a reset, a resize, a sprite following another); the
    /// recognisers re-take their snapshots of it.
    public func editSprite(_ handle: SpriteHandle, pose: Pose, width: Double, height: Double) {
        perform(.place(handle, pose: pose, width: width, height: height))
    }

    /// Changes a sprite's options (lock, gestures, limits).
    public func setOptions(_ options: SpriteOptions, of handle: SpriteHandle) {
        perform(.setOptions(options, handle))
    }

    /// Moves a sprite to the front of the stack.
    public func bringToFront(_ handle: SpriteHandle) {
        perform(.bringToFront(handle))
    }

    /// Adds a sprite at the front and returns its handle, at once: a new sprite is in no recogniser's books yet.
    @discardableResult
    public func addSprite(_ sprite: Sprite) -> SpriteHandle {
        scene.add(sprite)
    }

    /// Removes a sprite: the touches on it are cancelled (except those `spared` owns) and its animations stop.
    public func removeSprite(_ handle: SpriteHandle, sparing spared: (any GestureRecognizer)? = nil) {
        perform(.remove(handle, sparing: spared.flatMap(member)))
    }

    /// Stops everything that moves a sprite by itself: its ease (`animate`) and any recogniser's animation (a glide).
    public func stopAnimations(of handle: SpriteHandle) {
        perform(.stopAnimations(handle))
    }

    /// Eases a sprite from where it is to `pose` and the given size over `duration` seconds (smoothstep in time).
    /// Any glide of the sprite stops.
    public func animate(_ handle: SpriteHandle, to pose: Pose, width: Double, height: Double, duration: Double) {
        perform(.animate(handle, to: pose, width: width, height: height, duration: duration))
    }

    /// Eases a sprite back to where the scene placed it, at its scene size.
    public func animateHome(_ handle: SpriteHandle, duration: Double) {
        perform(.animateHome(handle, duration: duration))
    }

    /// Puts every sprite back where the scene placed it, at once, stopping every animation.
    public func resetLayout() {
        perform(.resetLayout)
    }

    // MARK: Wheel edits

    /// Scales the sprite under `point` about `point` by `factor` (a mouse wheel); returns the sprite, if any (nil
    /// while the engine dispatches: the edit then waits).
    @discardableResult
    public func scaleSprite(at point: Vector2, by factor: Double) -> SpriteHandle? {
        transformSprite(.init(at: point, allowedBy: .pinch,
                              delta: SimilarityDelta(from: point, to: point, scale: factor, rotation: 0)))
    }

    /// Rotates the sprite under `point` about `point` by `degrees` clockwise (Shift+wheel); returns the sprite, if
    /// any (nil while the engine dispatches: the edit then waits).
    @discardableResult
    public func rotateSprite(at point: Vector2, byDegrees degrees: Double) -> SpriteHandle? {
        transformSprite(.init(at: point, allowedBy: .rotate,
                              delta: SimilarityDelta(from: point, to: point, scale: 1, rotation: Angle.radians(fromDegrees: degrees))))
    }

    private func transformSprite(_ transform: SpriteEdit.Transform) -> SpriteHandle? {
        guard !isDispatching else {
            postpone(.transform(transform))
            return nil
        }
        var edited: SpriteHandle?
        dispatch { edited = applyTransform(transform) }
        return edited
    }

    // MARK: Applying

    /// Applies an edit now when the engine is idle, else queues it for when the dispatch returns.
    func perform(_ edit: SpriteEdit) {
        if isDispatching {
            postpone(edit)
        } else {
            dispatch { apply(edit) }
        }
    }

    /// Applies an edit, within a dispatch.
    func apply(_ edit: SpriteEdit) {
        switch edit {
        case .place(let handle, let pose, let width, let height): place(handle, pose: pose, width: width, height: height)
        case .setOptions(let options, let handle):
            guard scene.isLive(handle) else { return }
            var sprite = scene[handle]
            sprite.options = options
            scene[handle] = sprite
        case .bringToFront(let handle): scene.bringToFront(handle)
        case .remove(let handle, let spared):
            guard scene.isLive(handle) else { return }
            endTouches(on: handle, sparingMember: spared)
            scene.remove(handle)
            stopSpriteAnimations(of: handle)
        case .stopAnimations(let handle): stopSpriteAnimations(of: handle)
        case .animate(let handle, let pose, let width, let height, let duration):
            ease(handle, to: pose, width: width, height: height, duration: duration)
        case .animateHome(let handle, let duration):
            guard scene.isLive(handle) else { return }
            let sprite = scene[handle]
            ease(handle, to: sprite.homePose, width: sprite.homeWidth, height: sprite.homeHeight, duration: duration)
        case .resetLayout:
            for handle in scene.liveHandles { stopSpriteAnimations(of: handle) }
            changeEases { $0.removeAll() }
            for handle in scene.liveHandles {
                let sprite = scene[handle]
                place(handle, pose: sprite.homePose, width: sprite.homeWidth, height: sprite.homeHeight)
            }
        case .cancelTouches(let handle, let spared): endTouches(on: handle, sparingMember: spared)
        case .cancelAll: endAllTouches()
        case .transform(let transform): _ = applyTransform(transform)
        }
    }

    private func place(_ handle: SpriteHandle, pose: Pose, width: Double, height: Double) {
        scene.setSize(width: width, height: height, of: handle)
        scene.setPose(pose, of: handle)
        for recognizer in recognizers { recognizer.spriteEdited(handle, in: self) }
    }

    private func stopSpriteAnimations(of handle: SpriteHandle) {
        for recognizer in recognizers { recognizer.stopAnimations(of: handle, in: self) }
        changeEases { $0[handle] = nil }
    }

    private func ease(_ handle: SpriteHandle, to pose: Pose, width: Double, height: Double, duration: Double) {
        guard scene.isLive(handle) else { return }
        let sprite = scene[handle]
        for recognizer in recognizers { recognizer.stopAnimations(of: handle, in: self) }
        let ease = PoseAnimation(
            startTime: time, duration: duration, from: sprite.pose, to: pose,
            fromSize: Vector2(sprite.width, sprite.height), toSize: Vector2(width, height))
        changeEases { $0[handle] = ease }
    }

    /// Applies the eases at the engine's time, in handle order, and forgets the finished ones.
    func advanceAnimations() {
        guard !animations.isEmpty else { return }
        for (handle, animation) in animations.sorted(by: { $0.key < $1.key }) {
            guard scene.isLive(handle) else { changeEases { $0[handle] = nil }; continue }
            let (pose, size) = animation.state(at: time)
            place(handle, pose: pose, width: size.x, height: size.y)
            if time >= animation.endTime { changeEases { $0[handle] = nil } }
        }
    }

    private func applyTransform(_ transform: SpriteEdit.Transform) -> SpriteHandle? {
        let point = transform.point, delta = transform.delta
        guard point.isFinite, delta.scale.isFinite, delta.rotation.isFinite,
              let handle = scene.hitTest(point) else { return nil }
        let sprite = scene[handle]
        guard !sprite.options.locked, sprite.options.gestures.contains(transform.gesture) else { return handle }
        stopSpriteAnimations(of: handle)
        let limited = PoseLimits.clampScale(delta, anchorPose: sprite.pose, options: sprite.options)
        var pose = limited.apply(to: sprite.pose)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
            pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
        }
        guard pose.isFinite, pose.scale > 0 else { return handle }
        place(handle, pose: pose, width: sprite.width, height: sprite.height)
        return handle
    }
}
