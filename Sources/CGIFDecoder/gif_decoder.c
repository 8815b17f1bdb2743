#include "CGIFDecoder.h"

#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where giflib reads from. */
struct tsb_gif_source {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
};

static int tsb_gif_read(GifFileType *gif, GifByteType *out, int length) {
    struct tsb_gif_source *source = gif->UserData;
    if (length < 0) return 0;
    size_t available = source->count - source->offset;
    size_t wanted = (size_t)length < available ? (size_t)length : available;
    memcpy(out, source->bytes + source->offset, wanted);
    source->offset += wanted;
    return (int)wanted;
}

static void tsb_gif_fail(char *message, size_t messageCapacity, const char *what, int error) {
    const char *reason = GifErrorString(error);
    snprintf(message, messageCapacity, "%s (%s)", what, reason != NULL ? reason : "giflib failed");
}

/* Reads one extension block, keeping the transparent index of a graphic control extension. */
static int tsb_gif_read_extension(GifFileType *gif, int *transparentIndex) {
    int code = 0;
    GifByteType *block = NULL;
    if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return GIF_ERROR;
    if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4) {
        GraphicsControlBlock control;
        if (DGifExtensionToGCB(block[0], block + 1, &control) == GIF_OK) *transparentIndex = control.TransparentColor;
    }
    while (block != NULL) {
        if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return GIF_ERROR;
    }
    return GIF_OK;
}

/* Reads the rows of the image just described, de-interlacing them, and turns indices into RGBA. */
static int tsb_gif_read_image(GifFileType *gif, int transparentIndex, uint8_t *pixels, GifPixelType *row) {
    const int width = gif->Image.Width, height = gif->Image.Height;
    static const int interlacedStart[] = {0, 4, 2, 1}, interlacedStep[] = {8, 8, 4, 2};
    const int passes = gif->Image.Interlace ? 4 : 1;
    const ColorMapObject *colors = gif->Image.ColorMap != NULL ? gif->Image.ColorMap : gif->SColorMap;
    for (int pass = 0; pass < passes; pass++) {
        const int start = gif->Image.Interlace ? interlacedStart[pass] : 0;
        const int step = gif->Image.Interlace ? interlacedStep[pass] : 1;
        for (int y = start; y < height; y += step) {
            if (DGifGetLine(gif, row, width) == GIF_ERROR) return GIF_ERROR;
            uint8_t *out = pixels + (size_t)y * (size_t)width * 4;
            for (int x = 0; x < width; x++, out += 4) {
                const int index = row[x];
                if (colors != NULL && index < colors->ColorCount) {
                    out[0] = colors->Colors[index].Red;
                    out[1] = colors->Colors[index].Green;
                    out[2] = colors->Colors[index].Blue;
                } else {
                    out[0] = out[1] = out[2] = 0;
                }
                out[3] = index == transparentIndex ? 0 : 255;
            }
        }
    }
    return GIF_OK;
}

static int tsb_gif_decode(GifFileType *gif, uint8_t *pixels, size_t pixelCapacity, uint32_t *width,
                          uint32_t *height, char *message, size_t messageCapacity) {
    int transparentIndex = NO_TRANSPARENT_COLOR;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) {
            tsb_gif_fail(message, messageCapacity, "no image could be read", gif->Error);
            return -1;
        }
        if (record == TERMINATE_RECORD_TYPE) {
            snprintf(message, messageCapacity, "the file holds no image");
            return -1;
        }
        if (record == EXTENSION_RECORD_TYPE) {
            if (tsb_gif_read_extension(gif, &transparentIndex) == GIF_ERROR) {
                tsb_gif_fail(message, messageCapacity, "an extension block is broken", gif->Error);
                return -1;
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) {
            tsb_gif_fail(message, messageCapacity, "the image descriptor is broken", gif->Error);
            return -1;
        }
        const size_t w = (size_t)gif->Image.Width, h = (size_t)gif->Image.Height;
        if (gif->Image.Width <= 0 || gif->Image.Height <= 0) {
            snprintf(message, messageCapacity, "the first image has no pixels (%dx%d)", gif->Image.Width, gif->Image.Height);
            return -1;
        }
        if (w * h * 4 > pixelCapacity) {
            snprintf(message, messageCapacity, "the first image (%zux%zu) is larger than the file declares", w, h);
            return -1;
        }
        GifPixelType *row = malloc(w);
        if (row == NULL) {
            snprintf(message, messageCapacity, "out of memory");
            return -1;
        }
        int status = tsb_gif_read_image(gif, transparentIndex, pixels, row);
        free(row);
        if (status == GIF_ERROR) {
            tsb_gif_fail(message, messageCapacity, "the image data is broken", gif->Error);
            return -1;
        }
        *width = (uint32_t)w;
        *height = (uint32_t)h;
        return 0;
    }
}

int tsb_gif_decode_first_image_rgba8(const uint8_t *bytes, size_t count, uint8_t *pixels, size_t pixelCapacity,
                                     uint32_t *width, uint32_t *height, char *message, size_t messageCapacity) {
    struct tsb_gif_source source = {bytes, count, 0};
    if (messageCapacity > 0) message[0] = '\0';
    int error = 0;
    GifFileType *gif = DGifOpen(&source, tsb_gif_read, &error);
    if (gif == NULL) {
        tsb_gif_fail(message, messageCapacity, "the header is broken", error);
        return -1;
    }
    int status = tsb_gif_decode(gif, pixels, pixelCapacity, width, height, message, messageCapacity);
    DGifCloseFile(gif, &error);
    return status;
}
