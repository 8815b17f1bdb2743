import Foundation
import TouchEngine

/// The sharp corners of a resampled stroke: where the direction of travel, measured over three points on each side,
/// turns by more than an angle and turns most among its neighbours. A v has one (in its middle), a check one (a third
/// of the way), a triangle two between its ends, a rectangle three, a circle none. The first and last four points
/// are left out: people's hooks and ticks at the ends of a stroke are no corners.
enum StrokeCorners {
    /// Points on each side of a point over which its turn is measured.
    static let reach = 3

    /// The corners' places as fractions of the path (0 at the start, 1 at the end), in drawing order.
    static func positions(in points: [Vector2], sharperThan angle: Double) -> [Double] {
        let count = points.count
        guard count > 2 * (reach + 1) else { return [] }
        let turns = points.indices.map { turn(at: $0, in: points) }
        var corners: [Double] = []
        var i = reach + 1
        while i < count - reach - 1 {
            let neighbours = turns[max(0, i - reach)...min(count - 1, i + reach)]
            if turns[i] > angle, turns[i] == neighbours.max() {
                corners.append(Double(i) / Double(count - 1))
                i += reach
            }
            i += 1
        }
        return corners
    }

    /// The largest turn (radians, 0…π) at any point where a corner may be (the first and last four points left out):
    /// measured on resampled points over a fixed share of the path, so it does not depend on the stroke's size. A
    /// curly brace's point turns back on itself (120° and more); a square bracket's corners turn about 90°.
    static func sharpestTurn(in points: [Vector2]) -> Double {
        let count = points.count
        guard count > 2 * (reach + 1) else { return 0 }
        return ((reach + 1)..<(count - reach - 1)).map { turn(at: $0, in: points) }.max() ?? 0
    }

    /// The largest turn (radians) at the points within `span` of halfway along the path: a curly brace's point turns
    /// back on itself there (120° and more), a square bracket's spine runs straight there.
    static func middleTurn(in points: [Vector2], span: Double) -> Double {
        let count = points.count
        guard count > 2 * (reach + 1) else { return 0 }
        let low = max(reach + 1, Int((Double(count - 1) * (0.5 - span)).rounded(.up)))
        let high = min(count - reach - 2, Int((Double(count - 1) * (0.5 + span)).rounded(.down)))
        guard low <= high else { return 0 }
        return (low...high).map { turn(at: $0, in: points) }.max() ?? 0
    }

    /// How far the direction turns at point `i` (radians, 0…π), from the chord arriving over `reach` points to the
    /// chord leaving over as many.
    static func turn(at i: Int, in points: [Vector2]) -> Double {
        let before = points[max(i - reach, 0)], here = points[i], after = points[min(i + reach, points.count - 1)]
        let arriving = here - before, leaving = after - here
        guard arriving.length > 1e-9, leaving.length > 1e-9 else { return 0 }
        return abs(atan2(arriving.cross(leaving), arriving.dot(leaving)))
    }
}
