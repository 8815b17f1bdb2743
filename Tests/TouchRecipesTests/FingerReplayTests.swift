import Foundation
import HumanStrokes
import Testing
import TouchEngine

/// People's strokes replayed as a finger on a touchscreen reports them (`FingerReplay`): the same every run, at a
/// finger's size and a panel's pace, with the landing hook and the lift's jitter.
@Suite struct FingerReplayTests {
    static func sharedSet() throws -> RecordedHumanStrokes {
        try CircleDetectorPeopleTests.sharedSet()
    }

    @Test("the paces are group 1's users 04-06, the only timed strokes, and a replay is the same every time")
    func repeatable() throws {
        let set = try Self.sharedSet()
        #expect(set.strokes.filter(\.isTimed).map(\.person).sorted() == set.strokes.filter {
            ["user04", "user05", "user06"].contains($0.person)
        }.map(\.person).sorted())
        let replay = FingerReplay(timing: set)
        let first = replay.replay(set), second = FingerReplay(timing: set).replay(set)
        #expect(first.strokes.map(\.samples) == second.strokes.map(\.samples))
        // A stroke's replay depends on the stroke alone, not on what else the set holds.
        let alone = replay.replay(set.strokes[500])
        #expect(alone.samples == first.strokes[500].samples)
        var other = FingerReplay.Configuration()
        other.seed = 2
        #expect(FingerReplay(timing: set, configuration: other).replay(set.strokes[500]).samples != alone.samples)
    }

    @Test("a replayed stroke is a finger's: 25-60 mm at 96-160 dpi, whole pixels, 60-120 Hz reports from landing to lift")
    func fingerLike() throws {
        let set = try Self.sharedSet()
        let touch = FingerReplay(timing: set).replay(set)
        var counts: [Int] = []
        for stroke in touch.strokes {
            let samples = stroke.samples
            counts.append(samples.count)
            #expect(stroke.isTimed)
            #expect(samples.allSatisfy { $0.position.x == $0.position.x.rounded() && $0.position.y == $0.position.y.rounded() })
            #expect(samples.first?.time == 0)
            let steps = zip(samples, samples.dropFirst()).map { $1.time - $0.time }
            // Every report after the landing's gap comes 1/120 to 1/60 s after the one before, the lift sooner.
            #expect(steps.dropFirst().dropLast().allSatisfy { $0 >= 1 / 120.0 - 1e-9 && $0 <= 1 / 60.0 + 1e-9 })
            #expect(steps.first.map { $0 <= 3 / 60.0 + 1e-9 } ?? true)
            let xs = samples.map(\.position.x), ys = samples.map(\.position.y)
            let extent = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            // 25 mm at 96 dpi is 94 px, 60 mm at 160 dpi 378 px; the hook and the jitter add up to 3 mm each side.
            #expect(extent >= 94 - 2 && extent <= 378 + 2 * 3 * 160 / 25.4 + 2, "\(stroke.person) \(stroke.shape) \(stroke.take): \(extent)")
        }
        // Sparse: a finger's stroke has fewer than half the reports the mouse and the touchpad gave (medians).
        let sortedCounts = counts.sorted()
        #expect(sortedCounts[sortedCounts.count / 2] == 73)
        #expect(set.strokes.map(\.samples.count).sorted()[480] == 176)
    }

    @Test("the first reports are displaced as the fingertip lands: 1-3 mm at the first, fading over 2-4 reports")
    func landingHook() throws {
        let set = try Self.sharedSet()
        var configuration = FingerReplay.Configuration()
        let replay = FingerReplay(timing: set, configuration: configuration)
        configuration.landingDisplacement = 0...0
        configuration.liftJitter = 0...0
        let clean = FingerReplay(timing: set, configuration: configuration)
        for stroke in set.strokes.prefix(200) {
            let hooked = replay.replay(stroke).samples, plain = clean.replay(stroke).samples
            #expect(hooked.map(\.time) == plain.map(\.time))
            let offsets = zip(hooked, plain).map { $0.position.distance(to: $1.position) }
            // At most 160 dpi: 3 mm is 18.9 px (whole pixels add up to 1.5 px).
            #expect(offsets[0] >= 1 * 96 / 25.4 - 1.5 && offsets[0] <= 3 * 160 / 25.4 + 1.5)
            if offsets.count > 8 { #expect(offsets[4..<(offsets.count - 4)].allSatisfy { $0 == 0 }) }
        }
    }
}
