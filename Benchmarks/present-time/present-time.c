/* Where a live frame's time goes: preloaded (LD_PRELOAD) into an SDL2 program, it times each SDL_RenderPresent
 * that follows an event wait: "before" is from the wait's return (input arrived) to the present's call (the
 * program's own work: handling the event, queueing the frame's drawing), "present" is the call itself (on a GPU
 * renderer, where the drawing is done: Mesa llvmpipe rasterises the queued frame, then the frame is copied to the
 * X server). It counts every present too, so frames drawn without input (animations) show. It prints a line to
 * stderr every 60 timed presents and at exit:
 *   present-time: N presents, M after input: before 0.28 ms, present 4.40 ms (means)
 * Used by Scripts/measure-present-time. */
#define _GNU_SOURCE
#include <SDL.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static double woke = 0, before_sum = 0, present_sum = 0;
static long presents = 0, timed = 0;

static void report(void) {
    if (timed == 0) return;
    fprintf(stderr, "present-time: %ld presents, %ld after input: before %.2f ms, present %.2f ms (means)\n",
            presents, timed, before_sum / timed, present_sum / timed);
}

int SDL_WaitEventTimeout(SDL_Event *event, int timeout) {
    static int (*real)(SDL_Event *, int);
    if (!real) real = (int (*)(SDL_Event *, int))dlsym(RTLD_NEXT, "SDL_WaitEventTimeout");
    int got = real(event, timeout);
    if (got) woke = milliseconds();
    return got;
}

int SDL_WaitEvent(SDL_Event *event) {
    static int (*real)(SDL_Event *);
    if (!real) real = (int (*)(SDL_Event *))dlsym(RTLD_NEXT, "SDL_WaitEvent");
    int got = real(event);
    if (got) woke = milliseconds();
    return got;
}

void SDL_RenderPresent(SDL_Renderer *renderer) {
    static void (*real)(SDL_Renderer *);
    if (!real) {
        real = (void (*)(SDL_Renderer *))dlsym(RTLD_NEXT, "SDL_RenderPresent");
        atexit(report);
    }
    double start = milliseconds();
    real(renderer);
    double end = milliseconds();
    presents++;
    /* A present within 50 ms of input is that input's frame; one without input since the last is an animation's. */
    if (woke > 0 && start - woke < 50) {
        before_sum += start - woke;
        present_sum += end - start;
        timed++;
        if (timed % 60 == 0) report();
    }
    woke = 0;
}
