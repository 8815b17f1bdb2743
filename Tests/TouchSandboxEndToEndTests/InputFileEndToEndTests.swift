import Foundation
import Testing
import TouchTestSupport

/// Scenes, images and configuration files that users (and attackers) hand the release binary: each is refused at
/// once with the file and the real cause named (exit 2), or used within the limits. None needs a display.
@Suite("Input files: directories, FIFOs, devices, huge images, huge values")
struct InputFileEndToEndTests {
    let recording = TestPaths.recording("tap-flower.jsonl")

    /// The last line the app wrote to stderr.
    private func lastLine(_ result: ProcessResult) -> String {
        result.stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    private func replay(_ folder: TemporaryDirectory, _ extra: [String]) throws -> ProcessResult {
        try runApp(["replay", recording, "--headless", "--fast", "--state", folder.path("state.json")] + extra, timeout: 30)
    }

    @Test("a scene that is a directory, a FIFO or /dev/zero exits 2 at once, naming the file and what it is")
    func sceneNotARegularFile() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.path("scene.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        for (scene, reason) in [(folder.url.path, "is a directory"), (fifo, "is not a regular file (a FIFO)"),
                                ("/dev/zero", "is not a regular file (a character device)")] {
            let result = try replay(folder, ["--scene", scene])
            #expect(result.status == 2 && !result.timedOut && !result.killedBySignal, "\(result)")
            #expect(result.stderr == "touch-sandbox: \(scene): \(reason)\n", "\(result)")
        }
    }

