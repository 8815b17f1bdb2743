import Testing
import TouchEngine
import TouchRecipes
import TouchTestSupport

@Suite("Kiosk rules: the exit hold and the idle timer")
struct KioskRuleTests {
    func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> PointerEvent { PointerEvent(.down, id: id, x: x, y: y, time: t) }
    func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> PointerEvent { PointerEvent(.move, id: id, x: x, y: y, time: t) }
    func up(_ id: Int, at t: Double) -> PointerEvent { PointerEvent(.up, id: id, x: 0, y: 0, time: t) }

    @Test("five fingers held still for three seconds complete the exit gesture, not a moment earlier")
    func fiveFingerHold() {
        var detector = HoldStillDetector(fingers: 5, duration: 3, slop: 30)
        for i in 1...5 { detector.observe(down(i, Double(i) * 100, 400, at: 1 + Double(i) * 0.05)) }
        #expect(detector.completionTime == 4.25)
        #expect(!detector.isComplete(at: 4.2))
        for i in 1...5 { detector.observe(move(i, Double(i) * 100 + 10, 405, at: 3)) }  // within the slop
        #expect(detector.isComplete(at: 4.25))
    }

    @Test("a finger that wanders beyond the slop starts the hold again")
    func wanderingFingerRestarts() {
        var detector = HoldStillDetector(fingers: 5, duration: 3, slop: 30)
        for i in 1...5 { detector.observe(down(i, Double(i) * 100, 400, at: 0)) }
        detector.observe(move(3, 340, 400, at: 2))
        #expect(!detector.isComplete(at: 3.5))
        #expect(detector.isComplete(at: 5))
    }

    @Test("four fingers, or five with one lifting, never complete it")
    func tooFewFingers() {
        var detector = HoldStillDetector(fingers: 5, duration: 3, slop: 30)
        for i in 1...4 { detector.observe(down(i, Double(i) * 100, 400, at: 0)) }
        #expect(!detector.isComplete(at: 10))
        detector.observe(down(5, 500, 400, at: 1))
        detector.observe(up(2, at: 2))
        #expect(!detector.isComplete(at: 10))
        #expect(detector.completionTime == nil)
    }

    @Test("the idle timer fires once, 120 s after the last touch, and re-arms on the next touch")
    func idleTimerFiresOnce() {
        var timer = IdleTimer(interval: 120, start: 0)
        var fire = false
        timer.observe(down(1, 10, 10, at: 5))
        timer.observe(up(1, at: 6))
        fire = timer.shouldFire(at: 125.9, touchesDown: 0); #expect(!fire)
        #expect(timer.deadline == 126)
        fire = timer.shouldFire(at: 126, touchesDown: 0); #expect(fire)
        fire = timer.shouldFire(at: 500, touchesDown: 0); #expect(!fire)
        timer.observe(down(2, 10, 10, at: 600))
        timer.observe(up(2, at: 601))
        fire = timer.shouldFire(at: 721, touchesDown: 0); #expect(fire)
    }

    @Test("a finger held down for minutes is not idleness")
    func heldFingerIsActivity() {
        var timer = IdleTimer(interval: 120, start: 0)
        var fire = false
        timer.observe(down(1, 10, 10, at: 0))
        fire = timer.shouldFire(at: 300, touchesDown: 1); #expect(!fire)
        timer.observe(up(1, at: 301))
        fire = timer.shouldFire(at: 420, touchesDown: 0); #expect(!fire)
        fire = timer.shouldFire(at: 421, touchesDown: 0); #expect(fire)
    }
}
