/// Drags the lower-right corner handle of a resizable sprite (PuttyView): width and height change
/// independently in the sprite's own rotated frame while the upper-left corner stays exactly where it is.
///
/// Claims the touch as it lands on a handle, so the touch neither drags the sprite nor taps it. The
/// offset between the finger and the corner when it landed is kept, so nothing jumps. Neither side gets
/// smaller than `minimumResizeSide`. Resizing does not apply the sprite's movement bounds (the fixed
/// corner already lies where the user put it); locked sprites have no handle.
final class ResizeHandleRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible

    private struct Grip {
        var sprite: SpriteHandle
        /// Finger minus corner, in window pixels, when the touch landed.
        var offset: Vector2
        /// The fixed upper-left corner, in window pixels.
        var fixedCorner: Vector2
    }

    private var grips: [PointerID: Grip] = [:]

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        engine.resizeHandleHit(at: touch.position) != nil
    }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let handle = engine.resizeHandleHit(at: touch.position),
              !grips.values.contains(where: { $0.sprite == handle }) else {
            engine.reject(touch.id, by: self)
            return
        }
        engine.accept(touch.id, by: self)
        engine.stopAnimations(of: handle)
        engine.bringToFrontQuietly(handle)
        let sprite = engine.scene[handle]
        let corner = sprite.pose.toWindow(Vector2(sprite.width / 2, sprite.height / 2))
        let fixed = sprite.pose.toWindow(Vector2(-sprite.width / 2, -sprite.height / 2))
        grips[touch.id] = Grip(sprite: handle, offset: touch.position - corner, fixedCorner: fixed)
        state = .began
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let grip = grips[touch.id], engine.scene.isLive(grip.sprite) else { return }
        let sprite = engine.scene[grip.sprite]
        let pose = sprite.pose
        let minimum = engine.configuration.recognizers.minimumResizeSide
        let corner = touch.position - grip.offset
        let local = (corner - grip.fixedCorner).rotated(by: -pose.rotation) / pose.scale
        let width = max(local.x, minimum), height = max(local.y, minimum)
        guard width.isFinite, height.isFinite else { return }
        var newPose = pose
        newPose.center = grip.fixedCorner + (Vector2(width, height) * (pose.scale / 2)).rotated(by: pose.rotation)
        engine.setSize(width: width, height: height, pose: newPose, of: grip.sprite)
        state = .changed
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard grips.removeValue(forKey: touch.id) != nil else { return }
        state = cancelled ? .cancelled : .ended
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        if grips.removeValue(forKey: id) != nil { state = .cancelled }
    }
}
