// Pixels to cells through libchafa, loaded with dlopen on first use: only a process that
// draws pictures maps libchafa and glib. The prototypes are libchafa 1.x's (soname .so.0,
// whose ABI is stable); the enum values are those of its headers.
#include "CPicturesCells.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

enum {
    CANVAS_MODE_TRUECOLOR = 0,
    PIXEL_RGBA8_UNASSOCIATED = 4,
    TAG_SPACE = 1 << 0, TAG_SOLID = 1 << 1, TAG_QUAD = 1 << 7, TAG_HHALF = 1 << 8, TAG_VHALF = 1 << 9,
};

static struct {
    void *(*symbol_map_new)(void);
    void (*symbol_map_add_by_tags)(void *, int);
    void (*symbol_map_unref)(void *);
    void *(*config_new)(void);
    void (*config_set_geometry)(void *, int, int);
    void (*config_set_canvas_mode)(void *, int);
    void (*config_set_symbol_map)(void *, const void *);
    void (*config_set_work_factor)(void *, float);
    void (*config_unref)(void *);
    void *(*canvas_new)(const void *);
    void (*canvas_draw_all_pixels)(void *, int, const uint8_t *, int, int, int);
    uint32_t (*canvas_get_char_at)(void *, int, int);
    void (*canvas_get_colors_at)(void *, int, int, int *, int *);
    void (*canvas_unref)(void *);
    void (*calc_canvas_geometry)(int, int, int *, int *, float, int, int);
    void (*set_n_threads)(int);
} chafa;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static int available = 0;

#define FIND(field, name) if (!(*(void **)&chafa.field = dlsym(library, name))) return;

static void load(void) {
    void *library = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    FIND(symbol_map_new, "chafa_symbol_map_new")
    FIND(symbol_map_add_by_tags, "chafa_symbol_map_add_by_tags")
    FIND(symbol_map_unref, "chafa_symbol_map_unref")
    FIND(config_new, "chafa_canvas_config_new")
    FIND(config_set_geometry, "chafa_canvas_config_set_geometry")
    FIND(config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode")
    FIND(config_set_symbol_map, "chafa_canvas_config_set_symbol_map")
    FIND(config_set_work_factor, "chafa_canvas_config_set_work_factor")
    FIND(config_unref, "chafa_canvas_config_unref")
    FIND(canvas_new, "chafa_canvas_new")
    FIND(canvas_draw_all_pixels, "chafa_canvas_draw_all_pixels")
    FIND(canvas_get_char_at, "chafa_canvas_get_char_at")
    FIND(canvas_get_colors_at, "chafa_canvas_get_colors_at")
    FIND(canvas_unref, "chafa_canvas_unref")
    FIND(calc_canvas_geometry, "chafa_calc_canvas_geometry")
    FIND(set_n_threads, "chafa_set_n_threads")
    // One thread: feedterm converts pictures on threads of its own, and chafa's pool of
    // workers (glib's) would add threads to each and keep allocations past their end.
    chafa.set_n_threads(1);
    available = 1;
}

int feedterm_cells_available(void) {
    pthread_once(&loaded, load);
    return available;
}

int feedterm_cells_fit(int width, int height, int *columns, int *rows) {
    if (!feedterm_cells_available()) return 0;
    chafa.calc_canvas_geometry(width, height, columns, rows, 0.5f, 1, 0);
    return 1;
}

int feedterm_cells_convert(const uint8_t *rgba, int width, int height, int columns, int rows,
                           uint32_t *symbols, int32_t *foregrounds, int32_t *backgrounds) {
    if (!feedterm_cells_available()) return 0;
    void *map = chafa.symbol_map_new();
    chafa.symbol_map_add_by_tags(map, TAG_SPACE | TAG_SOLID | TAG_HHALF | TAG_VHALF | TAG_QUAD);
    void *config = chafa.config_new();
    chafa.config_set_geometry(config, columns, rows);
    chafa.config_set_canvas_mode(config, CANVAS_MODE_TRUECOLOR);
    chafa.config_set_symbol_map(config, map);
    // The most work chafa offers (chafa -w 9): its best pick of symbol and colours per cell,
    // which measured closest to the source; a thumbnail still converts in a millisecond or two.
    chafa.config_set_work_factor(config, 1.0f);
    void *canvas = chafa.canvas_new(config);
    chafa.canvas_draw_all_pixels(canvas, PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            size_t at = (size_t)y * (size_t)columns + (size_t)x;
            int foreground = -1, background = -1;
            chafa.canvas_get_colors_at(canvas, x, y, &foreground, &background);
            symbols[at] = chafa.canvas_get_char_at(canvas, x, y);
            foregrounds[at] = foreground;
            backgrounds[at] = background;
        }
    }
    chafa.canvas_unref(canvas);
    chafa.config_unref(config);
    chafa.symbol_map_unref(map);
    return 1;
}
