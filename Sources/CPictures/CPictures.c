// Picture decoding in C: libjpeg reports errors by longjmp and giflib by callbacks, which
// only C can catch safely. Each decoder checks the claimed size before allocating.
//
// Each library is loaded with dlopen the first time a picture of its format is decoded: a
// process that decodes no picture (validate, lsp, a browser with pictures off) maps none.
// The headers give each function's type; the calls below go through pointers of that type.
#include "CPictures.h"

#include <dlfcn.h>
#include <gif_lib.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <webp/decode.h>

#define LAZY(name) static __typeof__(&name) lazy_##name;
LAZY(png_image_begin_read_from_memory) LAZY(png_image_finish_read) LAZY(png_image_free)
LAZY(jpeg_std_error) LAZY(jpeg_CreateDecompress) LAZY(jpeg_mem_src) LAZY(jpeg_read_header)
LAZY(jpeg_start_decompress) LAZY(jpeg_read_scanlines) LAZY(jpeg_finish_decompress) LAZY(jpeg_destroy_decompress)
LAZY(DGifOpen) LAZY(DGifCloseFile) LAZY(DGifGetRecordType) LAZY(DGifGetExtension) LAZY(DGifGetExtensionNext)
LAZY(DGifExtensionToGCB) LAZY(DGifGetImageDesc) LAZY(DGifGetLine) LAZY(GifErrorString)
LAZY(WebPGetInfo) LAZY(WebPDecodeRGBAInto)

#define FIND(name) if (!(lazy_##name = (__typeof__(lazy_##name))dlsym(library, #name))) return;
#define LOADER(format, soname, ...) \
    static pthread_once_t format##_once = PTHREAD_ONCE_INIT; \
    static int format##_loaded = 0; \
    static void load_##format##_library(void) { \
        void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL); \
        if (!library) return; \
        __VA_ARGS__ \
        format##_loaded = 1; \
    } \
    static int format##_available(void) { pthread_once(&format##_once, load_##format##_library); return format##_loaded; }

LOADER(png, "libpng16.so.16", FIND(png_image_begin_read_from_memory) FIND(png_image_finish_read) FIND(png_image_free))
LOADER(jpeg, "libjpeg.so.62", FIND(jpeg_std_error) FIND(jpeg_CreateDecompress) FIND(jpeg_mem_src) FIND(jpeg_read_header)
       FIND(jpeg_start_decompress) FIND(jpeg_read_scanlines) FIND(jpeg_finish_decompress) FIND(jpeg_destroy_decompress))
LOADER(gif, "libgif.so.7", FIND(DGifOpen) FIND(DGifCloseFile) FIND(DGifGetRecordType) FIND(DGifGetExtension)
       FIND(DGifGetExtensionNext) FIND(DGifExtensionToGCB) FIND(DGifGetImageDesc) FIND(DGifGetLine) FIND(GifErrorString))
LOADER(webp, "libwebp.so.7", FIND(WebPGetInfo) FIND(WebPDecodeRGBAInto))

// From here on, each call goes through its pointer.
#define png_image_begin_read_from_memory lazy_png_image_begin_read_from_memory
#define png_image_finish_read lazy_png_image_finish_read
#define png_image_free lazy_png_image_free
#define jpeg_std_error lazy_jpeg_std_error
#define jpeg_CreateDecompress lazy_jpeg_CreateDecompress
#define jpeg_mem_src lazy_jpeg_mem_src
#define jpeg_read_header lazy_jpeg_read_header
#define jpeg_start_decompress lazy_jpeg_start_decompress
#define jpeg_read_scanlines lazy_jpeg_read_scanlines
#define jpeg_finish_decompress lazy_jpeg_finish_decompress
#define jpeg_destroy_decompress lazy_jpeg_destroy_decompress
#define DGifOpen lazy_DGifOpen
#define DGifCloseFile lazy_DGifCloseFile
#define DGifGetRecordType lazy_DGifGetRecordType
#define DGifGetExtension lazy_DGifGetExtension
#define DGifGetExtensionNext lazy_DGifGetExtensionNext
#define DGifExtensionToGCB lazy_DGifExtensionToGCB
#define DGifGetImageDesc lazy_DGifGetImageDesc
#define DGifGetLine lazy_DGifGetLine
#define GifErrorString lazy_GifErrorString
#define WebPGetInfo lazy_WebPGetInfo
#define WebPDecodeRGBAInto lazy_WebPDecodeRGBAInto

