import Foundation
import TouchEngine
import TouchFiles

/// Writes a file the user named on the command line (`--state`, a report) the way they would expect:
///
/// - a regular file (or a name that does not exist yet) is replaced atomically: the bytes go to a temporary file
///   beside it, which is synced and renamed over it, so a reader never sees half a file; an existing file keeps
///   its permissions;
/// - a symbolic link is followed: its target is written, the link stays a link;
/// - a FIFO is written through without ever hanging the session's end (`FIFOOutput`);
/// - anything else (a terminal, /dev/stdout, a device) is written through, never replaced by a file;
/// - a directory, a missing folder or a failed write is an `OutputFileError` naming the path and the cause.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws(OutputFileError) {
        let target = resolvedTarget(of: path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: try replaceAtomically(target, with: data, mode: info.st_mode & 0o7777, named: path)
            case S_IFDIR: throw OutputFileError(path: path, reason: "is a directory")
            case S_IFIFO: try FIFOOutput.write(data, to: target, named: path)
            default: try writeThrough(target, data, named: path)
            }
        } else if errno == ENOENT {
            try replaceAtomically(target, with: data, mode: nil, named: path)
        } else {
            throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The file a path finally names: symbolic links followed, also a link whose target does not exist yet.
    static func resolvedTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : (FilePathParts.parent(of: current) as NSString).appendingPathComponent(destination)
        }
        return current
    }

    private static func replaceAtomically(_ target: String, with data: Data, mode: mode_t?, named path: String) throws(OutputFileError) {
        let folder = FilePathParts.parent(of: target)
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + FilePathParts.lastComponent(of: target) + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: String(cString: strerror(errno))) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: OutputFileError?
        do {
            try writeAll(data, to: descriptor, named: path)
            fchmod(descriptor, mode ?? (0o644 & ~currentUmask()))
            if fsync(descriptor) != 0 { failure = OutputFileError(path: path, reason: String(cString: strerror(errno))) }
        } catch {
            failure = error
        }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = OutputFileError(path: path, reason: String(cString: strerror(errno))) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func writeThrough(_ target: String, _ data: Data, named path: String) throws(OutputFileError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, named: path)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, named path: String) throws(OutputFileError) {
        let failure = data.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor) }
        if failure != 0 { throw OutputFileError(path: path, reason: String(cString: strerror(failure))) }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}

/// A file the user asked for that could not be written: exit code 1.
struct OutputFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
