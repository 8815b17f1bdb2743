import CSDL2
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// The pure decode: what an `SDL_Event` says, as a Swift value, with nothing mapped or counted.
@Suite("Decoding SDL events")
struct SDLEventDecodingTests {
    @Test("a finger keeps SDL's normalised position, device, finger and stamp")
    func finger() {
        let event = SDLEvent(Make.finger(SDL_FINGERMOTION, touch: 3, finger: 44, x: 0.25, y: 0.75, ms: 1234, pressure: 0.5))
        #expect(event == .finger(.init(phase: .motion, device: TouchDeviceID(3), finger: FingerID(44), x: 0.25, y: 0.75,
                                        pressure: 0.5, timestamp: 1234, isFromMouse: false)))
        #expect(event.timestamp == 1234)
    }

    @Test("mouse buttons by name, with window points; the copies SDL makes from touches are marked")
    func mouseButtons() {
        #expect(SDLEvent(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 40, y: 50, ms: 7))
                == .mouseButton(.init(button: .right, isPressed: true, x: 40, y: 50, timestamp: 7, isFromTouch: false)))
        #expect(SDLEvent(Make.mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_MIDDLE, x: 1, y: 2, ms: 8))
                == .mouseButton(.init(button: .middle, isPressed: false, x: 1, y: 2, timestamp: 8, isFromTouch: false)))
        #expect(SDLEvent(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 1, y: 2, ms: 9, which: TS_SDL_TOUCH_MOUSEID))
                == .mouseButton(.init(button: .left, isPressed: true, x: 1, y: 2, timestamp: 9, isFromTouch: true)))
    }

    @Test("a flipped (natural scrolling) wheel is turned back; window sizes and focus; keys the app uses")
    func wheelWindowKeys() {
        #expect(SDLEvent(Make.wheel(y: 2, atX: 30, 40, ms: 5, flipped: true))
                == .mouseWheel(.init(steps: -2, x: 30, y: 40, timestamp: 5, isFromTouch: false)))
        #expect(SDLEvent(Make.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 1280, data2: 720, ms: 6))
                == .window(.init(change: .sizeChanged(PixelSize(width: 1280, height: 720)), timestamp: 6)))
        #expect(SDLEvent(Make.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 6)) == .window(.init(change: .focusLost, timestamp: 6)))
        #expect(SDLEvent(Make.key(SDLK_F11, mod: KMOD_LSHIFT, ms: 3))
                == .key(.init(key: .f11, modifiers: .shift, isRepeat: false, timestamp: 3)))
        #expect(SDLEvent(Make.key(SDLK_z)) == .key(.init(key: nil, modifiers: [], isRepeat: false, timestamp: 0)))
        var user = SDL_Event()
        user.type = SDL_USEREVENT.rawValue
        #expect(SDLEvent(user) == .ignored)
    }
}

/// Pointer ids handed out in one place for every source of a live window.
@Suite("Pointer ids shared by the sources of a window")
struct SharedPointerIDTests {
    @Test("a TUIO cursor landing while a finger and a pin are down gets id 3, the next finger after it lifts gets 3 again, and losing focus cancels the window's pointers but not TUIO's")
    func tuioAndSDLShareIDs() {
        let translator = EventTranslator.forTest()
        let touches = translator.touches
        func tuio(_ event: PointerEvent) -> [PointerEvent] {
            touches.normalize(event, key: SessionTouchStream.key(.tuio, contact: Int64(event.id.rawValue))).events
        }
        _ = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 0))
        _ = translator.translate(Make.mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 100, y: 100, ms: 0))
        // The receiver numbers its own cursors from 1000.
        let down = tuio(PointerEvent(.down, id: 1000, x: 10, y: 10, time: 0.1, source: .tuio))
        let move = tuio(PointerEvent(.move, id: 1000, x: 20, y: 10, time: 0.2, source: .tuio))
        #expect(down.map(\.id) == [PointerID(3)] && move.map(\.id) == [PointerID(3)])
        #expect(tuio(PointerEvent(.move, id: 1001, x: 20, y: 10, time: 0.2, source: .tuio)).isEmpty, "never went down")
        #expect(tuio(PointerEvent(.up, id: 1000, x: 20, y: 10, time: 0.3, source: .tuio)).map(\.id) == [PointerID(3)])
        let next = translator.translate(Make.finger(SDL_FINGERDOWN, finger: 2, x: 0.25, y: 0.5, ms: 400)).pointers
        #expect(next.map(\.id) == [PointerID(3)])
        #expect(touches.contacts.count == 3 && touches.counts.unknownMoves == 1)
        // Losing focus cancels the window's own pointers; a TUIO cursor down then stays down.
        _ = tuio(PointerEvent(.down, id: 1002, x: 30, y: 10, time: 0.5, source: .tuio))
        let cancelled = translator.translate(Make.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 600)).pointers
        #expect(cancelled.map(\.id) == [PointerID(1), PointerID(2), PointerID(3)])
        #expect(touches.contacts.map(\.id) == [PointerID(4)] && touches.contacts[0].source == .tuio)
    }
}
