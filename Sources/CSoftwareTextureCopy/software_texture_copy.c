/* The visible part of SDL 2's software texture copies; see CSoftwareTextureCopy.h.
 *
 * The arithmetic below is SDL 2.26.5's, rewritten for a rectangle of the result and 64-bit positions:
 *   src/video/SDL_stretch.c (get_scaler_datas, scale_mat_SSE / scale_mat_NEON), and
 *   src/render/software/SDL_rotate.c (SDLgfx_rotozoomSurfaceSizeTrig, transformSurfaceRGBA, transformSurfaceRGBA90).
 * Those files carry this notice, which applies to the parts derived from them:
 *
 *   Simple DirectMedia Layer
 *   Copyright (C) 1997-2023 Sam Lantinga <slouken@libsdl.org>
 *   (SDL_rotate.c: Copyright (C) 2001-2012 Andreas Schiffler, Copyright (C) 2013 Sylvain Beucler)
 *
 *   This software is provided 'as-is', without any express or implied warranty. In no event will the authors be
 *   held liable for any damages arising from the use of this software.
 *
 *   Permission is granted to anyone to use this software for any purpose, including commercial applications, and
 *   to alter it and redistribute it freely, subject to the following restrictions:
 *
 *   1. The origin of this software must not be misrepresented; you must not claim that you wrote the original
 *      software. If you use this software in a product, an acknowledgment in the product documentation would be
 *      appreciated but is not required.
 *   2. Altered source versions must be plainly marked as such, and must not be misrepresented as being the
 *      original software.
 *   3. This notice may not be removed or altered from any source distribution.
 *
 * This is an altered version: it computes a rectangle of the result instead of the whole image, in 64-bit
 * positions, and keeps only the linear stretch and the smoothed rotation of 4-byte pixels. */

#include "CSoftwareTextureCopy.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* SDL's double arithmetic must be reproduced operation by operation: no fused multiply-adds. */
#pragma STDC FP_CONTRACT OFF

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* ---- The linear stretch (SDL_stretch.c) ---------------------------------------------------------------------- */

/* Bits of fraction in the stretch's positions: SDL's 16, or 32 for an image SDL refuses to stretch (over 65535
 * pixels a side), where 16 bits could not step finely enough. */
static int stretch_fraction_bits(int64_t scaled) { return scaled > 65535 ? 32 : 16; }

/* One output column (or row) of the stretch: the two source columns it blends and the weight of the second, 0 to
 * 128 (7 bits, SDL's PRECISION). */
typedef struct {
    int64_t first;
    int64_t second;
    int32_t weight;
} stretch_tap;

/* SDL's get_scaler_datas and the three cases of its loop (left padding, middle, right padding), for the output
 * positions [start, start + count). `vertical` follows the height's rules, where padding repeats the edge row
 * rather than blending towards the next one. */
static void stretch_taps(int64_t source, int64_t scaled, int64_t start, int64_t count, int vertical,
                         stretch_tap *taps) {
    const int bits = stretch_fraction_bits(scaled);
    const int64_t one = (int64_t)1 << bits, half = one >> 1;
    const int64_t step = (source << bits) / scaled;
    /* "Use this code for perfect match with pixman": x0 == (step + 1) / 2, less half a pixel. */
    const int64_t first = ((step * half + half) >> bits) - half;
    for (int64_t i = 0; i < count; i++) {
        const int64_t position = first + (start + i) * step;
        stretch_tap tap;
        if (position < 0) {
            tap.first = 0;
            tap.second = vertical ? 0 : 1;
            tap.weight = 0;
        } else if ((position >> bits) > source - 2) {
            tap.first = vertical ? source - 1 : source - 2;
            tap.second = source - 1;
            tap.weight = vertical ? 0 : 128;
        } else {
            tap.first = position >> bits;
            tap.second = tap.first + 1;
            tap.weight = (int32_t)((position >> (bits - 7)) & 127);
        }
        /* A one-pixel-wide image: SDL reads a neighbour it then weighs 0; read the pixel itself instead. */
        if (tap.first < 0) tap.first = 0;
        if (tap.second > source - 1) tap.second = source - 1;
        taps[i] = tap;
    }
}

