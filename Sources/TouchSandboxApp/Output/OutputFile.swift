import Foundation
import TouchEngine
import TouchFiles

/// Writes a file the user named on the command line (`--state`, a report, a screenshot, the calibration) the way
/// they would expect, through the one shared writer (`AtomicFileWriter`, which says the rules): a regular file is
/// replaced atomically and flushed to the disk with its folder, so a crash or a hard reset leaves the old file or
/// the new one, never a torn one; a symbolic link is followed; a directory, a missing folder or a failed write is an
/// `OutputFileError` naming the path and the cause.
///
/// The one thing done here rather than there: a FIFO is written through without ever hanging the session's end
/// (`FIFOOutput`: opened without blocking, given up on a termination signal).
enum OutputFile {
    static func write(_ data: Data, to path: String) throws(OutputFileError) {
        let target = resolvedTarget(of: path)
        do throws(FileWriteError) {
            if try AtomicFileWriter.kind(of: target, naming: path) != .fifo {
                try AtomicFileWriter().write(data, to: path)
                return
            }
        } catch {
            throw OutputFileError(path: error.path, reason: error.reason)
        }
        try FIFOOutput.write(data, to: target, named: path)
    }

    /// The file a path finally names: symbolic links followed, also a link whose target does not exist yet.
    static func resolvedTarget(of path: String) -> String { AtomicFileWriter.resolvedTarget(of: path) }
}

/// A file the user asked for that could not be written: exit code 1.
struct OutputFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
