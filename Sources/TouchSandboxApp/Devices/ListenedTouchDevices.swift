import TouchSandboxSDL
import TouchScreenTesting

/// Listens to the touch devices SDL sees for `devices --listen SECONDS`: a window covering the screen (touch events
/// come to a window) in a plain colour, SDL's finger events gathered per device, then each device's contacts.
enum ListenedTouchDevices {
    static func listen(seconds: Double, idle: Bool) throws -> [ObservedTouchDevice] {
        let system = try SDLStartup.start(headless: false, noDisplayAdvice: "touch devices are heard through the display server")
        let window: Window
        let renderer: Renderer
        do {
            window = try Window(system: system, title: "touch-sandbox devices", size: PixelSize(width: 1280, height: 800),
                                options: Window.Options(fullscreenDesktop: true))
            renderer = try Renderer(window: window)
        } catch {
            throw RuntimeFailure("cannot open the listening window: \(error)")
        }
        // Dark while nobody may touch (--idle), light blue while the user touches every part of the screen.
        renderer.clear(idle ? Color(r: 0, g: 0, b: 0) : Color(r: 40, g: 70, b: 110))
        renderer.present()
        let before = TouchDeviceInfo.all()
        var listener = FingerListener()
        listener.listen(untilTicks: FingerListener.ticks + UInt64(max(0, seconds * 1000)))
        var known: [TouchDeviceID: TouchDeviceInfo] = [:]
        for device in before + TouchDeviceInfo.all() { known[device.id] = device }
        let ids = Set(known.keys).union(listener.events.keys).sorted { $0.rawValue < $1.rawValue }
        return ids.map { id in
            var collector = DeviceContactCollector()
            for event in listener.events[id] ?? [] { collector.add(event) }
            collector.finish()
            let info = known[id]
            let kind = info.map { $0.type.isIndirect ? "indirect" : ($0.type == .direct ? "direct" : $0.type.rawValue) } ?? "unknown"
            return ObservedTouchDevice(name: info?.name, source: "SDL touch device \(id) (\(kind))", sdlTouchID: id.rawValue,
                                       contacts: collector.contacts, maximumSimultaneous: collector.maximumSimultaneous)
        }
    }
}