void tsb_copy_stretch_rows(const tsb_copy_image *source, int64_t scaled_width, int64_t scaled_height,
                           int64_t x, int64_t y, int64_t width, int64_t height, const int64_t *first,
                           const int64_t *last, int swap_red_blue, uint8_t *out, int64_t out_pitch) {
    if (width <= 0 || height <= 0) return;
    stretch_tap *columns = malloc(sizeof(stretch_tap) * (size_t)width);
    stretch_tap *rows = malloc(sizeof(stretch_tap) * (size_t)height);
    /* The source columns the rectangle reads, and each one's vertical blend for the current row, kept at 7 extra
     * bits as SDL keeps it (4 channels of 16 bits a column). */
    int64_t low = 0, high = -1;
    uint16_t *blended = NULL;
    if (columns != NULL && rows != NULL) {
        stretch_taps(source->width, scaled_width, x, width, 0, columns);
        stretch_taps(source->height, scaled_height, y, height, 1, rows);
        low = columns[0].first;
        high = columns[width - 1].second;
        blended = malloc(sizeof(uint16_t) * 4 * (size_t)(high - low + 1));
    }
    if (blended == NULL) {
        free(columns);
        free(rows);
        free(blended);
        return;
    }
    /* The channel each blended lane takes: bytes 0 and 2 trade places when asked (the blend is the same per
     * channel, so trading before it is trading after). */
    const int lane[4] = {swap_red_blue ? 2 : 0, 1, swap_red_blue ? 0 : 2, 3};
    for (int64_t j = 0; j < height; j++) {
        const int64_t from = first != NULL ? first[j] - x : 0, to = last != NULL ? last[j] - x : width - 1;
        if (from > to) continue;
        const uint8_t *top = source->pixels + rows[j].first * source->pitch;
        const uint8_t *bottom = source->pixels + rows[j].second * source->pitch;
        const uint16_t down = (uint16_t)rows[j].weight, up = (uint16_t)(128 - rows[j].weight);
        for (int64_t c = columns[from].first; c <= columns[to].second; c++) {
            for (int k = 0; k < 4; k++) {
                blended[(c - low) * 4 + k] = (uint16_t)(top[c * 4 + lane[k]] * up + bottom[c * 4 + lane[k]] * down);
            }
        }
        uint8_t *pixel = out + j * out_pitch + from * 4;
#if defined(__SSE2__)
        const __m128i zero = _mm_setzero_si128();
        for (int64_t i = from; i <= to; i++, pixel += 4) {
            const int32_t right = columns[i].weight, left = 128 - right;
            const __m128i near = _mm_loadl_epi64((const __m128i *)(blended + (columns[i].first - low) * 4));
            const __m128i far = _mm_loadl_epi64((const __m128i *)(blended + (columns[i].second - low) * 4));
            const __m128i weights = _mm_set_epi16((short)right, (short)left, (short)right, (short)left,
                                                  (short)right, (short)left, (short)right, (short)left);
            __m128i sum = _mm_madd_epi16(_mm_unpacklo_epi16(near, far), weights);
            sum = _mm_srli_epi32(sum, 14);
            sum = _mm_packs_epi32(sum, zero);
            sum = _mm_packus_epi16(sum, zero);
            const int32_t value = _mm_cvtsi128_si32(sum);
            memcpy(pixel, &value, 4);
        }
#else
        for (int64_t i = from; i <= to; i++, pixel += 4) {
            const int32_t right = columns[i].weight, left = 128 - right;
            const uint16_t *near = blended + (columns[i].first - low) * 4, *far = blended + (columns[i].second - low) * 4;
            for (int k = 0; k < 4; k++) pixel[k] = (uint8_t)((near[k] * left + far[k] * right) >> 14);
        }
#endif
    }
    free(columns);
    free(rows);
    free(blended);
}

