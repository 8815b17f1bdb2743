import Foundation
import HumanStrokes
import Testing
import TouchEngine
import TouchRecipes

/// Strokes no person draws but a touch screen, a recording or a library user can hand over: the
/// detector answers without trapping, never with a non-finite circle, and thins long strokes.
@Suite struct CircleDetectorRobustnessTests {
    let detector = CircleDetector()

    static func circle(center: Vector2, radius: Double, count: Int) -> [Vector2] {
        (0..<count).map { k in
            let angle = 2 * .pi * 1.05 * Double(k) / Double(count - 1)
            return center + Vector2(cos(angle), sin(angle)) * radius
        }
    }

    func expectFinite(_ circle: DetectedCircle?) {
        guard let circle else { return }
        #expect(circle.center.isFinite && circle.radius.isFinite && circle.turns.isFinite
                && circle.axisRatio.isFinite && circle.confidence.isFinite)
    }

    @Test func emptyOneTwoAndRepeatedPointsAreNotCircles() {
        let p = Vector2(100, 100)
        #expect(detector.detect([Vector2]()) == nil)
        #expect(detector.detect([p]) == nil)
        #expect(detector.detect([p, Vector2(140, 100)]) == nil)
        #expect(detector.detect(Array(repeating: p, count: 1_000)) == nil)
        #expect(detector.detect([StrokeSample(p, time: 0)]) == nil)
    }

    @Test func nonFiniteCoordinatesAreSkipped() {
        #expect(detector.detect(Array(repeating: Vector2(.nan, .nan), count: 50)) == nil)
        #expect(detector.detect(Array(repeating: Vector2(.infinity, -.infinity), count: 50)) == nil)
        var circle = Self.circle(center: Vector2(300, 300), radius: 80, count: 80)
        for k in stride(from: 3, to: 80, by: 7) { circle[k] = k % 2 == 0 ? Vector2(.nan, 1) : Vector2(1, -.infinity) }
        let found = detector.detect(circle)
        #expect(found != nil)
        #expect(found.map { $0.center.distance(to: Vector2(300, 300)) < 1 } == true)
    }

    @Test func hugeCoordinatesGiveAFiniteCircleOrNone() throws {
        // The same circle at 1e297 times the scale gives the same answer at that scale: the detector
        // works in a frame of the stroke's own size.
        let near = try #require(detector.detect(Self.circle(center: Vector2(1_000, -1_000), radius: 100, count: 64)))
        let far = try #require(detector.detect(Self.circle(center: Vector2(1e300, -1e300), radius: 1e299, count: 64)))
        expectFinite(far)
        #expect(abs(far.radius / 1e297 / near.radius - 1) < 1e-9)
        #expect(abs(far.center.x / 1e297 / near.center.x - 1) < 1e-9 && abs(far.center.y / 1e297 / near.center.y - 1) < 1e-9)
        // A stroke whose extent overflows a Double, and one point flung far off a circle.
        #expect(detector.detect([Vector2(-1.7e308, 0), Vector2(1.7e308, 0), Vector2(0, 1.7e308), Vector2(0, -1.7e308),
                                 Vector2(-1.7e308, 1), Vector2(1.7e308, 1), Vector2(3, 1.7e308)]) == nil)
        var flung = Self.circle(center: Vector2(300, 300), radius: 80, count: 64)
        flung[30] = Vector2(1e300, 1e300)
        expectFinite(detector.detect(flung))
        #expect(detector.detect(Self.circle(center: Vector2(1e-300, 1e-300), radius: 1e-301, count: 64)) == nil)
    }

    /// A hundred thousand samples (a finger circling slowly at 200 Hz for over eight minutes, with
    /// tremor and whole pixels) is thinned, not refused.
    @Test func aHundredThousandSampleCircleIsStillACircle() throws {
        let path = IdealShape.loop(diameter: 300, turns: 1.05, start: 1)
        let style = HandStyle(duration: 500, tremor: 1, noise: 0.7, wholePixels: true, sampleRate: 200)
        let samples = HumanHand(style: style).draw(path, at: Vector2(600, 400), seed: 3)
        #expect(samples.count > 99_000)
        let circle = try #require(detector.detect(samples))
        #expect(circle.center.distance(to: Vector2(600, 400)) < 3)
        #expect(abs(circle.radius - 150) < 3)
        var scribble = SeededRandomNumberGenerator(seed: 9)
        let noise = (0..<100_000).map { _ in Vector2(Double.random(in: 0...400, using: &scribble), Double.random(in: 0...400, using: &scribble)) }
        #expect(detector.detect(noise) == nil)
    }
}
