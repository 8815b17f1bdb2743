/// An edit asked of the engine while it dispatched (see `GestureEngine`), kept to be applied when the dispatch
/// returns: one case per edit of `GestureEngine+SpriteEdits.swift` that tells the recognisers. Plain values only, so
/// keeping one costs a copy of a few words.
enum SpriteEdit {
    /// A wheel turn's change to the sprite under a point.
    struct Transform {
        var point: Vector2
        var gesture: GestureSet
        var delta: SimilarityDelta

        init(at point: Vector2, allowedBy gesture: GestureSet, delta: SimilarityDelta) {
            self.point = point
            self.gesture = gesture
            self.delta = delta
        }
    }

    case place(SpriteHandle, pose: Pose, width: Double, height: Double)
    case setOptions(SpriteOptions, SpriteHandle)
    case bringToFront(SpriteHandle)
    /// `sparing`: the recogniser whose touches are spared, by its place in the engine's list.
    case remove(SpriteHandle, sparing: Int?)
    case stopAnimations(SpriteHandle)
    case animate(SpriteHandle, to: Pose, width: Double, height: Double, duration: Double)
    case animateHome(SpriteHandle, duration: Double)
    case resetLayout
    case cancelTouches(SpriteHandle, sparing: Int?)
    case cancelAll
    case transform(Transform)
}
