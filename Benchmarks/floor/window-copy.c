/*
 * window-copy: what SDL's software renderer costs to lay an image that covers the whole window, already computed,
 * one to one (no scaling, no turn): the least any frame showing a sprite zoomed past the window can cost there.
 *
 * `touch-sandbox-bench frames --zoom` prints the app's frame with one sprite at 1× and zoomed to cover the window;
 * the goal for zoomed sprites is that the covering frame cost at most 1.5× the 1× one. This program measures, on the same headless
 * settings as frame-floor (offscreen video, software renderer), frames that clear the window and then lay a
 * window-sized opaque streaming texture with one SDL_RenderCopy, blended (as a sprite is) and not, so the figure can
 * be set beside the app's: whatever computes the zoomed pixels, laying them costs at least this much.
 *
 * Usage: window-copy [WIDTH HEIGHT [FRAMES]]   (default 1280 800 300)
 * Prints the median CPU milliseconds per frame of: the clear and present alone; with the window-sized copy blended;
 * with it copied without blending; and a bare memcpy of the window's bytes beside the clear (no SDL), for scale.
 *
 * Build: cc -O2 -o .build/window-copy Benchmarks/floor/window-copy.c $(pkg-config --cflags --libs sdl2)
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int width = argc > 2 ? atoi(argv[1]) : 1280, height = argc > 2 ? atoi(argv[2]) : 800;
    int frames = argc > 3 ? atoi(argv[3]) : 300;
    if (width <= 0 || height <= 0 || frames <= 0) {
        fprintf(stderr, "usage: window-copy [WIDTH HEIGHT [FRAMES]]\n");
        return 2;
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 1; }
    SDL_Window *window = SDL_CreateWindow("window-copy", 0, 0, width, height, SDL_WINDOW_SHOWN);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    SDL_Texture *image = renderer ? SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                                      SDL_TEXTUREACCESS_STREAMING, width, height) : NULL;
    size_t count = (size_t)width * (size_t)height;
    Uint32 *pixels = malloc(count * 4), *copy = malloc(count * 4);
    double *times = malloc(sizeof(double) * (size_t)frames);
    if (!image || !pixels || !copy || !times) { fprintf(stderr, "setup: %s\n", SDL_GetError()); return 1; }
    /* Opaque pixels of varied colour: SDL's blender takes its quickest path for an opaque pixel, so this is the
     * cheapest a covering sprite can be. */
    for (size_t i = 0; i < count; i++) pixels[i] = 0xff000000u | ((Uint32)(i * 2654435761u) >> 8);
    SDL_UpdateTexture(image, NULL, pixels, width * 4);

    const char *names[] = {"clear and present", "+ window-sized copy, blended", "+ window-sized copy, not blended",
                           "+ memcpy of the window's bytes (no SDL)"};
    for (int variant = 0; variant < 4; variant++) {
        SDL_SetTextureBlendMode(image, variant == 1 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
        for (int i = -10; i < frames; i++) {
            double start = cpu_ms();
            SDL_SetRenderDrawColor(renderer, 30, 36, 48, 255);
            SDL_RenderClear(renderer);
            if (variant == 1 || variant == 2) SDL_RenderCopy(renderer, image, NULL, NULL);
            if (variant == 3) memcpy(copy, pixels, count * 4);
            SDL_RenderPresent(renderer);
            if (i >= 0) times[i] = cpu_ms() - start;
        }
        qsort(times, (size_t)frames, sizeof(double), by_value);
        printf("%-42s %.3f ms CPU per frame (median of %d), %dx%d\n", names[variant], times[frames / 2], frames,
               width, height);
    }
    int check = (int)(copy[count / 2] & 1);
    free(times); free(copy); free(pixels);
    SDL_DestroyTexture(image);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return check & 0;
}
