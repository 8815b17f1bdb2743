import Foundation

/// Hands out the lines of a recording one at a time, reading the file in chunks, so a reader never needs the whole
/// file in memory. Also serves bytes already in memory (tests, fuzzing) through the same path.
///
/// Rules it keeps:
/// - Only regular files are read: a FIFO, a device such as /dev/zero or a directory is refused when opened (the
///   open itself never blocks), so replaying one can neither hang nor grow memory.
/// - A line is a byte range of `buffer`, valid until the next call to `nextLine()`; it excludes the newline and a
///   trailing carriage return. A UTF-8 byte order mark at the start of the file is skipped.
/// - A line longer than `RecordingLimits.maximumLineLength` is drained chunk by chunk and reported as `.tooLong`,
///   so reading goes on with the next line.
/// - A read error ends the lines; it is kept in `readFailure` for the reader to report.
final class RecordingLineSource {
    enum Line {
        case text(Range<Int>)
        /// A line over the length limit, already skipped.
        case tooLong
    }

    private enum Origin {
        case file(String)
        case bytes([UInt8])
    }

    let name: String
    private let origin: Origin
    private(set) var buffer: [UInt8]
    /// The 1-based number of the line last returned.
    private(set) var lineNumber = 0
    /// Whether the line last returned ended at the end of the file without a newline.
    private(set) var lastLineUnterminated = false
    private(set) var readFailure: RecordingError?
    private var cursor = 0
    private var lastLineStart = 0
    private var scanned = 0
    private var descriptor: Int32 = -1
    private var atEnd: Bool
    /// What one `read(2)` fills before it is appended to `buffer` (allocated once, on the first read).
    private var chunk: [UInt8] = []

    /// Opens a regular file for reading; refuses anything else, naming the file and what it is.
    init(path: String) throws(RecordingError) {
        name = path
        origin = .file(path)
        buffer = []
        atEnd = false
        descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            throw RecordingError(file: path, message: "cannot open (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        if fstat(descriptor, &status) != 0 {
            throw RecordingError(file: path, message: "cannot read (\(String(cString: strerror(errno))))")
        }
        if let kind = Self.nonRegularKind(status.st_mode) {
            throw RecordingError(file: path, message: "not a regular file (\(kind)); a recording must be a file on disk")
        }
        buffer.reserveCapacity(RecordingLimits.chunkSize * 2)
    }

    init(bytes: [UInt8], name: String) {
        self.name = name
        origin = .bytes(bytes)
        buffer = bytes
        atEnd = true
    }

    deinit {
        if descriptor >= 0 { _ = Foundation.close(descriptor) }
    }

    /// A new source over the same file (opened again) or bytes, at the first line.
    func reopened() throws(RecordingError) -> RecordingLineSource {
        switch origin {
        case .file(let path): try RecordingLineSource(path: path)
        case .bytes(let bytes): RecordingLineSource(bytes: bytes, name: name)
        }
    }

    /// The next line, or nil at the end of the file (or after a read error, see `readFailure`).
    func nextLine() -> Line? {
        while true {
            if let newline = findNewline() {
                return .text(take(upTo: newline, next: newline + 1, unterminated: false))
            }
            if atEnd {
                guard cursor < buffer.count else { return nil }
                return .text(take(upTo: buffer.count, next: buffer.count, unterminated: true))
            }
            if buffer.count - cursor > RecordingLimits.maximumLineLength { return drainLongLine() }
            scanned = buffer.count
            refill()
        }
    }

    /// Steps back one line, so the line `nextLine()` just returned comes again. Only right after `nextLine()`
    /// returned a `.text` line.
    func unreadLine() {
        cursor = lastLineStart
        scanned = cursor
        lineNumber -= 1
    }

    private func findNewline() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard scanned < bytes.count,
                  let found = memchr(bytes.baseAddress! + scanned, 0x0A, bytes.count - scanned) else { return nil }
            return UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
        }
    }

    private func take(upTo end: Int, next: Int, unterminated: Bool) -> Range<Int> {
        var start = cursor
        var stop = end
        if lineNumber == 0 && stop - start >= 3 && buffer[start] == 0xEF && buffer[start + 1] == 0xBB
            && buffer[start + 2] == 0xBF {
            start += 3
        }
        if stop > start && buffer[stop - 1] == 0x0D { stop -= 1 }
        lastLineStart = cursor
        cursor = next
        scanned = next
        lineNumber += 1
        lastLineUnterminated = unterminated
        return start..<stop
    }

    /// Throws away the rest of an over-long line, one chunk at a time.
    private func drainLongLine() -> Line {
        lineNumber += 1
        lastLineUnterminated = false
        while true {
            buffer.removeAll(keepingCapacity: true)
            cursor = 0
            scanned = 0
            lastLineStart = 0
            if atEnd {
                lastLineUnterminated = true
                return .tooLong
            }
            refill()
            if let newline = findNewline() {
                cursor = newline + 1
                scanned = cursor
                lastLineStart = cursor
                return .tooLong
            }
        }
    }

    private func refill() {
        if cursor > 0 {
            buffer.removeSubrange(0..<cursor)
            scanned -= cursor
            lastLineStart = 0
            cursor = 0
        }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: RecordingLimits.chunkSize) }
        var readCount = -1
        var failure: Int32 = 0
        chunk.withUnsafeMutableBufferPointer { bytes in
            repeat {
                readCount = Foundation.read(descriptor, bytes.baseAddress!, bytes.count)
            } while readCount < 0 && errno == EINTR
            if readCount < 0 { failure = errno }
        }
        if readCount > 0 { buffer.append(contentsOf: chunk[0..<readCount]) }
        if readCount < 0 {
            readFailure = RecordingError(
                file: name, line: lineNumber + 1, message: "cannot read (\(String(cString: strerror(failure))))")
        }
        if readCount <= 0 {
            atEnd = true
            _ = Foundation.close(descriptor)
            descriptor = -1
        }
    }

    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
