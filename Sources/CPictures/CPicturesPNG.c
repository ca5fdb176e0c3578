// PNG through libpng's row API, one row at a time into the reducer: every format of PNG
// becomes 8-bit RGBA (palette, grey, 16-bit and tRNS expanded; opaque alpha added), and an
// interlaced file is read pass by pass, each pass's pixels added where they belong.
#include "loaders.h"

#include <stdlib.h>
#include <string.h>

/// Where libpng reads from, and where its errors jump to.
typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    jmp_buf jump;
    char message[160];
} png_context;

static void png_failed(png_structp png, png_const_charp message) {
    png_context *context = LIBRARY(png_get_error_ptr)(png);
    snprintf(context->message, sizeof context->message, "%s", message);
    longjmp(context->jump, 1);
}

static void png_warned(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void png_read_bytes(png_structp png, png_bytep into, size_t wanted) {
    png_context *context = LIBRARY(png_get_io_ptr)(png);
    if (context->count - context->offset < wanted) png_failed(png, "the file is cut short");
    memcpy(into, context->bytes + context->offset, wanted);
    context->offset += wanted;
}

void feedterm_decode_png(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result) {
    png_context context = {bytes, count, 0};
    png_structp png = LIBRARY(png_create_read_struct)(PNG_LIBPNG_VER_STRING, &context, png_failed, png_warned);
    png_infop info = png ? LIBRARY(png_create_info_struct)(png) : NULL;
    feedterm_reducer reducer = {0};
    // volatile: set after setjmp and freed after a longjmp back to it.
    uint8_t *volatile row = NULL;
    if (info == NULL) {
        LIBRARY(png_destroy_read_struct)(&png, NULL, NULL);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    if (setjmp(context.jump)) {
        LIBRARY(png_destroy_read_struct)(&png, &info, NULL);
        free(row);
        feedterm_reducer_free(&reducer);
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, context.message);
        return;
    }
    LIBRARY(png_set_read_fn)(png, &context, png_read_bytes);
    LIBRARY(png_read_info)(png, info);
    png_uint_32 width, height;
    int depth, color, interlace;
    LIBRARY(png_get_IHDR)(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    if (!feedterm_fits(result, width, height, max_pixels)) {
        LIBRARY(png_destroy_read_struct)(&png, &info, NULL);
        return;
    }
    LIBRARY(png_set_expand)(png);
    LIBRARY(png_set_strip_16)(png);
    LIBRARY(png_set_gray_to_rgb)(png);
    LIBRARY(png_set_add_alpha)(png, 0xff, PNG_FILLER_AFTER);
    LIBRARY(png_read_update_info)(png, info);
    row = malloc((size_t)width * 4);
    if (row == NULL || !feedterm_reducer_start(&reducer, width, height, max_side)) {
        LIBRARY(png_destroy_read_struct)(&png, &info, NULL);
        free(row);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    // Without interlace handling libpng hands an interlaced file's passes as their own
    // smaller rows, skipping passes that hold no pixel.
    int passes = interlace == PNG_INTERLACE_ADAM7 ? PNG_INTERLACE_ADAM7_PASSES : 1;
    for (int pass = 0; pass < passes; pass++) {
        uint32_t columns = passes == 1 ? width : PNG_PASS_COLS(width, pass), rows = passes == 1 ? height : PNG_PASS_ROWS(height, pass);
        if (columns == 0 || rows == 0) continue;
        for (uint32_t index = 0; index < rows; index++) {
            LIBRARY(png_read_row)(png, row, NULL);
            uint32_t y = passes == 1 ? index : PNG_ROW_FROM_PASS_ROW(index, pass);
            uint32_t x = passes == 1 ? 0 : PNG_PASS_START_COL(pass), step = passes == 1 ? 1 : (1u << PNG_PASS_COL_SHIFT(pass));
            feedterm_reducer_add(&reducer, y, row, x, step, columns);
        }
    }
    LIBRARY(png_destroy_read_struct)(&png, &info, NULL);
    free(row);
    feedterm_reducer_finish(&reducer, result);
}