void tsb_copy_stretch_rect(const tsb_copy_image *source, int64_t scaled_width, int64_t scaled_height,
                           int64_t x, int64_t y, int64_t width, int64_t height, uint8_t *out, int64_t out_pitch) {
    tsb_copy_stretch_rows(source, scaled_width, scaled_height, x, y, width, height, NULL, NULL, 0, out, out_pitch);
}

/* ---- The rotation (SDL_rotate.c) ----------------------------------------------------------------------------- */

static void rotate_point(double sx, double sy, double sinangle, double cosangle, double center_x, double center_y,
                         double *dx, double *dy) {
    sx -= center_x;
    sy -= center_y;
    *dx = cosangle * sx - sinangle * sy;
    *dy = sinangle * sx + cosangle * sy;
    *dx += center_x;
    *dy += center_y;
}

void tsb_copy_rotation_make(int64_t width, int64_t height, double angle, float center_x, float center_y,
                            tsb_copy_rotation *rotation) {
    const double radangle = angle * (M_PI / 180.0);
    const double sinangle = sin(radangle), cosangle = cos(radangle);
    const double cx = center_x, cy = center_y;
    double x0, x1, x2, x3, y0, y1, y2, y3;
    /* The box of the four corner pixels' centres, rotated. */
    rotate_point(0.5, 0.5, sinangle, cosangle, cx, cy, &x0, &y0);
    rotate_point((double)width - 0.5, 0.5, sinangle, cosangle, cx, cy, &x1, &y1);
    rotate_point(0.5, (double)height - 0.5, sinangle, cosangle, cx, cy, &x2, &y2);
    rotate_point((double)width - 0.5, (double)height - 0.5, sinangle, cosangle, cx, cy, &x3, &y3);
    const int64_t minx = (int64_t)floor(fmin(fmin(x0, x1), fmin(x2, x3)));
    const int64_t maxx = (int64_t)ceil(fmax(fmax(x0, x1), fmax(x2, x3)));
    const int64_t miny = (int64_t)floor(fmin(fmin(y0, y1), fmin(y2, y3)));
    const int64_t maxy = (int64_t)ceil(fmax(fmax(y0, y1), fmax(y2, y3)));
    rotation->box_x = minx;
    rotation->box_y = miny;
    rotation->box_width = maxx - minx;
    rotation->box_height = maxy - miny;
    rotation->quarter_turns = -1;
    /* Converted only within int64_t's range (beyond it the conversion is undefined): an angle that large is no
     * quarter turn SDL would see either, as SDL converts it to int. */
    const double quarters = angle / 90;
    const int64_t turns = fabs(quarters) < 9.0e15 ? (int64_t)quarters : 0;
    if (fabs(quarters) < 9.0e15 && (double)turns == quarters) {
        /* SDL sizes a quarter-turn box exactly (its position still comes from the sums above). */
        int64_t quarter = turns % 4;
        if (quarter < 0) quarter += 4;
        rotation->quarter_turns = (int32_t)quarter;
        rotation->box_width = quarter & 1 ? height : width;
        rotation->box_height = quarter & 1 ? width : height;
    }
    /* Clockwise on screen: the loop steps by the negated sine. */
    rotation->fixed_sin = (int64_t)(-sinangle * 65536.0);
    rotation->fixed_cos = (int64_t)(cosangle * 65536.0);
    rotation->center_x = cx;
    rotation->center_y = cy;
}

/* Where SDL's inner loop starts row `row` of the box: the 16.16 position in the unrotated image of the box's
 * column 0, less half a pixel. */
static void row_start(const tsb_copy_rotation *r, int64_t row, int64_t *sdx, int64_t *sdy) {
    const int64_t cx = (int64_t)(r->center_x * 65536.0), cy = (int64_t)(r->center_y * 65536.0);
    const int64_t half = 1 << 15;
    const double src_x = ((double)r->box_x + 0 + 0.5 - r->center_x);
    const double src_y = ((double)(r->box_y + row) + 0.5 - r->center_y);
    *sdx = (int64_t)(((double)r->fixed_cos * src_x - (double)r->fixed_sin * src_y) + (double)cx - (double)half);
    *sdy = (int64_t)(((double)r->fixed_sin * src_x + (double)r->fixed_cos * src_y) + (double)cy - (double)half);
}

