import Foundation
import TouchEngine

extension StrokeDice {
    /// A shape that is not a circle, as people draw it: uneven corners, a random size, a tilt, and
    /// (for the shapes people draw either way) either direction and any starting point.
    mutating func negativeDrawing(_ shape: HumanStrokeSet.Shape) -> PlannedDrawing {
        let tiny = shape == .rectangleTinyMouse || shape == .triangleTinyMouse
        let size = tiny ? uniform(25...45) : logUniform(40...400)
        var path: [Vector2]
        // Shapes with an up and a down are drawn upright, give or take; the rest at any angle.
        var tilt = uniform(-0.3...0.3)
        var reversible = 0.15  // the chance of drawing the shape backwards
        switch shape {
        case .triangle, .triangleTinyMouse:
            let first = angle()
            let corners = (0..<3).map { k in
                Vector2(cos(first + 2 * .pi * Double(k) / 3 + uniform(-0.2...0.2)),
                        sin(first + 2 * .pi * Double(k) / 3 + uniform(-0.2...0.2))) * (size / 2 * uniform(0.85...1.1))
            }
            path = closedPolygon(corners, size: size)
            tilt = angle()
            reversible = 0.5
        case .rectangle, .rectangleTinyMouse:
            let aspect = uniform(1...1.8)
            let (width, height) = chance(0.5) ? (size, size / aspect) : (size / aspect, size)
            path = IdealShape.roundedRectangle(
                width: width, height: height, cornerRadius: uniform(0...0.25) * min(width, height),
                startCorner: integer(0...3), clockwise: chance(0.5), closure: uniform(-0.08...0.12) * size)
        case .star:
            let offsets = (0..<5).map { _ in (angle: uniform(-0.12...0.12), radius: uniform(-0.1...0.1)) }
            path = IdealShape.pentagram(diameter: size, startTip: integer(0...4), rotation: -.pi / 2, offsets: offsets)
            path[path.count - 1] += Vector2(uniform(-1...1), uniform(-1...1)) * (0.05 * size)
            reversible = 0.5
        case .pigtail:
            let loop = size * uniform(0.35...0.55)
            path = IdealShape.pigtail(
                loopDiameter: loop, loopSweep: uniform(300...420) * .pi / 180,
                entryTail: loop * uniform(0.5...1.5), exitTail: loop * uniform(0.5...1.5), clockwise: chance(0.5))
            tilt = angle()
        case .spiral:
            path = IdealShape.spiral(
                diameter: size, turns: uniform(1.75...3), innerRatio: uniform(0.15...0.55), inward: chance(0.5),
                clockwise: chance(0.5))
            tilt = angle()
        case .leftSquareBracket, .rightSquareBracket:
            let w = size * uniform(0.25...0.6), h = size / 2
            path = jittered([Vector2(w, -h), Vector2(0, -h), Vector2(0, h), Vector2(w, h)], by: 0.04 * size)
            if shape == .rightSquareBracket { path = path.map { Vector2(-$0.x, $0.y) } }
            reversible = 0.2
        case .leftCurlyBrace, .rightCurlyBrace:
            let w = size * uniform(0.2...0.4), h = size
            let controls = [(1, -0.5), (0.45, -0.46), (0.4, -0.3), (0.4, -0.1), (0, 0), (0.4, 0.1), (0.4, 0.3), (0.45, 0.46), (1, 0.5)]
            path = IdealShape.smoothCurve(through: jittered(controls.map { Vector2($0.0 * w, $0.1 * h) }, by: 0.02 * size))
            if shape == .rightCurlyBrace { path = path.map { Vector2(-$0.x, $0.y) } }
            reversible = 0.2
        case .check:
            path = jittered([Vector2(-0.35, -0.05), Vector2(-0.1, 0.3),
                             Vector2(uniform(0.35...0.55), uniform(-0.6 ... -0.35))].map { $0 * size }, by: 0.04 * size)
        case .caret, .v:
            let w = size / 2 * uniform(0.6...1), h = size / 2 * uniform(0.5...1)
            let up: Double = shape == .caret ? 1 : -1
            path = jittered([Vector2(-w, h * up), Vector2(0, -h * up), Vector2(w, h * up)], by: 0.04 * size)
        case .arrow:
            let tip = Vector2(size / 2, 0), barb = size * uniform(0.2...0.4)
            let upper = tip + Vector2(-barb, -barb * 0.8), lower = tip + Vector2(-barb, barb * 0.8)
            let head = chance(0.5) ? [upper, tip, lower] : [upper, lower, tip]
            path = jittered([Vector2(-size / 2, 0), tip] + head, by: 0.03 * size)
            tilt = angle()
        case .zigZag:
            let teeth = integer(4...7), height = size * uniform(0.25...0.7)
            path = jittered((0...teeth).map { k in
                Vector2(-size / 2 + size * Double(k) / Double(teeth), k % 2 == 0 ? -height / 2 : height / 2)
            }, by: 0.03 * size)
        case .x, .deleteMark:
            let h = size / 2
            let corners = shape == .x
                ? [Vector2(-h, -h), Vector2(h, h), Vector2(h, -h), Vector2(-h, h)]
                : [Vector2(-h, -h), Vector2(h, h), Vector2(-h, h), Vector2(h, -h)]
            path = jittered(corners, by: 0.08 * size)
        case .arc:
            path = IdealShape.loop(
                diameter: size, turns: uniform(180...295) / 360, ratio: uniform(1...1.3), start: angle(),
                clockwise: chance(0.5), tilt: angle(), lopsidedness: uniform(0...0.06))
            tilt = 0
        default:
            preconditionFailure("\(shape) is a circle")
        }
        if chance(reversible) { path.reverse() }
        path = path.map { $0.rotated(by: tilt) }
        return PlannedDrawing(path: path, size: size, pace: pace(), turnSign: Self.turnSign(of: path),
                              adjust: tiny ? Self.mouse : nil)
    }

    /// A mouse on a small shape: whole-pixel steps, no noise, 60 to 125 reports a second, half a second to a second.
    static let mouse: @Sendable (inout HandStyle, inout StrokeDice) -> Void = { style, dice in
        style.wholePixels = true
        style.noise = 0
        style.tremor = dice.uniform(0...0.3)
        style.sampleRate = dice.uniform(60...125)
        style.duration = dice.uniform(0.4...1.2)
    }

    /// The polygon through `corners` from a random corner, back to near its start: people stop a little
    /// short of the start or run a little past it.
    private mutating func closedPolygon(_ corners: [Vector2], size: Double) -> [Vector2] {
        let first = integer(0...(corners.count - 1))
        let ordered = (0...corners.count).map { corners[($0 + first) % corners.count] }
        return IdealShape.trimOrExtend(ordered, by: uniform(-0.08...0.12) * size)
    }

    private mutating func jittered(_ points: [Vector2], by amount: Double) -> [Vector2] {
        points.map { $0 + Vector2(uniform(-amount...amount), uniform(-amount...amount)) }
    }

    /// 1 when the path mostly turns clockwise on screen, −1 otherwise.
    static func turnSign(of path: [Vector2]) -> Double {
        var turning = 0.0
        for i in 1..<max(path.count - 1, 1) {
            let a = path[i] - path[i - 1], b = path[i + 1] - path[i]
            turning += atan2(a.cross(b), a.dot(b))
        }
        return turning >= 0 ? 1 : -1
    }
}
