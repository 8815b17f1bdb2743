import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL
import TouchTestSupport

/// GIF files decoded by giflib, compared pixel for pixel with ImageMagick's decoding of the same file's first frame.
@Suite("GIF decoding")
struct GIFDecoderTests {
    /// A scratch folder for one test's files.
    final class Folder {
        private let scratch: TemporaryDirectory
        var path: String { scratch.folderPath }
        init() throws { scratch = try TemporaryDirectory("touchsandbox-gif") }
    }

    /// Runs ImageMagick's `convert` with `arguments`; a failure throws with its output.
    private func convert(_ arguments: [String]) throws {
        try ExternalTool.run(["convert"] + arguments)
    }

    /// ImageMagick's RGBA of the first frame of `path`, at that frame's own size.
    private func reference(_ path: String, width: Int, height: Int) throws -> [UInt8] {
        try convert([path + "[0]", "+repage", "-depth", "8", "rgba:" + path + ".rgba"])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".rgba")))
        try #require(bytes.count == width * height * 4)
        return bytes
    }

    /// Pixels that differ: alpha always, colour only where the pixel is opaque (a transparent pixel's colour is
    /// whatever its palette entry holds, which decoders report differently).
    private func differences(_ decoded: RGBAImage, _ expected: [UInt8]) -> Int {
        var count = 0
        for i in stride(from: 0, to: expected.count, by: 4) {
            let alphaDiffers = decoded.pixels[i + 3] != expected[i + 3]
            let colourDiffers = Array(decoded.pixels[i..<i + 3]) != Array(expected[i..<i + 3])
            if alphaDiffers || (expected[i + 3] == 255 && colourDiffers) { count += 1 }
        }
        return count
    }

    @Test("GIFs written by ImageMagick decode to ImageMagick's own pixels: many colours, interlaced, transparent, a frame placed in a larger screen, the first frame of an animation", arguments: [
        ("gradient", ["-size", "40x25", "gradient:red-blue", "-colors", "200"], 40, 25),
        ("interlaced", ["-size", "33x17", "plasma:fractal", "-seed", "3", "-colors", "64", "-interlace", "GIF"], 33, 17),
        ("transparent", ["-size", "20x20", "xc:red", "-fill", "blue", "-draw", "rectangle 0,0 9,9", "-transparent", "red"], 20, 20),
        ("placed", ["-size", "10x6", "xc:green", "-page", "20x20+5+7"], 10, 6),
        ("animated", ["-delay", "10", "-size", "8x8", "xc:orange", "xc:blue"], 8, 8),
    ])
    func matchesImageMagick(name: String, arguments: [String], width: Int, height: Int) throws {
        let folder = try Folder()
        let path = "\(folder.path)/\(name).gif"
        try convert(arguments + [path])
        let decoded = try ImageFile.load(path)
        #expect(decoded.width == width && decoded.height == height)
        #expect(differences(decoded, try reference(path, width: width, height: height)) == 0)
    }

    @Test("a GIF with only a local colour table takes its colours from it; an index beyond the table is opaque black")
    func localColourTable() throws {
        // No global table; a 2×1 image with a local table of 2 colours (red, green); pixels 0 and 3, LZW code size 2.
        // Codes of 3 bits, packed from the low bit: clear (4), 0, 3, end (5) → 0xC4, 0x0A.
        let bytes = Array("GIF89a".utf8) + [2, 0, 1, 0, 0, 0, 0]
            + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0x80, 0xFF, 0, 0, 0, 0xFF, 0]
            + [2, 2, 0xC4, 0x0A, 0, 0x3B]
        let image = try ImageFile.decode(bytes, path: "local.gif")
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [255, 0, 0, 255, 0, 0, 0, 255])
    }

    @Test("the 45-byte GIF that crashed SDL_image 2.6.3's decoder (found by the image fuzz target) is refused, naming the file")
    func gifThatCrashedSDLImage() throws {
        // A well-formed 6×4 GIF whose one data block is 77 84 8f a9: SDL_image's LZW decoder read out of bounds.
        let bytes: [UInt8] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x06, 0x00, 0x04, 0x00, 0xF0, 0x00, 0x00, 0x00, 0x00, 0x00,
                              0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
                              0x06, 0x00, 0x04, 0x00, 0x00, 0x02, 0x04, 0x77, 0x84, 0x8F, 0xA9, 0x00, 0x3B]
        #expect(throws: SDLError.image(path: "crash.gif", message: "not a valid GIF file (the image data is broken (Image is defective, decoding aborted))")) {
            try ImageFile.decode(bytes, path: "crash.gif")
        }
    }
}
