import CSDL2
import Testing
import TouchEngine
@testable import TouchSandboxSDL

@Suite("Event translator: fingers")
struct FingerTranslationTests {
    @Test("a finger at (0.5, 0.25) of a 1280×800 window lands on scene pixel (640, 200)")
    func normalisedToPixels() {
        let translator = EventTranslator.forTest()
        let events = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.25, ms: 1500, pressure: 0.75))
        #expect(events == [.pointer(PointerEvent(.down, id: 1, x: 640, y: 200, time: 1.5, pressure: 0.75, source: .touch))])
    }

    @Test("on a HiDPI screen (1280×800 points, 2560×1600 pixels) fingers still give scene pixels")
    func hiDPI() {
        let translator = EventTranslator.forTest(output: PixelSize(width: 2560, height: 1600))
        let events = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.25, ms: 0))
        #expect(events.pointers.map(\.position) == [Vector2(640, 200)])
        #expect(translator.mapping.sceneToOutput == DrawTransform(scale: 2, offset: .zero))
    }

    @Test("a 1280×800 scene in a 1920×1080 window is scaled 1.35 and letterboxed 96 points left and right")
    func letterbox() {
        let translator = EventTranslator.forTest(window: PixelSize(width: 1920, height: 1080),
                                                 scene: PixelSize(width: 1280, height: 800))
        #expect(translator.mapping.scale == 1.35)
        #expect(translator.mapping.offset == Vector2(96, 0))
        let centre = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 0)).pointers
        let corner = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 2, x: 0.05, y: 0, ms: 0)).pointers
        let bar = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 3, x: 0, y: 1, ms: 0)).pointers
        #expect(abs(centre[0].position.x - 640) < 1e-9 && abs(centre[0].position.y - 400) < 1e-9)
        #expect(abs(corner[0].position.x) < 1e-4 && corner[0].position.y == 0)  // 0.05 as a Float is not exact
        // In the left letterbox bar: outside the scene, passed on as it is for the engine to judge.
        #expect(abs(bar[0].position.x - (-96 / 1.35)) < 1e-9 && abs(bar[0].position.y - 800) < 1e-9)
    }

    @Test("a finger goes down, moves and lifts: down/move/up with one id and times from the timestamps")
    func fingerLifecycle() {
        let translator = EventTranslator.forTest()
        var events = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 42, x: 0.25, y: 0.5, ms: 100))
        events += translator.translate(Make.finger(SDL_FINGERMOTION, finger: 42, x: 0.5, y: 0.5, ms: 116))
        events += translator.translate(Make.finger(SDL_FINGERMOTION, finger: 42, x: 0.5, y: 0.5, ms: 120))  // unchanged
        events += translator.translate(Make.finger(SDL_FINGERUP, finger: 42, x: 0.5, y: 0.5, ms: 133, pressure: 0))
        #expect(events.pointers == [
            PointerEvent(.down, id: 1, x: 320, y: 400, time: 0.1),
            PointerEvent(.move, id: 1, x: 640, y: 400, time: 0.116),
            PointerEvent(.up, id: 1, x: 640, y: 400, time: 0.133, pressure: 0),
        ])
        #expect(translator.activePointerCount == 0)
    }

    @Test("ids are the smallest free positive integers, reused after a lift")
    func smallestFreeIDs() {
        let translator = EventTranslator.forTest()
        let a = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 900, x: 0.1, y: 0.1, ms: 0)).pointers[0].id
        let b = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 901, x: 0.2, y: 0.1, ms: 0)).pointers[0].id
        let c = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 902, x: 0.3, y: 0.1, ms: 0)).pointers[0].id
        _ = translator.translate(Make.finger(SDL_FINGERUP, finger: 900, x: 0.1, y: 0.1, ms: 10))
        let d = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 903, x: 0.4, y: 0.1, ms: 20)).pointers[0].id
        let e = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 8, finger: 900, x: 0.5, y: 0.1, ms: 20)).pointers[0].id
        #expect([a, b, c, d, e].map(\.rawValue) == [1, 2, 3, 1, 4])
    }

    @Test("a second down for a finger already down first lifts the old one")
    func duplicateDown() {
        let translator = EventTranslator.forTest()
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 5, x: 0.5, y: 0.5, ms: 0))
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 6, x: 0.75, y: 0.5, ms: 0))
        let events = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 5, x: 0.25, y: 0.25, ms: 50))
        #expect(events.pointers == [
            PointerEvent(.up, id: 1, x: 640, y: 400, time: 0.05, pressure: 0),
            PointerEvent(.down, id: 1, x: 320, y: 200, time: 0.05),
        ])
        #expect(translator.activePointerCount == 2)
    }

    @Test("motion and lift of a finger never seen going down produce nothing and are counted")
    func unknownFinger() {
        let translator = EventTranslator.forTest()
        #expect(translator.translate(Make.finger(SDL_FINGERMOTION, finger: 9, x: 0.5, y: 0.5, ms: 0)).isEmpty)
        #expect(translator.translate(Make.finger(SDL_FINGERUP, finger: 9, x: 0.5, y: 0.5, ms: 0)).isEmpty)
        #expect(translator.droppedEvents == 2)
        #expect(translator.counters.unknownPointerEvents == 2)
    }

    @Test("fingers on a touchpad (indirect device) are ignored and counted")
    func indirectIgnored() {
        let environment = FakeEnvironment()
        environment.types[TouchDeviceID(3)] = .indirectAbsolute
        environment.types[TouchDeviceID(4)] = .indirectRelative
        let translator = EventTranslator.forTest(environment: environment)
        #expect(translator.translate(Make.finger(SDL_FINGERDOWN, touch: 3, finger: 1, x: 0.5, y: 0.5, ms: 0)).isEmpty)
        #expect(translator.translate(Make.finger(SDL_FINGERMOTION, touch: 3, finger: 1, x: 0.6, y: 0.5, ms: 8)).isEmpty)
        #expect(translator.translate(Make.finger(SDL_FINGERDOWN, touch: 4, finger: 1, x: 0.5, y: 0.5, ms: 0)).isEmpty)
        #expect(translator.counters.indirectTouchEvents == 3)
        #expect(translator.droppedEvents == 3)
        #expect(translator.translate(Make.finger(SDL_FINGERDOWN, touch: 7, finger: 1, x: 0.5, y: 0.5, ms: 0)).count == 1)
    }

    @Test("a touch device that vanishes has its fingers cancelled and is reported removed")
    func deviceRemoved() {
        let environment = FakeEnvironment()
        environment.devices = [TouchDeviceID(7), TouchDeviceID(8)]
        let pump = SDLEventPump.forTest(environment: environment)
        let translator = pump.translator
        #expect(pump.pollDevices() == [.touchDeviceAdded(TouchDeviceID(7)), .touchDeviceAdded(TouchDeviceID(8))])
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 7, finger: 1, x: 0.5, y: 0.5, ms: 0))
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 8, finger: 1, x: 0.25, y: 0.5, ms: 0))
        environment.devices = [TouchDeviceID(8)]
        environment.now = 2000
        #expect(pump.pollDevices() == [
            .pointer(PointerEvent(.cancel, id: 1, x: 640, y: 400, time: 2)),
            .touchDeviceRemoved(TouchDeviceID(7)),
        ])
        #expect(translator.activePointerCount == 1)
        #expect(pump.pollDevices().isEmpty)
    }

    @Test("under Wayland (one SDL device for every panel of the seat) a panel unplugged with two fingers down: its event node vanishes, SDL's device stays, every finger is cancelled")
    func touchscreenNodeVanished() {
        let environment = FakeEnvironment()
        environment.devices = [TouchDeviceID(7)]
        environment.nodes = ["event4", "event5"]
        let pump = SDLEventPump.forTest(environment: environment)
        let translator = pump.translator
        #expect(pump.pollDevices() == [.touchDeviceAdded(TouchDeviceID(7))])
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 7, finger: 1, x: 0.5, y: 0.5, ms: 0))
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 7, finger: 2, x: 0.25, y: 0.5, ms: 0))
        environment.nodes = ["event5"]
        environment.now = 2000
        #expect(pump.pollDevices() == [
            .pointer(PointerEvent(.cancel, id: 1, x: 640, y: 400, time: 2)),
            .pointer(PointerEvent(.cancel, id: 2, x: 320, y: 400, time: 2)),
            .touchscreenUnplugged(node: "event4"),
        ])
        #expect(translator.activePointerCount == 0)
        // A node that comes back, or another that comes, cancels nothing.
        environment.nodes = ["event5", "event6"]
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, touch: 7, finger: 3, x: 0.5, y: 0.5, ms: 2100))
        #expect(pump.pollDevices().isEmpty)
        #expect(translator.activePointerCount == 1)
    }
}

