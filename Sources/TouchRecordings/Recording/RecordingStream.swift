import TouchEngine

/// A recording read as it is played: events come out one at a time, in file order, as their lines are read, so
/// memory does not grow with the recording's length.
///
/// Rules every stream keeps:
/// - `next()` never throws: a malformed line is recorded in `problems` (file, line, what is wrong), skipped, and
///   reading goes on with the next line. A file refused as a whole is refused when it is opened
///   (`RecordingFile.open`), never half-way.
/// - Ids handed out are safe for arithmetic: format 1 ids have a magnitude below 2^53 (`RecordingLimits`); evemu
///   and libinput touches get the smallest positive id free.
/// - `problems` is complete once `next()` has returned nil.
///
/// ```swift
/// let stream: any RecordingStream = try RecordingFile.open(path: "panel.events", device: nil,
///                                                           windowWidth: 1280, windowHeight: 800)
/// while let input = stream.next() {
///     if case .pointer(let event) = input { engine.handle(event) }
/// }
/// for problem in stream.problems.skippedLines { print(problem) }   // panel.events:17: bad event code "00zz" …
/// ```
public protocol RecordingStream: AnyObject {
    var info: RecordingInfo { get }
    /// The next input, nil at the end of the recording.
    func next() -> RecordedInput?
    var problems: RecordingProblems { get }
    /// Scales the positions of the events not read yet into a `width` × `height` window (at least 1 × 1), and
    /// makes `info` say so. A device recording (evemu, libinput) covers the whole window, so a replay gives it the
    /// window's real size once it is open, as SDL normalises a live finger to the window; format 1 positions are
    /// already the app's own and do not change.
    func scalePositions(toWidth width: Int, height: Int)
}

extension RecordingStream {
    public func scalePositions(toWidth width: Int, height: Int) {}
}

/// One input of a recording, in file order.
public enum RecordedInput: Equatable, Sendable {
    case pointer(PointerEvent)
    /// A wheel turn or a key (format 1 kinds `wheel` and `key`).
    case control(RecordedControl)
}

/// What is known about a recording once its header (and its device description) is read.
public struct RecordingInfo: Equatable, Sendable {
    /// The path as the caller gave it.
    public var file: String
    public var format: RecordingFormat
    /// The window the positions are in: format 1's header, or the window evemu and libinput positions are scaled to.
    public var width: Int
    public var height: Int
    /// The touch device an evemu or libinput recording comes from; nil for format 1.
    public var device: TouchDeviceDescription?
    /// Seconds on the recording's own clock at which event times count from: the first event's time for evemu
    /// (stamped by the kernel, or from the start of `evemu-record`), 0 for libinput record (whose devices share one
    /// clock from the start of the recording) and format 1. Adding it lines up recordings made at the same time.
    public var timeOrigin: Double

    public init(file: String, format: RecordingFormat, width: Int, height: Int, device: TouchDeviceDescription? = nil,
                timeOrigin: Double = 0) {
        self.file = file
        self.format = format
        self.width = width
        self.height = height
        self.device = device
        self.timeOrigin = timeOrigin
    }

    /// Millimetres on the device per window pixel, across and down, when the device's resolution is known.
    /// Consistent with the scaling of positions: an axis of `min...max` at `r` units/mm spans
    /// `(max - min + 1) / r` mm over the window's size.
    public var millimetresPerPixel: (x: Double, y: Double)? {
        guard let x = device?.x?.millimetresPerUnit, let y = device?.y?.millimetresPerUnit,
              let xSpan = device?.x?.span, let ySpan = device?.y?.span, width > 0, height > 0 else { return nil }
        return (x * xSpan / Double(width), y * ySpan / Double(height))
    }
}
