#ifndef TOUCH_SANDBOX_CPNG_DECODER_H
#define TOUCH_SANDBOX_CPNG_DECODER_H

#include <stddef.h>
#include <stdint.h>

/* Decodes a whole PNG held in memory into 8-bit RGBA with libpng, following the PNG specification for every
 * colour type and bit depth: palettes and gray expand to RGB, tRNS (gray, RGB or palette) becomes alpha by
 * comparing samples at the file's own bit depth, 16-bit samples are scaled to 8 bits with rounding
 * (v * 255 / 65535), interlaced images are de-interlaced. Gamma and colour chunks are ignored, as SDL_image does.
 *
 * The image must be exactly `width` x `height` (the caller read and checked the IHDR); `pixels` must hold
 * width * height * 4 bytes. Returns 0 on success; otherwise writes libpng's reason into `message` (always
 * NUL-terminated) and returns -1. libpng's errors long-jump back into this function, never into Swift. */
int tsb_png_decode_rgba8(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                         uint8_t *pixels, size_t pixelCapacity, char *message, size_t messageCapacity);

#endif