@Suite("Event translator: mouse")
struct MouseTranslationTests {
    @Test("mouse events SDL synthesised from touches are dropped entirely")
    func synthesizedMouseDropped() {
        let translator = EventTranslator.forTest()
        let touchMouse = TS_SDL_TOUCH_MOUSEID
        #expect(translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 10, y: 10, ms: 0, which: touchMouse)).isEmpty)
        #expect(translator.translate(Make.mouseMotion(x: 20, y: 10, ms: 5, leftHeld: true, which: touchMouse)).isEmpty)
        #expect(translator.translate(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 20, y: 10, ms: 9, which: touchMouse)).isEmpty)
        #expect(translator.counters.synthesizedMouseEvents == 3)
        #expect(translator.activePointerCount == 0)
        #expect(translator.droppedEvents == 0)
    }

    @Test("a left drag gives down, move and up with source mouse")
    func leftDrag() {
        let translator = EventTranslator.forTest()
        var events = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 100, y: 120, ms: 1000))
        events += translator.translate(Make.mouseMotion(x: 130, y: 140, ms: 1016, leftHeld: true))
        events += translator.translate(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 130, y: 140, ms: 1032))
        #expect(events == [
            .pointer(PointerEvent(.down, id: 1, x: 100, y: 120, time: 1, source: .mouse)),
            .realMouseMoved,
            .pointer(PointerEvent(.move, id: 1, x: 130, y: 140, time: 1.016, source: .mouse)),
            .pointer(PointerEvent(.up, id: 1, x: 130, y: 140, time: 1.032, pressure: 0, source: .mouse)),
        ])
    }

    @Test("moving the mouse with no button held only reports a real mouse movement")
    func hoverIsNotAPointer() {
        let translator = EventTranslator.forTest()
        #expect(translator.translate(Make.mouseMotion(x: 50, y: 60, ms: 0)) == [.realMouseMoved])
        #expect(translator.mousePosition == Vector2(50, 60))
    }

    @Test("a right click pins a finger; a right click within 20 px of it removes it")
    func rightClickPinsAndRemoves() {
        let translator = EventTranslator.forTest()
        let pin = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 400, y: 300, ms: 100))
        _ = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 400, y: 300, ms: 150))
        #expect(pin == [.pointer(PointerEvent(.down, id: 1, x: 400, y: 300, time: 0.1, source: .mouse))])
        #expect(translator.pinnedFingers == [.init(id: PointerID(1), position: Vector2(400, 300))])

        // A left drag next to the pin is a second pointer: together they pinch.
        let drag = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 500, y: 300, ms: 200))
        #expect(drag.pointers.map(\.id.rawValue) == [2])
        _ = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 520, y: 300, ms: 300))

        // 25 px away: a second pin. 12 px away from the first: removes the first.
        let second = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 425, y: 300, ms: 400))
        #expect(second.pointers == [PointerEvent(.down, id: 2, x: 425, y: 300, time: 0.4, source: .mouse)])
        let removal = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 404, y: 311, ms: 500))
        #expect(removal == [.pointer(PointerEvent(.up, id: 1, x: 400, y: 300, time: 0.5, pressure: 0, source: .mouse))])
        #expect(translator.pinnedFingers.map(\.id.rawValue) == [2])
    }

    @Test("the wheel zooms at the cursor, rotates with Shift, and a flipped wheel is turned back")
    func wheel() {
        let environment = FakeEnvironment()
        let translator = EventTranslator.forTest(environment: environment)
        #expect(translator.translate(Make.wheel(y: 2, atX: 300, 200, ms: 0)) == [.wheel(at: Vector2(300, 200), steps: 2, rotate: false)])
        #expect(translator.translate(Make.wheel(y: 1, atX: 300, 200, ms: 0, flipped: true))
                == [.wheel(at: Vector2(300, 200), steps: -1, rotate: false)])
        environment.heldModifiers = [.shift]
        #expect(translator.translate(Make.wheel(y: -1, atX: 10, 20, ms: 0)) == [.wheel(at: Vector2(10, 20), steps: -1, rotate: true)])
    }

    @Test("mouse positions go through the letterbox mapping too")
    func mouseLetterboxed() {
        let translator = EventTranslator.forTest(window: PixelSize(width: 1600, height: 800),
                                                 scene: PixelSize(width: 800, height: 800))
        let events = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 800, y: 400, ms: 0))
        #expect(events.pointers.map(\.position) == [Vector2(400, 400)])
    }
}

