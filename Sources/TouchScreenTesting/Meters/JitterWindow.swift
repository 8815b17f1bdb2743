import TouchEngine

/// The spread of a still finger's samples over a trailing time window, kept as running sums of their offsets from
/// the place the finger settled (small numbers, so the sums stay exact) and never more than a capacity of samples.
struct JitterWindow: Sendable {
    private var samples = TimedWindow<Vector2>()
    private var sum = Vector2.zero
    private var sumOfSquares = Vector2.zero

    var count: Int { samples.count }

    /// The mean offset of the samples in the window.
    var mean: Vector2 { sum / Double(samples.count) }

    /// The variance of the samples on each axis (zero when the window is empty).
    var variance: Vector2 {
        let n = Double(samples.count)
        guard n > 0 else { return .zero }
        let mean = sum / n
        return Vector2(sumOfSquares.x / n - mean.x * mean.x, sumOfSquares.y / n - mean.y * mean.y)
    }

    /// Adds an offset at `time`; the oldest sample leaves when that makes more than `capacity`.
    mutating func append(_ offset: Vector2, at time: Double, capacity: Int) {
        if let overflow = samples.append(offset, at: time, capacity: capacity) { forget(overflow) }
        sum += offset
        sumOfSquares += Vector2(offset.x * offset.x, offset.y * offset.y)
    }

    /// Forgets the samples stamped at or before `cutoff`.
    mutating func drop(throughTime cutoff: Double) {
        for old in samples.drop(throughTime: cutoff) { forget(old.value) }
        if samples.count == 0 {
            sum = .zero
            sumOfSquares = .zero
        }
    }

    mutating func removeAll() {
        samples.removeAll()
        sum = .zero
        sumOfSquares = .zero
    }

    private mutating func forget(_ offset: Vector2) {
        sum -= offset
        sumOfSquares -= Vector2(offset.x * offset.x, offset.y * offset.y)
    }
}
