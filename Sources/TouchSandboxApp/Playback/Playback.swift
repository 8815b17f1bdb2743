import Logging
import TouchEngine
import TouchSandboxSDL

/// Opens the display, runs the `PlaybackDriver`, and writes the mode's outputs however it ended: the one way
/// every command plays. The first failure is what the command reports (a failed output write is exit 1 too).
enum Playback {
    @discardableResult
    /// `network` says what the playback listens to and sends to (`--tuio`, `--tuio-send`).
    static func run(_ mode: PlaybackMode, display options: PlaybackDisplay.Options, pace: PlaybackDriver.Pace,
                    recording: RecordingPlayback? = nil, network: NetworkSettings = NetworkSettings(), screenshot: String?,
                    logger: Logger) throws -> PlaybackDriver.Ending {
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
            let driver = PlaybackDriver(display: opened, mode: mode, pace: pace, recording: recording, sources: sources,
                                        output: output, logger: logger)
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
