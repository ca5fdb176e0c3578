// GIF, the first frame, through giflib, one line at a time into the reducer. The frame may be
// smaller than the screen it sits on: what it does not cover stays transparent.
#include "loaders.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} gif_reader;

static int gif_read(GifFileType *gif, GifByteType *into, int wanted) {
    gif_reader *reader = gif->UserData;
    size_t left = reader->count - reader->offset;
    size_t taken = (size_t)wanted < left ? (size_t)wanted : left;
    memcpy(into, reader->bytes + reader->offset, taken);
    reader->offset += taken;
    return (int)taken;
}

static void gif_failed(feedterm_picture *result, GifFileType *gif, int error) {
    const char *why = LIBRARY(GifErrorString)(error);
    feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, why ? why : "a broken GIF");
    int ignored;
    if (gif) LIBRARY(DGifCloseFile)(gif, &ignored);
}

/// Reads records up to the first frame's description; its transparent colour index, or -1, in
/// *transparent. 0 (with the result failed) when the file breaks first.
static int find_first_frame(GifFileType *gif, int *transparent, feedterm_picture *result) {
    GifRecordType type;
    do {
        if (LIBRARY(DGifGetRecordType)(gif, &type) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return 0; }
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *extension;
            if (LIBRARY(DGifGetExtension)(gif, &code, &extension) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return 0; }
            while (extension != NULL) {
                GraphicsControlBlock control;
                if (code == GRAPHICS_EXT_FUNC_CODE && LIBRARY(DGifExtensionToGCB)(extension[0], extension + 1, &control) == GIF_OK) {
                    *transparent = control.TransparentColor;
                }
                if (LIBRARY(DGifGetExtensionNext)(gif, &extension) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return 0; }
            }
        }
    } while (type != IMAGE_DESC_RECORD_TYPE && type != TERMINATE_RECORD_TYPE);
    if (type != IMAGE_DESC_RECORD_TYPE) { gif_failed(result, gif, D_GIF_ERR_NO_IMAG_DSCR); return 0; }
    if (LIBRARY(DGifGetImageDesc)(gif) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return 0; }
    return 1;
}

void feedterm_decode_gif(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result) {
    gif_reader reader = {bytes, count, 0};
    int error = 0;
    GifFileType *gif = LIBRARY(DGifOpen)(&reader, gif_read, &error);
    if (gif == NULL) { gif_failed(result, NULL, error); return; }
    if (!feedterm_fits(result, (uint64_t)gif->SWidth, (uint64_t)gif->SHeight, max_pixels)) {
        LIBRARY(DGifCloseFile)(gif, &error);
        return;
    }
    int transparent = -1;
    if (!find_first_frame(gif, &transparent, result)) return;
    GifImageDesc frame = gif->Image;
    ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL || frame.Width <= 0 || frame.Height <= 0 || frame.Left < 0 || frame.Top < 0 ||
        frame.Left + frame.Width > gif->SWidth || frame.Top + frame.Height > gif->SHeight) {
        gif_failed(result, gif, D_GIF_ERR_WRONG_RECORD);
        return;
    }
    feedterm_reducer reducer;
    GifByteType *line = malloc((size_t)frame.Width);
    uint8_t *pixels = malloc((size_t)frame.Width * 4);
    if (line == NULL || pixels == NULL || !feedterm_reducer_start(&reducer, (uint32_t)gif->SWidth, (uint32_t)gif->SHeight, max_side)) {
        free(line);
        free(pixels);
        gif_failed(result, gif, D_GIF_ERR_NOT_ENOUGH_MEM);
        return;
    }
    // Interlaced frames store rows in four passes; the reducer takes rows in any order.
    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
        for (int y = start; y < frame.Height; y += step) {
            if (LIBRARY(DGifGetLine)(gif, line, frame.Width) == GIF_ERROR) {
                free(line);
                free(pixels);
                feedterm_reducer_free(&reducer);
                gif_failed(result, gif, gif->Error);
                return;
            }
            for (int x = 0; x < frame.Width; x++) {
                int index = line[x];
                uint8_t *pixel = pixels + x * 4;
                if (index == transparent || index >= colors->ColorCount) {
                    memset(pixel, 0, 4);
                    continue;
                }
                GifColorType color = colors->Colors[index];
                pixel[0] = color.Red;
                pixel[1] = color.Green;
                pixel[2] = color.Blue;
                pixel[3] = 255;
            }
            feedterm_reducer_add(&reducer, (uint32_t)(frame.Top + y), pixels, (uint32_t)frame.Left, 1, (uint32_t)frame.Width);
        }
    }
    free(line);
    free(pixels);
    LIBRARY(DGifCloseFile)(gif, &error);
    feedterm_reducer_finish(&reducer, result);
}
