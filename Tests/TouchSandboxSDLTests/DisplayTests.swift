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
}
