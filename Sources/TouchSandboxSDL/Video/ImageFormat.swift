/// The image formats the sandbox reads, told apart by their first bytes (never by the file name), and the size
/// each declares in its header, read before anything is decoded.
///
/// Others that SDL_image could decode (TGA, TIFF, PCX, XCF, XPM, PNM, QOI, LBM) are refused: several have no
/// signature to recognise them by, and every decoder is more code an untrusted file can reach.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP", svg = "SVG"

    /// The format whose signature `bytes` start with; SVG is text with `<svg` in its first 4 KB, as SDL_image checks.
    public static func identify(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.starts(with: Array("BM".utf8)) { return .bmp }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        if SVGHeader.startOfRoot(in: bytes) != nil { return .svg }
        return nil
    }

    /// The names of the formats read, for messages: "PNG, JPEG, GIF, BMP, WebP or SVG".
    public static var supportedNames: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

/// A width and height in pixels as a file declares them (any size: checking it is the caller's job).
public struct DeclaredSize: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