static void fail(feedterm_picture *result, feedterm_picture_outcome outcome, const char *message) {
    result->outcome = outcome;
    snprintf(result->message, sizeof result->message, "%s", message);
    free(result->pixels);
    result->pixels = NULL;
}

/// Whether width × height fits the cap; also refuses 0.
static int fits(feedterm_picture *result, uint64_t width, uint64_t height, uint64_t max_pixels) {
    if (width == 0 || height == 0) {
        fail(result, FEEDTERM_PICTURE_BROKEN, "it has no pixels");
        return 0;
    }
    if (width * height > max_pixels) {
        result->width = (uint32_t)width;
        result->height = (uint32_t)height;
        char message[160];
        snprintf(message, sizeof message, "it claims %llu×%llu pixels, more than %llu", (unsigned long long)width,
                 (unsigned long long)height, (unsigned long long)max_pixels);
        fail(result, FEEDTERM_PICTURE_TOO_LARGE, message);
        return 0;
    }
    result->width = (uint32_t)width;
    result->height = (uint32_t)height;
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

// MARK: PNG, through libpng's simplified API (it catches its own errors).

static void decode_png(const uint8_t *bytes, size_t count, uint64_t max_pixels, feedterm_picture *result) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, count)) {
        fail(result, FEEDTERM_PICTURE_BROKEN, image.message);
        return;
    }
    if (!fits(result, image.width, image.height, max_pixels)) {
        png_image_free(&image);
        return;
    }
    image.format = PNG_FORMAT_RGBA;
    result->pixels = malloc(PNG_IMAGE_SIZE(image));
    if (result->pixels == NULL) {
        png_image_free(&image);
        fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    if (!png_image_finish_read(&image, NULL, result->pixels, 0, NULL)) {
        fail(result, FEEDTERM_PICTURE_BROKEN, image.message);
        png_image_free(&image);
    }
}

// MARK: JPEG, through libjpeg-turbo, its errors caught with setjmp.

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

static void decode_jpeg(const uint8_t *bytes, size_t count, uint64_t max_pixels, feedterm_picture *result) {
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_exit;
    failure.manager.emit_message = jpeg_quiet;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        fail(result, FEEDTERM_PICTURE_BROKEN, failure.message);
        return;
    }
    jpeg_create_decompress(&info);
    // Coefficient buffers of progressive files are bounded too.
    info.mem->max_memory_to_use = 256L * 1024 * 1024;
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);
    if (!fits(result, info.image_width, info.image_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    result->width = info.output_width;
    result->height = info.output_height;
    result->pixels = malloc(stride * info.output_height);
    if (result->pixels == NULL) {
        jpeg_destroy_decompress(&info);
        fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = result->pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
}

// MARK: GIF, the first frame, through giflib.

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} gif_reader;

static int gif_read(GifFileType *gif, GifByteType *into, int wanted) {
    gif_reader *reader = gif->UserData;
    size_t left = reader->count - reader->offset;
    size_t taken = (size_t)wanted < left ? (size_t)wanted : left;
    memcpy(into, reader->bytes + reader->offset, taken);
    reader->offset += taken;
    return (int)taken;
}

static void gif_failed(feedterm_picture *result, GifFileType *gif, int error) {
    const char *why = GifErrorString(error);
    fail(result, FEEDTERM_PICTURE_BROKEN, why ? why : "a broken GIF");
    int ignored;
    if (gif) DGifCloseFile(gif, &ignored);
}

static void decode_gif(const uint8_t *bytes, size_t count, uint64_t max_pixels, feedterm_picture *result) {
    gif_reader reader = {bytes, count, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, gif_read, &error);
    if (gif == NULL) { gif_failed(result, NULL, error); return; }
    if (!fits(result, (uint64_t)gif->SWidth, (uint64_t)gif->SHeight, max_pixels)) {
        DGifCloseFile(gif, &error);
        return;
    }
    int transparent = -1;
    GifRecordType type;
    do {
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return; }
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *extension;
            if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return; }
            while (extension != NULL) {
                GraphicsControlBlock control;
                if (code == GRAPHICS_EXT_FUNC_CODE && DGifExtensionToGCB(extension[0], extension + 1, &control) == GIF_OK) {
                    transparent = control.TransparentColor;
                }
                if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return; }
            }
        }
    } while (type != IMAGE_DESC_RECORD_TYPE && type != TERMINATE_RECORD_TYPE);
    if (type != IMAGE_DESC_RECORD_TYPE) { gif_failed(result, gif, D_GIF_ERR_NO_IMAG_DSCR); return; }
    if (DGifGetImageDesc(gif) == GIF_ERROR) { gif_failed(result, gif, gif->Error); return; }
    GifImageDesc frame = gif->Image;
    ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL || frame.Width <= 0 || frame.Height <= 0 || frame.Left < 0 || frame.Top < 0 ||
        frame.Left + frame.Width > gif->SWidth || frame.Top + frame.Height > gif->SHeight) {
        { gif_failed(result, gif, D_GIF_ERR_WRONG_RECORD); return; }
    }
    size_t width = (size_t)gif->SWidth, height = (size_t)gif->SHeight;
    result->pixels = calloc(width * height, 4);
    GifByteType *line = malloc((size_t)frame.Width);
    if (result->pixels == NULL || line == NULL) {
        free(line);
        gif_failed(result, gif, D_GIF_ERR_NOT_ENOUGH_MEM);
        return;
    }
    // Interlaced frames store rows in four passes.
    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
        for (int y = start; y < frame.Height; y += step) {
            if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR) {
                free(line);
                gif_failed(result, gif, gif->Error);
                return;
            }
            uint8_t *row = result->pixels + ((size_t)(frame.Top + y) * width + (size_t)frame.Left) * 4;
            for (int x = 0; x < frame.Width; x++) {
                int index = line[x];
                if (index == transparent || index >= colors->ColorCount) continue;
                GifColorType color = colors->Colors[index];
                row[x * 4] = color.Red;
                row[x * 4 + 1] = color.Green;
                row[x * 4 + 2] = color.Blue;
                row[x * 4 + 3] = 255;
            }
        }
    }
    free(line);
    DGifCloseFile(gif, &error);
}

