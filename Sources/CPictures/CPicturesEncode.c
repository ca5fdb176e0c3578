// PNG encoding through zlib, for terminals that take a picture as a PNG file (kitty's
// graphics protocol, iTerm2's inline images): 8-bit RGB or RGBA, each row filtered with
// Paeth, which photographs compress best with, and deflated at level 6.
#include "CPictures.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

/// Appends a chunk of `kind` holding `body` at `out`; returns the bytes written.
static size_t chunk(uint8_t *out, const char *kind, const uint8_t *body, uint32_t length) {
    put32(out, length);
    memcpy(out + 4, kind, 4);
    if (length) memcpy(out + 8, body, length);
    uLong crc = crc32(0L, out + 4, 4 + length);
    put32(out + 8 + length, (uint32_t)crc);
    return 12 + (size_t)length;
}

static uint8_t paeth(uint8_t left, uint8_t up, uint8_t corner) {
    int estimate = left + up - corner;
    int to_left = abs(estimate - left), to_up = abs(estimate - up), to_corner = abs(estimate - corner);
    if (to_left <= to_up && to_left <= to_corner) return left;
    return to_up <= to_corner ? up : corner;
}

uint8_t *feedterm_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int keep_alpha, size_t *size) {
    size_t channels = keep_alpha ? 4 : 3, stride = (size_t)width * channels;
    size_t raw_size = (stride + 1) * height;
    uint8_t *raw = malloc(raw_size), *previous = calloc(stride ? stride : 1, 1), *current = malloc(stride ? stride : 1);
    uLongf packed_size = compressBound((uLong)raw_size);
    uint8_t *out = malloc(8 + 25 + 12 + packed_size + 12);
    if (!raw || !previous || !current || !out) {
        free(raw); free(previous); free(current); free(out);
        return NULL;
    }
    for (uint32_t y = 0; y < height; y++) {
        for (uint32_t x = 0; x < width; x++) memcpy(current + x * channels, rgba + ((size_t)y * width + x) * 4, channels);
        uint8_t *row = raw + (size_t)y * (stride + 1);
        row[0] = 4; // Paeth
        for (size_t i = 0; i < stride; i++) {
            uint8_t left = i >= channels ? current[i - channels] : 0, corner = i >= channels ? previous[i - channels] : 0;
            row[1 + i] = (uint8_t)(current[i] - paeth(left, previous[i], corner));
        }
        uint8_t *swap = previous;
        previous = current;
        current = swap;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    memcpy(out, signature, 8);
    uint8_t header[13];
    put32(header, width);
    put32(header + 4, height);
    header[8] = 8;
    header[9] = keep_alpha ? 6 : 2;
    header[10] = header[11] = header[12] = 0;
    size_t at = 8 + chunk(out + 8, "IHDR", header, 13);
    // Deflated straight into the IDAT chunk's body.
    if (compress2(out + at + 8, &packed_size, raw, (uLong)raw_size, 6) != Z_OK) {
        free(raw); free(previous); free(current); free(out);
        return NULL;
    }
    put32(out + at, (uint32_t)packed_size);
    memcpy(out + at + 4, "IDAT", 4);
    put32(out + at + 8 + packed_size, (uint32_t)crc32(0L, out + at + 4, 4 + (uInt)packed_size));
    at += 12 + packed_size;
    at += chunk(out + at, "IEND", NULL, 0);
    free(raw); free(previous); free(current);
    *size = at;
    return out;
}
