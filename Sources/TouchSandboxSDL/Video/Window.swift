import CSDL2

/// An SDL window. Sizes are in points; the renderer's output may hold more pixels (HiDPI).
/// Keeps its `SDLSystem` alive, so SDL cannot shut down under it.
///
/// Fullscreen covers the whole display with or without a window manager: SDL asks the window manager for it
/// (`_NET_WM_STATE_FULLSCREEN` on X11, `xdg_toplevel.set_fullscreen` on Wayland), and on a bare X server, as
/// kiosks often run, nobody answers; so the window is first moved and sized to cover its display itself. Leaving
/// fullscreen puts it back where and as big as it was, however many times it is switched.
public final class Window {
    /// How the window first appears.
    public struct Options: Sendable {
        public var resizable: Bool
        public var fullscreenDesktop: Bool
        public var borderless: Bool
        public var hidden: Bool
        /// Ask for a full-resolution drawable on HiDPI screens.
        public var allowHighDPI: Bool
        /// The display (SDL's index) the window opens on, and covers with `fullscreenDesktop`; nil for the first.
        public var display: Int?

        public init(resizable: Bool = true, fullscreenDesktop: Bool = false, borderless: Bool = false,
                    hidden: Bool = false, allowHighDPI: Bool = true, display: Int? = nil) {
            self.display = display
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
    /// Where the window was before it went fullscreen, to go back there.
    private var windowedFrame: ScreenRect?

    /// A window of `size` centred on the first display (or `options.display`); with `fullscreenDesktop` it covers the display at once and
    /// goes back to `size`, centred, when fullscreen is switched off.
    public init(system: SDLSystem, title: String, size: PixelSize, options: Options = Options()) throws(SDLError) {
        var flags = SDL_WINDOW_SHOWN.rawValue
        if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if options.borderless { flags |= SDL_WINDOW_BORDERLESS.rawValue }
        // A fullscreen window is shown once it covers its display, so nothing is drawn at the windowed size first.
        if options.hidden || options.fullscreenDesktop { flags = (flags & ~SDL_WINDOW_SHOWN.rawValue) | SDL_WINDOW_HIDDEN.rawValue }
        if options.allowHighDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let centred = options.display.map { ts_sdl_windowpos_centered_display(Int32(clamping: $0)) } ?? TS_SDL_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(
            title, centred, centred,
            Int32(clamping: size.width), Int32(clamping: size.height), flags
        ) else { throw SDLError.failed("SDL_CreateWindow") }
        pointer = window
        self.system = system
        if options.fullscreenDesktop {
            try setFullscreen(true)
            if !options.hidden { SDL_ShowWindow(pointer) }
        }
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

    /// Where the window is on the desktop and its size, in points (Wayland does not tell clients where their windows
    /// are: there the position is SDL's last request).
    public var frame: ScreenRect {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        return ScreenRect(x: Int(x), y: Int(y), size: size)
    }

    /// Switches between a normal window and desktop fullscreen; asking for the state it is in does nothing.
    public func setFullscreen(_ on: Bool) throws(SDLError) {
        guard on != isFullscreen else { return }
        if on {
            windowedFrame = frame
            if let display = Display.frame(of: self) { place(display) }
            try check(SDL_SetWindowFullscreen(pointer, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue), "SDL_SetWindowFullscreen")
        } else {
            try check(SDL_SetWindowFullscreen(pointer, 0), "SDL_SetWindowFullscreen")
            if let windowedFrame { place(windowedFrame) }
            windowedFrame = nil
        }
    }

    /// Moves and sizes the window (not fullscreen) to `frame`. SDL takes note of where a window is only from the
    /// events that say it moved, and puts a window going fullscreen where it last noted (on X11); so the events
    /// are pumped here, before anything else can ask SDL where the window is.
    private func place(_ frame: ScreenRect) {
        SDL_SetWindowSize(pointer, Int32(clamping: frame.size.width), Int32(clamping: frame.size.height))
        SDL_SetWindowPosition(pointer, Int32(clamping: frame.x), Int32(clamping: frame.y))
        SDL_PumpEvents()
    }

    public func toggleFullscreen() throws(SDLError) {
        try setFullscreen(!isFullscreen)
    }

    public func setBorderless(_ borderless: Bool) {
        SDL_SetWindowBordered(pointer, borderless ? SDL_FALSE : SDL_TRUE)
    }

    public func raise() { SDL_RaiseWindow(pointer) }
}
