import CSDL2

/// The screens SDL knows of.
public enum Display {
    /// The first display's area not taken by panels and docks, in points; nil when SDL cannot tell.
    public static func usableBounds() -> PixelSize? {
        var rect = SDL_Rect()
        guard SDL_GetNumVideoDisplays() > 0, SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return PixelSize(width: Int(rect.w), height: Int(rect.h))
    }
}

extension Display {
    /// The size of the display showing `window`, in points; nil when SDL cannot tell.
    public static func bounds(of window: Window) -> PixelSize? {
        frame(of: window)?.size
    }

    /// Where the display showing `window` is on the desktop and its size, in points; nil when SDL cannot tell.
    public static func frame(of window: Window) -> ScreenRect? {
        let index = SDL_GetWindowDisplayIndex(window.pointer)
        var rect = SDL_Rect()
        guard index >= 0, SDL_GetDisplayBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return ScreenRect(x: Int(rect.x), y: Int(rect.y), size: PixelSize(width: Int(rect.w), height: Int(rect.h)))
    }
}

extension Display {
    /// How many frames a second the display showing `window` shows; nil when SDL cannot tell (it reports 0 for
    /// Xvfb and the headless drivers).
    public static func refreshRate(of window: Window) -> Double? {
        let index = SDL_GetWindowDisplayIndex(window.pointer)
        var mode = SDL_DisplayMode()
        guard index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }
}
