import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL
import TouchTestSupport

/// Damaged and hostile image files: each is refused at once with a message naming the file and the cause.
@Suite("Damaged and oversized images")
struct DamagedImageTests {
    /// A scratch folder for one test's files.
    final class Folder {
        private let scratch: TemporaryDirectory
        var path: String { scratch.folderPath }
        init() throws { scratch = try TemporaryDirectory("touchsandbox-damaged") }
        func write(_ name: String, _ bytes: [UInt8]) throws -> String { try scratch.write(name, bytes: bytes) }
    }

    /// A valid 64×64 RGBA PNG of noise (so its image data is long), written by the sandbox itself.
    private func noisePNG(in folder: Folder) throws -> [UInt8] {
        var random = SeededRandomNumberGenerator(seed: 7)
        let image = RGBAImage(width: 64, height: 64, pixels: (0..<64 * 64 * 4).map { _ in UInt8.random(in: 0...255, using: &random) })
        let path = folder.path + "/noise.png"
        try ImageFile.savePNG(image, to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func message(loading path: String) -> String? {
        do {
            _ = try ImageFile.load(path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("truncated, bad CRC, bad IHDR, zero size, bad image data, empty and a text file named .png: each refused naming the file")
    func damagedPNGs() throws {
        let folder = try Folder()
        let whole = try noisePNG(in: folder)
        var badCRC = whole
        badCRC[29] ^= 0xFF
        var badData = whole
        badData[41] ^= 0xFF
        let colorTypeOne = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.header(width: 4, height: 4, colorType: 1)) + Array(whole[33...])
        let zeroWidth = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.header(width: 0, height: 4)) + Array(whole[33...])
        let cases: [(String, [UInt8], String)] = [
            ("truncated.png", Array(whole.prefix(whole.count / 2)), "not a valid PNG file (the file ends too early (truncated))"),
            ("bad-crc.png", badCRC, "not a valid PNG file (IHDR: CRC error)"),
            ("bad-ihdr.png", colorTypeOne, "not a valid PNG file (Invalid IHDR data)"),
            ("zero-width.png", zeroWidth, "the image has no pixels (0×4)"),
            ("bad-data.png", badData, "not a valid PNG file (IDAT: invalid window size (libpng))"),
            ("empty.png", [], "the file is empty"),
            ("notes.png", Array("this is not an image\n".utf8), "not an image file the sandbox reads (PNG, JPEG, GIF, BMP, WebP or SVG)"),
        ]
        for (name, bytes, reason) in cases {
            let path = try folder.write(name, bytes)
            #expect(message(loading: path) == "cannot load image '\(path)': \(reason)")
        }
    }

    @Test("an SVG holding a NUL byte is refused naming the byte: nanosvg would read only the root element cut short there")
    func svgWithNUL() {
        // Found by Fuzz/ (image target): the header read width 16 past the NUL, nanosvg saw no size, and SDL_image
        // refused the file and leaked the parsed image.
        let bytes = Array(#"<svg xmlns="http://www.w3.org"#.utf8) + [0] + Array(#"/2000/svg" width="16" height="8"></svg>"#.utf8)
        #expect(throws: SDLError.image(path: "cut.svg", message: "not a valid SVG file (a NUL byte at byte 29; SVG files are text)")) {
            try ImageFile.decode(bytes, path: "cut.svg")
        }
    }

    @Test("a GIF whose first image has an LZW code size over 8 is refused naming it (SDL_image skipped such an image and decoded a later one of any size)")
    func gifWithBadFirstImage() {
        // Found by Fuzz/ (image target): a 6×4 GIF of 76 bytes whose second descriptor, after a first image with code
        // size 65, declares 9721×43265; SDL_image decoded that one, 1.7 GB of pixels, before the size was checked.
        let header = Array("GIF89a".utf8) + [6, 0, 4, 0, 0, 0, 0]
        let first: [UInt8] = [0x2C, 0, 0, 0, 0, 6, 0, 4, 0, 0, 65]
        let second: [UInt8] = [0x2C, 0, 0, 0, 0, 0xF9, 0x25, 0x01, 0xA9, 0, 8, 2, 0x4C, 0x01, 0, 0x3B]
        #expect(throws: SDLError.image(path: "sly.gif", message: "not a valid GIF file (the first image's LZW code size is 65, more than 8)")) {
            try ImageFile.decode(header + first + [2, 0x4C, 0x01, 0] + second, path: "sly.gif")
        }
    }

    @Test("a 20000×20000 PNG (48 KB) is refused from its header, before any decoding, naming its size and the limit")
    func hugePNG() throws {
        let folder = try Folder()
        let path = folder.path + "/huge.png"
        try PNGCases.runPython(["huge", path, "20000", "20000"])
        let started = Date()
        #expect(message(loading: path) == "cannot load image '\(path)': the image is 20000×20000 pixels, more than the limit of 8192 pixels on a side and 16777216 pixels in all")
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test("the limits: 8192 on a side and 16,777,216 pixels in all, both inclusive", arguments: [
        (8192, 2048, true), (4096, 4096, true), (8192, 2049, false), (8193, 1, false), (1, 8193, false),
        (0, 5, false), (Int.max, Int.max, false),
    ])
    func limits(width: Int, height: Int, allowed: Bool) {
        #expect((ImageFile.problem(with: DeclaredSize(width: width, height: height), limits: .standard) == nil) == allowed)
    }

    @Test("headers declaring 20000×20000 in JPEG, GIF, BMP and WebP are refused before SDL_image decodes them")
    func hugeOtherFormats() throws {
        let folder = try Folder()
        let side: [UInt8] = [0x4E, 0x20]  // 20000, big-endian
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x0B, 0x08] + side + side + [0x01, 0x01, 0x11, 0x00]
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x20, 0x4E, 0x20, 0x4E, 0x00, 0x00, 0x00,
                                                    0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00,
                                                    0x2C, 0, 0, 0, 0, 0x20, 0x4E, 0x20, 0x4E, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 52)
        bmp[14] = 40
        bmp[18] = 0x20; bmp[19] = 0x4E; bmp[22] = 0xE0; bmp[23] = 0xB1; bmp[24] = 0xFF; bmp[25] = 0xFF  // 20000 × -20000 (top-down)
        let webp: [UInt8] = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0, 0x1F, 0x4E, 0x00, 0x1F, 0x4E, 0x00]
        for (name, bytes) in [("huge.jpg", jpeg), ("huge.gif", gif), ("huge.bmp", bmp), ("huge.webp", webp)] {
            let path = try folder.write(name, bytes)
            #expect(message(loading: path) == "cannot load image '\(path)': the image is 20000×20000 pixels, more than the limit of 8192 pixels on a side and 16777216 pixels in all")
        }
    }

