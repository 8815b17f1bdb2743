/// Reads a `libinput record` file (version 1) line by line: the top of the file and each device's description go to
/// Yams (`LibinputRecordHeader`), and the events of the device replayed are parsed here as they are read, so a
/// recording of any length is played in constant memory. (Yams builds a whole document tree in memory, which a
/// recording of millions of events cannot afford; the event lines have one fixed layout and need no YAML parser.)
///
/// The layout libinput writes:
/// ```
/// version: 1
/// ndevices: 2
/// libinput: …
/// system: …
/// devices:
///   - node: /dev/input/event3
///     evdev: …          # the device description
///     events:
///       - evdev:
///         - [  0,      0,   3,  57,     253] # EV_ABS / ABS_MT_TRACKING_ID  253
///         - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
///       - libinput:     # with --with-libinput: what libinput made of them, skipped
///         - {time: 0.000000, type: TOUCH_DOWN, …}
///   - node: /dev/input/event4
///     …
/// ```
///
/// Rules it keeps: the first device whose `absinfo` (or `codes`) has `ABS_MT_POSITION_X` is replayed; the events of
/// devices before it are read past, not parsed; a file without such a device, without `devices:`, or of another version is
/// refused. A device description that is not valid YAML is a skipped problem, and the search goes on. Event frames
/// other than `evdev` are skipped; a malformed event line is recorded and skipped.
final class LibinputEventSource: EvdevEventSource {
    /// Which device of the file is read.
    enum DeviceChoice: Equatable {
        /// The first that has `ABS_MT_POSITION_X`: the one replay plays.
        case firstMultiTouch
        /// The device at this place among the file's devices (0 first), whatever it reports.
        case block(Int)
    }

    let device: EvdevDeviceFacts
    let timesAreRelative = true
    private let lines: RecordingLineSource
    private let itemIndent: Int
    private var inEvdevFrame = false
    private var ended = false

    init(lines: RecordingLineSource, choice: DeviceChoice = .firstMultiTouch,
         problems: inout RecordingProblems) throws(RecordingError) {
        self.lines = lines
        try Self.readTop(lines)
        var skipped: [String] = []  // the first few devices passed over, named for the refusal
        var skippedCount = 0
        var blockIndex = -1
        while let start = Self.nextContentLine(lines) {
            let indent = Self.indentation(lines.buffer[start])
            guard lines.buffer[start].dropFirst(indent).first == UInt8(ascii: "-") else {
                if indent == 0 { break }  // a key after the devices: they are over
                problems.skipLine(lines.lineNumber, "expected a device (\"- node: …\")")
                continue
            }
            lines.unreadLine()
            let block = try Self.readDeviceBlock(lines, indent: indent)
            blockIndex += 1
            do throws(LocatedFault) {
                let parsed = try LibinputRecordHeader.device(of: block.text, firstLine: block.firstLine)
                if choice == .firstMultiTouch ? parsed.isTouchDevice : choice == .block(blockIndex) {
                    for fault in parsed.faults { problems.skipLine(fault.line ?? block.firstLine, "device description: \(fault.message)") }
                    device = parsed.facts
                    itemIndent = indent
                    ended = !block.eventsFollow
                    return
                }
                skippedCount += 1
                if skipped.count < RecordingLimits.keptMessages {
                    skipped.append(parsed.facts.name.map { RecordingExcerpt.quoted($0.utf8) } ?? "line \(block.firstLine)")
                }
            } catch {
                problems.skipLine(error.line.map { block.firstLine + $0 - 1 } ?? block.firstLine,
                                  "device description: \(error.message)")
                skippedCount += 1
                if skipped.count < RecordingLimits.keptMessages { skipped.append("line \(block.firstLine)") }
            }
            if block.eventsFollow { Self.skipEvents(lines, indent: indent) }
        }
        if case .block(let index) = choice {
            throw RecordingError(file: lines.name, message: "no readable device number \(index + 1) in this libinput recording")
        }
        throw RecordingError(
            file: lines.name,
            message: "no touch device in this libinput recording: none of its \(skippedCount) devices "
                + "(\(skipped.joined(separator: ", "))\(skippedCount > skipped.count ? ", …" : "")) has ABS_MT_POSITION_X")
    }

    func nextEvent(_ problems: inout RecordingProblems) -> EvdevEvent? {
        while !ended, let line = lines.nextLine() {
            guard case .text(let range) = line else {
                problems.reject(line: lines.lineNumber, "line longer than \(RecordingLimits.maximumLineLength) bytes",
                                unfinished: lines.lastLineUnterminated)
                continue
            }
            let indent = Self.indentation(lines.buffer[range])
            let content = range.lowerBound + indent..<range.upperBound
            if content.isEmpty || lines.buffer[content.lowerBound] == UInt8(ascii: "#") { continue }
            if indent <= itemIndent {
                ended = true  // the next device: its events are not replayed
                break
            }
            do throws(RecordingLineFault) {
                if let event = try event(in: content) { return event }
            } catch {
                problems.reject(line: lines.lineNumber, error.message, unfinished: lines.lastLineUnterminated)
            }
        }
        ended = true
        if let failure = lines.readFailure { problems.skipLine(failure.line, failure.message) }
        return nil
    }

