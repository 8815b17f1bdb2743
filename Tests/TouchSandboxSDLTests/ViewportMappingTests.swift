import CSDL2
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// The one fit rule: the scene scaled uniformly to fit the output, centred; input maps back through the same fit.
@Suite("Fitting the scene to screens of other shapes")
struct ViewportMappingTests {
    static let scene = PixelSize(width: 1280, height: 800)

    @Test("the 1280×800 scene on 16:9, 4:3, portrait and 4K screens: scale, where its corners land, and a round trip",
          arguments: [
            (PixelSize(width: 1280, height: 720), 0.9, Vector2(64, 0)),
            (PixelSize(width: 1024, height: 768), 0.8, Vector2(0, 64)),
            (PixelSize(width: 800, height: 1280), 0.625, Vector2(0, 390)),
            (PixelSize(width: 3840, height: 2160), 2.7, Vector2(192, 0)),
          ])
    func fitOnScreens(screen: PixelSize, scale: Double, offset: Vector2) {
        let mapping = ViewportMapping(windowSize: screen, sceneSize: Self.scene)
        #expect(mapping.outputScale == scale)
        #expect(mapping.outputOffset == offset)
        #expect(mapping.sceneToOutput.apply(Vector2(0, 0)) == offset)
        let farCorner = mapping.sceneToOutput.apply(Vector2(1280, 800))
        #expect(abs(farCorner.x - (Double(screen.width) - offset.x)) < 1e-9 && abs(farCorner.y - (Double(screen.height) - offset.y)) < 1e-9)
        // A click where the gem's centre (250, 200) is drawn lands on (250, 200).
        let drawn = mapping.windowPoint(fromScene: Vector2(250, 200))
        #expect(mapping.scenePoint(fromWindow: drawn).distance(to: Vector2(250, 200)) < 1e-9)
        // A finger at the same place, normalised to the window, too.
        let finger = mapping.scenePoint(fromNormalized: drawn.x / Double(screen.width), drawn.y / Double(screen.height))
        #expect(finger.distance(to: Vector2(250, 200)) < 1e-9)
    }

    @Test("while the window reports 1280×720 points but draws into 1152×720 pixels, the scene fits the pixels and input follows")
    func windowAndOutputDisagree() {
        // What SDL reports on Wayland for a frame after cage resizes a 1152×720 window to its 1280×720 output.
        let mapping = ViewportMapping(windowSize: PixelSize(width: 1280, height: 720), outputSize: PixelSize(width: 1152, height: 720),
                                      sceneSize: Self.scene)
        #expect(mapping.sceneToOutput == DrawTransform(scale: 0.9, offset: .zero))
        #expect(mapping.sceneRectInOutput == Rect(x: 0, y: 0, width: 1152, height: 720))
        #expect(mapping.scenePoint(fromWindow: Vector2(640, 360)).distance(to: Vector2(640, 400)) < 1e-9)
        #expect(mapping.scenePoint(fromNormalized: 0.5, 0.5).distance(to: Vector2(640, 400)) < 1e-9)
    }

    @Test("HiDPI (1280×720 points, 2560×1440 pixels): the same fit at twice the pixels")
    func hiDPI() {
        let mapping = ViewportMapping(windowSize: PixelSize(width: 1280, height: 720), outputSize: PixelSize(width: 2560, height: 1440),
                                      sceneSize: Self.scene)
        #expect(mapping.sceneToOutput == DrawTransform(scale: 1.8, offset: Vector2(128, 0)))
        #expect(mapping.scale == 0.9 && mapping.offset == Vector2(64, 0))
        #expect(mapping.scenePoint(fromWindow: Vector2(64, 0)) == Vector2(0, 0))
    }

    @Test("the viewport is measured, not told: refresh follows the window and keeps the last good sizes through a zero size")
    func viewportRefresh() {
        var sizes = (window: PixelSize(width: 1152, height: 720), output: PixelSize(width: 1152, height: 720))
        let viewport = Viewport(sceneSize: Self.scene) { sizes }
        #expect(viewport.mapping.sceneToOutput == DrawTransform(scale: 0.9, offset: .zero))
        sizes = (PixelSize(width: 1280, height: 720), PixelSize(width: 1280, height: 720))
        #expect(viewport.mapping.outputSize == PixelSize(width: 1152, height: 720), "nothing changes until it is refreshed")
        #expect(viewport.refresh())
        #expect(viewport.mapping.sceneToOutput == DrawTransform(scale: 0.9, offset: Vector2(64, 0)))
        #expect(!viewport.refresh())
        sizes = (PixelSize(width: 0, height: 0), PixelSize(width: 0, height: 0))
        #expect(!viewport.refresh())
        #expect(viewport.mapping.windowSize == PixelSize(width: 1280, height: 720))
    }

