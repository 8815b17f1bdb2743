import Foundation

/// Keeps a file `--write` is about to replace: an earlier regular file of the same name whose contents differ is
/// linked (or, where links cannot be made, copied) to `NAME.~N~`, the first number free, as `cp --backup=numbered`
/// names backups. A file with the same contents needs no backup. udev reads only `*.rules` and sway only the files it
/// includes, so a backup beside the new file is never read by the stack.
enum SnippetBackup {
    /// Whether `path` is a regular file whose contents are not `contents`.
    static func differs(_ path: String, from contents: Data) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return FileManager.default.contents(atPath: path) != contents
    }

    /// Keeps `path` when it differs from `contents`; returns the backup's path, or nil when none was needed.
    static func keep(_ path: String, unless contents: Data) throws(OutputFileError) -> String? {
        guard differs(path, from: contents) else { return nil }
        for number in 1...10_000 {
            let backup = "\(path).~\(number)~"
            if link(path, backup) == 0 { return backup }
            if errno == EEXIST { continue }
            // A file system without hard links (or a folder that refuses them): copy instead.
            guard !FileManager.default.fileExists(atPath: backup) else { continue }
            do {
                try FileManager.default.copyItem(atPath: path, toPath: backup)
                return backup
            } catch {
                throw OutputFileError(path: backup, reason: "cannot keep the earlier \(path) there: \(error.localizedDescription)")
            }
        }
        throw OutputFileError(path: path, reason: "exists, and backups ~1~ to ~10000~ all exist: nothing replaced")
    }
}
