#ifndef TOUCH_SANDBOX_CGIF_DECODER_H
#define TOUCH_SANDBOX_CGIF_DECODER_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the first image of a GIF held in memory into 8-bit RGBA with giflib, at that image's own size (what
 * SDL_image gave, so sprites keep their size): colours from the image's local colour table, else the global
 * one (an index beyond the table is opaque black); the transparent index of the graphic control extension
 * before the image becomes alpha 0, every other pixel alpha 255; interlaced rows are put back in order.
 *
 * `pixels` holds `pixelCapacity` bytes; an image needing more (width * height * 4) is refused before any row is
 * decoded. On success writes the image's size into `width` and `height` and returns 0; otherwise writes the
 * reason into `message` (always NUL-terminated) and returns -1. Never reads past `count` bytes. */
int tsb_gif_decode_first_image_rgba8(const uint8_t *bytes, size_t count, uint8_t *pixels, size_t pixelCapacity,
                                     uint32_t *width, uint32_t *height, char *message, size_t messageCapacity);

#endif