    @Test("a fullscreen switch in the middle of a batch: the click after it maps through the new fit, the one before through the old")
    func resizeInTheMiddleOfABatch() {
        let sizes = FakeWindowSizes(window: PixelSize(width: 1152, height: 720), output: PixelSize(width: 1152, height: 720))
        let pump = SDLEventPump.forTest(scene: Self.scene, sizes: sizes)
        let before = pump.take(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 576, y: 360, ms: 0))
        _ = pump.take(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 576, y: 360, ms: 10))
        (sizes.window, sizes.output) = (PixelSize(width: 1280, height: 720), PixelSize(width: 1280, height: 720))
        #expect(pump.take(Make.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 1280, data2: 720, ms: 20))
                == [.windowResized(PixelSize(width: 1280, height: 720))])
        let after = pump.take(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 640, y: 360, ms: 30))
        #expect(before.pointers.map(\.position) == [Vector2(640, 400)])
        #expect(after.pointers.map(\.position) == [Vector2(640, 400)])
    }

    @Test("a resize measures the window once, in the pump, before the events after it; the translator never measures")
    func oneRefreshPerResize() {
        final class Measured { var count = 0; var sizes = (PixelSize(width: 1280, height: 800), PixelSize(width: 1280, height: 800)) }
        let measured = Measured()
        let viewport = Viewport(sceneSize: Self.scene) {
            measured.count += 1
            return measured.sizes
        }
        let environment = FakeEnvironment()
        let pump = SDLEventPump(translator: EventTranslator(viewport: viewport, clock: environment.clock, environment: environment),
                                environment: environment)
        #expect(measured.count == 1)  // made
        _ = pump.take(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 0))
        measured.sizes = (PixelSize(width: 640, height: 400), PixelSize(width: 640, height: 400))
        _ = pump.take(Make.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 640, data2: 400, ms: 10))
        let after = pump.take(Make.finger(SDL_FINGERMOTION, finger: 1, x: 0.25, y: 0.5, ms: 20)).pointers
        #expect(measured.count == 2)
        #expect(after.map(\.position) == [Vector2(320, 400)])
    }

    @Test("every source places its pointers through the viewport: normalised, window points and output pixels, with sizes")
    func placingEvents() {
        // A 1280×720 window (points) with a 2560×1440 output showing the 1280×800 scene: scale 0.9 points per scene
        // pixel, bands of 64 points left and right.
        let viewport = Viewport(fixed: ViewportMapping(windowSize: PixelSize(width: 1280, height: 720),
                                                       outputSize: PixelSize(width: 2560, height: 1440), sceneSize: Self.scene))
        func near(_ a: Vector2, _ b: Vector2) -> Bool { a.distance(to: b) < 1e-9 }
        let cursor = viewport.place(PointerEvent(.down, id: 1, x: 0.5, y: 0.5, time: 0, source: .tuio, contactSize: 0.0225), from: .normalized)
        #expect(near(cursor.position, Vector2(640, 400)) && abs(cursor.contactSize! - 32) < 1e-9 && cursor.source == .tuio)
        let mouse = viewport.place(PointerEvent(.down, id: 2, x: 64, y: 0, time: 0, source: .mouse), from: .windowPoints)
        #expect(near(mouse.position, Vector2(0, 0)))
        let recorded = viewport.place(PointerEvent(.move, id: 3, x: 2560 - 128, y: 1440, time: 0, contactSize: 36), from: .outputPixels)
        #expect(near(recorded.position, Vector2(1280, 800)) && abs(recorded.contactSize! - 20) < 1e-9)
        let broken = PointerEvent(.up, id: 3, x: .nan, y: 1, time: 0, contactSize: .infinity)
        let placed = viewport.place(broken, from: .outputPixels)
        #expect(placed.position.x.isNaN && placed.position.y == 1 && placed.contactSize == nil)
    }
}
