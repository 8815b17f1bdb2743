import Logging
import TouchScreenTesting
import TouchSandboxSDL

/// The `PanelGeometry` of a live session: the touch device SDL sees (the one a finger last came from, else the only
/// direct one), its resolution and slots read from its evdev node, spread over the display the window is on (touch
/// devices map onto a whole output). Whatever cannot be had is left unknown and said once in the log: the figures
/// then stay in pixels. Once the evdev node is found, the panel is named as the kernel names it (what udev rules,
/// xinput and sway match on): under Wayland SDL names every touchscreen of the seat "wayland_touch".
enum LivePanelGeometry {
    /// The same, with the panel's size given on the command line (`--panel-size`) taking the place of the device's
    /// resolution: the panel covers the display the window is on.
    static func find(display: PlaybackDisplay, panelSize: PanelSize?, logger: Logger) -> PanelGeometry {
        var geometry = find(display: display, logger: logger)
        guard let panelSize else { return geometry }
        guard let screen = Display.bounds(of: display.window) else {
            logger.notice("--panel-size \(panelSize): the display's size is unknown, figures in pixels")
            return geometry
        }
        let canvasScale = Double(display.window.size.width) / Double(max(1, display.canvasSize.width))
        geometry.millimetresPerPixel = PanelGeometry.Scale(x: panelSize.width / Double(screen.width) * canvasScale,
                                                           y: panelSize.height / Double(screen.height) * canvasScale)
        logger.info("panel \(panelSize) (--panel-size) over a \(screen) display")
        return geometry
    }

    static func find(display: PlaybackDisplay, logger: Logger) -> PanelGeometry {
        let direct = TouchDeviceInfo.all().filter { $0.type == .direct }
        let device = display.input.lastTouchDevice.flatMap { id in direct.first { $0.id == id } }
            ?? (direct.count == 1 ? direct[0] : nil)
        guard let device else {
            logger.notice(direct.isEmpty ? "no touchscreen: resolution unknown, figures in pixels"
                                         : "\(direct.count) touchscreens and none touched yet: resolution unknown, figures in pixels")
            return PanelGeometry()
        }
        let panel: EvdevPanel
        switch EvdevPanelReader.find(named: device.name) {
        case .success(let found):
            panel = found.panel
            if !found.matchedByName { logger.notice("\(panel.path) (\(panel.name)) is the only touchscreen; taken for \(device.name)") }
        case .failure(let error):
            logger.notice("\(device.name): resolution unknown, figures in pixels (\(error))")
            return PanelGeometry(name: device.name)
        }
        let slots = panel.slots.map { PanelGeometry.Axis(minimum: $0.minimum, maximum: $0.maximum, unitsPerMillimetre: 0) }
        let declared = slots.flatMap(PanelGeometry.contacts(slots:))
        let x = PanelGeometry.Axis(minimum: panel.x.minimum, maximum: panel.x.maximum, unitsPerMillimetre: panel.x.resolution)
        let y = PanelGeometry.Axis(minimum: panel.y.minimum, maximum: panel.y.maximum, unitsPerMillimetre: panel.y.resolution)
        guard let width = x.millimetres, let height = y.millimetres, let screen = Display.bounds(of: display.window) else {
            logger.notice("\(panel.name) (\(panel.path)) gives no resolution: figures in pixels")
            return PanelGeometry(name: panel.name, declaredContacts: declared)
        }
        let canvasScale = Double(display.window.size.width) / Double(max(1, display.canvasSize.width))
        let geometry = PanelGeometry(name: panel.name, panelWidth: width, panelHeight: height, displayWidth: Double(screen.width),
                                     displayHeight: Double(screen.height), canvasScale: canvasScale, declaredContacts: declared)
        logger.info("\(panel.name) (\(panel.path)): panel \(width) × \(height) mm over a \(screen) display")
        return geometry
    }
}
