import Foundation

/// Reads the size an SVG file declares on its root element, the way SDL_image's nanosvg does: `width` and
/// `height` in px, pt, pc, mm, cm or in (at 96 dots per inch), else the `viewBox`'s width and height.
///
/// The sandbox then rasterises the SVG at that size, or smaller when it is beyond the limits, so a 119-byte file
/// declaring 20000×20000 pixels costs what the limit allows and no more.
enum SVGHeader {
    /// Where `<svg` starts within the first 4 KB, as SDL_image's `IMG_isSVG` looks for it.
    static func startOfRoot(in bytes: [UInt8]) -> Int? {
        let prefix = bytes.prefix(4096), tag = Array("<svg".utf8)
        guard prefix.count >= tag.count else { return nil }
        return (0...(prefix.count - tag.count)).first { prefix[$0..<$0 + tag.count].elementsEqual(tag) }
    }

    /// The declared size in pixels (not rounded), or a message saying why there is none.
    ///
    /// A file holding a NUL byte is refused: XML text has none, and nanosvg reads the file as a C string, so it
    /// would see only the part before it (a root element cut short, whose size is not the one read here; SDL_image
    /// 2.6 then also leaks the parsed image).
    static func size(of bytes: [UInt8]) -> Result<(width: Double, height: Double), HeaderError> {
        if let nul = bytes.firstIndex(of: 0) {
            return .failure(HeaderError("not a valid SVG file (a NUL byte at byte \(nul); SVG files are text)"))
        }
        guard let start = startOfRoot(in: bytes) else { return .failure(HeaderError("not an SVG file (no <svg> element)")) }
        let attributes = rootAttributes(bytes, from: start + 4)
        let viewBox = attributes["viewBox"].map(numbers(in:)) ?? []
        let width = attributes["width"].flatMap(pixels(of:)) ?? (viewBox.count == 4 ? viewBox[2] : nil)
        let height = attributes["height"].flatMap(pixels(of:)) ?? (viewBox.count == 4 ? viewBox[3] : nil)
        guard let width, let height, width.isFinite, height.isFinite, width > 0, height > 0 else {
            return .failure(HeaderError("the SVG declares no size (width and height, or a viewBox)"))
        }
        return .success((width, height))
    }

    /// The attributes of the start tag that begins at `offset` (just after `<svg`), up to its `>`.
    private static func rootAttributes(_ bytes: [UInt8], from offset: Int) -> [String: String] {
        var attributes: [String: String] = [:]
        var index = offset
        func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else { break }
            let nameStart = index
            while index < bytes.count, !" \t\r\n=>/".utf8.contains(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { break }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { break }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            attributes[name] = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
            index += 1
        }
        return attributes
    }

    /// A length in pixels; nil for a percentage, em or ex (relative units) and for anything unreadable.
    private static func pixels(of length: String) -> Double? {
        let text = length.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 96.0 / 6), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        for (unit, factor) in units where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count).trimmingCharacters(in: .whitespaces)).map { $0 * factor }
        }
        return Double(text)
    }

    /// The numbers of a `viewBox` ("0 0 100 50" or "0,0,100,50").
    private static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { " ,\t\r\n".contains($0) }).compactMap { Double($0) }
    }
}