    /// The event on an event line; nil for a frame line (`- evdev:`, `- libinput:`) or an entry of a skipped frame.
    private func event(in content: Range<Int>) throws(RecordingLineFault) -> EvdevEvent? {
        try lines.buffer.withUnsafeBufferPointer { (whole) throws(RecordingLineFault) -> EvdevEvent? in
            let bytes = UnsafeBufferPointer(rebasing: whole[content])
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: "-"), bytes[1] == 0x20 else {
                throw RecordingLineFault("expected a frame (\"- evdev:\") or an event, found " + RecordingExcerpt.quoted(bytes))
            }
            let item = bytes.dropFirst(2).drop { $0 == 0x20 }
            if item.first == UInt8(ascii: "[") {
                guard inEvdevFrame else { return nil }
                return try LibinputEventLine.parse(bytes)
            }
            if item.first == UInt8(ascii: "{") {
                guard inEvdevFrame else { return nil }
                throw RecordingLineFault(LibinputEventLine.usage + ", found " + RecordingExcerpt.quoted(bytes))
            }
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else {
                throw RecordingLineFault("expected a frame (\"- evdev:\") or an event, found " + RecordingExcerpt.quoted(bytes))
            }
            inEvdevFrame = item[..<colon].elementsEqual("evdev".utf8)
            return nil
        }
    }

    /// The places (0 first) of the file's devices that report positions (`ABS_MT_POSITION_X` or `ABS_X`), for
    /// `.block` choices. Throws, naming the line, when the top of the file or a device description cannot be read:
    /// a device left out silently would hide the very node that doubles the touches.
    static func positionedDevices(_ lines: RecordingLineSource) throws(RecordingError) -> [Int] {
        try readTop(lines)
        var found: [Int] = []
        var blockIndex = -1
        while let start = nextContentLine(lines) {
            let indent = indentation(lines.buffer[start])
            guard lines.buffer[start].dropFirst(indent).first == UInt8(ascii: "-") else {
                if indent == 0 { break }
                throw RecordingError(file: lines.name, line: lines.lineNumber, message: "expected a device (\"- node: …\")")
            }
            lines.unreadLine()
            let block = try readDeviceBlock(lines, indent: indent)
            blockIndex += 1
            do throws(LocatedFault) {
                if try LibinputRecordHeader.device(of: block.text, firstLine: block.firstLine).hasPositions { found.append(blockIndex) }
            } catch {
                throw RecordingError(file: lines.name, line: error.line.map { block.firstLine + $0 - 1 } ?? block.firstLine,
                                     message: "device description: \(error.message)")
            }
            if block.eventsFollow { skipEvents(lines, indent: indent) }
        }
        return found
    }

    // MARK: - Structure

    /// Reads the top of the file up to `devices:` and checks its version.
    private static func readTop(_ lines: RecordingLineSource) throws(RecordingError) {
        var text = ""
        while let line = lines.nextLine() {
            guard case .text(let range) = line, text.utf8.count < RecordingLimits.maximumDescriptionBytes else {
                throw RecordingError(file: lines.name, line: lines.lineNumber, message: "libinput record header too long")
            }
            let bytes = lines.buffer[range]
            if indentation(bytes) == 0, bytes.starts(with: "devices:".utf8) {
                let version: (value: Int?, written: String?)
                do throws(LocatedFault) { version = try LibinputRecordHeader.version(of: text) } catch {
                    throw RecordingError(file: lines.name, line: error.line, message: error.message)
                }
                guard version.value == 1 else {
                    throw RecordingError(
                        file: lines.name, line: 1,
                        message: "unsupported libinput record version \(version.written ?? "(none)") (this reader knows version 1)")
                }
                return
            }
            text += String(decoding: bytes, as: UTF8.self) + "\n"
        }
        throw RecordingError(file: lines.name, message: "not a libinput recording: no \"devices:\"")
    }

    /// One device's lines, from its `- node:` line up to its `events:` key (or the next device, or the end).
    private static func readDeviceBlock(
        _ lines: RecordingLineSource, indent: Int
    ) throws(RecordingError) -> (text: String, firstLine: Int, eventsFollow: Bool) {
        var text = ""
        let firstLine = lines.lineNumber + 1
        while let line = lines.nextLine() {
            guard case .text(let range) = line, text.utf8.count < RecordingLimits.maximumDescriptionBytes else {
                throw RecordingError(file: lines.name, line: firstLine,
                                     message: "device description longer than \(RecordingLimits.maximumDescriptionBytes) bytes")
            }
            let bytes = lines.buffer[range]
            let lineIndent = indentation(bytes)
            let content = bytes.dropFirst(lineIndent)
            let isContent = !content.isEmpty && content.first != UInt8(ascii: "#")
            if isContent && lines.lineNumber > firstLine && lineIndent <= indent {
                lines.unreadLine()
                return (text, firstLine, false)
            }
            if isContent && lineIndent == indent + 2 && content.starts(with: "events:".utf8) {
                let rest = content.dropFirst("events:".utf8.count).drop { $0 == 0x20 }
                return (text, firstLine, rest.isEmpty || rest.first == UInt8(ascii: "#"))
            }
            text += String(decoding: bytes.dropFirst(min(indent, lineIndent)), as: UTF8.self) + "\n"
        }
        return (text, firstLine, false)
    }

    /// Skips the events of a device that is not replayed, up to the next device.
    private static func skipEvents(_ lines: RecordingLineSource, indent: Int) {
        while let line = lines.nextLine() {
            guard case .text(let range) = line else { continue }
            let bytes = lines.buffer[range]
            let lineIndent = indentation(bytes)
            let content = bytes.dropFirst(lineIndent)
            if !content.isEmpty && content.first != UInt8(ascii: "#") && lineIndent <= indent {
                lines.unreadLine()
                return
            }
        }
    }

    /// The next line that is neither blank nor a comment.
    private static func nextContentLine(_ lines: RecordingLineSource) -> Range<Int>? {
        while let line = lines.nextLine() {
            guard case .text(let range) = line else { continue }
            let content = lines.buffer[range].dropFirst(indentation(lines.buffer[range]))
            if !content.isEmpty && content.first != UInt8(ascii: "#") { return range }
        }
        return nil
    }

    private static func indentation(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.prefix { $0 == 0x20 }.count
    }
}
