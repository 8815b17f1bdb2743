import TouchEngine

/// When the nearest template is near enough to name a stroke. A single distance limit for every gesture trades
/// recognising people's strokes against refusing shapes no one taught; these checks refuse more of the unknown
/// shapes at the same recognition (measured on the shared human strokes, `touch-sandbox-bench templates`):
/// - each gesture's limit follows how alike its own examples are: `acceptanceBase` plus `acceptanceSpreadFactor`
///   times the median distance from each example to the nearest other one (its spread), between `minimumDistance`
///   and `maximumDistance`. Examples drawn alike (one person's checks) keep a close limit, so another shape near them
///   (that person's v) is refused; examples from several people, or a gesture drawn loosely, allow more. A gesture
///   taught once has no spread and gets `maximumDistance`.
/// - a gesture taught `corroborationExamples` times or more needs a second example within its limit plus
///   `corroborationMargin`: one odd example (a triangle saved by mistake as an x) cannot take strokes on its own.
/// - the stroke must be about as closed or open as the example it matched: the square roots of their `closure`s
///   (ends apart over path length) differ by at most `maximumClosureDifference`. A triangle (ends together) is then
///   not an x or a delete mark (ends a fifth of the path apart), however well the rest aligns.
/// - corners (`StrokeCorners`) must agree: when the stroke and the example both turn sharply once, at about the same
///   place along the path (`maximumCornerShift`: a v's tip is halfway, a check's a third of the way), and a stroke
///   with no corner is not taken for one with `polygonCorners` or more (a circle for a rectangle) or the reverse;
///   between two closed strokes `closedPolygonCorners` (two: a triangle's, whose third is where it starts) is enough.
/// - when either is closed (`crossingClosure`), both must cross their own paths (`StrokeCrossings`) or neither: a
///   triangle is not a delete mark, whose two diagonals cross, nor the reverse.
/// - two open strokes that do not cross themselves must agree about their middle, unless one turns once and the other
///   once or not at all: a curly brace, pointed halfway, is not a square bracket, straight there (`middleCornerSpan`,
///   `quietMiddleSpan`).
/// - a closed stroke with as many corners as its closed example, `starCorners` (a star's four) or more, may lie (off by default)
///   `starLeeway` beyond the gesture's limit: people draw a star's points rounder or sharper, which moves the distance
///   more than anything that makes it another shape.
extension GestureTemplateMatcher {
    /// How many of a gesture's earlier examples a new one is compared with to learn the spread.
    static let spreadExamples = 32

    /// The acceptance limit of a gesture whose examples have `spread` (infinite when it was taught once).
    func acceptanceLimit(forSpread spread: Double) -> Double {
        guard spread.isFinite else { return configuration.maximumDistance }
        let limit = configuration.acceptanceBase + configuration.acceptanceSpreadFactor * spread
        return min(max(limit, configuration.minimumDistance), configuration.maximumDistance)
    }

    /// After a template was appended: its distance to its siblings (same name) and theirs to it, and the name's limit.
    mutating func learnSpread(ofNewest newest: Int) {
        let name = templates[newest].name
        // Compared with the latest `spreadExamples` siblings only: a file with hundreds of examples of one gesture
        // still loads at once (each comparison is a full alignment, both ways).
        let siblings = templates.indices.filter { $0 != newest && templates[$0].name == name }.suffix(Self.spreadExamples)
        for index in siblings {
            let there = distance(from: templates[newest].stroke, to: templates[index])
            let back = distance(from: templates[index].stroke, to: templates[newest])
            templates[newest].nearestSibling = min(templates[newest].nearestSibling, there)
            templates[index].nearestSibling = min(templates[index].nearestSibling, back)
        }
        let spreads = templates.filter { $0.name == name }.map(\.nearestSibling).sorted()
        let middle = spreads.count / 2
        let median = spreads.count % 2 == 1 ? spreads[middle] : (spreads[middle - 1] + spreads[middle]) / 2
        limits[name] = acceptanceLimit(forSpread: median)
    }

