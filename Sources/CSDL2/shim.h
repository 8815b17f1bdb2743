#ifndef TOUCH_SANDBOX_CSDL2_SHIM_H
#define TOUCH_SANDBOX_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

/* Macros Swift cannot import, re-declared as constants. */
static const Uint32 TS_SDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Sint64 TS_SDL_MOUSE_TOUCHID = (Sint64)SDL_MOUSE_TOUCHID;
static const int TS_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int TS_SDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 TS_SDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
static const Uint32 TS_SDL_BUTTON_MMASK = SDL_BUTTON_MMASK;
static const Uint32 TS_SDL_BUTTON_RMASK = SDL_BUTTON_RMASK;

static inline const char *ts_sdl_get_error(void) { return SDL_GetError(); }
static inline int ts_sdl_windowpos_centered_display(int display) { return (int)SDL_WINDOWPOS_CENTERED_DISPLAY(display); }

#endif
