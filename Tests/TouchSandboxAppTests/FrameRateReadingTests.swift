import Testing
import TouchEngine
import TouchRecipes
@testable import TouchSandboxApp

/// The HUD's frame rate says what is true: frames drawn for a change, or idle with the last rate and its age.
@Suite("The HUD's frame rate")
struct FrameRateReadingTests {
    @Test("60 frames of a drag in a second read 60 fps; then only the HUD's own refreshes: idle, last 60 fps, 3 s ago")
    func busyThenIdle() {
        var reading = FrameRateReading()
        #expect(reading.text(now: 0) == "idle (nothing drawn yet)")
        for frame in 0..<60 { reading.frameDrawn(at: Double(frame) / 60, showedChange: true) }
        #expect(reading.text(now: 1.0) == "60 fps")
        for second in [2.0, 3.0, 4.0] { reading.frameDrawn(at: second, showedChange: false) }
        #expect(reading.text(now: 4.0) == "idle (last 60 fps, 3 s ago)")
        // A clock that jumped far ahead shows a long age, never a trap.
        #expect(reading.text(now: 1e19) == "idle (last 60 fps, \(Int.max) s ago)")
    }

    @Test("an idle session whose HUD refreshes once a second reads idle, not 0 fps; a tap makes it count again")
    func sessionIdleThenTapped() {
        let session = SandboxSession(sandbox: Sandbox(scene: Scene(width: 1280, height: 800)), showHUD: true)
        session.frameDrawn(at: 0)  // the first frame shows the scene
        for second in 1...5 { session.frameDrawn(at: Double(second)) }
        #expect(session.frameRateText(now: 5.5) == "idle (last 1 fps, 5 s ago)")
        session.apply(PointerEvent(.down, id: 1, x: 600, y: 400, time: 6))
        session.frameDrawn(at: 6)
        #expect(session.frameRateText(now: 6.2) == "1 fps")
    }
}
