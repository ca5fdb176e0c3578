// The reducer: rows in, a small picture out. Every source pixel adds to the one target pixel
// whose box holds it, so rows may come in any order (an interlaced GIF or PNG) and the result
// is the box average that Pixels.downscaled computes from a whole picture.
#include "loaders.h"

#include <stdlib.h>
#include <string.h>

void feedterm_reduced_size(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *out_width, uint32_t *out_height) {
    uint32_t longest = width > height ? width : height;
    if (max_side == 0 || longest <= max_side) {
        *out_width = width;
        *out_height = height;
        return;
    }
    double scale = (double)longest / (double)max_side;
    double scaled_width = (double)width / scale + 0.5, scaled_height = (double)height / scale + 0.5;
    *out_width = scaled_width < 1 ? 1 : (uint32_t)scaled_width;
    *out_height = scaled_height < 1 ? 1 : (uint32_t)scaled_height;
}

/// Fills map[0..<source] with the target index of each source index and counts[target] with
/// how many each target takes: target t covers [t × source / target, (t + 1) × source / target).
static void fill_map(uint32_t *map, uint32_t *counts, uint32_t source, uint32_t target) {
    for (uint32_t t = 0; t < target; t++) {
        uint32_t first = (uint32_t)((uint64_t)t * source / target), end = (uint32_t)((uint64_t)(t + 1) * source / target);
        counts[t] = end - first;
        for (uint32_t s = first; s < end; s++) map[s] = t;
    }
}

int feedterm_reducer_start(feedterm_reducer *reducer, uint32_t source_width, uint32_t source_height, uint32_t max_side) {
    memset(reducer, 0, sizeof *reducer);
    reducer->source_width = source_width;
    reducer->source_height = source_height;
    feedterm_reduced_size(source_width, source_height, max_side, &reducer->width, &reducer->height);
    reducer->columns = malloc(sizeof(uint32_t) * source_width);
    reducer->rows = malloc(sizeof(uint32_t) * source_height);
    reducer->column_counts = malloc(sizeof(uint32_t) * reducer->width);
    reducer->row_counts = malloc(sizeof(uint32_t) * reducer->height);
    reducer->sums = calloc((size_t)reducer->width * reducer->height * 4, sizeof(uint64_t));
    if (!reducer->columns || !reducer->rows || !reducer->column_counts || !reducer->row_counts || !reducer->sums) {
        feedterm_reducer_free(reducer);
        return 0;
    }
    fill_map(reducer->columns, reducer->column_counts, source_width, reducer->width);
    fill_map(reducer->rows, reducer->row_counts, source_height, reducer->height);
    return 1;
}

void feedterm_reducer_add(feedterm_reducer *reducer, uint32_t y, const uint8_t *rgba, uint32_t x, uint32_t step, uint32_t count) {
    if (y >= reducer->source_height) return;
    uint64_t *row = reducer->sums + (size_t)reducer->rows[y] * reducer->width * 4;
    for (uint32_t index = 0; index < count && x < reducer->source_width; index++, x += step) {
        uint64_t *sum = row + (size_t)reducer->columns[x] * 4;
        const uint8_t *pixel = rgba + (size_t)index * 4;
        sum[0] += pixel[0];
        sum[1] += pixel[1];
        sum[2] += pixel[2];
        sum[3] += pixel[3];
    }
}

void feedterm_reducer_finish(feedterm_reducer *reducer, feedterm_picture *result) {
    size_t count = (size_t)reducer->width * reducer->height;
    uint8_t *pixels = malloc(count * 4);
    if (pixels == NULL) {
        feedterm_reducer_free(reducer);
        feedterm_fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    for (uint32_t y = 0; y < reducer->height; y++) {
        for (uint32_t x = 0; x < reducer->width; x++) {
            size_t at = ((size_t)y * reducer->width + x) * 4;
            uint64_t box = (uint64_t)reducer->row_counts[y] * reducer->column_counts[x];
            for (int channel = 0; channel < 4; channel++) pixels[at + channel] = (uint8_t)(reducer->sums[at + channel] / box);
        }
    }
    free(result->pixels);
    result->pixels = pixels;
    result->width = reducer->width;
    result->height = reducer->height;
    feedterm_reducer_free(reducer);
}

void feedterm_reducer_free(feedterm_reducer *reducer) {
    free(reducer->columns);
    free(reducer->rows);
    free(reducer->column_counts);
    free(reducer->row_counts);
    free(reducer->sums);
    reducer->columns = reducer->rows = reducer->column_counts = reducer->row_counts = NULL;
    reducer->sums = NULL;
}
