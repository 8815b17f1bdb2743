import ArgumentParser
import Logging
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// `replay FILE --calibrate --report DIR`: the recording's taps answer the five calibration targets, in the
/// recording's own window size, and DIR/calibration.json is written exactly as the live `calibrate` writes it.
extension ReplayCommand {
    func validateCalibration() throws {
        guard calibrate else {
            if calibrationFix.outputName != nil { throw ValidationError("--output needs --calibrate") }
            if calibrationFix.write != nil { throw ValidationError("--write needs --calibrate") }
            if calibrationFix.verify { throw ValidationError("--verify needs --calibrate") }
            if calibrationFix.current != nil { throw ValidationError("--current needs --calibrate") }
            return
        }
        if testScreen { throw ValidationError("--calibrate and --test-screen cannot be combined") }
        if report == nil { throw ValidationError("--calibrate needs --report DIR (where calibration.json goes)") }
        if sceneOptions.scene != nil { throw ValidationError("--scene cannot be used with --calibrate (the calibration has no scene)") }
        if kioskConfig != nil { throw ValidationError("--kiosk-config cannot be used with --calibrate") }
        if overlay.noOverlay { throw ValidationError("--no-overlay cannot be used with --calibrate") }
        if sceneOptions.strict { throw ValidationError("--strict cannot be used with --calibrate (there are no images to load)") }
        if sceneOptions.gestures != nil { throw ValidationError("--gestures cannot be used with --calibrate (the calibration recognises no gestures)") }
    }

    func runCalibration(pace: PlaybackDriver.Pace, display: PlaybackDisplay.Options, logger: Logger) throws {
        // Format 1 recordings are calibrated in their own window size; evemu and libinput recordings are scaled to
        // --window (1280×800 when omitted).
        let size = windowOption.window ?? WindowSize(width: 1280, height: 800)
        let recording = try RecordingPlayback(path: file, device: device, windowWidth: size.width, windowHeight: size.height, logger: logger)
        var geometry = PanelGeometry(recording: recording.info)
        if let warning = try panelSizeOption.check(pixelWidth: recording.info.width, pixelHeight: recording.info.height, pixels: "the recording's") {
            logger.warning("\(warning)")
        }
        if let panelSize = panelSizeOption.panelSize {
            geometry.millimetresPerPixel = panelSize.scale(pixelWidth: Double(recording.info.width), pixelHeight: Double(recording.info.height))
        }
        // A recording does not say what matrix was in force while it was made: only --current can.
        let current = try calibrationFix.loadCurrent() ?? .none("a replay: --current FILE names the matrix in force when it was recorded")
        let mode = CalibrationMode(area: PixelSize(width: recording.info.width, height: recording.info.height),
                                   geometry: geometry, current: current, input: file,
                                   output: calibrationFix.outputName,
                                   writer: try CalibrationWriter(directory: report, snippetDirectory: calibrationFix.write, verify: calibrationFix.verify),
                                   state: StateWriter(path: output.state), logger: logger)
        try recording.play(logger: logger) {
            try Playback.run(mode, display: display, pace: pace, recording: recording, network: network.settings,
                             screenshot: output.screenshot, logger: logger)
        }
    }
}
