#ifndef TOUCH_SANDBOX_CNANOSVG_H
#define TOUCH_SANDBOX_CNANOSVG_H

#include <stddef.h>
#include <stdint.h>

/* SVG files parsed and drawn by nanosvg, the parser and rasteriser SDL_image 2.6.3 uses, vendored here with a
 * budget (vendor/nanosvgrast.h says what was altered): drawing stops once it has taken `stepLimit` steps (points,
 * edges, active-edge visits, pixels) or held `edgeLimit` points or edges, so no file, however small, can hold the
 * sandbox for minutes or take gigabytes. Pixels are the same as SDL_image's IMG_LoadSizedSVG_RW gives, except where
 * the vendored copy mends nanosvg (a gradient of one stop, plain numbers in a gradient's box units). */

/* A parsed SVG document. */
typedef struct tsb_svg_document tsb_svg_document;

/* How drawing ended. */
typedef enum {
    TSB_SVG_DRAWN = 0,
    TSB_SVG_OVER_BUDGET = 1,
    TSB_SVG_OUT_OF_MEMORY = 2,
} tsb_svg_status;

/* Parses `count` bytes of SVG text (copied; they need no NUL) with units in pixels at 96 DPI, as SDL_image does.
 * Writes the document's size in pixels; returns NULL when nanosvg gives no document or one without a positive size. */
tsb_svg_document *tsb_svg_parse(const uint8_t *bytes, size_t count, float *width, float *height);

/* Draws the document scaled by `scale` into `pixels` (width * height * 4 bytes, RGBA, not premultiplied), as
 * SDL_image does. Writes the steps taken into `steps`. */
tsb_svg_status tsb_svg_draw(const tsb_svg_document *document, float scale, uint8_t *pixels, int width, int height,
                            long long stepLimit, int edgeLimit, long long *steps);

/* Frees a parsed document. */
void tsb_svg_free(tsb_svg_document *document);

#endif
