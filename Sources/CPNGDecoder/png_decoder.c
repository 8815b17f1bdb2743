#include "CPNGDecoder.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/* Where libpng reads from, and where its last error message goes. */
struct tsb_png_source {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    char *message;
    size_t messageCapacity;
};

static void tsb_png_read(png_structp png, png_bytep out, png_size_t length) {
    struct tsb_png_source *source = png_get_io_ptr(png);
    if (length > source->count - source->offset) png_error(png, "the file ends too early (truncated)");
    memcpy(out, source->bytes + source->offset, length);
    source->offset += length;
}

static void tsb_png_error(png_structp png, png_const_charp text) {
    struct tsb_png_source *source = png_get_error_ptr(png);
    snprintf(source->message, source->messageCapacity, "%s", text);
    png_longjmp(png, 1);
}

static void tsb_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* Warnings (a bad CRC in an ancillary chunk, an unknown chunk) leave the image usable. */
}

/* Asks libpng for 8-bit RGBA whatever the file holds. */
static void tsb_png_request_rgba8(png_structp png, png_infop info) {
    int colorType = png_get_color_type(png, info);
    png_set_expand(png);            /* palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha */
    png_set_scale_16(png);          /* 16 -> 8 bits, rounded */
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER); /* only where no alpha came from the file or its tRNS */
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

static int tsb_png_decode(png_structp png, png_infop info, uint32_t width, uint32_t height,
                          uint8_t *pixels, size_t pixelCapacity, png_bytep *rows) {
    struct tsb_png_source *source = png_get_io_ptr(png);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        snprintf(source->message, source->messageCapacity, "the image size changed while reading");
        return -1;
    }
    tsb_png_request_rgba8(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4 || pixelCapacity < (size_t)width * height * 4) {
        snprintf(source->message, source->messageCapacity, "libpng did not produce 8-bit RGBA");
        return -1;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    return 0;
}

int tsb_png_decode_rgba8(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                         uint8_t *pixels, size_t pixelCapacity, char *message, size_t messageCapacity) {
    struct tsb_png_source source = {bytes, count, 0, message, messageCapacity};
    if (messageCapacity > 0) message[0] = '\0';
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, tsb_png_error, tsb_png_warning);
    if (png == NULL) {
        snprintf(message, messageCapacity, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_free(png, rows);
        png_destroy_read_struct(&png, &info, NULL);
        if (messageCapacity > 0 && message[0] == '\0') snprintf(message, messageCapacity, "libpng failed");
        return -1;
    }
    png_set_read_fn(png, &source, tsb_png_read);
    png_set_user_limits(png, width, height);
    rows = png_malloc(png, sizeof(png_bytep) * (height > 0 ? height : 1));
    int status = tsb_png_decode(png, info, width, height, pixels, pixelCapacity, rows);
    png_free(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}
