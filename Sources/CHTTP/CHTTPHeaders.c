// A transfer's header lines: the status, the codings libcurl will unpack, a declared
// length taken from the budget at once, and the validators kept for asking again.
#include "transfer.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/// The declared Content-Length of a 2xx answer's header line, or 0.
static unsigned long long declared_length(transfer *state, const char *data, size_t bytes) {
    static const char name[] = "content-length:";
    size_t name_length = sizeof name - 1;
    if (state->status < 200 || state->status >= 300 || state->status == 204 || bytes <= name_length || strncasecmp(data, name, name_length) != 0) return 0;
    // The digits copied out first: the header is not NUL-terminated.
    char digits[24] = {0};
    size_t count = 0;
    for (size_t at = name_length; at < bytes && count < sizeof digits - 1; at++) {
        if (data[at] >= '0' && data[at] <= '9') digits[count++] = data[at];
        else if (count > 0) break;
    }
    return count ? strtoull(digits, NULL, 10) : 0;
}

/// Whether the header line is `name` with a coding in its list other than `plain` and
/// identity: "gzip", "identity, gzip", "gzip, chunked".
static int names_coding(const char *data, size_t bytes, const char *name, const char *plain) {
    size_t length = strlen(name);
    if (bytes <= length || strncasecmp(data, name, length) != 0) return 0;
    size_t at = length;
    while (at < bytes) {
        while (at < bytes && (data[at] == ' ' || data[at] == '\t' || data[at] == ',')) at++;
        size_t start = at;
        while (at < bytes && data[at] != ',' && data[at] != ' ' && data[at] != '\t' && data[at] != '\r' && data[at] != '\n') at++;
        size_t token = at - start;
        if (token == 0) break;
        int known = (token == strlen(plain) && strncasecmp(data + start, plain, token) == 0) || (token == 8 && strncasecmp(data + start, "identity", 8) == 0);
        if (!known) return 1;
        while (at < bytes && data[at] != ',') at++;
    }
    return 0;
}

/// Keeps the answer's ETag and Last-Modified, each only when it fits whole, and takes a
/// declared Content-Length from the budget at once when there is room: a body that could
/// never fit is refused before a byte of it is read.
size_t feedterm_http_header(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    feedterm_http_result *result = &state->result;
    size_t bytes = size * count;
    // The status line starts each answer (a redirect's, then the next one's): only a 2xx
    // answer's declared length is taken from the budget at once.
    if (bytes > 9 && strncmp(data, "HTTP/", 5) == 0) {
        const char *space = memchr(data, ' ', bytes);
        state->status = space && (size_t)(space - data) + 4 <= bytes ? strtol((char[4]){space[1], space[2], space[3], 0}, NULL, 10) : 0;
        state->encoded = 0;
    }
    // libcurl unpacks a Content-Encoding it asked for, and (7.88) any Transfer-Encoding.
    if (state->unpacks && names_coding(data, bytes, "content-encoding:", "identity")) state->encoded = 1;
    if (names_coding(data, bytes, "transfer-encoding:", "chunked")) state->encoded = 1;
    unsigned long long declared = declared_length(state, data, bytes);
    // Past max_bytes, MAXFILESIZE refuses it as too large, without the budget. While other
    // bodies wait for room, a new one does not take it here: it queues in `receive`.
    if (declared > 0 && declared <= state->max_bytes) {
        state->declared = (size_t)declared + 1;
        int *queue = feedterm_http_waiting_in(result->budget);
        if (!(queue && *queue > 0) && feedterm_http_reserve(state, state->declared) == 0) return 0;
    }
    static const struct { const char *name; size_t offset; size_t capacity; } kept[] = {
        { "etag:", offsetof(feedterm_http_result, etag), sizeof ((feedterm_http_result *)0)->etag },
        { "last-modified:", offsetof(feedterm_http_result, last_modified), sizeof ((feedterm_http_result *)0)->last_modified },
    };
    for (size_t index = 0; index < 2; index++) {
        size_t length = strlen(kept[index].name);
        if (bytes <= length || strncasecmp(data, kept[index].name, length) != 0) continue;
        const char *value = data + length;
        size_t left = bytes - length;
        while (left > 0 && (*value == ' ' || *value == '\t')) { value++; left--; }
        while (left > 0 && (value[left - 1] == '\r' || value[left - 1] == '\n' || value[left - 1] == ' ')) left--;
        if (left > 0 && left < kept[index].capacity) {
            char *into = (char *)result + kept[index].offset;
            memcpy(into, value, left);
            into[left] = 0;
        }
    }
    return bytes;
}
