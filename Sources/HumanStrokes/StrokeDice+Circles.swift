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
        var flatSide = 0.0, drift = 0.0
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
        default:
            preconditionFailure("\(shape) is not a circle")
        }
        let clockwise = chance(0.5)
        let path = IdealShape.loop(
            diameter: diameter, turns: turns, ratio: ratio, flatSide: flatSide, start: angle(),
            clockwise: clockwise, tilt: angle(), overshootDrift: drift, lopsidedness: uniform(0...0.06))
        return PlannedDrawing(path: path, size: diameter, pace: pace, turnSign: clockwise ? 1 : -1, adjust: adjust)
    }
}
