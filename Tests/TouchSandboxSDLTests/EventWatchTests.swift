import CSDL2
import Testing
import TouchEngine
@testable import TouchSandboxSDL

extension HeadlessSDLTests {
    /// Pushes `event` through SDL's queue (and so through the renderer's event watch) and returns it.
    private func roundTrip(_ event: SDL_Event) -> SDL_Event? {
        var pushed = event
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        guard SDL_PushEvent(&pushed) == 1 else { return nil }
        var received = SDL_Event()
        while SDL_PollEvent(&received) != 0 {
            if received.type == event.type { return received }
        }
        return nil
    }

    private func probes(window: Window) -> (mouse: SDL_Event, finger: SDL_Event) {
        var mouse = Make.mouseMotion(x: 100, y: 50, ms: 0)
        mouse.motion.windowID = window.id
        var finger = Make.finger(SDL_FINGERMOTION, finger: 1, x: 0.5, y: 0.25, ms: 0)
        finger.tfinger.windowID = window.id
        return (mouse, finger)
    }

    @Test("SDL_RenderSetScale and a clip rectangle leave mouse and finger coordinates alone (SDL 2.26)")
    func scaleAndClipDoNotRewriteEvents() throws {
        let fixture = try Fixture()
        #expect(SDL_RenderSetScale(fixture.renderer.pointer, 2, 2) == 0)
        fixture.renderer.setClip(Rect(x: 10, y: 5, width: 80, height: 50))
        let (mouse, finger) = probes(window: fixture.window)
        let mouseOut = try #require(roundTrip(mouse))
        let fingerOut = try #require(roundTrip(finger))
        #expect(mouseOut.motion.x == 100 && mouseOut.motion.y == 50)
        #expect(fingerOut.tfinger.x == 0.5 && fingerOut.tfinger.y == 0.25)
    }

    @Test("a viewport makes SDL renormalise finger coordinates to it, which is why the renderer never sets one")
    func viewportRewritesFingers() throws {
        let fixture = try Fixture()
        // 200×120 window; viewport from (20, 10), 160×100 output pixels.
        var viewport = SDL_Rect(x: 20, y: 10, w: 160, h: 100)
        #expect(SDL_RenderSetViewport(fixture.renderer.pointer, &viewport) == 0)
        let (mouse, finger) = probes(window: fixture.window)
        let mouseOut = try #require(roundTrip(mouse))
        let fingerOut = try #require(roundTrip(finger))
        #expect(mouseOut.motion.x == 100 && mouseOut.motion.y == 50)
        // y: 0.25 × 120 = 30 px → (30 − 10) / 100 = 0.2 of the viewport.
        #expect(abs(fingerOut.tfinger.y - 0.2) < 1e-6)
    }

    @Test("SDL_RenderSetLogicalSize does rewrite mouse coordinates, which is why the SDL layer never uses it")
    func logicalSizeRewritesEvents() throws {
        let fixture = try Fixture()
        #expect(SDL_RenderSetLogicalSize(fixture.renderer.pointer, 100, 60) == 0)
        let (mouse, _) = probes(window: fixture.window)
        let mouseOut = try #require(roundTrip(mouse))
        #expect(mouseOut.motion.x == 50 && mouseOut.motion.y == 25)
    }
}