    @Test("a kiosk configuration that is a directory exits 2 saying so")
    func kioskConfigurationDirectory() throws {
        let folder = try TemporaryDirectory()
        let result = try replay(folder, ["--kiosk-config", folder.url.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "touch-sandbox: \(folder.url.path): is a directory\n", "\(result)")
    }

    @Test("a scene over 32 MB is refused unread; a 1 MB bad value is quoted as 60 characters and an ellipsis")
    func hugeSceneAndValue() throws {
        let folder = try TemporaryDirectory()
        let big = folder.path("big.json")
        try Data(count: (32 << 20) + 1).write(to: URL(fileURLWithPath: big))
        let tooBig = try replay(folder, ["--scene", big])
        #expect(tooBig.status == 2, "\(tooBig)")
        #expect(tooBig.stderr == "touch-sandbox: \(big): is larger than 32 MB\n")
        let value = String(repeating: "blue", count: 1 << 18)
        let scene = try folder.write("value.json", #"{"background": "\#(value)", "sprites": []}"#)
        let result = try replay(folder, ["--scene", scene])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr == "touch-sandbox: \(scene):1: background: expected a colour like \"#1e2430\", found \"\(String(value.prefix(60)))…\"\n")
    }

    /// The five-sprite scene with the flower's image replaced by `image`.
    private func sceneWithFlower(_ image: String, in folder: TemporaryDirectory) throws -> String {
        var sprites = TestScene.fiveSprites
        sprites[1].image = image
        return try TestScene.write(sprites, in: folder, imagePath: { $0 == image ? image : TestPaths.image($0) })
    }

    @Test("an image that is a FIFO is refused at once: with --strict exit 2 naming it, without it the sprite is left out")
    func imageFIFO() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.path("flower.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let scene = try sceneWithFlower(fifo, in: folder)
        let strict = try replay(folder, ["--scene", scene, "--strict"])
        #expect(strict.status == 2 && !strict.timedOut, "\(strict)")
        #expect(lastLine(strict) == "touch-sandbox: \(scene): sprite \"flower\" cannot be shown: cannot load image '\(fifo)': is not a regular file (a FIFO); --strict stops rather than leave a sprite out")
        let lenient = try replay(folder, ["--scene", scene])
        #expect(lenient.status == 0 && !lenient.timedOut, "\(lenient)")
        let state = try AppState.read(folder.path("state.json"))
        #expect(state.sprites.map(\.id) == ["cloud", "gem", "heart", "sun"])
    }

    @Test("a 20000×20000 PNG of 48 KB is refused from its header naming its size and the limit; exit 2 with --strict")
    func hugePNG() throws {
        let folder = try TemporaryDirectory()
        let png = folder.path("huge.png")
        try writeHugePNG(png, width: 20000, height: 20000)
        let scene = try sceneWithFlower(png, in: folder)
        let result = try replay(folder, ["--scene", scene, "--strict"])
        #expect(result.status == 2, "\(result)")
        #expect(lastLine(result) == "touch-sandbox: \(scene): sprite \"flower\" cannot be shown: cannot load image '\(png)': the image is 20000×20000 pixels, more than the limit of 8192 pixels on a side and 16777216 pixels in all; --strict stops rather than leave a sprite out")
    }

    @Test("the 45-byte GIF that crashed SDL_image's decoder (found by fuzzing) leaves its sprite out with a message; the replay goes on and writes its state")
    func gifThatCrashedSDLImage() throws {
        let folder = try TemporaryDirectory()
        let gif = folder.path("flower.gif")
        let bytes: [UInt8] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x06, 0x00, 0x04, 0x00, 0xF0, 0x00, 0x00, 0x00, 0x00, 0x00,
                              0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
                              0x06, 0x00, 0x04, 0x00, 0x00, 0x02, 0x04, 0x77, 0x84, 0x8F, 0xA9, 0x00, 0x3B]
        try Data(bytes).write(to: URL(fileURLWithPath: gif))
        let scene = try sceneWithFlower(gif, in: folder)
        let result = try replay(folder, ["--scene", scene])
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains("\(scene): sprite \"flower\" left out: cannot load image '\(gif)': not a valid GIF file (the image data is broken (Image is defective, decoding aborted))"), "\(result.stderr)")
        let state = try AppState.read(folder.path("state.json"))
        #expect(state.sprites.map(\.id) == ["cloud", "gem", "heart", "sun"])
    }

    @Test("a 100-byte SVG with a dash of 0.001 along a path a million units long (10⁹ dashes) is left out within the drawing budget, naming the file and the limit")
    func svgBeyondTheDrawingBudget() throws {
        let folder = try TemporaryDirectory()
        let svg = try folder.write("flower.svg", ##"<svg width="10" height="10"><path d="M0 0L1000000 0" stroke="#000" stroke-dasharray="0.001"/></svg>"##)
        let scene = try sceneWithFlower(svg, in: folder)
        let result = try replay(folder, ["--scene", scene])
        #expect(result.status == 0 && !result.timedOut && !result.killedBySignal, "\(result)")
        #expect(result.stderr.contains("\(scene): sprite \"flower\" left out: cannot load image '\(svg)': not a valid svg file (drawing it at 10×10 would take more than 2000000000 steps or 4000000 edges in one shape (its paths, strokes or dashes are too fine for its size); the limit keeps one file from stalling the sandbox)"), "\(result.stderr)")
        let state = try AppState.read(folder.path("state.json"))
        #expect(state.sprites.map(\.id) == ["cloud", "gem", "heart", "sun"])
    }

    @Test("a 120-byte SVG whose gradient's box is infinite (an ellipse of radius 1.3e19) is drawn, not a crash: nanosvg read a colour at index (int)NaN")
    func svgGradientOverAnInfiniteBox() throws {
        let folder = try TemporaryDirectory()
        let svg = try folder.write("flower.svg", ##"<svg width="64" height="48"nt><radialGradient id="r"><stop o><ellipse x="4" rx="20"ry="12666666666666666666" fill="url(r)"ty=g>"##)
        let scene = try sceneWithFlower(svg, in: folder)
        let result = try replay(folder, ["--scene", scene, "--strict"])
        #expect(result.status == 0 && !result.killedBySignal, "\(result)")
        let flower = try #require(try AppState.read(folder.path("state.json")).sprites.first { $0.id == "flower" })
        #expect(flower.width == 64 && flower.height == 48)
    }

    @Test("an SVG declaring 20000×20000 pixels is drawn at 4096×4096, within the limit, and the sprite takes that size")
    func hugeSVG() throws {
        let folder = try TemporaryDirectory()
        let svg = try folder.write("flower.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000"/></svg>"#)
        let scene = try sceneWithFlower(svg, in: folder)
        let result = try replay(folder, ["--scene", scene, "--strict"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("\(svg): the SVG declares 20000×20000 pixels; drawn at 4096×4096 to stay within the limit"), "\(result.stderr)")
        let flower = try #require(try AppState.read(folder.path("state.json")).sprites.first { $0.id == "flower" })
        #expect(flower.width == 4096 && flower.height == 4096)
    }

    @Test("a screenshot into a missing folder exits 2 before the replay starts, naming the file and the missing folder")
    func screenshotIntoMissingFolder() throws {
        let folder = try TemporaryDirectory()
        let shot = folder.path("missing/shot.png")
        let result = try replay(folder, ["--scene", try TestScene.writeFiveSprites(in: folder), "--screenshot", shot])
        #expect(result.status == 2, "\(result)")
        #expect(lastLine(result) == "touch-sandbox: cannot write the screenshot to \(shot): the folder \(folder.path("missing")) does not exist")
    }

    @Test("a scale below minScale is clamped to it when the scene loads, with a warning naming the file and the sprite")
    func scaleClampedOnLoad() throws {
        let folder = try TemporaryDirectory()
        let scene = try folder.write("scene.json", #"{"sprites": [{"id": "gem", "image": "\#(TestPaths.image("gem"))", "x": 300, "y": 300, "scale": 0.01}]}"#)
        let result = try replay(folder, ["--scene", scene])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(#"\#(scene): sprites[0] ("gem"): scale 0.01 is below minScale; using 0.1"#), "\(result.stderr)")
        #expect(try AppState.read(folder.path("state.json")).sprites.first?.scale == 0.1)
    }

    /// A valid 1-bit gray PNG of that size, all black, compressed row by row with Python's zlib (tens of KB).
    private func writeHugePNG(_ path: String, width: Int, height: Int) throws {
        let script = """
        import struct, sys, zlib
        path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        compressor = zlib.compressobj(9)
        row = bytes(1 + (width + 7) // 8)
        data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
        open(path, "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
                               + chunk(b"IDAT", data) + chunk(b"IEND", b""))
        """
        let result = try runProcess("python3", ["-c", script, path, String(width), String(height)], timeout: 60)
        #expect(result.status == 0, "\(result)")
    }
}
