import Logging
import TouchEngine
import TouchRecordings

/// `--record FILE`: writes every pointer event that reaches the engine to a format 1 recording, line by line.
final class RecordingFileRecorder: PointerRecorder {
    private let writer: RecordingWriter
    private var failed = false
    private let logger = AppLogging.logger("record")

    init(path: String, width: Int, height: Int) throws {
        do {
            writer = try RecordingWriter(path: path, width: width, height: height)
        } catch {
            throw InputFileError("cannot record: \(error)")
        }
    }

    func record(_ event: PointerEvent) {
        guard !failed else { return }
        do {
            try writer.write(event)
        } catch {
            failed = true
            logger.error("recording stopped: \(error)")
        }
    }

    func record(_ input: ControlInput, at time: Double) {
        guard !failed else { return }
        do {
            try writer.write(input, at: time)
        } catch {
            failed = true
            logger.error("recording stopped: \(error)")
        }
    }

    func syncIfDue() {
        guard !failed else { return }
        do {
            try writer.syncIfDue()
        } catch {
            failed = true
            logger.error("recording stopped: \(error)")
        }
    }

    func close() { writer.close() }
}
