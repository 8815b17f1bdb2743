import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

extension HeadlessSDLTests {
    /// Runs only with a display server (e.g. under `xvfb-run swift test`).
    @Test("with a display, a real window opens, draws and lists its touch devices",
          .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func realWindow() throws {
        let system = try SDLSystem()
        #expect(system.videoDriver == "x11" || system.videoDriver == "wayland")
        let window = try Window(system: system, title: "TouchSandbox test", size: PixelSize(width: 320, height: 200))
        let renderer = try Renderer(window: window)
        let mapping = renderer.mapping(sceneSize: PixelSize(width: 320, height: 200))
        renderer.transform = mapping.sceneToOutput
        renderer.clear(Self.background)
        renderer.fillCircle(center: Vector2(160, 100), radius: 30, color: Self.red)
        let pixels = try renderer.readPixels()
        #expect(pixels[Int(160 * mapping.pixelRatio), Int(100 * mapping.pixelRatio)] == Self.red)
        renderer.present()
    }

    /// A present that waits for vsync blocks the loop until the display's next refresh, so input arriving meanwhile
    /// waits a refresh more (docs/performance.md, Latency): windows present at once unless the user asks SDL for vsync.
    @Test("with a display, a window's accelerated renderer presents without waiting for vsync unless SDL_RENDER_VSYNC=1 asks",
          .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func windowPresentsWithoutVSyncUnlessAsked() throws {
        let system = try SDLSystem()
        let window = try Window(system: system, title: "TouchSandbox test", size: PixelSize(width: 320, height: 200))
        let plain = try Renderer(window: window)
        #expect(plain.name != "software")
        #expect(!plain.hasVSync)
        let asked = try withHint(SDL_HINT_RENDER_VSYNC, "1") {
            try Renderer(window: Window(system: system, title: "TouchSandbox test", size: PixelSize(width: 320, height: 200)))
        }
        #expect(asked.hasVSync)
    }

    private func withHint<T>(_ name: String, _ value: String, _ body: () throws -> T) rethrows -> T {
        let before = SDL_GetHint(name).map { String(cString: $0) }
        SDL_SetHint(name, value)
        defer { SDL_SetHint(name, before) }
        return try body()
    }
}
