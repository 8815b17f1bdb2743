/// The folder and the last component of a path, as plain text. Foundation's `deletingLastPathComponent` and
/// `lastPathComponent` trap on a one-character relative path such as `s` (swift-corelibs-foundation on Linux), so
/// the output code uses these instead: `--state s`, `--screenshot p` and `--report r` are ordinary paths.
enum FilePathParts {
    /// The folder `path` is in: "" for a bare name, "/" at the root; trailing slashes are ignored.
    static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path` ("s" for "s", "b" for "a/b/"; "/" for the root).
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed.count > 1 else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func withoutTrailingSlashes(_ path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }
}
