/*
 * frame-floor: the least a program can do to draw TouchSandbox's sprite frames with SDL2, to measure the app against.
 *
 * It opens a window on the same video driver as a headless replay (offscreen) with the same renderer (software)
 * and filtering (linear), loads one PNG with SDL_image, and draws every frame the same way the app draws sprites:
 * clear to the background colour, then one SDL_RenderCopyExF per sprite (destination rectangle, angle in degrees),
 * then present. Nothing else: no clip, no blend-mode calls, no lookups.
 *
 * Usage: frame-floor IMAGE.png LAYOUT FRAMES [WARMUP [SAVE.rgba]]
 *
 * LAYOUT is a text file the bench writes (one item per line):
 *     window WIDTH HEIGHT
 *     background R G B
 *     sprite X Y W H ANGLE        destination rectangle (floats, output pixels) and clockwise degrees
 * and, when the scene is fitted into a window of another shape (a kiosk's display), as the app draws it then:
 *     clip X Y W H                the clip rectangle (the canvas, whole pixels) set after the clear, for the sprites
 * The values are the very ones the app hands to SDL, so both draw the same pixels.
 *
 * Prints one line per timed frame, "frame WALL CPU" (milliseconds on the monotonic clock and of CPU time used by all
 * the process's threads, which GPU renderers such as llvmpipe add), then "renderer NAME" and "memory PEAK_KB" (the
 * process's peak resident memory, VmHWM). WARMUP frames (default 5) are drawn first and not timed. With SAVE.rgba the
 * last frame's pixels are written there (before its present) for a pixel comparison: width × height × 4 bytes, RGBA,
 * rows top to bottom (raw, so a frame of any size is saved and read back quickly and exactly).
 *
 * SDL_VIDEODRIVER, SDL_RENDER_DRIVER and SDL_FRAMEBUFFER_ACCELERATION in the environment override "offscreen",
 * "software" and "0" (the app's headless settings).
 *
 * Build: Benchmarks/floor/build OUTPUT (cc with pkg-config's flags for sdl2 and SDL2_image).
 */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    SDL_FRect destination;
    double angle;
} Sprite;

typedef struct {
    int width, height;
    Uint8 red, green, blue;
    Sprite *sprites;
    int count;
    /* Set when the scene does not fill the window. */
    int clipped;
    SDL_Rect clip;
} Layout;

static int fail(const char *what) {
    fprintf(stderr, "frame-floor: %s: %s\n", what, SDL_GetError());
    return 1;
}

static int read_layout(const char *path, Layout *layout) {
    FILE *file = fopen(path, "r");
    if (!file) {
        perror(path);
        return -1;
    }
    int capacity = 16;
    layout->sprites = malloc(sizeof(Sprite) * capacity);
    layout->count = 0;
    layout->width = layout->height = 0;
    layout->clipped = 0;
    char line[256];
    int number = 0;
    while (fgets(line, sizeof line, file)) {
        number++;
        Sprite sprite;
        unsigned red, green, blue;
        if (sscanf(line, "window %d %d", &layout->width, &layout->height) == 2) continue;
        if (sscanf(line, "background %u %u %u", &red, &green, &blue) == 3) {
            layout->red = (Uint8)red, layout->green = (Uint8)green, layout->blue = (Uint8)blue;
            continue;
        }
        if (sscanf(line, "clip %d %d %d %d", &layout->clip.x, &layout->clip.y, &layout->clip.w, &layout->clip.h) == 4) {
            layout->clipped = 1;
            continue;
        }
        if (sscanf(line, "sprite %f %f %f %f %lf", &sprite.destination.x, &sprite.destination.y,
                   &sprite.destination.w, &sprite.destination.h, &sprite.angle) == 5) {
            if (layout->count == capacity) {
                capacity *= 2;
                layout->sprites = realloc(layout->sprites, sizeof(Sprite) * capacity);
            }
            layout->sprites[layout->count++] = sprite;
            continue;
        }
        fprintf(stderr, "frame-floor: %s:%d: not a layout line\n", path, number);
        fclose(file);
        return -1;
    }
    fclose(file);
    if (layout->width <= 0 || layout->height <= 0) {
        fprintf(stderr, "frame-floor: %s: no window line\n", path);
        return -1;
    }
    return 0;
}