@Suite("Event translator: window and keys")
struct WindowTranslationTests {
    @Test("losing focus cancels every active pointer (fingers, mouse button, pinned fingers), then reports it")
    func focusLossCancelsAll() {
        let translator = EventTranslator.forTest()
        _ = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 100, y: 100, ms: 0))
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 0))
        _ = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 200, y: 100, ms: 0))
        _ = translator.translate(Make.mouseMotion(x: 210, y: 100, ms: 10, leftHeld: true))
        let events = translator.translate(Make.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 250))
        #expect(events == [
            .pointer(PointerEvent(.cancel, id: 1, x: 100, y: 100, time: 0.25, source: .mouse)),
            .pointer(PointerEvent(.cancel, id: 2, x: 640, y: 400, time: 0.25, source: .touch)),
            .pointer(PointerEvent(.cancel, id: 3, x: 210, y: 100, time: 0.25, source: .mouse)),
            .focusLost,
        ])
        #expect(translator.activePointerCount == 0)
        #expect(translator.pinnedFingers.isEmpty)
        // The lift that follows the lost focus is for a pointer already gone.
        #expect(translator.translate(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 210, y: 100, ms: 300)).isEmpty)
    }

    @Test("a resize read by the pump updates the mapping, keeping the HiDPI pixel ratio")
    func resize() {
        let sizes = FakeWindowSizes(window: PixelSize(width: 1280, height: 800), output: PixelSize(width: 2560, height: 1600))
        let pump = SDLEventPump.forTest(scene: PixelSize(width: 1280, height: 800), sizes: sizes)
        let translator = pump.translator
        (sizes.window, sizes.output) = (PixelSize(width: 640, height: 400), PixelSize(width: 1280, height: 800))
        let events = pump.take(Make.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 640, data2: 400, ms: 0))
        #expect(events == [.windowResized(PixelSize(width: 640, height: 400))])
        #expect(translator.mapping.outputSize == PixelSize(width: 1280, height: 800))
        #expect(translator.mapping.scale == 0.5)
        let finger = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.25, ms: 0)).pointers
        #expect(finger.map(\.position) == [Vector2(640, 200)])
    }

    @Test("keys the app uses come through with modifiers; others are ignored")
    func keys() {
        let translator = EventTranslator.forTest()
        #expect(translator.translate(Make.key(SDLK_ESCAPE)) == [.key(KeyPress(.escape))])
        #expect(translator.translate(Make.key(SDLK_r, mod: KMOD_LCTRL)) == [.key(KeyPress(.r, modifiers: .control))])
        #expect(translator.translate(Make.key(SDLK_f, mod: KMOD_RSHIFT)) == [.key(KeyPress(.f, modifiers: .shift))])
        #expect(translator.translate(Make.key(SDLK_z)).isEmpty)
    }

    @Test("quitting is reported")
    func quit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(EventTranslator.forTest().translate(event) == [.quit])
    }
}

@Suite("Event times over weeks")
struct EventTimeWrapTests {
    @Test("SDL's 32-bit event stamps wrap after 49.7 days; times keep growing past the wrap")
    func stampsUnwrap() {
        let environment = FakeEnvironment()
        let translator = EventTranslator.forTest(environment: environment)
        let wrap: UInt64 = 1 << 32
        environment.now = wrap + 5_000  // 49.7 days and 5 s after SDL started
        let events = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 4_000))
        #expect(events.pointers.first?.time == Double(wrap + 4_000) / 1000)
        environment.now = wrap - 1_000  // just before the wrap, a stamp from 1 s earlier
        #expect(translator.clock.seconds(fromStamp: UInt32(wrap - 2_000)) == Double(wrap - 2_000) / 1000)
        #expect(translator.clock.now() == Double(wrap - 1_000) / 1000)
    }
}
