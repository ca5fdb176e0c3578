// WebP through libwebp, whose decoder scales as it decodes: a large picture comes out at the
// size wanted, never whole.
#include "loaders.h"

#include <stdlib.h>
#include <string.h>

void feedterm_decode_webp(const uint8_t *bytes, size_t count, uint64_t max_pixels, uint32_t max_side, feedterm_picture *result) {
    int width = 0, height = 0;
    if (!LIBRARY(WebPGetInfo)(bytes, count, &width, &height)) {
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "a broken WebP header");
        return;
    }
    if (!feedterm_fits(result, (uint64_t)width, (uint64_t)height, max_pixels)) return;
    uint32_t out_width, out_height;
    feedterm_reduced_size((uint32_t)width, (uint32_t)height, max_side, &out_width, &out_height);
    WebPDecoderConfig config;
    if (!LIBRARY(WebPInitDecoderConfigInternal)(&config, WEBP_DECODER_ABI_VERSION)) {
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "this libwebp is not the version feedterm was built with");
        return;
    }
    size_t stride = (size_t)out_width * 4;
    result->pixels = malloc(stride * out_height);
    if (result->pixels == NULL) {
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    if (out_width != (uint32_t)width || out_height != (uint32_t)height) {
        config.options.use_scaling = 1;
        config.options.scaled_width = (int)out_width;
        config.options.scaled_height = (int)out_height;
    }
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = result->pixels;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = stride * out_height;
    if (LIBRARY(WebPDecode)(bytes, count, &config) != VP8_STATUS_OK) {
        feedterm_fail(result, FEEDTERM_PICTURE_BROKEN, "a broken WebP picture");
        return;
    }
    result->width = out_width;
    result->height = out_height;
}