    /// Whether a stroke's corners and its matched example's are alike enough: a single corner at about the same place
    /// (in either drawing direction), and not none against `polygonCorners` or more (`closedPolygonCorners` when
    /// both strokes are closed).
    func cornersAgree(_ stroke: [Double], _ example: [Double], bothClosed: Bool = false) -> Bool {
        if stroke.count == 1, example.count == 1 {
            let shift = min(abs(stroke[0] - example[0]), abs(1 - stroke[0] - example[0]))
            return shift <= configuration.maximumCornerShift
        }
        let fewer = min(stroke.count, example.count), more = max(stroke.count, example.count)
        let polygon = bothClosed ? min(configuration.polygonCorners, configuration.closedPolygonCorners)
                                 : configuration.polygonCorners
        return !(fewer == 0 && more >= polygon)
    }

    /// Whether a stroke and its matched example both cross their own paths or both do not, when either is closed
    /// (`crossingClosure`): a triangle (closed, never crossing) is not a delete mark (crossing once, its ends a fifth
    /// of its path apart).
    func crossingsAgree(_ stroke: NormalisedStroke, _ example: NormalisedStroke) -> Bool {
        guard min(stroke.closure, example.closure) < configuration.crossingClosure else { return true }
        return (stroke.crossings > 0) == (example.crossings > 0)
    }

    /// Whether two open strokes that do not cross themselves agree about their middle: one with a corner within
    /// `middleCornerSpan` of halfway (a curly brace's point) is not taken for one with none within `quietMiddleSpan`
    /// of it (a square bracket, whose corners are a quarter and three quarters of the way), nor the reverse. A stroke
    /// turning once against one turning once or not at all (a v, a check, a caret, drawn sharp or round) is left to
    /// `cornersAgree`; against one turning twice or more (a brace drawn with only its point sharp, and a bracket) it
    /// is judged. Closed and crossing strokes are left alone.
    func middlesAgree(_ stroke: NormalisedStroke, _ example: NormalisedStroke) -> Bool {
        guard min(stroke.closure, example.closure) >= configuration.closedClosure,
              stroke.crossings == 0, example.crossings == 0,
              !turnsOnceAgainstNoneOrOnce(stroke, example), !turnsOnceAgainstNoneOrOnce(example, stroke)
        else { return true }
        func turnsMidway(_ stroke: NormalisedStroke) -> Bool {
            stroke.corners.contains { abs($0 - 0.5) <= configuration.middleCornerSpan }
        }
        func isStraightMidway(_ stroke: NormalisedStroke) -> Bool {
            !stroke.corners.contains { abs($0 - 0.5) <= configuration.quietMiddleSpan }
        }
        return !(turnsMidway(stroke) && isStraightMidway(example)) && !(isStraightMidway(stroke) && turnsMidway(example))
    }

    /// Whether `stroke` turns sharply once and `other` once or not at all: the pairs `middlesAgree` leaves alone.
    func turnsOnceAgainstNoneOrOnce(_ stroke: NormalisedStroke, _ other: NormalisedStroke) -> Bool {
        stroke.corners.count == 1 && other.corners.count <= 1
    }

    /// Whether a stroke is closed and has a star's corners (`starCorners` or more between its ends).
    func hasStarCorners(_ stroke: NormalisedStroke) -> Bool {
        stroke.closure < configuration.closedClosure && stroke.corners.count >= configuration.starCorners
    }

    /// The distance within which `stroke` is taken for the gesture of template `nearest`: the gesture's limit, plus
    /// `starLeeway` when both are closed and have the same star's corners.
    func acceptanceLimit(of stroke: NormalisedStroke, nearest: Int) -> Double {
        let example = templates[nearest].stroke
        let limit = limits[templates[nearest].name] ?? configuration.maximumDistance
        let sameStar = hasStarCorners(stroke) && hasStarCorners(example) && stroke.corners.count == example.corners.count
        return limit + (sameStar ? configuration.starLeeway : 0)
    }

