import TouchEngine

/// The alignment the matcher runs: the plain one (`GestureTemplateMatcher+Alignment`) with the template's lower bound
/// (`AlignmentEnvelope`). An alignment whose bound alone reaches the limit is not computed; one under way gives up as
/// soon as a row's best cost plus the bound of the rows after it reaches the limit. Either way the plain alignment
/// would not have come under the limit, so every result is the same, bit for bit; most alignments end at the bound.
extension GestureTemplateMatcher {
    /// The mean cost of the best alignment of `a` onto the template, or infinity when it cannot come under `limit`.
    func alignedDistance(_ a: NormalisedStroke, _ template: Template, limit: Double, rows: inout AlignmentRows) -> Double {
        let count = a.points.count
        guard prunes else { return alignedDistance(a, template.stroke, limit: limit, rows: &rows) }
        guard template.stroke.points.count == count, rows.previous.count == count, rows.remaining.count == count + 1,
              count > 0 else { return .infinity }
        let budget = limit * Double(count)
        let margin = AlignmentEnvelope.roundingMargin
        let weight = configuration.directionWeight
        // Without a limit (the first template looked at) nothing is pruned and the bound is not needed.
        if budget.isFinite, template.envelope.reaches(budget, aligning: a, weight: weight, remaining: &rows.remaining) {
            return .infinity
        }
        let band = band(forCount: count)
        let b = template.stroke
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
                                        // The path still crosses every later row, each costing at least its bound.
                                        if rowBest >= budget
                                            || budget.isFinite && (rowBest + remaining[i + 1]) * margin >= budget {
                                            return .infinity
                                        }
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
