import TouchEngine

/// Drags the lower-right corner handle of a resizable sprite (PuttyView): width and height change
/// independently in the sprite's own rotated frame while the upper-left corner stays exactly where it is.
///
/// Claims the touch as it lands on a handle, so the touch neither drags the sprite nor taps it. The
/// offset between the finger and the corner when it landed is kept, so nothing jumps. Neither side gets
/// smaller than `minimumResizeSide`. Resizing does not apply the sprite's movement bounds (the fixed
/// corner already lies where the user put it); locked sprites have no handle.
public final class ResizeHandleRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// The sprites that have a handle (besides being unlocked), in any order; none until set. Asked on every touch
    /// that lands, so only these few are looked at rather than every sprite of the scene.
    public var resizableSprites: () -> [SpriteHandle] = { [] }
    private let configuration: RecipeConfiguration

    private struct Grip {
        var sprite: SpriteHandle
        /// Finger minus corner, in window pixels, when the touch landed.
        var offset: Vector2
        /// The fixed upper-left corner, in window pixels.
        var fixedCorner: Vector2
    }

    private var grips = PointerMap<Grip>()

    public init(configuration: RecipeConfiguration) {
        self.configuration = configuration
    }

    /// The lower-right corner handle of a resizable, unlocked sprite, for drawing and hit-testing.
    public func handle(of sprite: SpriteHandle, in scene: Scene) -> ResizeHandle? {
        guard resizableSprites().contains(sprite) else { return nil }
        return handle(ofResizable: sprite, in: scene)
    }

    private func handle(ofResizable sprite: SpriteHandle, in scene: Scene) -> ResizeHandle? {
        guard scene.isLive(sprite) else { return nil }
        let s = scene[sprite]
        guard !s.options.locked else { return nil }
        return ResizeHandle(sprite: sprite, center: s.pose.toWindow(Vector2(s.width / 2, s.height / 2)),
                            radius: configuration.resizeHandleRadius)
    }

    /// The frontmost sprite whose resize handle is under `point`.
    public func sprite(withHandleAt point: Vector2, in scene: Scene) -> SpriteHandle? {
        let under = resizableSprites().filter { sprite in
            handle(ofResizable: sprite, in: scene).map { $0.center.distance(to: point) <= $0.radius } ?? false
        }
        guard under.count > 1 else { return under.first }
        return under.max { (scene.zIndex(of: $0) ?? -1) < (scene.zIndex(of: $1) ?? -1) }
    }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        sprite(withHandleAt: touch.position, in: engine.scene) != nil
    }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        guard let handle = sprite(withHandleAt: touch.position, in: engine.scene),
              !grips.values.contains(where: { $0.sprite == handle }) else {
            engine.reject(entry)
            return
        }
        engine.accept(entry)
        engine.stopAnimations(of: handle)
        engine.bringToFront(handle)
        let sprite = engine.scene[handle]
        let corner = sprite.pose.toWindow(Vector2(sprite.width / 2, sprite.height / 2))
        let fixed = sprite.pose.toWindow(Vector2(-sprite.width / 2, -sprite.height / 2))
        grips[touch.id] = Grip(sprite: handle, offset: touch.position - corner, fixedCorner: fixed)
        state = .began
    }

    public func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let grip = grips[touch.id], engine.scene.isLive(grip.sprite) else { return }
        let pose = engine.scene[grip.sprite].pose
        let minimum = configuration.minimumResizeSide
        let corner = touch.position - grip.offset
        let local = (corner - grip.fixedCorner).rotated(by: -pose.rotation) / pose.scale
        let width = max(local.x, minimum), height = max(local.y, minimum)
        guard width.isFinite, height.isFinite else { return }
        var newPose = pose
        newPose.center = grip.fixedCorner + (Vector2(width, height) * (pose.scale / 2)).rotated(by: pose.rotation)
        engine.editSprite(grip.sprite, pose: newPose, width: width, height: height)
        state = .changed
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard grips.removeValue(forKey: touch.id) != nil else { return }
        state = cancelled ? .cancelled : .ended
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        if grips.removeValue(forKey: id) != nil { state = .cancelled }
    }
}