static int64_t floor_div(int64_t p, int64_t q) {
    if (q < 0) { p = -p; q = -q; }
    return p >= 0 ? p / q : -((-p + q - 1) / q);
}

static int64_t ceil_div(int64_t p, int64_t q) { return -floor_div(-p, q); }

/* Narrows [*first, *last] to the x where low <= start + x * step <= high. */
static void narrow(int64_t start, int64_t step, int64_t low, int64_t high, int64_t *first, int64_t *last) {
    if (step == 0) {
        if (start < low || start > high) *last = *first - 1;
        return;
    }
    int64_t from, to;
    if (step > 0) {
        from = ceil_div(low - start, step);
        to = floor_div(high - start, step);
    } else {
        from = ceil_div(high - start, step);
        to = floor_div(low - start, step);
    }
    if (from > *first) *first = from;
    if (to < *last) *last = to;
}

/* The columns [*first, *last] of box row `row` whose 2×2 neighbourhood lies inside the image (SDL's test
 * dx > -1 && dy > -1 && dx < w - 1 && dy < h - 1), within the columns asked for; empty when *first > *last. */
static void row_span(const tsb_copy_rotation *r, int64_t image_width, int64_t image_height, int64_t row,
                     int64_t sdx, int64_t sdy, int64_t *first, int64_t *last) {
    (void)row;
    narrow(sdx, r->fixed_cos, 0, ((image_width - 1) << 16) - 1, first, last);
    narrow(sdy, r->fixed_sin, 0, ((image_height - 1) << 16) - 1, first, last);
}

/* The quarter-turn copy (transformSurfaceRGBA90): which unrotated pixel box pixel (x, y) is. */
static void quarter_turn_source(int32_t quarter, int64_t image_width, int64_t image_height, int64_t x, int64_t y,
                                int64_t *sx, int64_t *sy) {
    switch (quarter) {
    case 1: *sx = y; *sy = image_height - 1 - x; break;
    case 2: *sx = image_width - 1 - x; *sy = image_height - 1 - y; break;
    case 3: *sx = image_width - 1 - y; *sy = x; break;
    default: *sx = x; *sy = y; break;
    }
}

int tsb_copy_rotation_source_rect(const tsb_copy_rotation *r, int64_t image_width, int64_t image_height,
                                  int64_t x, int64_t y, int64_t width, int64_t height,
                                  int64_t *source_x, int64_t *source_y, int64_t *source_width,
                                  int64_t *source_height) {
    if (width <= 0 || height <= 0 || image_width <= 0 || image_height <= 0) return 0;
    int64_t min_x = INT64_MAX, min_y = INT64_MAX, max_x = INT64_MIN, max_y = INT64_MIN;
    if (r->quarter_turns >= 0) {
        int64_t ax, ay, bx, by;
        quarter_turn_source(r->quarter_turns, image_width, image_height, x, y, &ax, &ay);
        quarter_turn_source(r->quarter_turns, image_width, image_height, x + width - 1, y + height - 1, &bx, &by);
        min_x = ax < bx ? ax : bx; max_x = ax < bx ? bx : ax;
        min_y = ay < by ? ay : by; max_y = ay < by ? by : ay;
        if (min_x < 0) min_x = 0;
        if (min_y < 0) min_y = 0;
        if (max_x > image_width - 1) max_x = image_width - 1;
        if (max_y > image_height - 1) max_y = image_height - 1;
    } else {
        if (image_width < 2 || image_height < 2) return 0;
        for (int64_t row = y; row < y + height; row++) {
            int64_t sdx, sdy;
            row_start(r, row, &sdx, &sdy);
            int64_t first = x, last = x + width - 1;
            row_span(r, image_width, image_height, row, sdx, sdy, &first, &last);
            if (first > last) continue;
            /* Positions are linear along the row: the ends bound them. */
            const int64_t dx0 = (sdx + first * r->fixed_cos) >> 16, dx1 = (sdx + last * r->fixed_cos) >> 16;
            const int64_t dy0 = (sdy + first * r->fixed_sin) >> 16, dy1 = (sdy + last * r->fixed_sin) >> 16;
            if (dx0 < min_x) min_x = dx0;
            if (dx1 < min_x) min_x = dx1;
            if (dx0 > max_x) max_x = dx0;
            if (dx1 > max_x) max_x = dx1;
            if (dy0 < min_y) min_y = dy0;
            if (dy1 < min_y) min_y = dy1;
            if (dy0 > max_y) max_y = dy0;
            if (dy1 > max_y) max_y = dy1;
        }
        /* Each sample reads its right and lower neighbours too. */
        max_x += 1;
        max_y += 1;
    }
    if (min_x > max_x || min_y > max_y) return 0;
    *source_x = min_x;
    *source_y = min_y;
    *source_width = max_x - min_x + 1;
    *source_height = max_y - min_y + 1;
    return 1;
}

