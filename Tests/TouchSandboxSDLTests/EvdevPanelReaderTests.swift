import Foundation
import Testing
@testable import TouchSandboxSDL
import TouchTestSupport

/// The live device's resolution comes from its evdev node; where that cannot be had, the reason is given and the
/// caller stays in pixels. (No /dev/input in the test machine: these cover the fallbacks; the ioctls themselves are
/// exercised on a node that is not an input device.)
@Suite("Evdev panel lookup: falls back with a reason")
struct EvdevPanelReaderTests {
    @Test("a folder that cannot be listed is named in the reason")
    func missingFolder() {
        guard case .failure(let error) = EvdevPanelReader.find(named: "Panel", in: "/no/such/input") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "/no/such/input cannot be listed")
    }

    @Test("nodes that are not input devices are examined and skipped; the reason counts them")
    func notInputDevices() throws {
        let scratch = try TemporaryDirectory("evdev")
        let folder = scratch.folderPath
        for name in ["event0", "event10", "mouse0"] { _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("x".utf8)) }
        guard case .failure(let error) = EvdevPanelReader.find(named: "ILITEK Multi-Touch", in: folder) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == #"no evdev node in \#(folder) is named "ILITEK Multi-Touch" (2 examined)"#)
    }

    @Test("EVIOCGNAME on a node that is not an input device fails with the system's reason")
    func ioctlOnDevNull() {
        guard case .failure(let error) = EvdevPanelReader.read(path: "/dev/null") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "/dev/null: \(String(cString: strerror(ENOTTY)))")
    }

    @Test("a huge radius (a contact size of 1e20) gives the most segments, never an Int conversion trap")
    func hugeRadius() {
        #expect(FeatheredMesh.segments(radius: 1e20, angle: 2 * .pi, minimum: 12) == 512)
        #expect(FeatheredMesh.segments(radius: .greatestFiniteMagnitude, angle: 2 * .pi, minimum: 12) == 512)
        #expect(FeatheredMesh.segments(radius: 10, angle: 2 * .pi, minimum: 12) >= 12)
    }
}
