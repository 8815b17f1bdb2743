import TouchEngine

/// A cheap lower bound of the template matcher's aligned distance (`GestureTemplateMatcher+Alignment`), with which
/// most alignments are never computed (the LB_Keogh bound of the UCR suite, for the matcher's cell cost).
///
/// The alignment's path visits at least one cell in every row i, and the cells of row i lie within the band around
/// i. A cell costs |a_i − b_j| + weight × |da_i − db_j| (positions and directions of travel), which is at least the
/// distance from a_i to the box holding b's points over row i's band, plus weight times the distance from da_i to the
/// box holding b's directions there. The sum of these over the rows is then at most the path's cost, whatever path
/// the alignment takes. The boxes depend on the template alone and are computed once, when it is taught.
struct AlignmentEnvelope: Sendable {
    /// Per row: the corners of the box around the template's points within the band, and around its directions.
    var lowPoints: [Vector2]
    var highPoints: [Vector2]
    var lowDirections: [Vector2]
    var highDirections: [Vector2]

    /// The boxes of `stroke` for an alignment that slides points up to `band` places.
    init(_ stroke: NormalisedStroke, band: Int) {
        let count = stroke.points.count
        func boxes(_ values: [Vector2]) -> (low: [Vector2], high: [Vector2]) {
            var low: [Vector2] = [], high: [Vector2] = []
            low.reserveCapacity(count)
            high.reserveCapacity(count)
            for i in 0..<count {
                let window = values[max(0, i - band)...min(count - 1, i + band)]
                low.append(Vector2(window.map(\.x).min() ?? 0, window.map(\.y).min() ?? 0))
                high.append(Vector2(window.map(\.x).max() ?? 0, window.map(\.y).max() ?? 0))
            }
            return (low, high)
        }
        (lowPoints, highPoints) = boxes(stroke.points)
        (lowDirections, highDirections) = boxes(stroke.directions)
    }

    /// Whether the bound of aligning `a` onto the template reaches `budget` (a summed cost; infinite: never). When
    /// it does not, `remaining[i]` holds the bound of rows i…count−1 (so `remaining[count]` is 0), for an alignment
    /// under way to give up early; `remaining` holds count + 1 values. A stroke with another number of points
    /// reaches every budget.
    func reaches(_ budget: Double, aligning a: NormalisedStroke, weight: Double, remaining: inout [Double]) -> Bool {
        let count = a.points.count
        guard lowPoints.count == count, remaining.count == count + 1 else { return true }
        let margin = Self.roundingMargin
        return a.points.withUnsafeBufferPointer { points in
            a.directions.withUnsafeBufferPointer { directions in
                remaining.withUnsafeMutableBufferPointer { remaining in
                    // Row by row, stopping as soon as the rows so far reach the budget (most templates stop here).
                    var sum = 0.0
                    for i in 0..<count {
                        let row = Self.distance(from: points[i], low: lowPoints[i], high: highPoints[i])
                            + weight * Self.distance(from: directions[i], low: lowDirections[i], high: highDirections[i])
                        remaining[i] = row
                        sum += row
                        if sum * margin >= budget { return true }
                    }
                    remaining[count] = 0
                    for i in stride(from: count - 1, through: 0, by: -1) { remaining[i] += remaining[i + 1] }
                    return false
                }
            }
        }
    }

    /// The distance from `point` to the box from `low` to `high` (0 inside).
    @inline(__always)
    static func distance(from point: Vector2, low: Vector2, high: Vector2) -> Double {
        let dx = max(low.x - point.x, 0, point.x - high.x)
        let dy = max(low.y - point.y, 0, point.y - high.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A summed bound is computed in another order than the alignment's own sum, so the two may differ in the last
    /// bits; a bound counts as reaching a budget only beyond this relative margin (far above the rounding of 64 or
    /// even thousands of additions, far below any difference that matters), so pruning never changes a result.
    static let roundingMargin = 1 - 1e-9
}
