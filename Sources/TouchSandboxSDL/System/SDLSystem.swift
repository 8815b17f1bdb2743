import CSDL2
import Foundation

/// Owns SDL's video and event subsystems and SDL_image for as long as it lives, and starts SDL_ttf (`fonts`).
///
/// Every window keeps its system alive (and every renderer its window, every texture its renderer, every
/// font SDL_ttf), so the libraries shut down only after the last object that needs them is gone, in any build
/// and whatever order the caller drops things in. Hints are set before SDL starts: touches are not turned into
/// mouse events for us to see twice (the `EventTranslator` drops SDL's touch→mouse copies anyway),
/// the mouse is never turned into touches, the compositor is left on, and the screen saver stays
/// allowed unless `Options.disableScreenSaver` asks otherwise.
///
/// With `Options.headless` the "offscreen" video driver is used when SDL has it, else "dummy",
/// together with the software renderer (or `Options.headlessRenderDriver`); neither needs `DISPLAY` or `WAYLAND_DISPLAY`,
/// and a present does not copy the frame to a GPU texture that nobody sees.
public final class SDLSystem {
    /// How SDL should start.
    public struct Options: Sendable {
        /// Run without a display (offscreen or dummy video driver, software renderer).
        public var headless: Bool
        /// Keep the screen from blanking while the app runs (kiosk mode).
        public var disableScreenSaver: Bool
        /// The SDL render driver a headless system uses: "software" (pixel-exact, what replays use), or another
        /// SDL knows ("opengl", "opengles2") for measuring it without a display.
        public var headlessRenderDriver: String

        public init(headless: Bool = false, disableScreenSaver: Bool = false, headlessRenderDriver: String = "software") {
            self.headless = headless
            self.disableScreenSaver = disableScreenSaver
            self.headlessRenderDriver = headlessRenderDriver
        }
    }

    /// The video driver SDL is using ("x11", "wayland", "offscreen", "dummy", ...).
    public let videoDriver: String
    /// Whether the system was started headless.
    public let isHeadless: Bool
    /// SDL_ttf, when it started; nil means text cannot be drawn.
    public let fonts: TrueTypeLibrary?

    /// Whether SDL_ttf started.
    public var hasFonts: Bool { fonts != nil }

    public init(_ options: Options = Options()) throws(SDLError) {
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, options.disableScreenSaver ? "0" : "1")
        // A headless system earlier in this process may have forced drivers; undo that first.
        SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
        if options.headless {
            let driver = Self.compiledVideoDrivers.contains("offscreen") ? "offscreen" : "dummy"
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
            SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, options.headlessRenderDriver, SDL_HINT_OVERRIDE)
            // Nobody sees a headless window, yet by default SDL presents the software renderer's frame by uploading
            // it to a GPU texture (on the offscreen driver: Mesa's llvmpipe), which costs nearly as much as drawing 16
            // sprites. Off, a present leaves the frame where it was drawn; the pixels are the same. (Normal priority,
            // so SDL_FRAMEBUFFER_ACCELERATION=1 in the environment still turns it on, e.g. to measure the difference.)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }

        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) < 0 {
            let message = SDLError.lastMessage
            SDL_Quit()
            throw options.headless ? .call(function: "SDL_Init", message: message) : .noDisplay(message: message)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        // SDL 2.26 falls back to its offscreen driver by itself when no display server answers:
        // without `headless` (or an explicit SDL_VIDEODRIVER) that is an invisible window, so refuse it.
        if !options.headless, Self.displaylessDrivers.contains(driver),
           ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != driver {
            SDL_Quit()
            throw .noDisplay(message: "no display server answered; SDL fell back to its \(driver) driver")
        }
        videoDriver = driver
        isHeadless = options.headless

        let pngFlags = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(pngFlags) & pngFlags == 0 {
            log.warning("SDL_image could not initialise PNG support: \(SDLError.lastMessage)")
        }
        do {
            fonts = try TrueTypeLibrary()
        } catch {
            log.warning("SDL_ttf did not start, text will not be drawn: \(error)")
            fonts = nil
        }
        if options.disableScreenSaver { SDL_DisableScreenSaver() }
    }

    /// The default font at `pointSize`, when SDL_ttf started and a font file exists.
    public func defaultFont(pointSize: Int) -> Font? {
        fonts.flatMap { Font.loadDefault(pointSize: pointSize, library: $0) }
    }

    deinit {
        IMG_Quit()
        SDL_Quit()
    }

    /// Whether the screen saver may blank the screen while the app runs.
    public var screenSaverEnabled: Bool {
        get { SDL_IsScreenSaverEnabled() == SDL_TRUE }
        set { newValue ? SDL_EnableScreenSaver() : SDL_DisableScreenSaver() }
    }

    /// The video drivers this SDL build contains, in the order SDL tries them.
    public static var compiledVideoDrivers: [String] {
        (0..<max(0, SDL_GetNumVideoDrivers())).compactMap { index in
            SDL_GetVideoDriver(index).map { String(cString: $0) }
        }
    }

    /// Video drivers that draw nowhere visible.
    public static let displaylessDrivers: Set<String> = ["offscreen", "dummy"]

    /// The SDL version linked at run time, e.g. "2.26.5".
    public static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
