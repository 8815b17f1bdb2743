import Foundation
import TouchEngine
import TouchFiles

/// Writes a format 1 recording (JSON Lines): the header, then one line a pointer event.
///
/// Every line goes to the operating system as soon as it is written (one `write(2)` a line, no user-space
/// buffer), so a crash of the app leaves a valid prefix of the recording on disk. For a crash of the whole machine
/// (a hard reset, a power cut) the file is also flushed to the disk (`fsync`) at most `syncInterval` after a line
/// was written, when the next line comes or when the session calls `syncIfDue` (it does on every turn of its
/// loop, at least once a second), and when it is closed; the file's folder is flushed once it is created. So a hard
/// reset loses at most the last `syncInterval` of lines, and what is left reads up to its last complete line.
///
/// Numbers are written in Swift's shortest round-trip form (`0.016`, `415.0`, `1e-05`), so reading a recording
/// back gives bit-identical events and a replay reaches the same state. JSON has no NaN or infinity: an event
/// carrying one is not written (the engine rejects it anyway) and is counted in `skippedNonFiniteEvents`.
///
/// ```swift
/// let writer = try RecordingWriter(path: "session.jsonl", width: 1280, height: 800)
/// try writer.write(PointerEvent(.down, id: 1, x: 412, y: 300.5, time: 0))
/// writer.close()
/// ```
public final class RecordingWriter {
    public let path: String
    public private(set) var skippedNonFiniteEvents = 0
    private var descriptor: Int32
    /// Seconds a written line may wait before it is flushed to the disk. Each flush is one `fsync` of a file that
    /// grew by a few kB: about a millisecond on an SSD, up to tens on an SD card, at most once a second, so the
    /// recorder never costs a kiosk more than a few percent of a second of disk time per second of touches.
    public static let syncInterval: Duration = .seconds(1)
    private let clock = ContinuousClock()
    private var lastSync: ContinuousClock.Instant
    private var hasUnsyncedLines = false
    /// Only a regular file is flushed to the disk: a FIFO or a terminal (`--record /dev/stdout`) has no disk.
    private var isRegularFile = false

    /// Creates (or truncates) the file at `path` and writes the header line.
    public init(path: String, width: Int, height: Int) throws(RecordingError) {
        self.path = path
        descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            throw RecordingError(file: path, message: "cannot create the recording (\(String(cString: strerror(errno))))")
        }
        lastSync = clock.now
        var info = stat()
        isRegularFile = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        try writeLine(Self.headerLine(width: width, height: height))
        guard isRegularFile else { return }
        // The new file's name and its header reach the disk now: after a hard reset the recording is there.
        try sync()
        let folder = FilePathParts.parent(of: path)
        _ = AtomicFileWriter.syncFolder(folder.isEmpty ? "." : folder)
    }

    deinit { close() }

    /// Appends one event line. Throws when the disk refuses the write (full, closed file).
    public func write(_ event: PointerEvent) throws(RecordingError) {
        guard let line = Self.line(for: event) else {
            skippedNonFiniteEvents += 1
            return
        }
        try writeLine(line)
    }

    /// Appends a wheel turn or a key (format 1 kinds `wheel` and `key`). Non-finite wheel values are skipped.
    public func write(_ input: ControlInput, at time: Double) throws(RecordingError) {
        guard let line = Self.line(for: input, at: time) else {
            skippedNonFiniteEvents += 1
            return
        }
        try writeLine(line)
    }

    /// `{"t":1.5,"kind":"wheel","x":400.0,"y":300.0,"steps":1.0,"rotate":false}`, `{"t":1.5,"kind":"key","key":"p"}`
    /// or `{"t":0.016,"kind":"stall","until":1.012}`.
    public static func line(for input: ControlInput, at time: Double) -> String? {
        guard time.isFinite else { return nil }
        switch input {
        case .wheel(let at, let steps, let rotate):
            guard at.isFinite, steps.isFinite else { return nil }
            return "{\"t\":\(time),\"kind\":\"wheel\",\"x\":\(at.x),\"y\":\(at.y),\"steps\":\(steps),\"rotate\":\(rotate)}"
        case .key(let key):
            return "{\"t\":\(time),\"kind\":\"key\",\"key\":\"\(key.rawValue)\"}"
        case .stall(let until):
            guard until.isFinite else { return nil }
            return "{\"t\":\(time),\"kind\":\"stall\",\"until\":\(until)}"
        }
    }

    /// Flushes the lines written so far to the disk when the last flush is `syncInterval` old or older. Throws
    /// when the disk refuses (a full disk may only tell at this point).
    public func syncIfDue() throws(RecordingError) {
        guard isRegularFile, hasUnsyncedLines, descriptor >= 0, clock.now - lastSync >= Self.syncInterval else { return }
        try sync()
    }

    private func sync() throws(RecordingError) {
        lastSync = clock.now
        hasUnsyncedLines = false
        if fsync(descriptor) != 0 {
            throw RecordingError(file: path, message: "cannot write the recording to the disk (\(String(cString: strerror(errno))))")
        }
    }

    /// Flushes and closes the file. Later writes throw. Calling it twice is harmless.
    public func close() {
        if descriptor >= 0 {
            if isRegularFile { _ = fsync(descriptor) }
            _ = Foundation.close(descriptor)
            descriptor = -1
        }
    }

    /// `{"format":"touch-sandbox-recording","version":1,"width":1280,"height":800}`
    public static func headerLine(width: Int, height: Int) -> String {
        "{\"format\":\"touch-sandbox-recording\",\"version\":1,\"width\":\(width),\"height\":\(height)}"
    }

    /// The event's line without its newline, fields in the documented order; nil when a number is not finite.
    public static func line(for event: PointerEvent) -> String? {
        let numbers = [event.time, event.position.x, event.position.y, event.pressure, event.contactSize ?? 0]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        var line = "{\"t\":\(event.time),\"kind\":\"\(event.phase.rawValue)\",\"id\":\(event.id.rawValue)"
        line += ",\"x\":\(event.position.x),\"y\":\(event.position.y),\"pressure\":\(event.pressure)"
        line += ",\"source\":\"\(event.source.rawValue)\""
        if let size = event.contactSize { line += ",\"size\":\(size)" }
        line += "}"
        return line
    }

    private func writeLine(_ text: String) throws(RecordingError) {
        guard descriptor >= 0 else { throw RecordingError(file: path, message: "the recording is already closed") }
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let failure = bytes.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor) }
        if failure != 0 {
            throw RecordingError(file: path, message: "cannot write the recording (\(String(cString: strerror(failure))))")
        }
        hasUnsyncedLines = true
        try syncIfDue()
    }
}
