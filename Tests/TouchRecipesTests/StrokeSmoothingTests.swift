import Foundation
import Testing
import TouchEngine
import TouchRecipes

@Suite struct StrokeSmoothingTests {
    /// A wavy stroke with uneven sample spacing, as a finger that speeds up and slows down makes.
    static func wavyStroke(count: Int = 40, seed: UInt64 = 7) -> [StrokeSample] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var samples: [StrokeSample] = []
        var x = 100.0
        for i in 0..<count {
            x += Double.random(in: 0.5...25, using: &rng)
            let y = 300 + 80 * sin(x / 60) + Double.random(in: -3...3, using: &rng)
            samples.append(StrokeSample(x: x, y: y, time: Double(i) / 60))
        }
        return samples
    }

    @Test func theCurvePassesExactlyThroughEverySampleInOrder() {
        let samples = Self.wavyStroke()
        let path = CatmullRomSmoother.smooth(samples)
        var searchFrom = 0
        for sample in samples {
            let found = path[searchFrom...].firstIndex(of: sample)
            #expect(found != nil, "sample \(sample.position) is not on the path")
            searchFrom = (found ?? searchFrom) + 1
        }
        #expect(path.first == samples.first)
        #expect(path.last == samples.last)
    }

    @Test func collinearSamplesStayOnTheirLine() {
        // Uneven steps along a slanted line, including a step back.
        let direction = Vector2(3, 4) / 5
        let offsets: [Double] = [0, 1, 30, 32, 90, 91.5, 60, 140, 141, 200]
        let samples = offsets.enumerated().map { i, s in
            StrokeSample(Vector2(50, 70) + direction * s, time: Double(i) * 0.01)
        }
        let path = CatmullRomSmoother.smooth(samples)
        #expect(path.count > samples.count)
        for point in path {
            let offLine = (point.position - Vector2(50, 70)).cross(direction)
            #expect(abs(offLine) < 1e-9)
        }
    }

    @Test func duplicateAndNonFiniteSamplesNeverProduceNaN() {
        let p = StrokeSample(x: 10, y: 10, time: 0)
        let strokes: [[StrokeSample]] = [
            [p, p, p],
            [p, p, StrokeSample(x: 20, y: 10, time: 0.1), StrokeSample(x: 20, y: 10, time: 0.2),
             StrokeSample(x: 20, y: 30, time: 0.3), StrokeSample(x: 20, y: 30, time: 0.4)],
            [p, StrokeSample(x: .nan, y: 3, time: 0.1), StrokeSample(x: 40, y: .infinity, time: 0.2),
             StrokeSample(x: 30, y: 12, time: 0.3)],
            // Back and forth over the same two points.
            [p, StrokeSample(x: 50, y: 10, time: 0.1), p, StrokeSample(x: 50, y: 10, time: 0.3), p],
        ]
        for stroke in strokes {
            let path = CatmullRomSmoother.smooth(stroke)
            #expect(!path.isEmpty)
            #expect(path.allSatisfy { $0.position.isFinite && $0.time.isFinite })
        }
        #expect(CatmullRomSmoother.smooth([p, p, p]) == [p])
    }

    @Test func oneTwoAndThreePointStrokes() {
        let a = StrokeSample(x: 0, y: 0, time: 0)
        let b = StrokeSample(x: 20, y: 0, time: 0.1)
        let c = StrokeSample(x: 20, y: 20, time: 0.2)
        #expect(CatmullRomSmoother.smooth([]) == [])
        #expect(CatmullRomSmoother.smooth([a]) == [a])

        let two = CatmullRomSmoother.smooth([a, b])
        #expect(two.first == a && two.last == b)
        #expect(two.count == 11)  // 20 px at 2 px spacing
        #expect(two.allSatisfy { $0.position.y == 0 && $0.position.x >= 0 && $0.position.x <= 20 })
        // Times run with the parameter from the first sample's to the last's.
        #expect(zip(two, two.dropFirst()).allSatisfy { $0.time <= $1.time })

        let three = CatmullRomSmoother.smooth([a, b, c])
        #expect(three.first == a && three.last == c && three.contains(b))
    }

    @Test func consecutivePointsAreAtMostTheConfiguredSpacingApart() {
        for spacing in [0.5, 2.0, 5.0] {
            let configuration = CatmullRomConfiguration(spacing: spacing, maximumSubdivisions: 10_000)
            let path = CatmullRomSmoother.smooth(Self.wavyStroke(seed: 11), configuration: configuration)
            let longest = zip(path, path.dropFirst()).map { $0.position.distance(to: $1.position) }.max() ?? 0
            #expect(longest <= spacing + 1e-9)
            #expect(longest > spacing * 0.5, "spacing \(spacing) is wasteful: longest step \(longest)")
        }
    }

    @Test func aSegmentNeverProducesMoreThanTheCap() {
        let configuration = CatmullRomConfiguration(spacing: 2, maximumSubdivisions: 8)
        let samples = [StrokeSample(x: 0, y: 0, time: 0), StrokeSample(x: 1000, y: 0, time: 1)]
        let path = CatmullRomSmoother.smooth(samples, configuration: configuration)
        #expect(path.count == 9)
    }

    @Test func drawingIncrementallyGivesTheSameCurveAndRedrawsOnlyTheTail() {
        let samples = Self.wavyStroke(count: 60, seed: 3)
        var smoother = CatmullRomSmoother()
        var previous: [StrokeSample] = []
        for sample in samples {
            let firstChanged = smoother.append(sample)
            // Everything before the reported index is untouched.
            #expect(Array(smoother.path[..<firstChanged]) == Array(previous[..<firstChanged]))
            // Only the last two segments are ever redrawn.
            let redrawnSamples = smoother.path[firstChanged...].filter { smoother.samples.contains($0) }.count
            #expect(redrawnSamples <= 3)
            previous = smoother.path
        }
        #expect(smoother.path == CatmullRomSmoother.smooth(samples))
    }

    @Test func centripetalKnotsKeepATightTurnFreeOfLoops() {
        // Two close samples between far ones: uniform Catmull-Rom loops here, centripetal does not.
        let samples = [
            StrokeSample(x: 0, y: 0, time: 0), StrokeSample(x: 100, y: 0, time: 0.1),
            StrokeSample(x: 101, y: 1, time: 0.2), StrokeSample(x: 0, y: 2, time: 0.3),
        ]
        let path = CatmullRomSmoother.smooth(samples)
        // A loop would take the curve well past x = 101 or below/above the samples' band.
        #expect(path.allSatisfy { $0.position.x < 103 && $0.position.y > -2 && $0.position.y < 4 })
    }
}
