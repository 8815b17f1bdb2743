import Logging
import TouchScreenTesting
import TouchSandboxSDL

/// The matrix libinput applies to the touchscreen of a live calibration: the device SDL sees (the one a finger last
/// came from, else the only direct one, as `LivePanelGeometry` picks it), its evdev node found by name, and udev's
/// `LIBINPUT_CALIBRATION_MATRIX` for that node (`UdevCalibrationReader`; the folder `TOUCH_SANDBOX_UDEV_DATA` when
/// set). Whatever cannot be had leaves the identity, with the reason, and is said once in the log.
enum LiveCurrentCalibration {
    static func find(display: PlaybackDisplay, logger: Logger) -> CurrentCalibration {
        let direct = TouchDeviceInfo.all().filter { $0.type == .direct }
        let device = display.translator.lastTouchDevice.flatMap { id in direct.first { $0.id == id } }
            ?? (direct.count == 1 ? direct[0] : nil)
        guard let device else {
            logger.notice("no touchscreen known: the calibration matrix in force cannot be read; none taken (--current FILE names one)")
            return .none("the touchscreen was not known, so udev's matrix of the device was not read")
        }
        switch EvdevPanelReader.find(named: device.name) {
        case .failure(let error):
            logger.notice("\(device.name): the calibration matrix in force cannot be read (\(error)); none taken (--current FILE names one)")
            return .none("the event node of \(device.name) was not found")
        case .success(let found):
            let (current, warning) = UdevCalibrationReader.current(forNode: found.panel.path, dataFolder: UdevCalibrationReader.dataFolder())
            if let warning { logger.warning("\(warning)") }
            logger.info("calibration matrix in force for \(device.name) (\(found.panel.path)): \(current.description)")
            return current
        }
    }
}
