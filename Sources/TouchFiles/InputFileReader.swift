#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole input file (scene, image, configuration) into memory without trusting it: only a regular file is
/// read (a FIFO, a device or a directory is refused without blocking: the file is opened non-blocking and checked
/// with `fstat` on the opened descriptor), and never more than a byte cap, so what was checked is what is used.
public enum InputFileReader {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(InputFileReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileReadError(path: path, reason: reason(forErrno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputFileReadError(path: path, reason: reason(forErrno: errno)) }
        if let kind = nonRegularKind(status.st_mode) { throw InputFileReadError(path: path, reason: kind) }
        guard Int64(status.st_size) <= Int64(limit) else { throw InputFileReadError(path: path, reason: tooLarge(limit)) }
        return try readAll(descriptor, path: path, limit: limit, expected: Int(status.st_size))
    }

    /// Reads to the end of the file, refusing it once it holds more than `limit` bytes (a file may grow
    /// after `fstat`, and files under /proc report size 0).
    private static func readAll(_ descriptor: Int32, path: String, limit: Int, expected: Int) throws(InputFileReadError) -> [UInt8] {
        // One byte past the cap tells a file of exactly `limit` bytes from a longer one.
        let ceiling = limit < Int.max ? max(limit, 0) + 1 : Int.max
        var bytes = [UInt8](repeating: 0, count: min(max(expected, 0) + 1, ceiling))
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw InputFileReadError(path: path, reason: tooLarge(limit)) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 65_536), ceiling - count)))
            }
            let got = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + count, raw.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputFileReadError(path: path, reason: reason(forErrno: errno))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw InputFileReadError(path: path, reason: tooLarge(limit)) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// "is not a regular file (a FIFO)" and the like; nil for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory"
        case S_IFIFO: "is not a regular file (a FIFO)"
        case S_IFCHR: "is not a regular file (a character device)"
        case S_IFBLK: "is not a regular file (a block device)"
        case S_IFSOCK: "is not a regular file (a socket)"
        default: "is not a regular file"
        }
    }

    /// "is larger than 32 MB" (MB meaning MiB, as the docs give the limits), or in bytes for a limit below a MB.
    static func tooLarge(_ limit: Int) -> String {
        limit >= 1 << 20 && limit % (1 << 20) == 0 ? "is larger than \(limit >> 20) MB" : "is larger than \(limit) bytes"
    }

    private static func reason(forErrno code: Int32) -> String {
        if code == ENOENT { return "no such file" }
        return String(cString: strerror(code))
    }
}

/// An input file that could not be read, with the file and the real cause ("is a directory", "no such file").
public struct InputFileReadError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
