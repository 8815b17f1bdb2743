/// Changes to sprites from outside the recognisers' own gestures: placing, easing, wheel edits, adding and
/// removing. Every edit keeps the recognisers in step (a sprite placed from outside is re-anchored under the
/// fingers holding it, so nothing jumps).
extension GestureEngine {
    /// Moves a sprite as part of a gesture the caller drives (a drag, a glide); no one else is told.
    public func setPose(_ pose: Pose, of handle: SpriteHandle) {
        scene.setPose(pose, of: handle)
    }

    /// Places and sizes a sprite from outside any gesture (a reset, a resize, an animation frame); the
    /// recognisers re-take their snapshots of it.
    public func editSprite(_ handle: SpriteHandle, pose: Pose, width: Double, height: Double) {
        scene.setSize(width: width, height: height, of: handle)
        scene.setPose(pose, of: handle)
        for recognizer in recognizers { recognizer.spriteEdited(handle, in: self) }
    }

    /// Changes a sprite's options (lock, gestures, limits).
    public func setOptions(_ options: SpriteOptions, of handle: SpriteHandle) {
        guard scene.isLive(handle) else { return }
        var sprite = scene[handle]
        sprite.options = options
        scene[handle] = sprite
    }

    /// Moves a sprite to the front of the stack.
    public func bringToFront(_ handle: SpriteHandle) {
        scene.bringToFront(handle)
    }

    /// Adds a sprite at the front and returns its handle.
    @discardableResult
    public func addSprite(_ sprite: Sprite) -> SpriteHandle {
        scene.add(sprite)
    }

    /// Removes a sprite: the touches on it are cancelled (except those `spared` owns) and its animations stop.
    public func removeSprite(_ handle: SpriteHandle, sparing spared: (any GestureRecognizer)? = nil) {
        guard scene.isLive(handle) else { return }
        cancelTouches(on: handle, sparing: spared)
        scene.remove(handle)
        stopAnimations(of: handle)
    }

    /// Stops everything that moves a sprite by itself: its ease (`animate`) and any recogniser's animation (a glide).
    public func stopAnimations(of handle: SpriteHandle) {
        for recognizer in recognizers { recognizer.stopAnimations(of: handle, in: self) }
        animations[handle] = nil
    }

    // MARK: Easing

    /// Eases a sprite from where it is to `pose` and the given size over `duration` seconds (smoothstep in time).
    /// Any glide of the sprite stops.
    public func animate(_ handle: SpriteHandle, to pose: Pose, width: Double, height: Double, duration: Double) {
        guard scene.isLive(handle) else { return }
        let sprite = scene[handle]
        for recognizer in recognizers { recognizer.stopAnimations(of: handle, in: self) }
        animations[handle] = PoseAnimation(
            startTime: time, duration: duration, from: sprite.pose, to: pose,
            fromSize: Vector2(sprite.width, sprite.height), toSize: Vector2(width, height))
    }

    /// Eases a sprite back to where the scene placed it, at its scene size.
    public func animateHome(_ handle: SpriteHandle, duration: Double) {
        guard scene.isLive(handle) else { return }
        let sprite = scene[handle]
        animate(handle, to: sprite.homePose, width: sprite.homeWidth, height: sprite.homeHeight, duration: duration)
    }

    /// Puts every sprite back where the scene placed it, at once, stopping every animation.
    public func resetLayout() {
        for handle in scene.liveHandles { stopAnimations(of: handle) }
        animations.removeAll()
        for handle in scene.liveHandles {
            let sprite = scene[handle]
            editSprite(handle, pose: sprite.homePose, width: sprite.homeWidth, height: sprite.homeHeight)
        }
    }

    /// Applies the eases at the engine's time, in handle order, and forgets the finished ones.
    func advanceAnimations() {
        guard !animations.isEmpty else { return }
        for (handle, animation) in animations.sorted(by: { $0.key < $1.key }) {
            guard scene.isLive(handle) else { animations[handle] = nil; continue }
            let (pose, size) = animation.state(at: time)
            editSprite(handle, pose: pose, width: size.x, height: size.y)
            if time >= animation.endTime { animations[handle] = nil }
        }
    }

    // MARK: Wheel edits

    /// Scales the sprite under `point` about `point` by `factor` (a mouse wheel); returns the sprite, if any.
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
        guard pose.isFinite, pose.scale > 0 else { return handle }
        editSprite(handle, pose: pose, width: sprite.width, height: sprite.height)
        return handle
    }
}
