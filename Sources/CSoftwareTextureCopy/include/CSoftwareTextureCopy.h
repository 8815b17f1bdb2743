#ifndef TOUCH_SANDBOX_CSOFTWARE_TEXTURE_COPY_H
#define TOUCH_SANDBOX_CSOFTWARE_TEXTURE_COPY_H

#include <stdint.h>

/* The pixels SDL 2's software renderer gives a scaled, and possibly rotated, texture copy (SDL_RenderCopyF and
 * SDL_RenderCopyExF), computed for any rectangle of the result alone. SDL builds the whole scaled image, and for a
 * rotation the whole rotated one too, every time it draws the copy: a sprite zoomed past the window costs what it
 * would cover, not what is seen. These functions let the caller compute only the visible part, pixel for pixel
 * what SDL computes (the tests compare every pixel with SDL's own copies).
 *
 * The arithmetic follows SDL 2.26's src/video/SDL_stretch.c (the linear stretch's SSE2/NEON form) and
 * src/render/software/SDL_rotate.c (SDLgfx_rotozoomSurfaceSizeTrig, transformSurfaceRGBA with smoothing and
 * transformSurfaceRGBA90), both under the zlib licence (see software_texture_copy.c). Positions are 64-bit here,
 * where SDL uses 32-bit ones: the results are SDL's wherever SDL's arithmetic does not overflow (images up to
 * 32767 pixels a side), and keep the same rules beyond, where SDL draws nothing or garbage.
 *
 * Pixels are 4 bytes, in any byte order: every step treats the four bytes alike. */

/* An image in memory: `width` × `height` pixels of 4 bytes, rows `pitch` bytes apart. */
typedef struct {
    const uint8_t *pixels;
    int64_t width;
    int64_t height;
    int64_t pitch;
} tsb_copy_image;

/* Writes the pixels [x, x + width) × [y, y + height) of `source` stretched to `scaled_width` × `scaled_height`
 * with SDL's linear filter (SDL_SoftStretchLinear), into `out` (rows `out_pitch` bytes apart). The rectangle
 * must lie inside the stretched image. */
void tsb_copy_stretch_rect(const tsb_copy_image *source, int64_t scaled_width, int64_t scaled_height,
                           int64_t x, int64_t y, int64_t width, int64_t height, uint8_t *out, int64_t out_pitch);

/* The same for rows of varying extent: row j of the rectangle only from column first[j] to last[j] (inclusive;
 * none when first[j] > last[j]); the rest of `out` is left as it was. With `swap_red_blue`, bytes 0 and 2 of each
 * pixel trade places on the way out (SDL converts ABGR8888 to ARGB8888 as it scales a copy it then turns). */
void tsb_copy_stretch_rows(const tsb_copy_image *source, int64_t scaled_width, int64_t scaled_height,
                           int64_t x, int64_t y, int64_t width, int64_t height, const int64_t *first,
                           const int64_t *last, int swap_red_blue, uint8_t *out, int64_t out_pitch);

/* How SDL rotates an image of `width` × `height` by `angle` degrees clockwise about (`center_x`, `center_y`)
 * (relative to the image's top-left corner): the rotated image's box relative to the same corner, and the
 * fixed-point sine and cosine its inner loop steps by. */
typedef struct {
    int64_t box_x;
    int64_t box_y;
    int64_t box_width;
    int64_t box_height;
    int64_t fixed_cos;
    int64_t fixed_sin;
    double center_x;
    double center_y;
    /* 1, 2 or 3 when the angle is that many quarter turns (SDL then moves pixels without filtering), else -1. */
    int32_t quarter_turns;
} tsb_copy_rotation;

void tsb_copy_rotation_make(int64_t width, int64_t height, double angle, float center_x, float center_y,
                            tsb_copy_rotation *rotation);

/* The rectangle of the unrotated image (`image_width` × `image_height`) that the rotated pixels
 * [x, x + width) × [y, y + height) of the box read. Returns 0 when they read none (all of them are transparent
 * black), else 1 and the rectangle. */
int tsb_copy_rotation_source_rect(const tsb_copy_rotation *rotation, int64_t image_width, int64_t image_height,
                                  int64_t x, int64_t y, int64_t width, int64_t height,
                                  int64_t *source_x, int64_t *source_y, int64_t *source_width,
                                  int64_t *source_height);

/* For each row of the rectangle `region_*` of the unrotated image (inside `tsb_copy_rotation_source_rect`'s
 * rectangle for the same box rectangle), the columns first[row] to last[row] that box rectangle reads: a turned
 * tile reads a slanted band of the image, and its bounding rectangle is up to twice the band. */
void tsb_copy_rotation_source_spans(const tsb_copy_rotation *rotation, int64_t x, int64_t y, int64_t width,
                                    int64_t height, int64_t region_x, int64_t region_y, int64_t region_width,
                                    int64_t region_height, int64_t *first, int64_t *last);

/* Writes the rotated pixels [x, x + width) × [y, y + height) of the box into `out` (rows `out_pitch` bytes apart),
 * as SDL's rotation with smoothing (or its quarter-turn copy) gives them; pixels outside the image are 0.
 * `region` holds the unrotated image's pixels from (`region_x`, `region_y`), `region_width` × `region_height` of
 * them, covering at least `tsb_copy_rotation_source_rect`'s rectangle. With `swap_red_blue`, bytes 0 and 2 of
 * each pixel trade places on the way out (SDL converts ABGR8888 to ARGB8888 before it rotates). */
void tsb_copy_rotate_rect(const tsb_copy_rotation *rotation, int64_t image_width, int64_t image_height,
                          const uint8_t *region, int64_t region_x, int64_t region_y, int64_t region_width,
                          int64_t region_height, int64_t region_pitch,
                          int64_t x, int64_t y, int64_t width, int64_t height, uint8_t *out, int64_t out_pitch,
                          int swap_red_blue);

#endif
