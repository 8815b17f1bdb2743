import Logging
import TouchEngine
import TouchSandboxSDL

/// Opens the display, runs the `PlaybackDriver`, and writes the mode's outputs however it ended: the one way
/// every command plays. The first failure is what the command reports (a failed output write is exit 1 too).
/// `healthFile`: the kiosk's, written while a live session shows frames.
enum Playback {
    @discardableResult
    /// `network` says what the playback listens to and sends to (`--tuio`, `--tuio-send`).
    static func run(_ mode: PlaybackMode, display options: PlaybackDisplay.Options, pace: PlaybackDriver.Pace,
                    recording: RecordingPlayback? = nil, network: NetworkSettings = NetworkSettings(), screenshot: String?,
                    healthFile: HealthFile? = nil, logger: Logger) throws -> PlaybackDriver.Ending {
        var display: PlaybackDisplay?
        var ending = PlaybackDriver.Ending.finished
        var failure: Error?
        do {
            let opened = try PlaybackDisplay(canvasSize: mode.canvasSize, title: mode.title, options: options)
            display = opened
            let sources = try network.listen.map {
                [try TUIOInputSource(address: $0, silenceTimeout: network.silenceTimeout, display: opened, logger: logger)]
            } ?? []
            for source in sources { mode.showReception(source.status) }
            let output = try network.send.map { try TUIOOutput(destination: $0, version: network.sendVersion, logger: logger) }
            // A live session tells systemd (NOTIFY_SOCKET) and the health file that it shows frames.
            let heartbeat = pace == .live
                ? FrameHeartbeat(notifier: SystemdNotifier { logger.warning("\($0)") }, healthFile: healthFile, logger: logger) : nil
            let driver = PlaybackDriver(display: opened, mode: mode, pace: pace, recording: recording, sources: sources,
                                        output: output, heartbeat: heartbeat, logger: logger)
            ending = try driver.run(screenshot: screenshot)
        } catch {
            failure = error
        }
        do {
            try mode.writeOutputs(display: display)
        } catch {
            if failure == nil { failure = error } else { logger.error("\(error)") }
        }
        if let failure { throw failure }
        return ending
    }
}
