import Foundation
import Testing
import TouchEngine
import TouchRecipes

@Suite struct CircleDetectorCorpusTests {
    static let corpus = CircleStrokeCorpus()

    /// Prints min/median/max of every measurement per shape: where the thresholds have room.
    @Test func everyCircleCanBeMeasuredAndTheFeatureRangesArePrinted() {
        let detector = CircleDetector()
        var byShape: [CircleStrokeCorpus.Shape: [CircleStrokeMeasurements?]] = [:]
        for stroke in Self.corpus.strokes {
            byShape[stroke.shape, default: []].append(detector.measure(stroke.samples.map(\.position)))
        }
        for shape in CircleStrokeCorpus.Shape.allCases {
            let ms = byShape[shape]!.compactMap { $0 }
            if shape == .circle { #expect(ms.count == byShape[shape]!.count) }
            func r(_ f: (CircleStrokeMeasurements) -> Double) -> String {
                let v = ms.map(f).sorted()
                guard !v.isEmpty else { return "-" }
                return String(format: "%.3f/%.3f/%.3f", v.first!, v[v.count / 2], v.last!)
            }
            print(shape.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0),
                  "n", byShape[shape]!.count, "fit", ms.count,
                  "rad", r(\.radius), "ratio", r(\.axisRatio), "res", r(\.residual), "dev", r(\.deviation),
                  "bend", r(\.sharpestBend), "second", r(\.secondSharpestBend), "sweep", r { abs($0.sweep) / (2 * .pi) }, "turns", r(\.turns),
                  "back", r(\.backwardTurning), "drift", r { abs($0.radiusDrift) }, "overshoot", r(\.overshootDeviation))
        }
    }
}

extension CircleDetectorCorpusTests {
    @Test func recognisesHandDrawnCirclesAndRejectsOtherShapes() {
        let detector = CircleDetector()
        var circles = 0, found = 0
        var rejectedByShape: [CircleStrokeCorpus.Shape: (fired: Int, total: Int)] = [:]
        var misses: [String] = []
        for stroke in Self.corpus.strokes {
            let detected = detector.detect(stroke.samples) != nil
            if stroke.isCircle {
                circles += 1
                if detected { found += 1 } else {
                    let m = detector.measure(stroke.samples.map(\.position))
                    misses.append("\(stroke.samples.count) samples: \(m.map { "\($0)" } ?? "no fit")")
                }
            } else {
                rejectedByShape[stroke.shape, default: (0, 0)].fired += detected ? 1 : 0
                rejectedByShape[stroke.shape, default: (0, 0)].total += 1
            }
        }
        let negatives = rejectedByShape.values.reduce(0) { $0 + $1.total }
        let falsePositives = rejectedByShape.values.reduce(0) { $0 + $1.fired }
        let recall = Double(found) / Double(circles)
        let falsePositiveRate = Double(falsePositives) / Double(negatives)
        print("circle corpus: \(circles) circles, \(found) recognised, recall \(recall)")
        print("circle corpus: \(negatives) other strokes, \(falsePositives) false positives, rate \(falsePositiveRate)")
        for shape in CircleStrokeCorpus.Shape.allCases where shape != .circle {
            let (fired, total) = rejectedByShape[shape]!
            print("  \(shape.rawValue): \(fired)/\(total) false positives")
        }
        for miss in misses { print("  missed circle, \(miss)") }

        #expect(circles >= 200 && negatives >= 300)
        #expect(Double(found) >= 0.95 * Double(circles))
        #expect(Double(falsePositives) <= 0.03 * Double(negatives))
    }
}
