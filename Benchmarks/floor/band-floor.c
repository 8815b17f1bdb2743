/* The latency tool's floor program (../shared/tools/latency/sdl_drag.c) with a tray's band added, to time what a band
 * costs llvmpipe drawn each way (docs/performance.md, Latency): MODE=none (the floor as it is), fill (a 1280×96 opaque fill),
 * fill+thumb (the fill and a 68×68 copy of the image, as the app's tray and thumbnail), texture (the band as one
 * opaque 1280×96 texture, as a cached tray would be laid). Time each with the mouse dragging under Xvfb, e.g.
 * `perf stat -e task-clock -p PID` over 300 moves, or as Scripts/measure-frame-cpu does.
 * Build: cc -O2 -o band-floor Benchmarks/floor/band-floor.c $(pkg-config --cflags --libs sdl2 SDL2_image)
 * Usage: MODE=fill band-floor IMAGE.png */
#include <SDL.h>
#include <SDL_image.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  const char *mode = getenv("MODE") ? getenv("MODE") : "none";
  if (argc < 2 || SDL_Init(SDL_INIT_VIDEO) != 0) return 2;
  SDL_Window *w = SDL_CreateWindow("SDLDragFloor", 0, 0, 1280, 800, 0);
  SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  SDL_Texture *t = IMG_LoadTexture(r, argv[1]); if (!t) return 2;
  SDL_Texture *band = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 1280, 96);
  Uint32 *px = malloc(1280*96*4); for (int i = 0; i < 1280*96; i++) px[i] = 0xff202830; SDL_UpdateTexture(band, NULL, px, 1280*4);
  SDL_SetTextureBlendMode(band, SDL_BLENDMODE_NONE);
  SDL_Rect d = {490, 250, 300, 300}; int down = 0, gx = 0, gy = 0, dirty = 1; SDL_Event e;
  SDL_Rect b = {0, 704, 1280, 96}, th = {14, 718, 68, 68};
  for (;;) {
    if (dirty) { SDL_SetRenderDrawColor(r, 30, 36, 48, 255); SDL_RenderClear(r); SDL_RenderCopy(r, t, NULL, &d);
      if (!strcmp(mode, "fill")) { SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE); SDL_SetRenderDrawColor(r, 32, 40, 48, 255); SDL_RenderFillRect(r, &b); }
      if (!strcmp(mode, "fill+thumb")) { SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE); SDL_SetRenderDrawColor(r, 32, 40, 48, 255); SDL_RenderFillRect(r, &b); SDL_RenderCopy(r, t, NULL, &th); }
      if (!strcmp(mode, "texture")) SDL_RenderCopy(r, band, NULL, &b);
      SDL_RenderPresent(r); dirty = 0; }
    if (!SDL_WaitEvent(&e)) break;
    do {
      if (e.type == SDL_QUIT) return 0;
      if (e.type == SDL_MOUSEBUTTONDOWN) { down = 1; gx = e.button.x - d.x; gy = e.button.y - d.y; }
      if (e.type == SDL_MOUSEBUTTONUP) down = 0;
      if (e.type == SDL_MOUSEMOTION && down) { d.x = e.motion.x - gx; d.y = e.motion.y - gy; dirty = 1; }
      if (e.type == SDL_WINDOWEVENT) dirty = 1;
    } while (SDL_PollEvent(&e));
  }
  return 0;
}
