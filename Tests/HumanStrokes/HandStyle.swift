import Foundation
import TouchEngine
import TouchRecipes

/// How one person draws one stroke on one screen: the pace, the unsteadiness of the hand, and how the
/// screen samples it. `HumanHand` turns an ideal path into samples with it.
///
/// The figures come from what is known of people drawing on touch screens: speed follows the curve
/// (slower where it bends, the two-thirds power law), a stroke starts slowly and may hesitate, the
/// hand wobbles slowly and trembles at 8 to 12 Hz, and screens report at 30 to 200 Hz, unevenly.
public struct HandStyle: Hashable, Sendable {
    /// Seconds from touch-down to lift-off.
    public var duration: Double
    /// Pixels: corners are rounded by smoothing the path over about this length (a hurried hand cuts them).
    public var cornerRounding: Double
    /// Pixels: the largest slow sideways drift from the intended path (three waves of one to four
    /// cycles along the stroke).
    public var wobble: Double
    /// Pixels: the amplitude of physiological tremor, 8 to 12 Hz.
    public var tremor: Double
    /// Pixels: the standard deviation of the screen's noise on each reported position.
    public var noise: Double
    /// Whether the screen reports whole pixels (most do).
    public var wholePixels: Bool
    /// Reports per second.
    public var sampleRate: Double
    /// Each interval between reports is off by up to this fraction of the period.
    public var timingJitter: Double
    /// The chance that a report goes missing (a dropped event doubles one interval).
    public var dropChance: Double
    /// The share of the path over which the finger gets up to speed (it starts slowly).
    public var startRamp: Double
    /// Where along the path (0...1) the hand slows down briefly, and how much (0 none, 1 stops); nil: it does not.
    public var hesitation: Hesitation?

    public init(
        duration: Double, cornerRounding: Double = 0, wobble: Double = 0, tremor: Double = 0, noise: Double = 0,
        wholePixels: Bool = false, sampleRate: Double = 60, timingJitter: Double = 0, dropChance: Double = 0,
        startRamp: Double = 0.08, hesitation: Hesitation? = nil
    ) {
        self.duration = duration
        self.cornerRounding = cornerRounding
        self.wobble = wobble
        self.tremor = tremor
        self.noise = noise
        self.wholePixels = wholePixels
        self.sampleRate = sampleRate
        self.timingJitter = timingJitter
        self.dropChance = dropChance
        self.startRamp = startRamp
        self.hesitation = hesitation
    }
}

/// A brief slow-down part way along a stroke.
public struct Hesitation: Hashable, Sendable {
    /// Where along the path, 0 at the start and 1 at the end.
    public var position: Double
    /// How much the finger slows: 0 not at all, 1 to a stop.
    public var depth: Double

    public init(position: Double, depth: Double) {
        self.position = position
        self.depth = depth
    }
}

/// How fast a person draws, as in the three speeds of unistroke studies (slow, medium, fast).
public enum DrawingPace: String, CaseIterable, Sendable {
    case slow, medium, fast

    /// Seconds to draw a path of `length` pixels: drawing time grows with about the square root of the
    /// length (people draw big shapes faster, not proportionally longer). A 160 px path (a 50 px circle)
    /// takes about a third of a second fast and a second slow; a 1,250 px path (a 400 px circle) about
    /// 0.9 s fast and 3 s slow.
    func duration(forLength length: Double, using rng: inout SeededRandomNumberGenerator) -> Double {
        let perRootKilopixel: ClosedRange<Double>
        switch self {
        case .slow: perRootKilopixel = 1.8...3.0
        case .medium: perRootKilopixel = 1.0...1.7
        case .fast: perRootKilopixel = 0.6...0.95
        }
        return max(0.18, Double.random(in: perRootKilopixel, using: &rng) * (max(length, 1) / 1000).squareRoot())
    }
}

extension HandStyle {
    /// A random hand drawing a path of `length` pixels and `size` pixels across at `pace`.
    static func random(
        pace: DrawingPace, length: Double, size: Double, using rng: inout SeededRandomNumberGenerator
    ) -> HandStyle {
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let duration = pace.duration(forLength: length, using: &rng)
        // Faster hands cut corners more and wobble more; slow hands tremble more visibly.
        let hurry: Double = pace == .fast ? 1.6 : pace == .medium ? 1 : 0.7
        let rate = exp(uniform(log(30)...log(200)))
        return HandStyle(
            duration: duration,
            cornerRounding: size * uniform(0.005...0.04) * hurry,
            wobble: min(size * uniform(0...0.025) * hurry, 6),
            tremor: pace == .slow ? uniform(0.2...1.2) : uniform(0...0.6),
            noise: uniform(0...0.8),
            wholePixels: uniform(0...1) < 0.7,
            sampleRate: rate,
            timingJitter: uniform(0...0.35),
            dropChance: uniform(0...0.05),
            startRamp: uniform(0.02...0.15),
            hesitation: uniform(0...1) < (pace == .slow ? 0.5 : 0.25)
                ? Hesitation(position: uniform(0.15...0.85), depth: uniform(0.3...0.8)) : nil
        )
    }
}
