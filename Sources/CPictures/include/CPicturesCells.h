#ifndef FEEDTERM_CPICTURES_CELLS_H
#define FEEDTERM_CPICTURES_CELLS_H

#include <stdint.h>

/// Whether libchafa could be loaded. It is loaded on first use (dlopen of libchafa.so.0), so a
/// process that draws no picture never maps it, nor the glib it needs.
int feedterm_cells_available(void);

/// The largest box of at most *columns × *rows cells that holds width × height pixels with
/// their aspect kept, a cell being twice as tall as it is wide; 0 when libchafa is missing.
int feedterm_cells_fit(int width, int height, int *columns, int *rows);

/// Converts width × height RGBA pixels into columns × rows cells: for each, row by row, a
/// block symbol (space, full, half blocks, quadrants) and its foreground and background
/// colours as 0xRRGGBB (negative: none). Returns 0 when libchafa is missing.
int feedterm_cells_convert(const uint8_t *rgba, int width, int height, int columns, int rows,
                           uint32_t *symbols, int32_t *foregrounds, int32_t *backgrounds);

#endif
