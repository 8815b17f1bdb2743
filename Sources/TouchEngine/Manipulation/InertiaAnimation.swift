import Foundation

/// A thrown sprite gliding to rest: velocity decays exponentially, and the glide stops at the sprite's bounds.
///
/// The position is a closed-form function of time since the throw, so the same throw ends in the same
/// place whatever the frame rate: `p(t) = p₀ + v₀ (1 − e^(−k t)) / k` on each axis until that axis meets a bound.
public struct InertiaAnimation: Sendable {
    public let startTime: Double
    public let startCenter: Vector2
    public let velocity: Vector2
    public let decay: Double
    public let stopSpeed: Double

    public init(startTime: Double, startCenter: Vector2, velocity: Vector2, decay: Double, stopSpeed: Double) {
        self.startTime = startTime
        self.startCenter = startCenter
        self.velocity = velocity
        self.decay = decay
        self.stopSpeed = stopSpeed
    }

    /// When the glide has slowed below `stopSpeed`.
    public var endTime: Double {
        let speed = velocity.length
        guard speed > stopSpeed, decay > 0 else { return startTime }
        return startTime + log(speed / stopSpeed) / decay
    }

    /// The centre at `time`, before bounds.
    public func center(at time: Double) -> Vector2 {
        let t = min(max(time, startTime), endTime) - startTime
        let travelled = (1 - exp(-decay * t)) / decay
        return startCenter + velocity * travelled
    }
}
