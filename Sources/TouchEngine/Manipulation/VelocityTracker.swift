/// Estimates velocity from recent positions by a least-squares line fit over a short window of time.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public var window: Double
    /// The least time the counted samples must span for a velocity (seconds); less gives zero.
    public var minimumSpan: Double
    private var times: [Double] = []
    private var positions: [Vector2] = []
    private static let capacity = 64

    public init(window: Double = 0.1, minimumSpan: Double = 0) {
        self.window = window
        self.minimumSpan = minimumSpan
    }

    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    public mutating func add(_ position: Vector2, at time: Double) {
        if let last = times.last, time < last { reset() }
        if times.count == Self.capacity {
            // Drop the older half at once, so the cost per sample stays constant.
            times.removeFirst(Self.capacity / 2)
            positions.removeFirst(Self.capacity / 2)
        }
        times.append(time)
        positions.append(position)
    }

    /// Pixels per second at `time`, from the samples of the last `window` seconds; zero with fewer than two, or
    /// when they span less than `minimumSpan` (samples that share one time, a backlog read at once, give zero, never
    /// a division by zero).
    public func velocity(at time: Double) -> Vector2 {
        guard let reference = positions.last else { return .zero }
        var n = 0.0, st = 0.0, stt = 0.0
        var earliest = Double.infinity, latest = -Double.infinity
        var sx = 0.0, sy = 0.0, stx = 0.0, sty = 0.0
        for i in times.indices where time - times[i] <= window + 1e-9 {
            let t = times[i] - time
            let p = positions[i] - reference
            earliest = min(earliest, t)
            latest = max(latest, t)
            n += 1
            st += t
            stt += t * t
            sx += p.x
            sy += p.y
            stx += t * p.x
            sty += t * p.y
        }
        let denominator = n * stt - st * st
        guard n >= 2, denominator > 1e-12, latest - earliest >= minimumSpan else { return .zero }
        let velocity = Vector2((n * stx - st * sx) / denominator, (n * sty - st * sy) / denominator)
        return velocity.isFinite ? velocity : .zero
    }
}
