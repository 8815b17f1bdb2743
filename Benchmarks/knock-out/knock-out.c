/* What each part of a frame costs, from outside: preloaded (LD_PRELOAD) into an SDL2 program, it leaves out, or draws
 * another way, the SDL drawing calls named in the environment variable KNOCK_OUT (a comma-separated list), so the
 * latency probe (../shared/tools/latency/measure) can time the same program with and without them. Used for the
 * Latency section of docs/performance.md ("What the gap to the floor is").
 *   fills             leave out SDL_RenderFillRect(F) (the tray's band and edge in the app)
 *   fills-unblended   draw every fill without blending (what the app now does for opaque colours)
 *   shapes            leave out SDL_RenderGeometry (anti-aliased shapes: rounded rectangles, circles)
 *   copies            leave out every texture copy
 *   large-copies      leave out texture copies 100 px wide or more (the sprite and the open menu), small-copies the others
 *   sprite            leave out turned copies (SDL_RenderCopyExF) 100 px wide or more: the sprite
 *   menu              leave out plain copies (SDL_RenderCopy) 100 px wide or more: the open menu's cached layer
 *   as-floor          lay textures as the floor program lays its image: ARGB8888, no blending, nearest, whole
 *                     pixels, no clip rectangle (colours may come out wrong: only for timing)
 *   whole-pixels, argb, nearest   one part of as-floor each: unturned copies to whole pixels, ARGB8888 textures,
 *                     nearest sampling
 *   premultiplied     lay blended textures in ARGB8888 with premultiplied blending (one, one minus source alpha)
 *   no-clip           never set a clip rectangle
 *   trace             print frame 150's calls to stderr
 * Build: gcc -O2 -shared -fPIC Benchmarks/knock-out/knock-out.c -o knock-out.so $(pkg-config --cflags sdl2) -ldl */
#define _GNU_SOURCE
#include <SDL.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long frame = 0;

static int asked(const char *name) {
    const char *list = getenv("KNOCK_OUT");
    if (!list) return 0;
    size_t length = strlen(name);
    for (const char *at = strstr(list, name); at; at = strstr(at + 1, name)) {
        int starts = at == list || at[-1] == ',';
        int ends = at[length] == '\0' || at[length] == ',';
        if (starts && ends) return 1;
    }
    return 0;
}

static int tracing(void) { return frame == 150 && asked("trace"); }

#define REAL(name, type) \
    static __typeof__(type) real; \
    if (!real) real = (__typeof__(type))dlsym(RTLD_NEXT, name)

/* Leaves out a copy as asked; returns 1 when it was left out. */
static int leaves_out_copy(float width) {
    return asked("copies") || (asked("large-copies") && width >= 100) || (asked("small-copies") && width < 100);
}

/* SDL's own SDL_RenderCopy, for copies redrawn another way (not left out again by the hook below). */
static int real_copy(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_Rect *target) {
    REAL("SDL_RenderCopy", int (*)(SDL_Renderer *, SDL_Texture *, const SDL_Rect *, const SDL_Rect *));
    return real(renderer, texture, source, target);
}

int SDL_RenderCopy(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_Rect *target) {
    if (tracing() && target) fprintf(stderr, "knock-out: copy to %d,%d %dx%d\n", target->x, target->y, target->w, target->h);
    if (target && (leaves_out_copy((float)target->w) || (asked("menu") && target->w >= 100))) return 0;
    return real_copy(renderer, texture, source, target);
}

int SDL_RenderCopyExF(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_FRect *target,
                      double angle, const SDL_FPoint *center, SDL_RendererFlip flip) {
    REAL("SDL_RenderCopyExF", int (*)(SDL_Renderer *, SDL_Texture *, const SDL_Rect *, const SDL_FRect *, double,
                                      const SDL_FPoint *, SDL_RendererFlip));
    if (tracing() && target)
        fprintf(stderr, "knock-out: copy (turned %.1f°) to %.1f,%.1f %.1fx%.1f\n", angle, target->x, target->y, target->w, target->h);
    if (target && (leaves_out_copy(target->w) || (asked("sprite") && target->w >= 100))) return 0;
    if ((asked("as-floor") || asked("whole-pixels")) && target && angle == 0 && flip == SDL_FLIP_NONE) {
        SDL_Rect whole = {(int)target->x, (int)target->y, (int)target->w, (int)target->h};
        return real_copy(renderer, texture, source, &whole);
    }
    return real(renderer, texture, source, target, angle, center, flip);
}

int SDL_RenderFillRectF(SDL_Renderer *renderer, const SDL_FRect *rect) {
    REAL("SDL_RenderFillRectF", int (*)(SDL_Renderer *, const SDL_FRect *));
    if (tracing() && rect) fprintf(stderr, "knock-out: fill %.1f,%.1f %.1fx%.1f\n", rect->x, rect->y, rect->w, rect->h);
    if (asked("fills")) return 0;
    if (asked("fills-unblended")) SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    return real(renderer, rect);
}

int SDL_RenderGeometry(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Vertex *vertices, int vertexCount,
                       const int *indices, int indexCount) {
    REAL("SDL_RenderGeometry", int (*)(SDL_Renderer *, SDL_Texture *, const SDL_Vertex *, int, const int *, int));
    if (tracing()) fprintf(stderr, "knock-out: shape of %d triangles\n", indexCount / 3);
    if (asked("shapes")) return 0;
    return real(renderer, texture, vertices, vertexCount, indices, indexCount);
}

int SDL_RenderSetClipRect(SDL_Renderer *renderer, const SDL_Rect *rect) {
    REAL("SDL_RenderSetClipRect", int (*)(SDL_Renderer *, const SDL_Rect *));
    if (asked("as-floor") || asked("no-clip")) return 0;
    return real(renderer, rect);
}

SDL_Texture *SDL_CreateTexture(SDL_Renderer *renderer, Uint32 format, int access, int width, int height) {
    REAL("SDL_CreateTexture", SDL_Texture *(*)(SDL_Renderer *, Uint32, int, int, int));
    if ((asked("as-floor") || asked("premultiplied") || asked("argb")) && format == SDL_PIXELFORMAT_RGBA32) format = SDL_PIXELFORMAT_ARGB8888;
    return real(renderer, format, access, width, height);
}

int SDL_SetTextureBlendMode(SDL_Texture *texture, SDL_BlendMode mode) {
    REAL("SDL_SetTextureBlendMode", int (*)(SDL_Texture *, SDL_BlendMode));
    if (asked("premultiplied") && mode == SDL_BLENDMODE_BLEND)
        mode = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                          SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD);
    return real(texture, asked("as-floor") ? SDL_BLENDMODE_NONE : mode);
}

int SDL_SetTextureScaleMode(SDL_Texture *texture, SDL_ScaleMode mode) {
    REAL("SDL_SetTextureScaleMode", int (*)(SDL_Texture *, SDL_ScaleMode));
    return real(texture, asked("as-floor") || asked("nearest") ? SDL_ScaleModeNearest : mode);
}

void SDL_RenderPresent(SDL_Renderer *renderer) {
    REAL("SDL_RenderPresent", void (*)(SDL_Renderer *));
    if (tracing()) fprintf(stderr, "knock-out: present\n");
    frame++;
    real(renderer);
}