/* The x-range, over the horizontal band low <= y <= high, of the convex polygon `xs`, `ys` (`count` corners in
 * order); 0 when the band misses it. */
static int band_range(const double *xs, const double *ys, int count, double low, double high, double *min_x,
                      double *max_x) {
    double from = INFINITY, to = -INFINITY;
    for (int i = 0; i < count; i++) {
        const int j = (i + 1) % count;
        if (ys[i] >= low && ys[i] <= high) {
            from = fmin(from, xs[i]);
            to = fmax(to, xs[i]);
        }
        const double edges[2] = {low, high};
        for (int e = 0; e < 2; e++) {
            const double level = edges[e];
            if ((ys[i] - level) * (ys[j] - level) < 0) {
                const double x = xs[i] + (xs[j] - xs[i]) * (level - ys[i]) / (ys[j] - ys[i]);
                from = fmin(from, x);
                to = fmax(to, x);
            }
        }
    }
    if (from > to) return 0;
    *min_x = from;
    *max_x = to;
    return 1;
}

void tsb_copy_rotation_source_spans(const tsb_copy_rotation *r, int64_t x, int64_t y, int64_t width, int64_t height,
                                    int64_t region_x, int64_t region_y, int64_t region_width, int64_t region_height,
                                    int64_t *first, int64_t *last) {
    /* The sample positions of the rectangle's corner pixels, in unrotated pixels: every sample lies in the
     * parallelogram they span (the positions are affine in the box's pixel, but for the rounding of each row's
     * start, a 65536th of a pixel). */
    double xs[4], ys[4];
    const int64_t corner_x[4] = {x, x + width - 1, x + width - 1, x};
    const int64_t corner_y[4] = {y, y, y + height - 1, y + height - 1};
    for (int i = 0; i < 4; i++) {
        int64_t sdx, sdy;
        row_start(r, corner_y[i], &sdx, &sdy);
        xs[i] = (double)(sdx + corner_x[i] * r->fixed_cos) / 65536.0;
        ys[i] = (double)(sdy + corner_x[i] * r->fixed_sin) / 65536.0;
    }
    for (int64_t j = 0; j < region_height; j++) {
        const int64_t row = region_y + j;
        double min_x, max_x;
        /* Row `row` is read by samples whose row is `row` or the one above: y from row - 1 up to row + 1. Half a
         * pixel more each way, and a pixel more each side, cover every rounding. */
        if (!band_range(xs, ys, 4, (double)row - 1.5, (double)row + 1.5, &min_x, &max_x)) {
            first[j] = region_x + 1;
            last[j] = region_x;
            continue;
        }
        int64_t from = (int64_t)floor(min_x) - 1, to = (int64_t)floor(max_x) + 2;
        if (from < region_x) from = region_x;
        if (to > region_x + region_width - 1) to = region_x + region_width - 1;
        first[j] = from;
        last[j] = to;
    }
}

