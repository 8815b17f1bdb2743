import Foundation

/// A fresh folder for one test, removed when the value goes away: the one way every test target makes scratch space.
public final class TemporaryDirectory {
    public let url: URL

    /// Makes `<system temporary folder>/LABEL-UUID`; the label says in `ls /tmp` which test left a folder behind.
    public init(_ label: String = "touch-e2e") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder itself, as a path.
    public var folderPath: String { url.path }

    /// The path of `name` in the folder (which need not exist).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name` in the folder and returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let path = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
