import Foundation
import TouchSandboxApp

/// Writes a large generated text file line by line through a fixed buffer, so a generator never holds the file in
/// memory: the buffer goes to the file each time it passes `flushThreshold` bytes.
final class BufferedLineWriter {
    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Lines written so far.
    private(set) var lines = 0
    /// Bytes written so far, newlines included (whether or not still in the buffer).
    private(set) var bytesWritten = 0
    private static let flushThreshold = 1 << 20

    /// Creates (or truncates) the file at `path`.
    init(path: String) throws {
        self.path = path
        descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RuntimeFailure("cannot create \(path): \(String(cString: strerror(errno)))") }
        buffer.reserveCapacity(Self.flushThreshold + 4096)
    }

    deinit { _ = Foundation.close(descriptor) }

    /// Appends `text` and a newline.
    func write(_ text: String) throws {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(UInt8(ascii: "\n"))
        lines += 1
        bytesWritten += text.utf8.count + 1
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Writes what is buffered to the file.
    func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw RuntimeFailure("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
