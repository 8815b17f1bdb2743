import Foundation
import Logging
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

/// `--strict` stops: its message says so instead of saying the sprite was left out.
@Suite struct StrictSceneTests {
    @Test func strictSaysItStopsInsteadOfLeavingOut() throws {
        let folder = try TemporaryDirectory()
        var sprites = TestScene.fiveSprites
        sprites[1].image = "no-such-flower"
        let scene = try TestScene.write(sprites, in: folder)
        var message = ""
        do {
            _ = try SceneLoader.load(path: scene, strict: true, logger: Logger(label: "test"))
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("cannot be shown:") && message.hasSuffix("; --strict stops rather than leave a sprite out"), "\(message)")
        #expect(!message.contains("left out:"))
        let lenient = try SceneLoader.load(path: scene, strict: false, logger: Logger(label: "test"))
        #expect(lenient.problems.first?.contains("left out:") == true)
    }
}
