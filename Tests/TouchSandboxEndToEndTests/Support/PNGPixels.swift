import Foundation
import TouchTestSupport

/// The pixels of an image file, read through ImageMagick (`convert FILE rgba:-`): 8-bit RGBA, row by row.
struct RGBAPixels {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var description: String { String(format: "#%02x%02x%02x/%02x", r, g, b, a) }
        /// Whether every colour channel is within `tolerance` of `other`'s.
        func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
            abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
                && abs(Int(b) - Int(other.b)) <= tolerance
        }
    }

    static let background = Pixel(r: 0x1e, g: 0x24, b: 0x30, a: 0xff)

    /// ImageMagick's own `convert`, not a stand-in earlier on `PATH`.
    static var convert: String {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/convert") ? "/usr/bin/convert" : "convert"
    }

    static func read(_ path: String) throws -> RGBAPixels {
        let size = try runProcess("identify", ["-format", "%w %h", path], timeout: 30)
        let parts = size.stdout.split(separator: " ").compactMap { Int($0) }
        guard size.status == 0, parts.count == 2 else { throw XvfbError(description: "identify \(path): \(size)") }
        let folder = try TemporaryDirectory("touch-e2e-rgba")
        let raw = URL(fileURLWithPath: folder.path("pixels.rgba"))
        let result = try runProcess(convert, [path, "-depth", "8", "rgba:\(raw.path)"], timeout: 30)
        guard result.status == 0 else { throw XvfbError(description: "convert \(path): \(result)") }
        let bytes = [UInt8](try Data(contentsOf: raw))
        guard bytes.count == parts[0] * parts[1] * 4 else {
            throw XvfbError(description: "convert \(path): \(bytes.count) bytes for \(parts[0])x\(parts[1])")
        }
        return RGBAPixels(width: parts[0], height: parts[1], bytes: bytes)
    }

    subscript(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// Whether any pixel is exactly `pixel`.
    func contains(_ pixel: Pixel) -> Bool {
        var i = 0
        while i < bytes.count {
            if bytes[i] == pixel.r && bytes[i + 1] == pixel.g && bytes[i + 2] == pixel.b && bytes[i + 3] == pixel.a { return true }
            i += 4
        }
        return false
    }

    /// How many pixels differ between two images of the same size.
    func differingPixels(from other: RGBAPixels) -> Int {
        guard width == other.width, height == other.height else { return max(width * height, other.width * other.height) }
        var count = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] != other.bytes[i] || bytes[i + 1] != other.bytes[i + 1] || bytes[i + 2] != other.bytes[i + 2]
                || bytes[i + 3] != other.bytes[i + 3] { count += 1 }
            i += 4
        }
        return count
    }
}
