import TouchEngine

/// The elastic alignment the template matcher compares two strokes with: dynamic time warping within a band over the
/// resampled points, each aligned pair costing the distance between the positions plus `directionWeight` times the
/// distance between the directions of travel. `alignedDistance(_:_:limit:)` is the plain alignment; the matcher runs the
/// bounded one (`GestureTemplateMatcher+BoundedAlignment`): the same loop (`warp`) with a lower bound that ends it
/// sooner, with the same results (tested against the plain one).
extension GestureTemplateMatcher {
    /// The mean cost of comparing point i with point i (no sliding): an upper bound of the aligned distance. With
    /// `giveUpAt`, infinity as soon as the mean cannot come under it (the points so far already cost that much).
    static func diagonalDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, weight: Double,
                                 giveUpAt limit: Double = .infinity) -> Double {
        let count = a.points.count
        guard b.points.count == count, count > 0 else { return .infinity }
        // Beyond this sum the mean is surely at `limit` or over, whatever the rounding of the division.
        let giveUp = limit * Double(count) * (1 + 1e-12)
        return a.points.withUnsafeBufferPointer { ap in
            a.directions.withUnsafeBufferPointer { ad in
                b.points.withUnsafeBufferPointer { bp in
                    b.directions.withUnsafeBufferPointer { bd in
                        var sum = 0.0
                        for i in 0..<count {
                            sum += distance(ap[i], bp[i]) + weight * distance(ad[i], bd[i])
                            // The sum never shrinks, so neither does the mean it ends as.
                            if sum > giveUp { return .infinity }
                        }
                        return sum / Double(count)
                    }
                }
            }
        }
    }

    /// `p.distance(to: q)` as `Vector2` computes it, to the bit, written out here: `Vector2`'s is not inlined across
    /// modules, and a call per cell of an alignment cost more than the cell.
    @inline(__always)
    static func distance(_ p: Vector2, _ q: Vector2) -> Double {
        let dx = p.x - q.x, dy = p.y - q.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Two rows of the alignment's cost table, reused from one comparison to the next, and the lower bound of the
    /// rows from each one to the last (`AlignmentEnvelope.bound`).
    struct AlignmentRows {
        var previous: [Double]
        var current: [Double]
        var remaining: [Double]
        init(count: Int) {
            previous = [Double](repeating: .infinity, count: count)
            current = previous
            remaining = [Double](repeating: 0, count: count + 1)
        }
    }

    /// How many places the alignment may slide a point of a stroke of `count` points.
    func band(forCount count: Int) -> Int {
        max(1, Int((Double(count) * configuration.alignmentBand).rounded()))
    }

    /// The mean cost of the best alignment of `a` onto `b` (dynamic time warping within the band), or infinity as
    /// soon as it cannot come under `limit`.
    func alignedDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, limit: Double) -> Double {
        var rows = AlignmentRows(count: a.points.count)
        return alignedDistance(a, b, limit: limit, rows: &rows)
    }

    func alignedDistance(_ a: NormalisedStroke, _ b: NormalisedStroke, limit: Double, rows: inout AlignmentRows) -> Double {
        warp(a, b, limit: limit, rows: &rows, bounded: false)
    }

    /// The alignment itself. `bounded`: `rows.remaining` holds the lower bound of the rows from each one to the last
    /// (`AlignmentEnvelope.reaches`), and the alignment gives up as soon as a row's best cost plus the bound of the rows
    /// after it reaches the limit, which the unbounded alignment would not have come under either.
    func warp(_ a: NormalisedStroke, _ b: NormalisedStroke, limit: Double, rows: inout AlignmentRows,
              bounded: Bool) -> Double {
        let count = a.points.count
        guard b.points.count == count, rows.previous.count == count, rows.remaining.count == count + 1, count > 0
        else { return .infinity }
        let band = band(forCount: count)
        let weight = configuration.directionWeight
        let budget = limit * Double(count)
        let bounded = bounded && budget.isFinite
        let margin = AlignmentEnvelope.roundingMargin
        return a.points.withUnsafeBufferPointer { ap in
            a.directions.withUnsafeBufferPointer { ad in
                b.points.withUnsafeBufferPointer { bp in
                    b.directions.withUnsafeBufferPointer { bd in
                        rows.remaining.withUnsafeBufferPointer { remaining in
                            rows.previous.withUnsafeMutableBufferPointer { first in
                                rows.current.withUnsafeMutableBufferPointer { second in
                                    var previous = first, current = second
                                    for j in 0..<count {
                                        previous[j] = .infinity
                                        current[j] = .infinity
                                    }
                                    for i in 0..<count {
                                        let low = max(0, i - band), high = min(count - 1, i + band)
                                        let point = ap[i], direction = ad[i]
                                        var rowBest = Double.infinity
                                        var left = Double.infinity  // current[j - 1]
                                        for j in low...high {
                                            let cost = Self.distance(point, bp[j]) + weight * Self.distance(direction, bd[j])
                                            var before = left
                                            if i > 0 {
                                                before = min(before, previous[j])
                                                if j > 0 { before = min(before, previous[j - 1]) }
                                            } else if j == 0 {
                                                before = 0
                                            }
                                            left = before + cost
                                            current[j] = left
                                            rowBest = min(rowBest, left)
                                        }
                                        // Bounded: the path still crosses every later row, each costing at least
                                        // its bound.
                                        if rowBest >= budget || bounded && (rowBest + remaining[i + 1]) * margin >= budget {
                                            return .infinity
                                        }
                                        // The row just written becomes the previous one; cells outside its band are
                                        // infinite, as the next row's reads beyond it expect.
                                        if low > 0 { current[low - 1] = .infinity }
                                        if high + 1 < count { current[high + 1] = .infinity }
                                        swap(&previous, &current)
                                    }
                                    return previous[count - 1] / Double(count)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
