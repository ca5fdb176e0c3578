// Picture decoding in C: libjpeg reports errors by longjmp, libpng and giflib by callbacks,
// which only C can catch safely. Each decoder checks the claimed size before allocating, and
// keeps no more than the size wanted: rows go through the reducer (CPicturesReduce.c) as they
// are decoded, or the library scales (libjpeg's DCT scaling, libwebp's scaler).
//
// Each library is loaded with dlopen the first time a picture of its format is decoded: a
// process that decodes no picture (validate, lsp, a browser with pictures off) maps none.
// The headers give each function's type; the calls go through pointers of that type.
#include "loaders.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define FEEDTERM_DEFINE_LAZY(name) __typeof__(&name) lazy_##name;
FEEDTERM_PNG_FUNCTIONS(FEEDTERM_DEFINE_LAZY)
FEEDTERM_JPEG_FUNCTIONS(FEEDTERM_DEFINE_LAZY)
FEEDTERM_GIF_FUNCTIONS(FEEDTERM_DEFINE_LAZY)
FEEDTERM_WEBP_FUNCTIONS(FEEDTERM_DEFINE_LAZY)

#define FIND(name) if (!(lazy_##name = (__typeof__(lazy_##name))dlsym(library, #name))) return;
#define LOADER(format, soname, functions) \
    static pthread_once_t format##_once = PTHREAD_ONCE_INIT; \
    static int format##_loaded = 0; \
    static void load_##format##_library(void) { \
        void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL); \
        if (!library) return; \
        functions(FIND) \
        format##_loaded = 1; \
    } \
    static int format##_available(void) { pthread_once(&format##_once, load_##format##_library); return format##_loaded; }

LOADER(png, "libpng16.so.16", FEEDTERM_PNG_FUNCTIONS)
LOADER(jpeg, "libjpeg.so.62", FEEDTERM_JPEG_FUNCTIONS)
LOADER(gif, "libgif.so.7", FEEDTERM_GIF_FUNCTIONS)
LOADER(webp, "libwebp.so.7", FEEDTERM_WEBP_FUNCTIONS)

void feedterm_fail(feedterm_picture *result, feedterm_picture_outcome outcome, const char *message) {
    result->outcome = outcome;
    snprintf(result->message, sizeof result->message, "%s", message);
    free(result->pixels);
    result->pixels = NULL;
}

int feedterm_fits(feedterm_picture *result, uint64_t width, uint64_t height, uint64_t max_pixels) {
    if (width == 0 || height == 0) {
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "it has no pixels");
        return 0;
    }
    result->width = (uint32_t)width;
    result->height = (uint32_t)height;
    if (width > FEEDTERM_MAX_SIDE || height > FEEDTERM_MAX_SIDE) {
        char message[160];
        snprintf(message, sizeof message, "it claims %llu×%llu pixels, a side longer than %d", (unsigned long long)width,
                 (unsigned long long)height, FEEDTERM_MAX_SIDE);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, message);
        return 0;
    }
    if (width * height > max_pixels) {
        char message[160];
        snprintf(message, sizeof message, "it claims %llu×%llu pixels, more than %llu", (unsigned long long)width,
                 (unsigned long long)height, (unsigned long long)max_pixels);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, message);
        return 0;
    }
    return 1;
}

static feedterm_picture_format sniff(const uint8_t *bytes, size_t count) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    if (count >= 8 && memcmp(bytes, png, 8) == 0) return FEEDTERM_PICTURE_PNG;
    if (count >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return FEEDTERM_PICTURE_JPEG;
    if (count >= 6 && (memcmp(bytes, "GIF87a", 6) == 0 || memcmp(bytes, "GIF89a", 6) == 0)) return FEEDTERM_PICTURE_GIF;
    if (count >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0) return FEEDTERM_PICTURE_WEBP;
    return FEEDTERM_PICTURE_NONE;
}

void feedterm_picture_decode(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result) {
    memset(result, 0, sizeof *result);
    result->format = sniff(bytes, count);
    switch (result->format) {
    case FEEDTERM_PICTURE_PNG:
        if (png_available()) feedterm_decode_png(bytes, count, max_pixels, max_side, result);
        else feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "libpng is not installed (Debian's libpng16-16)");
        break;
    case FEEDTERM_PICTURE_JPEG:
        if (jpeg_available()) feedterm_decode_jpeg(bytes, count, max_pixels, max_side, result);
        else feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "libjpeg is not installed (Debian's libjpeg62-turbo)");
        break;
    case FEEDTERM_PICTURE_GIF:
        if (gif_available()) feedterm_decode_gif(bytes, count, max_pixels, max_side, result);
        else feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "giflib is not installed (Debian's libgif7)");
        break;
    case FEEDTERM_PICTURE_WEBP:
        if (webp_available()) feedterm_decode_webp(bytes, count, max_pixels, max_side, result);
        else feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "libwebp is not installed (Debian's libwebp7)");
        break;
    case FEEDTERM_PICTURE_NONE: feedterm_fail(result, FEEDTERM_PICTURE_UNKNOWN_FORMAT, "not a PNG, JPEG, GIF or WebP picture"); break;
    }
}

void feedterm_picture_free(feedterm_picture *result) {
    free(result->pixels);
    result->pixels = NULL;
}
