/// A sprite easing from one pose and size to another (back to its scene pose after a double tap or Reset).
///
/// Smoothstep in time (`3u² − 2u³`), so it starts and ends at rest; a closed-form function of the
/// engine's clock, so the same events give the same frames.
public struct PoseAnimation: Sendable {
    public var startTime: Double
    public var duration: Double
    public var from: Pose
    public var to: Pose
    public var fromSize: Vector2
    public var toSize: Vector2

    public var endTime: Double { startTime + duration }

    /// The pose and size at `time`.
    public func state(at time: Double) -> (pose: Pose, size: Vector2) {
        let u = time >= endTime || duration <= 0 ? 1 : min(max((time - startTime) / duration, 0), 1)
        let k = u * u * (3 - 2 * u)
        var turn = (to.rotation - from.rotation).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        let pose = u >= 1 ? to : Pose(
            center: from.center + (to.center - from.center) * k,
            scale: from.scale + (to.scale - from.scale) * k,
            rotation: from.rotation + turn * k)
        let size = u >= 1 ? toSize : fromSize + (toSize - fromSize) * k
        return (pose, size)
    }
}
