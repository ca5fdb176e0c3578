// JPEG through libjpeg-turbo, its errors caught with setjmp. A large picture is decoded at
// the smallest of libjpeg's DCT scales (1/1, 1/2, 1/4, 1/8) that is still at least the size
// wanted, one scanline at a time into the reducer: a 6000 × 6000 photograph drawn in a card
// is read as 750 × 750 and never held whole.
#include "loaders.h"

#include <stdlib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} jpeg_failure;

static void jpeg_exit(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    (*info->err->format_message)(info, failure->message);
    longjmp(failure->jump, 1);
}

/// Warnings (a file cut short is drawn grey where it ends) are not printed to stderr.
static void jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/// The largest DCT denominator (8, 4, 2 or 1) that keeps width × height at least wanted.
static unsigned int scale_denominator(uint32_t width, uint32_t height, uint32_t wanted_width, uint32_t wanted_height) {
    for (unsigned int denominator = 8; denominator > 1; denominator /= 2) {
        if ((width + denominator - 1) / denominator >= wanted_width && (height + denominator - 1) / denominator >= wanted_height) return denominator;
    }
    return 1;
}

void feedterm_decode_jpeg(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result) {
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    feedterm_reducer reducer = {0};
    // volatile: changed after setjmp and read after a longjmp back to it.
    uint8_t *volatile row = NULL;
    info.err = LIBRARY(jpeg_std_error)(&failure.manager);
    failure.manager.error_exit = jpeg_exit;
    failure.manager.emit_message = jpeg_quiet;
    if (setjmp(failure.jump)) {
        LIBRARY(jpeg_destroy_decompress)(&info);
        free(row);
        feedterm_reducer_free(&reducer);
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, failure.message);
        return;
    }
    LIBRARY(jpeg_CreateDecompress)(&info, JPEG_LIB_VERSION, sizeof info);
    // A progressive file keeps every coefficient of the whole picture: that, not the pixels,
    // is what a large one costs (a 24-megapixel photograph about 72 MB), and past this it is
    // refused, as libjpeg has no backing store to spill to.
    info.mem->max_memory_to_use = 96L * 1024 * 1024;
    LIBRARY(jpeg_mem_src)(&info, bytes, (unsigned long)count);
    LIBRARY(jpeg_read_header)(&info, TRUE);
    if (!feedterm_fits(result, info.image_width, info.image_height, max_pixels)) {
        LIBRARY(jpeg_destroy_decompress)(&info);
        return;
    }
    uint32_t wanted_width, wanted_height;
    feedterm_reduced_size(info.image_width, info.image_height, max_side, &wanted_width, &wanted_height);
    info.scale_num = 1;
    info.scale_denom = scale_denominator(info.image_width, info.image_height, wanted_width, wanted_height);
    info.out_color_space = JCS_EXT_RGBA;
    LIBRARY(jpeg_start_decompress)(&info);
    row = malloc((size_t)info.output_width * 4);
    if (row == NULL || !feedterm_reducer_start(&reducer, info.output_width, info.output_height, max_side)) {
        LIBRARY(jpeg_destroy_decompress)(&info);
        free(row);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    while (info.output_scanline < info.output_height) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        if (LIBRARY(jpeg_read_scanlines)(&info, rows, 1) != 1) break;
        feedterm_reducer_add(&reducer, y, row, 0, 1, info.output_width);
    }
    // Not jpeg_finish_decompress: it would read on past the last row for nothing.
    LIBRARY(jpeg_destroy_decompress)(&info);
    free(row);
    feedterm_reducer_finish(&reducer, result);
}
