import TouchEngine

/// The sprites selected by drawing a circle around their centres, and how they move together: a selected sprite
/// dragged by its fingers takes the other selected sprites along (those without fingers of their own, unlocked and
/// draggable) by the same translation, kept within their bounds; pinch and rotation stay its own.
///
/// It only keeps the books and works out where the others go (`followers`); the sandbox applies those moves as
/// edits, which the engine carries out once the event that moved the sprite has been applied.
public struct SpriteSelection: Equatable, Sendable {
    /// The selected sprites' handles (some may have been removed since; `Sandbox.selectedSpriteIDs` reads the live ones).
    public private(set) var handles: Set<SpriteHandle> = []

    public init() {}

    public var isEmpty: Bool { handles.isEmpty }
    public func contains(_ handle: SpriteHandle) -> Bool { handles.contains(handle) }
    /// The handles in slot order, so whatever walks them does it the same way every run.
    public func sorted() -> [SpriteHandle] { handles.sorted() }

    /// The selection of the touchable sprites whose centres lie inside the circle, and only them.
    static func inside(_ circle: DetectedCircle, of scene: Scene) -> SpriteSelection {
        var selection = SpriteSelection()
        selection.handles = Set(scene.liveHandles.filter {
            scene[$0].options.touchable && scene[$0].pose.center.distance(to: circle.center) <= circle.radius
        })
        return selection
    }

    /// This selection without `handle`.
    func removing(_ handle: SpriteHandle) -> SpriteSelection {
        var selection = self
        selection.handles.remove(handle)
        return selection
    }

    /// Where the other selected sprites go when `moved`, a selected sprite, moved by `translation`: each live one that
    /// `isHeld` says no finger holds, and that is unlocked and draggable, moves by the same translation, clamped to its
    /// bounds; in slot order. Empty when `moved` is not selected.
    func followers(of moved: SpriteHandle, by translation: Vector2, in scene: Scene,
                   isHeld: (SpriteHandle) -> Bool) -> [(handle: SpriteHandle, pose: Pose)] {
        guard translation != .zero, handles.contains(moved) else { return [] }
        var moves: [(handle: SpriteHandle, pose: Pose)] = []
        for other in handles.sorted() where other != moved && scene.isLive(other) && !isHeld(other) {
            let sprite = scene[other]
            guard !sprite.options.locked, sprite.options.gestures.contains(.drag) else { continue }
            var pose = sprite.pose
            pose.center += translation
            if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
                pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            }
            moves.append((other, pose))
        }
        return moves
    }
}
