// What the format decoders share: each library's functions, loaded with dlopen the first time
// a picture of its format is decoded (CPictures.c), the reducer that keeps a decode small
// (CPicturesReduce.c), and how a decode fails. Internal to the CPictures target.
#ifndef FEEDTERM_CPICTURES_LOADERS_H
#define FEEDTERM_CPICTURES_LOADERS_H

#include "CPictures.h"

// stdio first: jpeglib.h names FILE without including it.
#include <stdio.h>

#include <gif_lib.h>
#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <webp/decode.h>

// Each library function is called through a pointer of its own type:
// LIBRARY(name)(arguments).
#define LIBRARY(name) lazy_##name
#define FEEDTERM_PNG_FUNCTIONS(X) X(png_create_read_struct) X(png_create_info_struct) X(png_destroy_read_struct) \
    X(png_set_read_fn) X(png_get_io_ptr) X(png_get_error_ptr) X(png_read_info) X(png_get_IHDR) X(png_set_expand) \
    X(png_set_strip_16) X(png_set_gray_to_rgb) X(png_set_add_alpha) X(png_read_update_info) X(png_read_row)
#define FEEDTERM_JPEG_FUNCTIONS(X) X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_mem_src) X(jpeg_read_header) \
    X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_destroy_decompress)
#define FEEDTERM_GIF_FUNCTIONS(X) X(DGifOpen) X(DGifCloseFile) X(DGifGetRecordType) X(DGifGetExtension) \
    X(DGifGetExtensionNext) X(DGifExtensionToGCB) X(DGifGetImageDesc) X(DGifGetLine) X(GifErrorString)
#define FEEDTERM_WEBP_FUNCTIONS(X) X(WebPGetInfo) X(WebPInitDecoderConfigInternal) X(WebPDecode)
#define FEEDTERM_DECLARE_LAZY(name) extern __typeof__(&name) lazy_##name;
FEEDTERM_PNG_FUNCTIONS(FEEDTERM_DECLARE_LAZY)
FEEDTERM_JPEG_FUNCTIONS(FEEDTERM_DECLARE_LAZY)
FEEDTERM_GIF_FUNCTIONS(FEEDTERM_DECLARE_LAZY)
FEEDTERM_WEBP_FUNCTIONS(FEEDTERM_DECLARE_LAZY)

/// Ends a decode with `outcome` and `message`, freeing any pixels.
/// The longest side decoded: a picture 40 million pixels long and one high would fit the
/// pixel cap, yet make every row buffer and column map hundreds of megabytes.
#define FEEDTERM_MAX_SIDE 65535

void feedterm_fail(feedterm_picture *result, feedterm_picture_outcome outcome, const char *message);

/// Whether width × height fits the cap (refusing 0, a side longer than FEEDTERM_MAX_SIDE and
/// more than max_pixels, with the claimed size recorded either way).
int feedterm_fits(feedterm_picture *result, uint64_t width, uint64_t height, uint64_t max_pixels);

/// Box-averages rows of a picture into one no larger than max_side on a side as they are
/// decoded, so a picture's full size is never held: only the sums of the small one.
typedef struct {
    uint32_t source_width, source_height, width, height;
    /// The target column of each source column, and the target row of each source row.
    uint32_t *columns, *rows;
    /// How many source columns (rows) each target column (row) averages.
    uint32_t *column_counts, *row_counts;
    /// width × height × 4 sums of red, green, blue and alpha.
    uint64_t *sums;
} feedterm_reducer;

/// The size that fits width × height into max_side on either side, aspect kept (0: as it is).
void feedterm_reduced_size(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *out_width, uint32_t *out_height);

/// Starts a reducer from source_width × source_height into at most max_side; 0 when out of memory.
int feedterm_reducer_start(feedterm_reducer *reducer, uint32_t source_width, uint32_t source_height, uint32_t max_side);

/// Adds `count` RGBA pixels of source row `y`, the first at column `x`, then every `step` columns.
void feedterm_reducer_add(feedterm_reducer *reducer, uint32_t y, const uint8_t *rgba, uint32_t x, uint32_t step, uint32_t count);

/// Hands the averaged pixels to `result` (or fails it when out of memory), and frees the sums.
void feedterm_reducer_finish(feedterm_reducer *reducer, feedterm_picture *result);

/// Frees what a reducer holds; safe after finish.
void feedterm_reducer_free(feedterm_reducer *reducer);

void feedterm_decode_png(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result);
void feedterm_decode_jpeg(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result);
void feedterm_decode_gif(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result);
void feedterm_decode_webp(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result);

#endif
