import Foundation
import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// The SDL side of a playback: the system, the window, its renderer, the session's clock and touches, and the pump
/// that reads and translates the window's events. Modes read the window's input only through `input`.
/// Each object keeps alive what it needs (the renderer its window, the window its system), so the order the
/// fields are released in does not matter.
final class PlaybackDisplay {
    struct Options {
        var headless = false
        /// The window's size; nil fits the mode's canvas on the display.
        var windowSize: PixelSize?
        var fullscreen = false
        /// A kiosk's window: fullscreen, borderless, the screen saver off.
        var kiosk = false
        /// The canvas is whatever size the window opens at (the live test screen measures the window it gets).
        var canvasFollowsWindow = false
        /// What to tell a user who has no display (after "no display available").
        var noDisplayAdvice = "set DISPLAY or WAYLAND_DISPLAY, or play a recording without one: touch-sandbox replay FILE --headless"
    }

    let system: SDLSystem
    let window: Window
    let renderer: Renderer
    /// The session's one clock, the one SDL stamps events on (read by the playback, the pump and the TUIO listener).
    let clock: InputClock
    /// The session's touches: every live source (the window, TUIO) feeds them, so their ids never clash.
    let touches = SessionTouchStream()
    /// Reads SDL's queue and translates what it finds.
    let pump: SDLEventPump
    /// How the canvas sits in the window: the one owner of the fit, read by drawing and every input source.
    let viewport: Viewport
    /// The canvas size the mapping scales into the window.
    let canvasSize: PixelSize

    /// The largest window a headless playback opens by itself (a larger scene is drawn scaled down): SDL's
    /// software renderer holds the whole frame in memory, 64 MB at this size.
    static let largestHeadlessSide = 4096

    init(canvasSize: PixelSize, title: String, options: Options) throws {
        system = try SDLStartup.start(headless: options.headless, disableScreenSaver: options.kiosk,
                                      noDisplayAdvice: options.noDisplayAdvice)
        let size = options.windowSize ?? Self.fittedSize(canvasSize, headless: options.headless)
        do {
            window = try Window(
                system: system, title: title, size: size,
                options: Window.Options(resizable: !options.headless, fullscreenDesktop: options.fullscreen || options.kiosk,
                                        borderless: options.kiosk))
            renderer = try Renderer(window: window, mode: options.headless ? .software : .automatic)
        } catch {
            throw RuntimeFailure("cannot open a \(size) window: \(error)\(size.width * size.height > 4096 * 4096 ? "; try a smaller --window" : "")")
        }
        self.canvasSize = options.canvasFollowsWindow ? window.size : canvasSize
        viewport = Viewport(renderer: renderer, sceneSize: self.canvasSize)
        clock = InputClock()
        pump = SDLEventPump(translator: EventTranslator(viewport: viewport, touches: touches, clock: clock))
    }

    /// What a mode may read of the window's input besides its events (pinned fingers, the last touch device, counts).
    var input: any LiveInputView { pump.translator }

    /// Seconds since the display opened, on the session's clock.
    func now() -> Double { clock.now() }

    /// The canvas fitted, aspect kept, into the display's usable area (or the headless limit); never enlarged.
    static func fittedSize(_ canvas: PixelSize, headless: Bool) -> PixelSize {
        let limit: PixelSize
        if headless {
            limit = PixelSize(width: largestHeadlessSide, height: largestHeadlessSide)
        } else {
            limit = Display.usableBounds() ?? PixelSize(width: 16384, height: 16384)
        }
        let scale = min(1, Double(limit.width) / Double(max(canvas.width, 1)), Double(limit.height) / Double(max(canvas.height, 1)))
        guard scale < 1 else { return canvas }
        return PixelSize(width: max(1, Int((Double(canvas.width) * scale).rounded(.down))),
                         height: max(1, Int((Double(canvas.height) * scale).rounded(.down))))
    }

    /// The state document's `environment`.
    var environment: StateDocument.Environment {
        StateDocument.Environment(videoDriver: system.videoDriver, renderer: renderer.name)
    }

    /// The window's size now, for the state document.
    var windowSize: (width: Int, height: Int) { (window.size.width, window.size.height) }
}

