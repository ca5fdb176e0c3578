#ifndef FEEDTERM_CPICTURES_H
#define FEEDTERM_CPICTURES_H

#include <stddef.h>
#include <stdint.h>

#include "CPicturesCells.h"

/// How one decode ended.
typedef enum {
    FEEDTERM_PICTURE_DECODED = 0,        ///< pixels holds width × height RGBA pixels
    FEEDTERM_PICTURE_UNKNOWN_FORMAT = 1, ///< not PNG, JPEG, GIF or WebP
    FEEDTERM_PICTURE_TOO_LARGE = 2,      ///< its header claims more than max_pixels: refused before decoding
    FEEDTERM_PICTURE_BROKEN = 3,         ///< the decoder refused it: see message
} feedterm_picture_outcome;

/// The formats it reads, told by their first bytes, never by a file name.
typedef enum {
    FEEDTERM_PICTURE_NONE = 0,
    FEEDTERM_PICTURE_PNG = 1,
    FEEDTERM_PICTURE_JPEG = 2,
    FEEDTERM_PICTURE_GIF = 3,
    FEEDTERM_PICTURE_WEBP = 4,
} feedterm_picture_format;

/// What one decode gave. pixels is the callee's, freed by feedterm_picture_free.
typedef struct {
    feedterm_picture_outcome outcome;
    feedterm_picture_format format;
    uint32_t width;
    uint32_t height;
    /// width × height pixels, 4 bytes each (red, green, blue, alpha), rows top first.
    uint8_t *pixels;
    char message[200];
} feedterm_picture;

/// Decodes the first picture (a GIF's first frame) of bytes[0..<count] with libpng,
/// libjpeg-turbo, giflib or libwebp, whichever its signature names, at no more than max_side
/// pixels on a side (aspect kept; 0 is its full size): a larger picture is reduced while it is
/// decoded, so its full size is never held. A header that claims more than max_pixels pixels
/// is refused before any pixel is allocated (width and height then say what it claims);
/// libjpeg's memory is capped too. Never exits or aborts on bad input: every decoder's error
/// comes back as BROKEN.
void feedterm_picture_decode(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result);

/// width × height RGBA pixels as a PNG file (RGB when keep_alpha is 0), malloc'd, its length in
/// *size; NULL when out of memory. The caller frees it.
uint8_t *feedterm_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int keep_alpha, size_t *size);

/// Frees what a result holds.
void feedterm_picture_free(feedterm_picture *result);

#endif
