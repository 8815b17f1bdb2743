import Foundation
import TouchEngine

extension StrokeDice {
    /// A circle as people draw one, in the manner of `shape` (one of `HumanStrokeSet.Shape.circleVariants`).
    ///
    /// Every variant: any start angle, either way round, a slightly oval or egg-shaped outline at any
    /// tilt. The variants differ in how far round the finger goes, the size, the pace and the screen.
    mutating func circleDrawing(_ shape: HumanStrokeSet.Shape) -> PlannedDrawing {
        var diameter = logUniform(40...400)
        var ratio = uniform(1...1.15)  // nobody draws a perfect circle; most are a little oval
        var flatSide = 0.0, drift = 0.0, pointedness = 0.0
        var lopsidedness: Double? = nil
        var hookChance = 0.12, hook: (length: ClosedRange<Double>, angle: ClosedRange<Double>)? = nil
        var turns = uniform(0.96...1.1)
        var pace = pace()
        var adjust: (@Sendable (inout HandStyle, inout StrokeDice) -> Void)? = nil
        switch shape {
        case .circle:
            break
        case .circleOvershoot:
            turns = uniform(1.15...1.5)
            drift = uniform(-0.12...0.12)  // the second pass lands a little inside or outside the first
        case .circleOpen:
            turns = uniform(320...345) / 360
        case .circleSmallFast:
            diameter = uniform(40...65)
            turns = uniform(0.93...1.25)
            pace = .fast
            adjust = { style, dice in
                style.duration = dice.uniform(0.25...0.42)
                style.sampleRate = dice.uniform(30...90)
            }
        case .ovalFlatSide:
            diameter = logUniform(60...350)
            ratio = uniform(1.1...1.3)
            flatSide = uniform(0.08...0.22)
            turns = uniform(0.93...1.2)
            pace = .fast
        case .circleSlowWobbly:
            pace = .slow
            adjust = { [diameter] style, dice in
                style.tremor = dice.uniform(0.5...1.5)
                style.wobble = max(style.wobble, diameter * dice.uniform(0.01...0.03))
                style.hesitation = Hesitation(position: dice.uniform(0.15...0.85), depth: dice.uniform(0.5...0.9))
                style.sampleRate = dice.uniform(60...200)
            }
        case .circleEgg:
            lopsidedness = uniform(0.15...0.3)
            flatSide = chance(0.5) ? uniform(0.05...0.2) : 0
        case .circleTeardrop:
            pointedness = uniform(0.35...0.8)
            ratio = uniform(1...1.2)
        case .ovalWobbly:
            ratio = uniform(1.3...1.6)
            adjust = { [diameter] style, dice in style.wobble = max(style.wobble, diameter * dice.uniform(0.01...0.03)) }
        case .circleDriftingOvershoot:
            // Past the start by a quarter to half a turn of the pen's direction (50° to 170°, so 410° to 530° in
            // all), landing a tenth to three tenths of the radius inside or outside the first pass.
            turns = 1 + uniform(50...170) / 360
            drift = sign() * uniform(0.1...0.3)
        case .circleHookedTail:
            turns = uniform(1...1.08)
            hookChance = 1
            hook = (0.06...0.14, 0.8...2.2)
        case .circleTinyMouse:
            diameter = uniform(25...40)
            ratio = uniform(1...1.6)
            adjust = Self.mouse
        default:
            preconditionFailure("\(shape) is not a circle")
        }
        let clockwise = chance(0.5)
        let path = IdealShape.loop(
            diameter: diameter, turns: turns, ratio: ratio, flatSide: flatSide, start: angle(),
            clockwise: clockwise, tilt: angle(), overshootDrift: drift, lopsidedness: lopsidedness ?? uniform(0...0.06),
            pointedness: pointedness)
        return PlannedDrawing(path: path, size: diameter, pace: pace, turnSign: clockwise ? 1 : -1, hookChance: hookChance,
                              hook: hook, adjust: adjust)
    }
}