    @Test("any bytes after each format's signature, cut at any length, give a size or a message from the header readers, never a trap")
    func headerReadersAreTotal() {
        var random = SeededRandomNumberGenerator(seed: 99)
        let signatures: [(ImageFormat, [UInt8])] = [
            (.png, PNGBytes.signature), (.jpeg, [0xFF, 0xD8, 0xFF]), (.gif, Array("GIF89a".utf8)), (.bmp, Array("BM".utf8)),
            (.webp, Array("RIFF\0\0\0\0WEBP".utf8)), (.webp, Array("RIFF\0\0\0\0WEBPVP8L".utf8)), (.webp, Array("RIFF\0\0\0\0WEBPVP8X".utf8)),
        ]
        var sizes = 0, messages = 0
        for _ in 0..<3000 {
            let (format, signature) = signatures.randomElement(using: &random)!
            let tail = (0..<Int.random(in: 0...48, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            switch RasterHeader.size(of: signature + tail, format: format) {
            case .success: sizes += 1
            case .failure: messages += 1
            }
        }
        #expect(sizes > 100 && messages > 100, "\(sizes) sizes, \(messages) messages")
    }

    @Test("an image path that is a FIFO, a directory or /dev/zero is refused at once with the real cause")
    func notRegularFiles() throws {
        let folder = try Folder()
        let fifo = folder.path + "/pipe.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(message(loading: fifo) == "cannot load image '\(fifo)': is not a regular file (a FIFO)")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(message(loading: folder.path) == "cannot load image '\(folder.path)': is a directory")
        #expect(message(loading: "/dev/zero") == "cannot load image '/dev/zero': is not a regular file (a character device)")
    }

    @Test("an image file larger than the byte cap is refused without being read whole")
    func fileOverCap() throws {
        let folder = try Folder()
        let path = try folder.write("big.png", PNGBytes.signature + [UInt8](repeating: 0, count: 2 << 20))
        var limits = ImageLimits()
        limits.imageFileBytes = 1 << 20
        #expect(throws: SDLError.image(path: path, message: "is larger than 1 MB")) { try ImageFile.load(path, limits: limits) }
    }

    @Test("a PNG that cannot be written (missing folder) names the file and the system's reason, not 'cannot load image'")
    func unwritablePNG() {
        let path = "/nonexistent-touchsandbox/shots/shot.png"
        #expect(throws: SDLError.imageWrite(path: path, message: "No such file or directory")) {
            try ImageFile.savePNG(RGBAImage(width: 2, height: 2, filledWith: .white), to: path)
        }
        #expect(SDLError.imageWrite(path: path, message: "No such file or directory").description
                == "cannot write '/nonexistent-touchsandbox/shots/shot.png': No such file or directory")
    }
}
