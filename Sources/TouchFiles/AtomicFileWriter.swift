import Foundation

/// Writes a whole file so that a crash, a full disk or a hard reset at any moment leaves either the old file or
/// the new one, whole: never a torn, truncated or empty one. Every file the app writes in one piece (the state, the
/// reports, the calibration files, screenshots, the gestures file, the kiosk's health file) goes through here.
///
/// How, for a regular file or a name that does not exist yet:
/// 1. the bytes go to a temporary file in the same folder (`.NAME.XXXXXX`, so the rename cannot cross filesystems);
/// 2. the temporary file is given its permissions and flushed to the disk (`fsync`);
/// 3. it is renamed over the target (atomic: a reader sees the old file or the new one);
/// 4. the folder is flushed (`fsync` of the directory), so the rename itself survives a power cut.
/// When any step fails, the temporary file is removed and the old file is untouched. The only thing a hard reset
/// in the middle can leave behind is a stray temporary file beside the target, never a damaged target.
///
/// Rules it keeps:
/// - Permissions: a file that existed keeps its mode (and, where the process may, its owner and group); a new file
///   is 0644 less the process's umask (0644 under the usual umask 022).
/// - A symbolic link is followed: the file it points to is replaced (in that file's folder), and the link stays a
///   link to it. A dangling link creates its target. So a kiosk's `--state /var/lib/kiosk/state.json` that an
///   administrator made a link into another volume keeps working, and the link is never turned into a file.
/// - What cannot be renamed over (a FIFO, a terminal, `/dev/stdout`, any device) is written straight through,
///   never replaced by a regular file. (The app writes FIFOs its own way, without blocking: `FIFOOutput`.)
/// - A directory, a missing folder or any failed step is a `FileWriteError` naming the path and the system's
///   reason.
///
/// ```swift
/// try AtomicFileWriter().write(Data("{}\n".utf8), to: "state.json")
/// ```
public struct AtomicFileWriter: Sendable {
    /// What a path names once symbolic links are followed.
    public enum TargetKind: Equatable, Sendable {
        /// Nothing yet: the file is created.
        case missing
        /// A regular file, replaced atomically.
        case regular
        case directory
        /// A named pipe: written through, never replaced.
        case fifo
        /// A terminal, a device, a socket: written through, never replaced.
        case special
    }

    /// A failure to inject in tests: the write of the bytes stops with `errno` once `afterBytes` were written,
    /// as a disk filling up midway would.
    struct InjectedFailure: Sendable {
        var afterBytes: Int
        var errno: Int32
    }

    private let injectedFailure: InjectedFailure?

    public init() {
        injectedFailure = nil
    }

    init(failingAfter bytes: Int, errno: Int32) {
        injectedFailure = InjectedFailure(afterBytes: bytes, errno: errno)
    }

    // MARK: Writing

    /// Writes `data` as the whole content of `path` (see the type's rules).
    public func write(_ data: Data, to path: String) throws(FileWriteError) {
        let target = Self.resolvedTarget(of: path)
        switch try Self.kind(of: target, naming: path) {
        case .missing, .regular: try replace(target, with: data, naming: path)
        case .directory: throw FileWriteError(path: path, reason: "is a directory")
        case .fifo, .special: try writeThrough(target, data, naming: path)
        }
    }

    /// What `target` (a path with its links already followed) is; a path that cannot be examined (a folder that
    /// does not exist or cannot be searched) is an error naming `path`.
    public static func kind(of target: String, naming path: String) throws(FileWriteError) -> TargetKind {
        var info = stat()
        guard stat(target, &info) == 0 else {
            if errno == ENOENT { return .missing }
            throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        default: return .special
        }
    }

    /// The file a path finally names: symbolic links followed (at most 40, as the kernel does), also a link whose
    /// target does not exist yet.
    public static func resolvedTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : (FilePathParts.parent(of: current) as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// Steps 1-4 of the type's description. `target` is a regular file or does not exist.
    private func replace(_ target: String, with data: Data, naming path: String) throws(FileWriteError) {
        let folder = FilePathParts.parent(of: target).isEmpty ? "." : FilePathParts.parent(of: target)
        var template = Array((folder + "/." + FilePathParts.lastComponent(of: target) + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: Self.reason(errno)) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: FileWriteError?
        var existing = stat()
        let existed = stat(target, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        if let error = writeAll(data, to: descriptor) {
            failure = FileWriteError(path: path, reason: Self.reason(error))
        } else {
            if existed {
                fchmod(descriptor, existing.st_mode & 0o7777)
                // Keeps the owner when the process may (root rewriting a service's file); otherwise the new file is ours.
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            } else {
                fchmod(descriptor, 0o644 & ~Self.currentUmask())
            }
            if fsync(descriptor) != 0 { failure = FileWriteError(path: path, reason: Self.reason(errno)) }
        }
        if close(descriptor) != 0, failure == nil { failure = FileWriteError(path: path, reason: Self.reason(errno)) }
        if failure == nil, rename(temporary, target) != 0 { failure = FileWriteError(path: path, reason: Self.reason(errno)) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        if let error = Self.syncFolder(folder) { throw FileWriteError(path: path, reason: "written, but its folder could not be flushed to the disk: \(Self.reason(error))") }
    }

    /// Writes through what cannot be replaced (a FIFO, a terminal, a device).
    private func writeThrough(_ target: String, _ data: Data, naming path: String) throws(FileWriteError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: Self.reason(errno)) }
        defer { close(descriptor) }
        if let error = writeAll(data, to: descriptor) { throw FileWriteError(path: path, reason: Self.reason(error)) }
    }

    /// Nil when every byte was written, else the `errno` of the write that failed (or of the injected failure).
    private func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { bytes -> Int32? in
            var whole = bytes
            if let injectedFailure {
                whole = UnsafeRawBufferPointer(rebasing: bytes.prefix(injectedFailure.afterBytes))
            }
            let failure = DescriptorWrite.all(whole, to: descriptor)
            if failure != 0 { return failure }
            return injectedFailure?.errno
        }
    }

    /// Flushes a folder's entries (a rename in it, a file or folder made in it) to the disk; nil when done or when
    /// the filesystem cannot flush a folder (EINVAL: some virtual filesystems), else the `errno`.
    public static func syncFolder(_ folder: String) -> Int32? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == EACCES ? nil : errno }
        defer { close(descriptor) }
        guard fsync(descriptor) != 0 else { return nil }
        return errno == EINVAL || errno == EROFS ? nil : errno
    }

    private static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}

/// A file that could not be written: the path as the user gave it and the system's reason.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