/* The process's peak resident memory (VmHWM in /proc/self/status), in kB; -1 when unknown. */
static long peak_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return -1;
    char line[256];
    long kilobytes = -1;
    while (fgets(line, sizeof line, status)) {
        if (sscanf(line, "VmHWM: %ld kB", &kilobytes) == 1) break;
    }
    fclose(status);
    return kilobytes;
}

static double clock_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Draws one frame and waits until it is in the pixels: GPU renderers queue their work and return at once, and
 * reading one pixel back waits for the queue (the app's Renderer.waitUntilDrawn does the same). */
static void draw_frame(SDL_Renderer *renderer, SDL_Texture *texture, const Layout *layout) {
    SDL_SetRenderDrawColor(renderer, layout->red, layout->green, layout->blue, 255);
    SDL_RenderClear(renderer);
    if (layout->clipped) SDL_RenderSetClipRect(renderer, &layout->clip);
    for (int i = 0; i < layout->count; i++) {
        const Sprite *sprite = &layout->sprites[i];
        SDL_RenderCopyExF(renderer, texture, NULL, &sprite->destination, sprite->angle, NULL, SDL_FLIP_NONE);
    }
    if (layout->clipped) SDL_RenderSetClipRect(renderer, NULL);
    SDL_Rect corner = {0, 0, 1, 1};
    Uint32 pixel;
    SDL_RenderReadPixels(renderer, &corner, SDL_PIXELFORMAT_RGBA32, &pixel, 4);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: frame-floor IMAGE.png LAYOUT FRAMES [WARMUP [SAVE.png]]\n");
        return 2;
    }
    int frames = atoi(argv[3]);
    int warmup = argc > 4 ? atoi(argv[4]) : 5;
    const char *save = argc > 5 ? argv[5] : NULL;
    Layout layout;
    if (frames <= 0 || warmup < 0 || read_layout(argv[2], &layout) != 0) return 2;

    /* Environment variables win over these (SDL_SetHint is normal priority). The window is never shown, so like
     * the app headless, a present does not upload the software renderer's frame to a GPU texture. */
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return fail("SDL_Init");
    SDL_Window *window = SDL_CreateWindow("frame-floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          layout.width, layout.height, SDL_WINDOW_SHOWN);
    if (!window) return fail("SDL_CreateWindow");
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
    if (!renderer) return fail("SDL_CreateRenderer");
    SDL_Texture *texture = IMG_LoadTexture(renderer, argv[1]);
    if (!texture) return fail(argv[1]);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);

    for (int i = 0; i < warmup; i++) {
        draw_frame(renderer, texture, &layout);
        SDL_RenderPresent(renderer);
    }
    for (int i = 0; i < frames; i++) {
        double wall = clock_ms(CLOCK_MONOTONIC), cpu = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        draw_frame(renderer, texture, &layout);
        if (save && i == frames - 1) {
            /* Saving is not part of the frame: stop both clocks around it. */
            double pausedWall = clock_ms(CLOCK_MONOTONIC), pausedCPU = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
            int w, h;
            SDL_GetRendererOutputSize(renderer, &w, &h);
            Uint8 *shot = malloc((size_t)w * (size_t)h * 4);
            if (!shot || SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGBA32, shot, w * 4) != 0) return fail(save);
            FILE *out = fopen(save, "wb");
            if (!out || fwrite(shot, 4, (size_t)w * (size_t)h, out) != (size_t)w * (size_t)h || fclose(out) != 0) {
                perror(save);
                return 1;
            }
            free(shot);
            wall += clock_ms(CLOCK_MONOTONIC) - pausedWall;
            cpu += clock_ms(CLOCK_PROCESS_CPUTIME_ID) - pausedCPU;
        }
        SDL_RenderPresent(renderer);
        printf("frame %.4f %.4f\n", clock_ms(CLOCK_MONOTONIC) - wall, clock_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu);
    }
    SDL_RendererInfo info;
    SDL_GetRendererInfo(renderer, &info);
    printf("renderer %s\n", info.name);
    printf("memory %ld\n", peak_kilobytes());

    SDL_DestroyTexture(texture);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    free(layout.sprites);
    return 0;
}
