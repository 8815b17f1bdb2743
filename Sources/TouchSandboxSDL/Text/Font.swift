import CSDL2
import Foundation

/// A TrueType font at one point size, opened with SDL_ttf. Keeps SDL_ttf running while it is open.
public final class Font {
    let pointer: OpaquePointer
    /// The library the font was opened with, kept alive until the font is closed.
    public let library: TrueTypeLibrary
    /// The file the font came from.
    public let path: String
    public let pointSize: Int

    /// Opens `path` at `pointSize` (clamped to 1...1000 points).
    public init(path: String, pointSize: Int, library: TrueTypeLibrary) throws(SDLError) {
        let size = Int32(min(max(pointSize, 1), 1000))
        guard let font = TTF_OpenFont(path, size) else {
            throw SDLError.font(path: path, message: SDLError.lastMessage)
        }
        pointer = font
        self.library = library
        self.path = path
        self.pointSize = Int(size)
    }

    deinit { TTF_CloseFont(pointer) }

    /// The same file at another point size.
    public func resized(to pointSize: Int) throws(SDLError) -> Font {
        try Font(path: path, pointSize: pointSize, library: library)
    }

    /// Height of a line of text in pixels.
    public var lineHeight: Int { Int(TTF_FontLineSkip(pointer)) }

    /// The pixel size `text` would take when rendered.
    public func size(of text: String) -> PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(pointer, text, &w, &h) < 0 { return PixelSize(width: 0, height: 0) }
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Files tried, in order, by `loadDefault`, before searching the system font folders.
    public static let preferredPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/local/share/fonts/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
        "/System/Library/Fonts/Supplemental/Arial.ttf",
    ]

    /// Folders searched (recursively) for any `.ttf` when no preferred file exists.
    public static let fontFolders = ["/usr/share/fonts", "/usr/local/share/fonts",
                                     NSHomeDirectory() + "/.local/share/fonts", NSHomeDirectory() + "/.fonts"]

    /// The first usable font: `$TOUCH_SANDBOX_FONT`, then DejaVu Sans and other common sans fonts,
    /// then any TrueType file in the system font folders. Nil (with a warning) when there is none:
    /// callers then draw without text.
    public static func loadDefault(pointSize: Int = 16, library: TrueTypeLibrary) -> Font? {
        var candidates: [String] = []
        if let custom = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_FONT"], !custom.isEmpty {
            candidates.append(custom)
        }
        candidates += preferredPaths.filter { FileManager.default.fileExists(atPath: $0) }
        if candidates.isEmpty { candidates += searchFontFolders() }
        for path in candidates {
            do {
                return try Font(path: path, pointSize: pointSize, library: library)
            } catch {
                log.warning("\(error)")
            }
        }
        log.warning("no usable TrueType font found (tried DejaVuSans and \(fontFolders.joined(separator: ", "))); text will not be drawn")
        return nil
    }

    /// Every `.ttf` under the font folders, sans fonts first.
    static func searchFontFolders() -> [String] {
        var found: [String] = []
        for folder in fontFolders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in walker where file.lowercased().hasSuffix(".ttf") {
                found.append(folder + "/" + file)
            }
        }
        let sans = found.filter { $0.contains("Sans") && !$0.contains("Mono") && !$0.contains("Bold") }
        return sans + found.filter { !sans.contains($0) }
    }
}
