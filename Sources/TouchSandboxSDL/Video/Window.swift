import CSDL2

/// An SDL window. Sizes are in points; the renderer's output may hold more pixels (HiDPI).
/// Keeps its `SDLSystem` alive, so SDL cannot shut down under it.
public final class Window {
    /// How the window first appears.
    public struct Options: Sendable {
        public var resizable: Bool
        public var fullscreenDesktop: Bool
        public var borderless: Bool
        public var hidden: Bool
        /// Ask for a full-resolution drawable on HiDPI screens.
        public var allowHighDPI: Bool

        public init(resizable: Bool = true, fullscreenDesktop: Bool = false, borderless: Bool = false,
                    hidden: Bool = false, allowHighDPI: Bool = true) {
            self.resizable = resizable
            self.fullscreenDesktop = fullscreenDesktop
            self.borderless = borderless
            self.hidden = hidden
            self.allowHighDPI = allowHighDPI
        }
    }

    let pointer: OpaquePointer
    /// The SDL system the window was made in.
    public let system: SDLSystem

    public init(system: SDLSystem, title: String, size: PixelSize, options: Options = Options()) throws(SDLError) {
        var flags = SDL_WINDOW_SHOWN.rawValue
        if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if options.fullscreenDesktop { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if options.borderless { flags |= SDL_WINDOW_BORDERLESS.rawValue }
        if options.hidden { flags = (flags & ~SDL_WINDOW_SHOWN.rawValue) | SDL_WINDOW_HIDDEN.rawValue }
        if options.allowHighDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        guard let window = SDL_CreateWindow(
            title, TS_SDL_WINDOWPOS_CENTERED, TS_SDL_WINDOWPOS_CENTERED,
            Int32(clamping: size.width), Int32(clamping: size.height), flags
        ) else { throw SDLError.failed("SDL_CreateWindow") }
        pointer = window
        self.system = system
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// SDL's id for this window, as carried by window, mouse and finger events.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The window's current size in points.
    public var size: PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return PixelSize(width: Int(w), height: Int(h))
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// Whether the window covers its display as a borderless desktop-sized window.
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    /// Switches between a normal window and desktop fullscreen.
    public func setFullscreen(_ on: Bool) throws(SDLError) {
        try check(SDL_SetWindowFullscreen(pointer, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0),
                  "SDL_SetWindowFullscreen")
    }

    public func toggleFullscreen() throws(SDLError) {
        try setFullscreen(!isFullscreen)
    }

    public func setBorderless(_ borderless: Bool) {
        SDL_SetWindowBordered(pointer, borderless ? SDL_FALSE : SDL_TRUE)
    }

    public func raise() { SDL_RaiseWindow(pointer) }
}
