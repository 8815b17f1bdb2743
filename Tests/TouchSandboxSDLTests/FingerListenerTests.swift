import CSDL2
import Foundation
import Testing
import TouchEngine
import TouchScreenTesting
@testable import TouchSandboxSDL

extension HeadlessSDLTests {
    @Test("devices --listen: finger events of two SDL touch devices are kept per device, the mouse's made-up fingers left out; two nodes sending the same taps are judged duplicated")
    func fingerListenerGroupsByDevice() {
        var listener = FingerListener()
        // Device 11 taps three places; device 12 repeats each tap 2 ms later (a panel's second node).
        for (index, place) in [(Float(0.2), Float(0.3)), (0.7, 0.6), (0.5, 0.9)].enumerated() {
            let start = UInt32(1000 + index * 400)
            for (touch, lag) in [(Int64(11), UInt32(0)), (12, 2)] {
                _ = listener.take(SDLEvent(Make.finger(SDL_FINGERDOWN, touch: touch, finger: 1, x: place.0, y: place.1, ms: start + lag)))
                _ = listener.take(SDLEvent(Make.finger(SDL_FINGERMOTION, touch: touch, finger: 1, x: place.0 + 0.001, y: place.1, ms: start + lag + 40)))
                _ = listener.take(SDLEvent(Make.finger(SDL_FINGERUP, touch: touch, finger: 1, x: place.0 + 0.001, y: place.1, ms: start + lag + 90)))
            }
        }
        _ = listener.take(SDLEvent(Make.finger(SDL_FINGERDOWN, touch: TS_SDL_MOUSE_TOUCHID, finger: 0, x: 0.5, y: 0.5, ms: 3000)))
        #expect(listener.events.keys.map(\.rawValue).sorted() == [11, 12])
        #expect(listener.events[TouchDeviceID(11)]?.first == PointerEvent(.down, id: 1, x: Double(Float(0.2)), y: Double(Float(0.3)), time: 1))
        let devices = [Int64(11), 12].map { id in
            var collector = DeviceContactCollector()
            for event in listener.events[TouchDeviceID(id)] ?? [] { collector.add(event) }
            collector.finish()
            return ObservedTouchDevice(name: "Panel", source: "SDL touch device \(id)", sdlTouchID: id, contacts: collector.contacts)
        }
        let health = DeviceHealthAnalyzer().analyze(devices, idle: false)
        #expect(health.map(\.verdict) == [.duplicated, .duplicated])
        #expect(health.map(\.turnOff) == [false, true])
        // Both are named "Panel" and SDL gives no ids: the rule says it matches both.
        #expect(health[1].rule?.note?.hasPrefix("this rule also matches Panel") == true)
    }

    @Test("devices --listen: fingers pushed through SDL's queue are heard until the deadline; a quit ends the listen at once")
    func fingerListenerReadsSDLsQueue() throws {
        let fixture = try Fixture()
        _ = fixture
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
            var event = Make.finger(type, touch: 21, finger: 3, x: 0.25, y: 0.75, ms: 0)
            #expect(SDL_PushEvent(&event) == 1)
        }
        var listener = FingerListener()
        listener.listen(untilTicks: FingerListener.ticks + 150)
        #expect(listener.events[TouchDeviceID(21)]?.map(\.phase) == [.down, .up])
        #expect(listener.stopped == false)

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(SDL_PushEvent(&quit) == 1)
        let started = FingerListener.ticks
        var stopping = FingerListener()
        stopping.listen(untilTicks: started + 60_000)
        #expect(stopping.stopped == true)
        #expect(FingerListener.ticks - started < 10_000)
    }
}
