import Foundation
import TouchEngine
import TouchRecipes

/// The paths people mean to draw, before the hand adds its faults: pixels, centred near the origin,
/// y down, as dense polylines in drawing order.
public enum IdealShape {
    /// A circle or oval going round `turns` times from angle `start` (radians, clockwise on screen when
    /// `clockwise`).
    ///
    /// - `ratio`: the long axis over the short one (the long axis runs along `tilt`).
    /// - `flatSide`: how much of one long side's bulge is cut flat, 0 (none) to about 0.25.
    /// - `overshootDrift`: how far, relative to the radius, the pass after the first turn lands outside
    ///   (positive) or inside (negative): a second pass never retraces the first exactly.
    /// - `lopsidedness`: a one-wave radius change (an egg), relative.
    /// - `pointedness`: 0 (none) to 1 (a right-angled point): one end drawn to a point, a teardrop.
    public static func loop(
        diameter: Double, turns: Double, ratio: Double = 1, flatSide: Double = 0, start: Double = 0,
        clockwise: Bool = true, tilt: Double = 0, overshootDrift: Double = 0, lopsidedness: Double = 0,
        pointedness: Double = 0
    ) -> [Vector2] {
        let radius = diameter / 2
        let a = radius * ratio.squareRoot(), b = radius / ratio.squareRoot()
        let count = max(Int(720 * turns), 16)
        let keep = 1 - min(max(flatSide, 0), 0.5)
        return (0...count).map { i in
            let u = Double(i) / Double(count)
            let theta = start + (clockwise ? 1 : -1) * 2 * .pi * turns * u
            let past = max(0, turns * u - 1)  // turns beyond the first
            var r = 1 + overshootDrift * min(past / 0.3, 1) + lopsidedness * cos(theta - start)
            r = max(r, 0.2)
            var y = sin(theta)
            if pointedness > 0 {
                // Towards angle 0 the sides close in like |sin(θ/2)|^m: m 1 meets at a right angle, smaller m rounder.
                y *= pow(abs(sin(theta / 2)), min(pointedness, 1))
            }
            if keep < 1, y > 0 {
                // A soft minimum of y and the cut line: the side runs straight where it would bulge past it.
                let v = y / keep
                y = keep * (v + 1 - ((v - 1) * (v - 1) + 0.01).squareRoot()) / 2
            }
            return Vector2(a * cos(theta) * r, b * y * r).rotated(by: tilt)
        }
    }

    /// A smooth curve through `points` (centripetal Catmull-Rom), for shapes like braces.
    public static func smoothCurve(through points: [Vector2]) -> [Vector2] {
        let samples = points.enumerated().map { StrokeSample($0.element, time: Double($0.offset)) }
        return CatmullRomSmoother.smooth(samples, configuration: CatmullRomConfiguration(spacing: 1)).map(\.position)
    }

    /// A rectangle with rounded corners, drawn from corner `startCorner` (0 top-left, then clockwise),
    /// going round once and ending `closure` pixels past the start (negative: short of it).
    public static func roundedRectangle(
        width: Double, height: Double, cornerRadius: Double, startCorner: Int, clockwise: Bool, closure: Double = 0
    ) -> [Vector2] {
        let r = min(max(cornerRadius, 0), min(width, height) / 2)
        let w = width / 2, h = height / 2
        // Corner centres clockwise on screen from the top-left, and the angle each corner arc starts at.
        let centres = [Vector2(-w + r, -h + r), Vector2(w - r, -h + r), Vector2(w - r, h - r), Vector2(-w + r, h - r)]
        var outline: [Vector2] = []
        for k in 0..<4 {
            let corner = (startCorner + k) % 4
            let from = Double.pi + Double(corner) * .pi / 2  // top-left corner arc runs from 180° to 270°
            for j in 0...12 {
                let angle = from + .pi / 2 * Double(j) / 12
                outline.append(centres[corner] + Vector2(cos(angle), sin(angle)) * r)
            }
        }
        outline.append(outline[0])
        var path = clockwise ? outline : outline.reversed()
        path = trimOrExtend(path, by: closure)
        return path
    }

