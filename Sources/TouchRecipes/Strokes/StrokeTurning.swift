import Foundation
import TouchEngine

/// How a stroke's direction turns along it: the angle between each pair of consecutive legs of a
/// polyline whose points are equally spaced (so the turning per point is the turning per length).
///
/// Rules it keeps: every function costs O(count) and never reads outside the polyline; angles are
/// radians, positive clockwise on screen (y down).
struct StrokeTurning {
    /// `steps[i]` is the turn at point `i + 1`, between leg `i` and leg `i + 1`.
    let steps: [Double]

    init(_ points: [Vector2]) {
        var steps: [Double] = []
        steps.reserveCapacity(max(points.count - 2, 0))
        var i = 0
        while i + 2 < points.count {
            let a = points[i + 1] - points[i], b = points[i + 2] - points[i + 1]
            steps.append(a.lengthSquared > 0 && b.lengthSquared > 0 ? atan2(a.cross(b), a.dot(b)) : 0)
            i += 1
        }
        self.steps = steps
    }

    /// The turns inside the polyline `points[range]`: those at its points other than its two ends.
    private func turns(within range: ClosedRange<Int>) -> ArraySlice<Double> {
        let lo = min(max(range.lowerBound, 0), steps.count), hi = min(max(range.upperBound - 1, lo), steps.count)
        return steps[lo..<hi]
    }

    /// The signed sum of the turns inside the polyline `points[range]`.
    func total(_ range: ClosedRange<Int>) -> Double { turns(within: range).reduce(0, +) }

    /// The signed sum of every turn.
    var total: Double { steps.reduce(0, +) }

    /// The share of the turning inside `points[range]` that goes against the sign of `direction`:
    /// 0 for a curve that always bends one way.
    func backwardShare(_ range: ClosedRange<Int>, direction: Double) -> Double {
        var along = 0.0, against = 0.0
        for step in turns(within: range) {
            if (step >= 0) == (direction >= 0) { along += abs(step) } else { against += abs(step) }
        }
        return along + against > 0 ? against / (along + against) : 1
    }

    /// The `count` strongest bends: the most turning within `width` consecutive turns, then the most in a window
    /// that does not overlap the first, and so on; each over what an even spread of the whole turning would put
    /// in `width` turns. 1 for an even bend; a corner concentrates 3 or more. Missing bends are 0.
    func bends(width: Int, count: Int) -> [Double] {
        let w = min(max(width, 1), steps.count)
        let overall = abs(total)
        guard w > 0, overall > 0 else { return Array(repeating: .infinity, count: count) }
        var windows: [Double] = []  // windows[i]: the turning of steps[i ..< i + w], unsigned
        windows.reserveCapacity(steps.count - w + 1)
        var window = steps.prefix(w).reduce(0, +)
        windows.append(abs(window))
        for i in 0..<(steps.count - w) {
            window += steps[i + w] - steps[i]
            windows.append(abs(window))
        }
        var taken = [Bool](repeating: false, count: windows.count)
        let even = overall * Double(w) / Double(steps.count)
        return (0..<count).map { _ in
            guard let best = windows.indices.filter({ !taken[$0] }).max(by: { windows[$0] < windows[$1] }) else { return 0 }
            for k in max(0, best - w + 1)...min(windows.count - 1, best + w - 1) { taken[k] = true }
            return windows[best] / even
        }
    }

    /// The points `first...last`, at least `shortest` of them, that turn through one whole turn (2π in
    /// the direction of `total`) and whose ends lie closest together: the stroke with its overshoot
    /// trimmed off. Nil when the stroke turns less than once. Two pointers, so O(count).
    func closestSingleTurn(in points: [Vector2], shortest: Int) -> ClosedRange<Int>? {
        let direction: Double = total >= 0 ? 1 : -1
        guard direction * total >= 2 * .pi, points.count == steps.count + 2 else { return nil }
        // turned[k] sums the turns at points 1 ..< k, which are steps[0 ..< k - 1].
        var turned = [0.0, 0.0]
        for step in steps { turned.append(turned[turned.count - 1] + direction * step) }
        // The turning inside points[start...end] is turned[end] - turned[start + 1].
        var best: (range: ClosedRange<Int>, gap: Double)?
        var end = 0
        for start in 0..<(points.count - 1) {
            end = max(end, start + max(shortest, 2) - 1)
            guard end < points.count else { break }
            while end < points.count - 1 && turned[end] - turned[start + 1] < 2 * .pi { end += 1 }
            guard turned[end] - turned[start + 1] >= 2 * .pi else { break }
            let gap = points[start].distance(to: points[end])
            if best == nil || gap < best!.gap { best = (start...end, gap) }
        }
        return best?.range
    }
}
