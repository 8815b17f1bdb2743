import Foundation
import Testing
@testable import TouchFiles
import TouchTestSupport

/// The one writer of whole files: a failure at any point leaves the old file as it was, no temporary file is ever
/// left behind, permissions stay sensible, and links, FIFOs and folders are treated as documented.
@Suite("Writing whole files atomically", .serialized)
struct AtomicFileWriterTests {
    private func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    private static let oldState = Data(#"{"sprites": ["old"]}"#.utf8 + [0x0a])
    /// 200 kB, so a failure after 64 kB stops the write well inside it.
    private static let newState = Data((0..<200_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })

    @Test("a write that fails midway (the disk full after 64 kB) leaves the old file whole and no temporary file")
    func failureMidwayKeepsTheOldFile() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        let path = folder + "/state.json"
        try AtomicFileWriter().write(Self.oldState, to: path)
        #expect(throws: FileWriteError(path: path, reason: String(cString: strerror(ENOSPC)))) {
            try AtomicFileWriter(failingAfter: 65_536, errno: ENOSPC).write(Self.newState, to: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.oldState)
        #expect(try entries(folder) == ["state.json"])
    }

    @Test("a write that fails before any byte on a new name leaves nothing at all")
    func failureOnANewNameLeavesNothing() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        let path = folder + "/report.json"
        #expect(throws: FileWriteError(path: path, reason: String(cString: strerror(EIO)))) {
            try AtomicFileWriter(failingAfter: 0, errno: EIO).write(Self.newState, to: path)
        }
        #expect(try entries(folder) == [])
    }

    @Test("a successful write replaces the content, keeps an existing file's mode and leaves no temporary file")
    func successReplacesAndKeepsMode() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        let path = folder + "/calibration.json"
        try Self.oldState.write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        try AtomicFileWriter().write(Self.newState, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.newState)
        #expect(mode(path) == 0o600)
        #expect(try entries(folder) == ["calibration.json"])
    }

    @Test("a new file is 0644 under the usual umask 022")
    func newFileMode() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        let path = folder + "/shot.png"
        let previous = umask(0o022)
        defer { umask(previous) }
        try AtomicFileWriter().write(Self.newState, to: path)
        #expect(mode(path) == 0o644)
    }

    @Test("a symbolic link is followed: its target is replaced in its own folder and the link stays a link")
    func symbolicLinkIsFollowed() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        try FileManager.default.createDirectory(atPath: folder + "/volume", withIntermediateDirectories: true)
        try Self.oldState.write(to: URL(fileURLWithPath: folder + "/volume/state.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/state.json", withDestinationPath: "volume/state.json")
        try AtomicFileWriter().write(Self.newState, to: folder + "/state.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/state.json") == "volume/state.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/volume/state.json")) == Self.newState)
        #expect(try entries(folder + "/volume") == ["state.json"])
        // A dangling link makes its target.
        try FileManager.default.createSymbolicLink(atPath: folder + "/later.json", withDestinationPath: "volume/later.json")
        try AtomicFileWriter().write(Self.oldState, to: folder + "/later.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/volume/later.json")) == Self.oldState)
    }

    @Test("a directory, and a name in a missing folder, are errors naming the path")
    func folderProblems() throws {
        let scratch = try TemporaryDirectory("touchsandbox-atomic")
        let folder = scratch.folderPath
        #expect(throws: FileWriteError(path: folder, reason: "is a directory")) { try AtomicFileWriter().write(Self.oldState, to: folder) }
        let missing = folder + "/no/state.json"
        #expect(throws: FileWriteError(path: missing, reason: "No such file or directory")) {
            try AtomicFileWriter().write(Self.oldState, to: missing)
        }
    }

    @Test("a character device is written through, never replaced by a file")
    func deviceIsWrittenThrough() throws {
        try AtomicFileWriter().write(Self.newState, to: "/dev/null")
        var info = stat()
        stat("/dev/null", &info)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }
}
