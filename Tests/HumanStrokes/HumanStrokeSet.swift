import Foundation
import TouchEngine
import TouchRecipes

/// A labelled, repeatable set of strokes that imitate people drawing circles and the shapes a circle
/// detector must refuse, for measuring recall and false positives.
///
/// Every stroke is an ideal shape (`IdealShape`) with a person's habits (size, oval, tilt, direction,
/// start point, overshoot or a gap, a hook at lift-off) drawn by a person's hand (`HumanHand`: pace,
/// speed along the curve, wobble, tremor) and sampled by a screen (30 to 200 Hz, uneven). Stroke `i`
/// of a shape depends only on the seed, the shape and `i`: the same set every run, and adding a shape
/// changes no other stroke.
public struct HumanStrokeSet: Sendable {
    /// What a stroke was meant to be.
    public enum Shape: String, CaseIterable, Sendable {
        /// A circle drawn once round, closing within a few degrees, at any pace.
        case circle
        /// Going on past the start: 1.15 to 1.5 turns in all.
        case circleOvershoot
        /// Stopping short: 320° to 345° of turning, the end up to about a quarter diameter from the start.
        case circleOpen
        /// 40 to 65 px across in a quarter to 0.4 s, often with few samples.
        case circleSmallFast
        /// Fast ovals, 1.1:1 to 1.3:1, one long side flattened.
        case ovalFlatSide
        /// Slow, trembling circles with a hesitation, densely sampled.
        case circleSlowWobbly

        case triangle, rectangle, star, pigtail, spiral
        case leftSquareBracket, rightSquareBracket, leftCurlyBrace, rightCurlyBrace
        case check, caret, v, arrow, zigZag, x, deleteMark
        /// An arc of 180° to 295°, round or oval: a "C", not a closed loop.
        case arc

        // The circles the people of the held-back sets drew that the detector once missed.
        /// An egg: one end fuller than the other (15% to 30% of the radius), a side flattened.
        case circleEgg
        /// A teardrop: one end drawn to a rounded point.
        case circleTeardrop
        /// An oval of 1.3:1 to 1.6:1 drawn with a wobble.
        case ovalWobbly
        /// Going on past the start by a quarter to half a turn (410° to 530° in all) and drifting in or out by a
        /// tenth to three tenths of the radius.
        case circleDriftingOvershoot
        /// Closed, then a short tail hooked in or out as the pen lifts.
        case circleHookedTail
        /// 25 to 40 px across with a mouse: whole-pixel steps, an oval up to 1.6:1.
        case circleTinyMouse
        /// Rectangles and triangles 25 to 45 px across drawn with a mouse, as small as the tiny circles.
        case rectangleTinyMouse, triangleTinyMouse

        public var isCircle: Bool { Self.circleVariants.contains(self) }
        public static let circleVariants: [Shape] = [
            .circle, .circleOvershoot, .circleOpen, .circleSmallFast, .ovalFlatSide, .circleSlowWobbly,
            .circleEgg, .circleTeardrop, .ovalWobbly, .circleDriftingOvershoot, .circleHookedTail, .circleTinyMouse,
        ]
        public static var negatives: [Shape] { allCases.filter { !$0.isCircle } }
    }

    public struct Stroke: Sendable {
        public var shape: Shape
        /// Which stroke of its shape this is.
        public var index: Int
        public var samples: [StrokeSample]
    }

    public let seed: UInt64
    public let strokes: [Stroke]

    /// The default set: 400 strokes of each circle variant and 250 of each other shape, 9,550 in all.
    public init(seed: UInt64 = 0x4855_4D41_4E53, circlesPerVariant: Int = 400, negativesPerShape: Int = 250) {
        self.seed = seed
        var strokes: [Stroke] = []
        for shape in Shape.allCases {
            let count = shape.isCircle ? circlesPerVariant : negativesPerShape
            for index in 0..<count { strokes.append(Self.stroke(shape, index: index, seed: seed)) }
        }
        self.strokes = strokes
    }

    /// Stroke `index` of `shape` in the set made from `seed`.
    public static func stroke(_ shape: Shape, index: Int, seed: UInt64) -> Stroke {
        let shapeNumber = UInt64(Shape.allCases.firstIndex(of: shape)!)
        var dice = StrokeDice(seed: seed ^ (shapeNumber &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(index) &* 0xC2B2_AE3D_27D4_EB4F))
        let drawing = shape.isCircle ? dice.circleDrawing(shape) : dice.negativeDrawing(shape)
        var path = drawing.path
        // Some people flick as they lift: a short hook, usually curling the way the stroke turns.
        if dice.chance(drawing.hookChance) {
            let size = drawing.size
            let hook = drawing.hook ?? (0.03...0.09, 0.4...1.4)
            path = IdealShape.withLiftOffHook(
                path, length: size * dice.uniform(hook.length),
                angle: dice.uniform(hook.angle) * (dice.chance(0.75) ? drawing.turnSign : -drawing.turnSign))
        }
        let length = zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        var style = HandStyle.random(pace: drawing.pace, length: length, size: drawing.size, using: &dice.rng)
        drawing.adjust?(&style, &dice)
        let origin = Vector2(dice.uniform(300...980), dice.uniform(250...550))
        let samples = HumanHand(style: style).draw(path, at: origin, seed: dice.rng.next())
        return Stroke(shape: shape, index: index, samples: samples)
    }
}

/// One stroke's plan: the ideal path and how it is drawn.
struct PlannedDrawing {
    var path: [Vector2]
    /// Pixels across (the larger extent), for scaling the hand's faults.
    var size: Double
    var pace: DrawingPace
    /// 1 when the shape turns clockwise on screen, −1 otherwise (the way a lift-off hook usually curls).
    var turnSign: Double
    var hookChance = 0.12
    /// The hook's length (relative to `size`) and turn (radians), when it is not the usual short flick.
    var hook: (length: ClosedRange<Double>, angle: ClosedRange<Double>)? = nil
    /// Changes to the random hand this shape needs (a forced pace or sample rate).
    var adjust: (@Sendable (inout HandStyle, inout StrokeDice) -> Void)? = nil
}

/// The random choices for one stroke.
struct StrokeDice {
    var rng: SeededRandomNumberGenerator

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed)
    }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        exp(uniform(log(range.lowerBound)...log(range.upperBound)))
    }
    mutating func sign() -> Double { chance(0.5) ? 1 : -1 }
    mutating func angle() -> Double { uniform(0...(2 * .pi)) }
    mutating func pace() -> DrawingPace { DrawingPace.allCases[Int.random(in: 0..<3, using: &rng)] }
    mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
}
