/// The fingers on one sprite and the snapshot its pose is solved from.
///
/// The snapshot (the sprite's pose and every finger's position) is taken whenever the set of fingers
/// changes; every later pose is solved from it directly, never by multiplying per-event increments,
/// so precision does not drift however long the gesture lasts.
public struct ManipulationSession: Sendable {
    public private(set) var pointers: [PointerID] = []
    public private(set) var anchors: [Vector2] = []
    public private(set) var current: [Vector2] = []
    public private(set) var anchorPose: Pose

    public init(pose: Pose) {
        anchorPose = pose
    }

    public var isEmpty: Bool { pointers.isEmpty }
    public var fingerCount: Int { pointers.count }

    /// Adds a finger and re-anchors at the sprite's present pose, so nothing jumps.
    public mutating func add(_ id: PointerID, at position: Vector2, pose: Pose) {
        pointers.append(id)
        current.append(position)
        reanchor(pose: pose)
    }

    /// Removes a finger and re-anchors at the sprite's present pose.
    public mutating func remove(_ id: PointerID, pose: Pose) {
        guard let i = pointers.firstIndex(of: id) else { return }
        pointers.remove(at: i)
        current.remove(at: i)
        reanchor(pose: pose)
    }

    /// Records a finger's new position; returns false when the finger is not on this sprite.
    @discardableResult
    public mutating func move(_ id: PointerID, to position: Vector2) -> Bool {
        guard let i = pointers.firstIndex(of: id) else { return false }
        current[i] = position
        return true
    }

    /// Takes a new snapshot: the fingers where they are now, the sprite where it is now.
    public mutating func reanchor(pose: Pose) {
        anchors = current
        anchorPose = pose
    }

    /// The change solved from the snapshot, before limits and bounds.
    public func solvedDelta(allowed: GestureSet) -> SimilarityDelta {
        SimilaritySolver.solve(anchors: anchors, current: current, allowed: allowed, pivot: anchorPose.center)
    }
}
