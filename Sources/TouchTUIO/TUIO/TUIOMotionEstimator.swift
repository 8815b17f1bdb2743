import TouchEngine

/// Estimates one cursor's velocity and motion acceleration from its events' own time stamps, over a short window,
/// for the `set` (1.1) and `ptr` (2.0) messages.
///
/// The rule it keeps: velocity is the change of position between the last sample and the latest one at least
/// `window` seconds older (the oldest when the touch is younger), divided by the time between them; the motion
/// acceleration is the change of speed from the velocity as it stood at that older sample (0 for the sample the
/// touch landed with), over the same time. Velocity therefore does not depend on how the app merged events into
/// frames, and a finger moving steadily has an acceleration of 0. A finger that has not moved for a whole window
/// has velocity and acceleration 0. Positions are kept as given (window pixels); `scale` turns them into the units
/// sent (window sizes) before anything is measured, so the speed is that of the normalised position.
struct TUIOMotionEstimator: Sendable {
    struct Sample: Equatable, Sendable {
        var time: Double
        var position: Vector2
        var pressure: Double
    }

    /// What the estimator says at one moment: velocity (per second), motion speed, motion acceleration (per second
    /// squared), and the pressure's change per second and its acceleration.
    struct Motion: Equatable, Sendable {
        var velocity = Vector2.zero
        var acceleration = 0.0
        var pressureVelocity = 0.0
        var pressureAcceleration = 0.0
    }

    /// Samples kept at most: with a 1,000 Hz panel two windows of 0.1 s hold 200.
    static let maximumSamples = 512

    let window: Double
    private(set) var samples: [Sample] = []

    init(window: Double) { self.window = window }

    /// Adds the position a touch reported at `time`; an earlier time than the last is taken as the last.
    mutating func add(time: Double, position: Vector2, pressure: Double) {
        let time = max(time, samples.last?.time ?? time)
        samples.append(Sample(time: time, position: position, pressure: pressure))
        // The estimate reads back to the older sample's own older sample; anything before is dropped.
        let anchor = self.anchor(endingAt: samples.count - 1)
        var drop = anchor.flatMap { self.anchor(endingAt: $0) } ?? anchor ?? 0
        drop = max(drop, samples.count - Self.maximumSamples)
        if drop > 0 { samples.removeFirst(drop) }
    }

    /// The motion as of `time`, positions multiplied by `scale` (a frame's time): that of the last sample, or none once the touch has been still
    /// for a window.
    func motion(at time: Double, scale: Vector2) -> Motion {
        guard let last = samples.indices.last, time - samples[last].time < window else { return Motion() }
        let (velocity, pressureVelocity, anchor) = rates(endingAt: last, scale: scale)
        guard let anchor else { return Motion() }
        let elapsed = samples[last].time - samples[anchor].time
        let (earlierVelocity, earlierPressureVelocity, earlierAnchor) = rates(endingAt: anchor, scale: scale)
        // The sample the touch landed with: it was at rest before.
        let speedBefore = earlierAnchor == nil ? 0 : earlierVelocity.length
        let pressureBefore = earlierAnchor == nil ? 0 : earlierPressureVelocity
        return Motion(velocity: velocity, acceleration: (velocity.length - speedBefore) / elapsed,
                      pressureVelocity: pressureVelocity, pressureAcceleration: (pressureVelocity - pressureBefore) / elapsed)
    }

    /// The velocity and pressure change per second ending at sample `end`, and the older sample it was measured
    /// from (nil when no older sample lies at an earlier time).
    private func rates(endingAt end: Int, scale: Vector2) -> (Vector2, Double, Int?) {
        guard let anchor = anchor(endingAt: end) else { return (.zero, 0, nil) }
        let elapsed = samples[end].time - samples[anchor].time
        let change = samples[end].position - samples[anchor].position
        return (Vector2(change.x * scale.x, change.y * scale.y) / elapsed,
                (samples[end].pressure - samples[anchor].pressure) / elapsed, anchor)
    }

    /// The latest sample at least `window` older than sample `end`, else the oldest one at an earlier time; nil
    /// when there is none.
    private func anchor(endingAt end: Int) -> Int? {
        let endTime = samples[end].time
        var anchor: Int?
        for index in stride(from: end - 1, through: 0, by: -1) where samples[index].time < endTime {
            anchor = index
            if samples[index].time <= endTime - window { break }
        }
        return anchor
    }
}
