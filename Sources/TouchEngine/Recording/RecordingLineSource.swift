import Foundation

/// Hands out the lines of a recording one at a time, reading the file in large chunks, so a reader never needs
/// the whole file in memory. Also serves bytes already in memory (tests, fuzzing) through the same path.
///
/// A line is a byte range of `buffer`, valid until the next call to `nextLine()`; it excludes the newline and a
/// trailing carriage return. A UTF-8 byte order mark at the start of the file is skipped. Lines longer than
/// `maximumLineLength` are an error, so a foreign file without newlines cannot exhaust memory.
final class RecordingLineSource {
    static let chunkSize = 1 << 20
    static let maximumLineLength = 1 << 20

    let name: String
    private(set) var buffer: [UInt8]
    /// The 1-based number of the line last returned.
    private(set) var lineNumber = 0
    private var cursor = 0
    private var lastLineStart = 0
    private var scanned = 0
    private var descriptor: Int32 = -1
    private var atEnd: Bool

    init(path: String) throws(RecordingError) {
        name = path
        buffer = []
        atEnd = false
        descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            throw RecordingError(file: path, message: "cannot open (\(String(cString: strerror(errno))))")
        }
        buffer.reserveCapacity(Self.chunkSize * 2)
    }

    init(bytes: [UInt8], name: String) {
        self.name = name
        buffer = bytes
        atEnd = true
    }

    deinit {
        if descriptor >= 0 { _ = Foundation.close(descriptor) }
    }

    func error(_ message: String, line: Int? = nil) -> RecordingError {
        RecordingError(file: name, line: line ?? lineNumber, message: message)
    }

    /// The next line's byte range in `buffer`, or nil at the end of the file.
    func nextLine() throws(RecordingError) -> Range<Int>? {
        while true {
            let newline: Int? = buffer.withUnsafeBufferPointer { bytes in
                guard scanned < bytes.count,
                      let found = memchr(bytes.baseAddress! + scanned, 0x0A, bytes.count - scanned) else { return nil }
                return UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
            }
            if let newline {
                return take(upTo: newline, next: newline + 1)
            }
            if atEnd {
                guard cursor < buffer.count else { return nil }
                return take(upTo: buffer.count, next: buffer.count)
            }
            if buffer.count - cursor > Self.maximumLineLength {
                throw error("line longer than \(Self.maximumLineLength) bytes; not a touch recording?", line: lineNumber + 1)
            }
            scanned = buffer.count
            try refill()
        }
    }

    /// Steps back one line, so the line `nextLine()` just returned comes again. Only right after `nextLine()`.
    func unreadLine() {
        cursor = lastLineStart
        scanned = cursor
        lineNumber -= 1
    }

    private func take(upTo end: Int, next: Int) -> Range<Int> {
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
        return start..<stop
    }

    private func refill() throws(RecordingError) {
        if cursor > 0 {
            buffer.removeSubrange(0..<cursor)
            scanned -= cursor
            lastLineStart = 0
            cursor = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var readCount = -1
        var failure: Int32 = 0
        buffer.withUnsafeMutableBufferPointer { bytes in
            repeat {
                readCount = Foundation.read(descriptor, bytes.baseAddress! + oldCount, Self.chunkSize)
            } while readCount < 0 && errno == EINTR
            if readCount < 0 { failure = errno }
        }
        buffer.removeSubrange((oldCount + max(readCount, 0))...)
        if readCount < 0 {
            throw RecordingError(file: name, message: "cannot read (\(String(cString: strerror(failure))))")
        }
        if readCount == 0 {
            atEnd = true
            _ = Foundation.close(descriptor)
            descriptor = -1
        }
    }
}

extension RecordingLineSource {
    /// Whether the line holds only spaces and tabs.
    func isBlank(_ line: Range<Int>) -> Bool {
        buffer[line].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The format the first non-blank line announces, leaving that line to be read again.
    /// Refuses an empty file and a file that is neither a format 1 recording nor an evemu recording.
    func sniffFormat() throws(RecordingError) -> RecordingFormat {
        while let line = try nextLine() {
            if isBlank(line) { continue }
            let text = buffer[line].drop { $0 == 0x20 || $0 == 0x09 }
            unreadLine()
            if text.starts(with: "# EVEMU".utf8) { return .evemu }
            if text.first == UInt8(ascii: "{") { return .jsonLines }
            throw RecordingError(
                file: name,
                message: "not a touch recording: the first line is neither a touch-sandbox-recording header nor \"# EVEMU\"")
        }
        throw RecordingError(file: name, message: "empty file, not a touch recording")
    }
}