    /// Whether a stroke whose nearest template is `nearest`, at `distance`, is taken for that template's gesture.
    func accepts(_ stroke: NormalisedStroke, nearest: Int, distance: Double, limit: Double, turning: Bool = false) -> Bool {
        guard distance <= limit else { return false }
        let template = templates[nearest]
        let closureDifference = abs(stroke.closure.squareRoot() - template.stroke.closure.squareRoot())
        guard closureDifference <= configuration.maximumClosureDifference,
              cornersAgree(stroke.corners, template.stroke.corners,
                           bothClosed: max(stroke.closure, template.stroke.closure) < configuration.closedClosure),
              crossingsAgree(stroke, template.stroke),
              middlesAgree(stroke, template.stroke)
        else { return false }
        let siblings = templates.indices.filter { $0 != nearest && templates[$0].name == template.name }
        guard gestureCornerAgrees(stroke, examples: siblings + [nearest]),
              gestureSharpnessAgrees(stroke, examples: siblings + [nearest]),
              gestureMiddleAgrees(stroke, example: template.stroke, examples: siblings + [nearest])
        else { return false }
        guard siblings.count + 1 >= configuration.corroborationExamples else { return true }
        let reach = limit + configuration.corroborationMargin
        return siblings.contains {
            self.distance(from: stroke, to: templates[$0], limit: reach, turning: turning) <= reach
        }
    }

    /// Whether a stroke turning once has its corner, measured from the nearer end, within `gestureCornerShift` of the
    /// median of the gesture's examples that turn once (`examples`: the gesture's template indices).
    func gestureCornerAgrees(_ stroke: NormalisedStroke, examples: [Int]) -> Bool {
        guard configuration.gestureCornerShift.isFinite, stroke.corners.count == 1 else { return true }
        let places = examples.compactMap { index -> Double? in
            let corners = templates[index].stroke.corners
            return corners.count == 1 ? min(corners[0], 1 - corners[0]) : nil
        }
        guard let median = Self.median(places) else { return true }
        return abs(min(stroke.corners[0], 1 - stroke.corners[0]) - median) <= configuration.gestureCornerShift
    }

    /// Whether an open stroke that does not cross itself turns about as sharply as the gesture's examples on the
    /// median (`maximumSharpnessDifference`).
    func gestureSharpnessAgrees(_ stroke: NormalisedStroke, examples: [Int]) -> Bool {
        guard configuration.maximumSharpnessDifference.isFinite, stroke.closure >= configuration.closedClosure,
              stroke.crossings == 0,
              let median = Self.median(examples.map { templates[$0].stroke.sharpestTurn })
        else { return true }
        return abs(stroke.sharpestTurn - median) <= configuration.maximumSharpnessDifference
    }

    /// Whether an open stroke that does not cross itself turns about as sharply near its middle as the gesture's
    /// examples on the median (`maximumMiddleTurnDifference`), with the pairs `middlesAgree` leaves alone left alone.
    func gestureMiddleAgrees(_ stroke: NormalisedStroke, example: NormalisedStroke, examples: [Int]) -> Bool {
        guard configuration.maximumMiddleTurnDifference.isFinite,
              min(stroke.closure, example.closure) >= configuration.closedClosure,
              stroke.crossings == 0, example.crossings == 0,
              !turnsOnceAgainstNoneOrOnce(stroke, example), !turnsOnceAgainstNoneOrOnce(example, stroke),
              let median = Self.median(examples.map { templates[$0].stroke.middleTurn })
        else { return true }
        return abs(stroke.middleTurn - median) <= configuration.maximumMiddleTurnDifference
    }

    /// The median, nil for none.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
