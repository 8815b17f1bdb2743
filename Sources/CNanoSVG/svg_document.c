/* nanosvg's implementation, compiled once here (see include/CNanoSVG.h), and the three calls Swift makes. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CNanoSVG.h"

#define SDLCALL
#define NSVG_EXPORT static
#define NANOSVG_IMPLEMENTATION
#include "vendor/nanosvg.h"
#define NANOSVGRAST_IMPLEMENTATION
#include "vendor/nanosvgrast.h"

struct tsb_svg_document {
    NSVGimage *image;
};

tsb_svg_document *tsb_svg_parse(const uint8_t *bytes, size_t count, float *width, float *height) {
    char *text = malloc(count + 1);
    if (text == NULL) return NULL;
    memcpy(text, bytes, count);
    text[count] = 0;
    NSVGimage *image = nsvgParse(text, "px", 96.0f); /* nanosvg writes into the text it parses */
    free(text);
    if (image == NULL) return NULL;
    if (!(image->width > 0.0f) || !(image->height > 0.0f)) {
        nsvgDelete(image);
        return NULL;
    }
    tsb_svg_document *document = malloc(sizeof *document);
    if (document == NULL) {
        nsvgDelete(image);
        return NULL;
    }
    document->image = image;
    *width = image->width;
    *height = image->height;
    return document;
}

tsb_svg_status tsb_svg_draw(const tsb_svg_document *document, float scale, uint8_t *pixels, int width, int height,
                            long long stepLimit, int edgeLimit, long long *steps) {
    NSVGrasterizer *rasteriser = nsvgCreateRasterizer();
    if (rasteriser == NULL) return TSB_SVG_OUT_OF_MEMORY;
    rasteriser->workLimit = stepLimit;
    rasteriser->edgeLimit = edgeLimit;
    nsvgRasterize(rasteriser, document->image, 0.0f, 0.0f, scale, pixels, width, height, width * 4);
    *steps = rasteriser->work;
    tsb_svg_status status = rasteriser->outOfMemory ? TSB_SVG_OUT_OF_MEMORY
                          : rasteriser->exceeded ? TSB_SVG_OVER_BUDGET : TSB_SVG_DRAWN;
    nsvgDeleteRasterizer(rasteriser);
    return status;
}

void tsb_svg_free(tsb_svg_document *document) {
    if (document == NULL) return;
    nsvgDelete(document->image);
    free(document);
}