// MARK: WebP, through libwebp.

static void decode_webp(const uint8_t *bytes, size_t count, uint64_t max_pixels, feedterm_picture *result) {
    int width = 0, height = 0;
    if (!WebPGetInfo(bytes, count, &width, &height)) {
        fail(result, FEEDTERM_PICTURE_BROKEN, "a broken WebP header");
        return;
    }
    if (!fits(result, (uint64_t)width, (uint64_t)height, max_pixels)) return;
    size_t stride = (size_t)width * 4;
    result->pixels = malloc(stride * (size_t)height);
    if (result->pixels == NULL) {
        fail(result, FEEDTERM_PICTURE_TOO_LARGE, "out of memory");
        return;
    }
    if (WebPDecodeRGBAInto(bytes, count, result->pixels, stride * (size_t)height, (int)stride) == NULL) {
        fail(result, FEEDTERM_PICTURE_BROKEN, "a broken WebP picture");
    }
}

void feedterm_picture_decode(const uint8_t *bytes, size_t count, uint64_t max_pixels, feedterm_picture *result) {
    memset(result, 0, sizeof *result);
    result->format = sniff(bytes, count);
    switch (result->format) {
    case FEEDTERM_PICTURE_PNG:
        if (png_available()) decode_png(bytes, count, max_pixels, result);
        else fail(result, FEEDTERM_PICTURE_BROKEN, "libpng is not installed (Debian's libpng16-16)");
        break;
    case FEEDTERM_PICTURE_JPEG:
        if (jpeg_available()) decode_jpeg(bytes, count, max_pixels, result);
        else fail(result, FEEDTERM_PICTURE_BROKEN, "libjpeg is not installed (Debian's libjpeg62-turbo)");
        break;
    case FEEDTERM_PICTURE_GIF:
        if (gif_available()) decode_gif(bytes, count, max_pixels, result);
        else fail(result, FEEDTERM_PICTURE_BROKEN, "giflib is not installed (Debian's libgif7)");
        break;
    case FEEDTERM_PICTURE_WEBP:
        if (webp_available()) decode_webp(bytes, count, max_pixels, result);
        else fail(result, FEEDTERM_PICTURE_BROKEN, "libwebp is not installed (Debian's libwebp7)");
        break;
    case FEEDTERM_PICTURE_NONE: fail(result, FEEDTERM_PICTURE_UNKNOWN_FORMAT, "not a PNG, JPEG, GIF or WebP picture"); break;
    }
}

void feedterm_picture_free(feedterm_picture *result) {
    free(result->pixels);
    result->pixels = NULL;
}
