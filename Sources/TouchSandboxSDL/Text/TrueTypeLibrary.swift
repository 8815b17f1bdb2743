import CSDL2

/// SDL_ttf, started for as long as this object lives: `TTF_Init` when made, `TTF_Quit` when the last
/// owner lets go. The `SDLSystem` holds one and every `Font` keeps it, so SDL_ttf is never shut down
/// while a font is still open, whatever order the program drops its objects in.
public final class TrueTypeLibrary {
    /// Starts SDL_ttf; nil (with SDL's message in `error`) when it cannot start.
    init() throws(SDLError) {
        if TTF_Init() < 0 { throw SDLError.failed("TTF_Init") }
    }

    deinit { TTF_Quit() }
}
