import Foundation
import Testing
import TouchEngine
import TouchRecipes
@testable import TouchSandboxApp

/// The app's own session state is bounded: overlay trails, rate meters; and the kiosk's idle reset restores what
/// the session shows.
@Suite("What the app's session keeps is bounded")
struct SessionBoundsAppTests {
    @Test("expiring trails as events come leaves exactly what one expiry at the end leaves")
    func trailsExpireInBatches() {
        var random = SeededRandomNumberGenerator(seed: 7)
        var batched = TouchTrails(), once = TouchTrails()
        var time = 0.0
        var down: Set<Int> = []
        for _ in 0..<5_000 {
            time += Double.random(in: 0.001...0.02, using: &random)
            let id = Int.random(in: 1...4, using: &random)
            let phase: PointerPhase = down.contains(id) ? (Int.random(in: 0..<20, using: &random) == 0 ? .up : .move) : .down
            if phase == .down { down.insert(id) } else if phase == .up { down.remove(id) }
            let event = PointerEvent(phase, id: id, x: Double.random(in: 0...1280, using: &random), y: 300, time: time)
            batched.record(event)
            batched.expireIfDue(now: time)
            once.record(event)
        }
        batched.expire(now: time)
        once.expire(now: time)
        #expect(batched.trails.count == once.trails.count)
        #expect(batched.trails.map(\.id) == once.trails.map(\.id))
        #expect(batched.trails.map(\.isActive) == once.trails.map(\.isActive))
        #expect(batched.trails.map { $0.points.map(\.time) } == once.trails.map { $0.points.map(\.time) })
    }

    @Test("a thousand touches at one time stamp keep 512 trails of at most 96 points")
    func trailsAreCapped() {
        var trails = TouchTrails()
        for id in 1...1_000 {
            trails.record(PointerEvent(.down, id: id, x: 10, y: 10, time: 1))
            for step in 0..<200 { trails.record(PointerEvent(.move, id: id, x: Double(step), y: 10, time: 1)) }
            trails.record(PointerEvent(.up, id: id, x: 10, y: 10, time: 1))
        }
        trails.expireIfDue(now: 1)
        #expect(trails.trails.count == 512)
        #expect(trails.trails.map(\.points.count).max() == 96)
        #expect(trails.trails.first?.id == PointerID(489))
    }

    @Test("a rate meter counts 1,000 ticks a second exactly, and a flood at one time stamp as 16,384")
    func rateMeterIsCapped() {
        var meter = RateMeter()
        for tick in 0..<2_000 { meter.tick(at: Double(tick) / 1_000) }
        #expect(meter.rate(now: 1.9995) == 1_000)
        var flood = RateMeter()
        for _ in 0..<100_000 { flood.tick(at: 5) }
        #expect(flood.rate(now: 5) == 16_384)
    }

    @Test("the kiosk's idle reset also brings back the scene's background after a three-finger swipe changed it")
    func idleResetRestoresTheBackground() {
        var scene = Scene(width: 1280, height: 800)
        scene.add(Sprite(id: "a", image: "a.png", width: 100, height: 100, pose: Pose(center: Vector2(200, 200))))
        let session = SandboxSession(sandbox: Sandbox(scene: scene))
        let original = session.background
        for (index, x) in [600.0, 650, 700].enumerated() {
            session.apply(PointerEvent(.down, id: index + 1, x: x, y: 400, time: 1))
        }
        for step in 1...10 {
            for (index, x) in [600.0, 650, 700].enumerated() {
                session.apply(PointerEvent(.move, id: index + 1, x: x, y: 400 - Double(step) * 20, time: 1 + Double(step) * 0.02))
            }
        }
        for (index, x) in [600.0, 650, 700].enumerated() { session.apply(PointerEvent(.up, id: index + 1, x: x, y: 200, time: 1.3)) }
        #expect(session.background != original)
        session.idleReset(glideDuration: 1.5)
        #expect(session.background == original)
        #expect(session.toast == nil)
    }
}