    /// A five-pointed star in one stroke (a pentagram), from tip `startTip`; `offsets` move each tip
    /// (angle in radians, radius as a fraction), as a hand never spaces them evenly.
    public static func pentagram(
        diameter: Double, startTip: Int, rotation: Double, offsets: [(angle: Double, radius: Double)]
    ) -> [Vector2] {
        (0...5).map { k in
            let tip = (startTip + 2 * k) % 5
            let offset = offsets[tip % offsets.count]
            let angle = rotation + 2 * .pi * Double(tip) / 5 + offset.angle
            return Vector2(cos(angle), sin(angle)) * (diameter / 2) * (1 + offset.radius)
        }
    }

    /// A loop with a tail on each side (a pigtail): the stroke comes in along a tangent, goes round the
    /// loop by `loopSweep` radians and leaves along the tangent there.
    public static func pigtail(
        loopDiameter: Double, loopSweep: Double, entryTail: Double, exitTail: Double, clockwise: Bool
    ) -> [Vector2] {
        let r = loopDiameter / 2, sign: Double = clockwise ? 1 : -1
        let entryAngle = Double.pi / 2  // the loop starts at its bottom
        func point(_ angle: Double) -> Vector2 { Vector2(cos(angle), sin(angle)) * r }
        func tangent(_ angle: Double) -> Vector2 { Vector2(-sin(angle), cos(angle)) * sign }
        let loopStart = point(entryAngle), entryDirection = tangent(entryAngle)
        var path = (0...20).map { loopStart - entryDirection * (entryTail * Double(20 - $0) / 20) }
        let steps = max(Int(loopSweep / (.pi / 180)), 8)
        for k in 1...steps { path.append(point(entryAngle + sign * loopSweep * Double(k) / Double(steps))) }
        let exitAngle = entryAngle + sign * loopSweep
        let loopEnd = point(exitAngle), exitDirection = tangent(exitAngle)
        for k in 1...20 { path.append(loopEnd + exitDirection * (exitTail * Double(k) / 20)) }
        return path
    }

    /// An Archimedean spiral of `turns`, from the outside in or the inside out; the inner radius is
    /// `innerRatio` of the outer one.
    public static func spiral(diameter: Double, turns: Double, innerRatio: Double, inward: Bool, clockwise: Bool) -> [Vector2] {
        let count = max(Int(720 * turns), 16)
        return (0...count).map { i in
            let u = Double(i) / Double(count)
            let growth = inward ? 1 - u : u
            let r = diameter / 2 * (innerRatio + (1 - innerRatio) * growth)
            let theta = (clockwise ? 1 : -1) * 2 * .pi * turns * u
            return Vector2(cos(theta), sin(theta)) * r
        }
    }

    /// `path` with a short hook added at its end, as a finger flicks when it lifts: the direction turns
    /// by `angle` radians (positive clockwise on screen) over `length` pixels.
    public static func withLiftOffHook(_ path: [Vector2], length: Double, angle: Double) -> [Vector2] {
        guard path.count >= 2, length > 0 else { return path }
        var direction = path[path.count - 1] - path[path.count - 2]
        var k = path.count - 2
        while direction.length == 0, k > 0 {
            direction = path[path.count - 1] - path[k - 1]
            k -= 1
        }
        guard direction.length > 0 else { return path }
        direction = direction / direction.length
        var result = path, p = path[path.count - 1]
        let steps = 12
        for j in 1...steps {
            let heading = direction.rotated(by: angle * Double(j) / Double(steps))
            p += heading * (length / Double(steps))
            result.append(p)
        }
        return result
    }

    /// `path` shortened by `-amount` pixels, or extended by `amount` along its start (a closed shape
    /// drawn past where it began).
    static func trimOrExtend(_ path: [Vector2], by amount: Double) -> [Vector2] {
        guard path.count >= 2, amount != 0 else { return path }
        if amount > 0 {
            var extra: [Vector2] = []
            var left = amount
            for (a, b) in zip(path, path.dropFirst()) where left > 0 {
                let leg = a.distance(to: b)
                guard leg > 0 else { continue }
                let used = min(leg, left)
                extra.append(a + (b - a) * (used / leg))
                left -= used
            }
            return path + extra
        }
        var result = path, left = -amount
        while result.count >= 2, left > 0 {
            let leg = result[result.count - 1].distance(to: result[result.count - 2])
            if leg > left {
                let a = result[result.count - 2], b = result[result.count - 1]
                result[result.count - 1] = b + (a - b) * (left / leg)
                left = 0
            } else {
                result.removeLast()
                left -= leg
            }
        }
        return result
    }
}
