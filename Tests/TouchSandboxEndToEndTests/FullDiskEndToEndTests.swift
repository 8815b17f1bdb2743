import Foundation
import Testing
import TouchTestSupport

/// A disk that fills up while the app writes its outputs: the old files stay whole (the new bytes go to a
/// temporary file that is removed), the app exits 1 naming each file, and nothing is left behind. A real full
/// filesystem (a 1 MB tmpfs), not /dev/full: the atomic writer's temporary file must fail there.
@Suite("A full disk at the end of a session", .serialized,
       .enabled(if: canMountTmpfs(), "mounting a tmpfs needs root (and a system that lets root mount)"))
struct FullDiskEndToEndTests {
    @Test("--state and --screenshot on a full 1 MB tmpfs: exit 1 naming both, the old state and screenshot whole, no temporary file left")
    func fullDiskKeepsTheOldFiles() throws {
        let folder = try TemporaryDirectory("full-disk")
        let scene = try TestScene.writeFiveSprites(in: folder)
        let recording = try Format1Lines.dragRecording(in: folder)
        let disk = folder.path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let mounted = try runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk], environment: childEnvironment(), timeout: 10)
        try #require(mounted.status == 0, "\(mounted)")
        defer { _ = try? runProcess("/bin/umount", [disk], environment: childEnvironment(), timeout: 10) }

        let state = disk + "/state.json", shot = disk + "/shot.png"
        let oldState = Data("{\"old\": true}\n".utf8), oldShot = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        try oldState.write(to: URL(fileURLWithPath: state))
        try oldShot.write(to: URL(fileURLWithPath: shot))
        // Fill what is left: `cat` stops at "No space left on device".
        _ = try runProcess("/bin/sh", ["-c", "cat /dev/zero > \"$0\"/filler", disk], environment: childEnvironment(), timeout: 30)

        let full = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", state, "--screenshot", shot])
        #expect(full.status == 1, "\(full)")
        #expect(full.stderr.contains("touch-sandbox: cannot save the screenshot: cannot write \(shot): No space left on device"), "\(full.stderr)")
        #expect(full.stderr.contains("cannot write the state to \(state): No space left on device"), "\(full.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == oldState)
        #expect(try Data(contentsOf: URL(fileURLWithPath: shot)) == oldShot)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).sorted() == ["filler", "shot.png", "state.json"])

        // With room again, the same command replaces both.
        try FileManager.default.removeItem(atPath: disk + "/filler")
        let roomy = try runApp(["replay", recording, "--scene", scene, "--headless", "--fast", "--state", state, "--screenshot", shot])
        #expect(roomy.status == 0, "\(roomy)")
        #expect(try AppState.read(state).sprites.count == 5)
        #expect(try RGBAPixels.read(shot).width == 1280)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).sorted() == ["shot.png", "state.json"])
    }
}

/// Whether this process may mount a tmpfs (root, outside a container that forbids it): tried for real.
private func canMountTmpfs() -> Bool {
    guard getuid() == 0, let folder = try? TemporaryDirectory("mount-probe") else { return false }
    let probe = folder.path("probe")
    guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil,
          let mounted = try? runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], environment: childEnvironment(), timeout: 10),
          mounted.status == 0 else { return false }
    _ = try? runProcess("/bin/umount", [probe], environment: childEnvironment(), timeout: 10)
    return true
}
