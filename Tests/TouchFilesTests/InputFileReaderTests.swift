import Foundation
import Testing
import TouchFiles
import TouchTestSupport

@Suite("Reading input files safely")
struct InputFileReaderTests {
    @Test("a regular file is read whole, up to and including the byte cap")
    func readsRegularFile() throws {
        let scratch = try TemporaryDirectory("touchsandbox-input")
        let folder = scratch.folderPath
        let path = folder + "/scene.json"
        try Data((0..<200_000).map { UInt8($0 % 251) }).write(to: URL(fileURLWithPath: path))
        let bytes = try InputFileReader.read(path, limit: 200_000)
        #expect(bytes.count == 200_000 && bytes[199_999] == UInt8(199_999 % 251))
    }

    @Test("a file over the cap is refused with its size limit named")
    func refusesLargeFile() throws {
        let scratch = try TemporaryDirectory("touchsandbox-input")
        let folder = scratch.folderPath
        let path = folder + "/big.json"
        try Data(count: (2 << 20) + 1).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputFileReadError(path: path, reason: "is larger than 2 MB")) { try InputFileReader.read(path, limit: 2 << 20) }
        #expect(throws: InputFileReadError(path: path, reason: "is larger than 1000 bytes")) { try InputFileReader.read(path, limit: 1000) }
    }

    @Test("a directory, a FIFO, a character device and a missing file are each refused with the real cause, at once")
    func refusesWhatIsNotARegularFile() throws {
        let scratch = try TemporaryDirectory("touchsandbox-input")
        let folder = scratch.folderPath
        let fifo = folder + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(throws: InputFileReadError(path: fifo, reason: "is not a regular file (a FIFO)")) { try InputFileReader.read(fifo, limit: 100) }
        #expect(Date().timeIntervalSince(started) < 5, "opening a FIFO with no writer must not block")
        #expect(throws: InputFileReadError(path: folder, reason: "is a directory")) { try InputFileReader.read(folder, limit: 100) }
        #expect(throws: InputFileReadError(path: "/dev/zero", reason: "is not a regular file (a character device)")) {
            try InputFileReader.read("/dev/zero", limit: 100)
        }
        #expect(throws: InputFileReadError(path: folder + "/gone.json", reason: "no such file")) { try InputFileReader.read(folder + "/gone.json", limit: 100) }
    }

    @Test("text quoted in messages stops after 60 characters with an ellipsis")
    func excerpts() {
        #expect(TextExcerpt.quoted("left") == "\"left\"")
        #expect(TextExcerpt.shortened(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
        #expect(TextExcerpt.shortened(String(repeating: "é", count: 5_000_000)) == String(repeating: "é", count: 60) + "…")
    }
}
