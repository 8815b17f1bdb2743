import Foundation
import TouchFiles

/// Checks, before a session starts, that the files the user asked for (`--state`, `--screenshot`, `--report DIR`)
/// can be written at its end, so a typo in a folder name costs a second, not a whole session (exit 2, naming the
/// path and why).
///
/// What is checked is what `OutputFile` will do: a new or regular file is replaced through a temporary file beside
/// it, so its folder must exist and take a new file (tried for real: a probe file is created and removed, which also
/// catches read-only file systems and permissions `access` does not see for root); a FIFO or a device is written
/// through, so it must be writable; a directory is refused. Symbolic links are followed.
enum OutputPreflight {
    /// Checks one output file; `role` names it in the message ("the state", "the screenshot").
    static func check(_ path: String, role: String) throws(InputFileError) {
        func fail(_ reason: String) -> InputFileError { InputFileError("cannot write \(role) to \(quoted(path)): \(reason)") }
        guard !path.isEmpty else { throw InputFileError("cannot write \(role): the path is empty") }
        let target = OutputFile.resolvedTarget(of: path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw fail("is a directory")
            case S_IFREG: if let problem = folderProblem(of: target) { throw fail(problem) }
            case S_IFSOCK: throw fail("is a socket")
            default: if access(target, W_OK) != 0 { throw fail(String(cString: strerror(errno))) }
            }
        } else if errno == ENOENT {
            if let problem = folderProblem(of: target) { throw fail(problem) }
        } else {
            throw fail(String(cString: strerror(errno)))
        }
    }

    /// Makes `--report DIR` (with its parents) when it does not exist, and checks each of `files` in it.
    static func prepareDirectory(_ directory: String, files: [(name: String, role: String)]) throws(InputFileError) {
        guard !directory.isEmpty else { throw InputFileError("cannot write the report: the directory path is empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputFileError("cannot use \(quoted(directory)) as the report directory: it is not a directory") }
        } else {
            if let failure = makeDirectories(directory) {
                let place = failure.folder == directory ? "" : "\(quoted(failure.folder)): "
                throw InputFileError("cannot create the report directory \(quoted(directory)): \(place)\(failure.reason)")
            }
        }
        for file in files {
            try check((directory as NSString).appendingPathComponent(file.name), role: file.role)
        }
    }

    /// Why no new file can be made beside `target`, or nil when one can.
    private static func folderProblem(of target: String) -> String? {
        let parent = FilePathParts.parent(of: target)
        let folder = parent.isEmpty ? "." : parent
        var info = stat()
        guard stat(folder, &info) == 0 else {
            return errno == ENOENT ? "the folder \(quoted(folder)) does not exist" : "the folder \(quoted(folder)): \(String(cString: strerror(errno)))"
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(quoted(folder)) is not a folder" }
        var template = Array((folder + "/.touch-sandbox-probe.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return "cannot create a file in the folder \(quoted(folder)) (\(String(cString: strerror(errno))))" }
        close(descriptor)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return nil
    }

    /// A path as messages show it: as given, or quoted with escapes when it has spaces, quotes or control
    /// characters (which must not reach the terminal raw).
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7f && $0 != "\"" && $0 != "'" && $0 != "\\" }
        return plain ? path : path.debugDescription
    }

    /// `mkdir -p`: nil when `directory` exists afterwards, else the folder that could not be made and why.
    private static func makeDirectories(_ directory: String) -> (folder: String, reason: String)? {
        var info = stat()
        if stat(directory, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : (directory, "not a directory")
        }
        let parent = FilePathParts.parent(of: directory)
        if !parent.isEmpty, parent != directory, let failure = makeDirectories(parent) { return failure }
        if mkdir(directory, 0o777) == 0 {
            // The new folder's entry reaches the disk too, so the reports renamed into it survive a hard reset.
            _ = AtomicFileWriter.syncFolder(parent.isEmpty ? "." : parent)
            return nil
        }
        if errno == EEXIST { return nil }
        return (directory, String(cString: strerror(errno)))
    }
}
