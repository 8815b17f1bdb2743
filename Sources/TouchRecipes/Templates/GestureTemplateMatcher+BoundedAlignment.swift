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
        let weight = configuration.directionWeight
        // Without a limit (the first template looked at) nothing is pruned and the bound is not needed.
        if budget.isFinite, template.envelope.reaches(budget, aligning: a, weight: weight, remaining: &rows.remaining) {
            return .infinity
        }
        return warp(a, template.stroke, limit: limit, rows: &rows, bounded: true)
    }
}
