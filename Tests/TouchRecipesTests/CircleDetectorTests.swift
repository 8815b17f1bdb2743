import Foundation
import Testing
import TouchEngine
import TouchRecipes

@Suite struct CircleDetectorTests {
    let detector = CircleDetector()

    /// Samples along an arc (or an oval with `ratio`, long axis horizontal), `count` of them, 60 Hz.
    static func arc(
        center: Vector2 = Vector2(400, 300), radius: Double = 80, degrees: Double = 360, from start: Double = 0,
        count: Int = 64, ratio: Double = 1, radiusGrowth: Double = 0
    ) -> [StrokeSample] {
        (0..<count).map { k in
            let u = Double(k) / Double(count - 1)
            let theta = (start + degrees * u) * .pi / 180
            let r = radius * (1 + radiusGrowth * u)
            return StrokeSample(center + Vector2(cos(theta) * r * ratio.squareRoot(), sin(theta) * r / ratio.squareRoot()),
                                time: Double(k) / 60)
        }
    }

    /// Samples along a polyline through `corners`, `perSide` per side.
    static func polyline(_ corners: [Vector2], perSide: Int = 12) -> [StrokeSample] {
        var samples: [StrokeSample] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            for k in 0..<perSide {
                samples.append(StrokeSample(a + (b - a) * (Double(k) / Double(perSide)), time: Double(samples.count) / 60))
            }
        }
        samples.append(StrokeSample(corners.last!, time: Double(samples.count) / 60))
        return samples
    }

    @Test func aCleanCircleGivesItsCentreAndRadius() throws {
        let circle = try #require(detector.detect(Self.arc()))
        #expect(circle.center.distance(to: Vector2(400, 300)) < 1)
        #expect(abs(circle.radius - 80) < 1)
        #expect(circle.direction == .clockwise)  // increasing angle with y down
        // Its first 40 ms and last 20 ms are left out as a finger's landing and lift (`landingTrim`, `liftTrim`): 3 of
        // its 63 steps, so the rest turns 60/63 of the way round.
        #expect(abs(circle.turns - 60.0 / 63) < 0.02)
        #expect(circle.confidence > 0.5)
    }

    @Test func aCircleDrawnTheOtherWayRoundIsCounterclockwise() throws {
        let samples = Array(Self.arc().reversed())
        let circle = try #require(detector.detect(samples))
        #expect(circle.direction == .counterclockwise)
        #expect(circle.center.distance(to: Vector2(400, 300)) < 1)
    }

    @Test func aFastCircleOfEightSamplesIsACircle() throws {
        let samples = Self.arc(radius: 120, degrees: 350, from: 40, count: 8)
        let circle = try #require(detector.detect(samples))
        #expect(circle.center.distance(to: Vector2(400, 300)) < 3)
        #expect(abs(circle.radius - 120) < 3)
    }

    @Test func anOvalUpToOnePointSixIsACircleButAFlatOneIsNot() {
        #expect(detector.detect(Self.arc(ratio: 1.6)) != nil)
        #expect(detector.detect(Self.arc(ratio: 2.5)) == nil)
    }

    @Test func a340DegreeArcIsACircleAndA270DegreeArcIsNot() {
        #expect(detector.detect(Self.arc(degrees: 340)) != nil)
        #expect(detector.detect(Self.arc(degrees: 270)) == nil)
    }

    @Test func anOvershootUpToAboutATurnAndAThirdIsStillACircle() {
        #expect(detector.detect(Self.arc(degrees: 1.3 * 360, count: 90)) != nil)
        // Going round twice is something else (and the start of a spiral).
        #expect(detector.detect(Self.arc(degrees: 2 * 360, count: 120)) == nil)
    }

    @Test func aThreeTurnSpiralIsNotACircle() {
        #expect(detector.detect(Self.arc(radius: 40, degrees: 3 * 360, count: 200, radiusGrowth: 2)) == nil)
    }

    @Test func aSquareIsNotACircle() {
        let square = [Vector2(300, 200), Vector2(500, 200), Vector2(500, 400), Vector2(300, 400), Vector2(300, 200)]
        #expect(detector.detect(Self.polyline(square)) == nil)
    }

    @Test func aTriangleIsNotACircle() {
        let triangle = [Vector2(400, 200), Vector2(487, 350), Vector2(313, 350), Vector2(400, 200)]
        #expect(detector.detect(Self.polyline(triangle)) == nil)
    }

    @Test func aTinyCircleIsAScribbleNotAGesture() {
        #expect(detector.detect(Self.arc(radius: 10)) == nil)
        #expect(detector.detect(Self.arc(radius: 20)) != nil)
    }

    @Test func degenerateStrokesAreNotCircles() {
        let p = Vector2(10, 10)
        #expect(detector.detect([Vector2]()) == nil)
        #expect(detector.detect([p]) == nil)
        #expect(detector.detect(Array(repeating: p, count: 50)) == nil)
        #expect(detector.detect((0..<50).map { Vector2(Double($0) * 4, 100) }) == nil)
        var withNaN = Self.arc().map(\.position)
        withNaN[10] = Vector2(.nan, 3)
        withNaN[20] = Vector2(.infinity, 3)
        #expect(detector.detect(withNaN) != nil)
    }

    @Test func everyThresholdComesFromTheConfiguration() {
        var strict = CircleDetectorConfiguration()
        strict.minimumSweep = 350 * .pi / 180
        #expect(CircleDetector(configuration: strict).detect(Self.arc(degrees: 340)) == nil)
        var loose = CircleDetectorConfiguration()
        loose.minimumSweep = 250 * .pi / 180  // 257° of the arc are left once the landing and lift are trimmed
        #expect(CircleDetector(configuration: loose).detect(Self.arc(degrees: 270)) != nil)
    }
}