#if defined(__SSE2__)
/* SDL's ((b - a) * fraction >> 16) + a for eight 16-bit lanes at once, `fraction` 0 to 65535. The product is
 * taken signed (_mm_mulhi_epi16) and corrected by (b - a) when the fraction's top bit is set; the floor of the
 * shift is the same either way. Every value stays within 0...255, so SDL's `& 0xff` changes nothing. */
static inline __m128i lerp_lanes(__m128i a, __m128i b, int32_t fraction) {
    const __m128i difference = _mm_sub_epi16(b, a);
    const __m128i step = _mm_mulhi_epi16(difference, _mm_set1_epi16((short)fraction));
    /* Without a branch: the fraction's top bit is as likely set as not, and a mispredicted branch costs more than
     * the whole blend. */
    const __m128i correction = _mm_and_si128(difference, _mm_set1_epi16((short)-((fraction >> 15) & 1)));
    return _mm_add_epi16(a, _mm_add_epi16(step, correction));
}

/* lerp_lanes for two pixels side by side: lanes 0-3 with `first`, lanes 4-7 with `second`. */
static inline __m128i lerp_lanes_pair(__m128i a, __m128i b, int32_t first, int32_t second) {
    const __m128i difference = _mm_sub_epi16(b, a);
    const __m128i fractions = _mm_unpacklo_epi64(_mm_set1_epi16((short)first), _mm_set1_epi16((short)second));
    const __m128i step = _mm_mulhi_epi16(difference, fractions);
    const __m128i tops = _mm_unpacklo_epi64(_mm_set1_epi16((short)-((first >> 15) & 1)),
                                            _mm_set1_epi16((short)-((second >> 15) & 1)));
    return _mm_add_epi16(a, _mm_add_epi16(step, _mm_and_si128(difference, tops)));
}
#endif

static inline void store(uint8_t *out, const uint8_t *in, int swap_red_blue) {
    out[0] = in[swap_red_blue ? 2 : 0];
    out[1] = in[1];
    out[2] = in[swap_red_blue ? 0 : 2];
    out[3] = in[3];
}

