import CSDL2
import TouchEngine
import TouchFiles

/// A failure reported by SDL, SDL_image or SDL_ttf, carrying the library's own message
/// (`SDL_GetError()`, which the two companion libraries share).
public enum SDLError: Error, Equatable, CustomStringConvertible {
    /// An SDL call failed; `function` names it.
    case call(function: String, message: String)
    /// The video subsystem could not start because no display server is reachable.
    case noDisplay(message: String)
    /// An image file could not be read or decoded; `path` names it.
    case image(path: String, message: String)
    /// An image file (a screenshot, a report) could not be written; `path` names it.
    case imageWrite(path: String, message: String)
    /// A font file could not be opened.
    case font(path: String, message: String)

    public var description: String {
        switch self {
        case let .call(function, message):
            return "\(function) failed: \(message)"
        case let .noDisplay(message):
            return "no display available (\(message)); use `replay --headless` to run without one"
        case let .image(path, message):
            return "cannot load image '\(Self.shortened(path))': \(message)"
        case let .imageWrite(path, message):
            return "cannot write '\(Self.shortened(path))': \(message)"
        case let .font(path, message):
            return "cannot open font '\(path)': \(message)"
        }
    }

    /// A path as messages quote it: whole unless longer than any path the system opens.
    private static func shortened(_ path: String) -> String {
        TextExcerpt.shortened(path, limit: TextExcerpt.pathLimit)
    }

    /// The message SDL left for the last failed call on this thread.
    static var lastMessage: String {
        guard let text = SDL_GetError() else { return "unknown SDL error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown SDL error" : message
    }

    /// An `.call` error for `function`, carrying `SDL_GetError()`.
    static func failed(_ function: String) -> SDLError {
        .call(function: function, message: lastMessage)
    }
}

/// Throws `SDLError.call` when an SDL function returned a negative status.
@inline(__always)
func check(_ status: Int32, _ function: @autoclosure () -> String) throws(SDLError) {
    if status < 0 { throw SDLError.failed(function()) }
}