void tsb_copy_rotate_rect(const tsb_copy_rotation *r, int64_t image_width, int64_t image_height,
                          const uint8_t *region, int64_t region_x, int64_t region_y, int64_t region_width,
                          int64_t region_height, int64_t region_pitch,
                          int64_t x, int64_t y, int64_t width, int64_t height, uint8_t *out, int64_t out_pitch,
                          int swap_red_blue) {
    (void)region_width;
    (void)region_height;
    if (width <= 0 || height <= 0) return;
    if (r->quarter_turns >= 0) {
        for (int64_t j = 0; j < height; j++) {
            uint8_t *pixel = out + j * out_pitch;
            for (int64_t i = 0; i < width; i++, pixel += 4) {
                int64_t sx, sy;
                quarter_turn_source(r->quarter_turns, image_width, image_height, x + i, y + j, &sx, &sy);
                store(pixel, region + (sy - region_y) * region_pitch + (sx - region_x) * 4, swap_red_blue);
            }
        }
        return;
    }
    const int64_t icos = r->fixed_cos, isin = r->fixed_sin;
    for (int64_t j = 0; j < height; j++) {
        uint8_t *row_out = out + j * out_pitch;
        int64_t sdx, sdy;
        row_start(r, y + j, &sdx, &sdy);
        int64_t first = x, last = x + width - 1;
        if (image_width >= 2 && image_height >= 2) {
            row_span(r, image_width, image_height, y + j, sdx, sdy, &first, &last);
        } else {
            last = first - 1;
        }
        if (first > last) {
            memset(row_out, 0, (size_t)width * 4);
            continue;
        }
        memset(row_out, 0, (size_t)(first - x) * 4);
        memset(row_out + (last + 1 - x) * 4, 0, (size_t)(x + width - 1 - last) * 4);
        int64_t px = sdx + first * icos, py = sdy + first * isin;
        uint8_t *pixel = row_out + (first - x) * 4;
#if defined(__SSE2__)
        /* Two pixels a step: each blends its own 2×2 neighbourhood across, then the two blends down share one
         * register. `origin` is where pixel (0, 0) of the unrotated image would be in `region`. */
        const uint8_t *origin = region - region_y * region_pitch - region_x * 4;
        const __m128i zero = _mm_setzero_si128();
        int64_t i = first;
        for (; i + 1 <= last; i += 2, pixel += 8, px += 2 * icos, py += 2 * isin) {
            const int64_t qx = px + icos, qy = py + isin;
            const uint8_t *a = origin + (py >> 16) * region_pitch + (px >> 16) * 4;
            const uint8_t *b = origin + (qy >> 16) * region_pitch + (qx >> 16) * 4;
            const __m128i a_upper = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)a), zero);
            const __m128i a_lower = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(a + region_pitch)), zero);
            const __m128i b_upper = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)b), zero);
            const __m128i b_lower = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(b + region_pitch)), zero);
            const __m128i a_across = lerp_lanes(_mm_unpacklo_epi64(a_upper, a_lower), _mm_unpackhi_epi64(a_upper, a_lower),
                                                (int32_t)(px & 0xffff));
            const __m128i b_across = lerp_lanes(_mm_unpacklo_epi64(b_upper, b_lower), _mm_unpackhi_epi64(b_upper, b_lower),
                                                (int32_t)(qx & 0xffff));
            const __m128i down = lerp_lanes_pair(_mm_unpacklo_epi64(a_across, b_across), _mm_unpackhi_epi64(a_across, b_across),
                                                 (int32_t)(py & 0xffff), (int32_t)(qy & 0xffff));
            _mm_storel_epi64((__m128i *)pixel, _mm_packus_epi16(down, down));
        }
        if (i <= last) {
            const uint8_t *a = origin + (py >> 16) * region_pitch + (px >> 16) * 4;
            const __m128i upper = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)a), zero);
            const __m128i lower = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(a + region_pitch)), zero);
            const __m128i across = lerp_lanes(_mm_unpacklo_epi64(upper, lower), _mm_unpackhi_epi64(upper, lower),
                                              (int32_t)(px & 0xffff));
            const __m128i down = lerp_lanes(across, _mm_srli_si128(across, 8), (int32_t)(py & 0xffff));
            const int32_t value = _mm_cvtsi128_si32(_mm_packus_epi16(down, down));
            memcpy(pixel, &value, 4);
        }
        if (swap_red_blue) {
            for (uint8_t *p = row_out + (first - x) * 4, *end = row_out + (last + 1 - x) * 4; p < end; p += 4) {
                const uint8_t red = p[0];
                p[0] = p[2];
                p[2] = red;
            }
        }
        (void)store;
#else
        for (int64_t i = first; i <= last; i++, pixel += 4, px += icos, py += isin) {
            const int64_t dx = px >> 16, dy = py >> 16;
            const int32_t ex = (int32_t)(px & 0xffff), ey = (int32_t)(py & 0xffff);
            const uint8_t *c00 = region + (dy - region_y) * region_pitch + (dx - region_x) * 4;
            const uint8_t *c01 = c00 + 4;
            const uint8_t *c10 = c00 + region_pitch;
            const uint8_t *c11 = c10 + 4;
            uint8_t value[4];
            for (int c = 0; c < 4; c++) {
                const int32_t t1 = ((((c01[c] - c00[c]) * ex) >> 16) + c00[c]) & 0xff;
                const int32_t t2 = ((((c11[c] - c10[c]) * ex) >> 16) + c10[c]) & 0xff;
                value[c] = (uint8_t)((((t2 - t1) * ey) >> 16) + t1);
            }
            store(pixel, value, swap_red_blue);
        }
#endif
    }
}
