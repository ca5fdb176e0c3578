// One transfer's callbacks: the body taken from the budget and mapped as it arrives, bounded
// by max_bytes received and unpacked; a body with no room in the budget pauses its transfer.
// mremap is GNU.
#define _GNU_SOURCE
#include "transfer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <time.h>

long long feedterm_http_now_ms(void) {
    struct timespec clock;
    clock_gettime(CLOCK_MONOTONIC, &clock);
    return (long long)clock.tv_sec * 1000 + clock.tv_nsec / 1000000;
}

/// Holds `capacity` bytes of the budget for the body (it holds result.reserved already), at
/// once: 1 taken, 0 never fits (recorded), -1 no room now.
static int reserve(transfer *state, size_t capacity) {
    feedterm_http_result *result = &state->result;
    if (!budget_take || !result->budget || capacity <= result->reserved) return 1;
    switch (budget_take(result->budget, capacity - result->reserved, capacity)) {
    case 0: result->reserved = capacity; return 1;
    case 1: state->over_budget = 1; return 0;
    default: return -1;
    }
}

/// Maps the body to `capacity` bytes, which the budget holds already.
static int grow(transfer *state, size_t capacity) {
    feedterm_http_result *result = &state->result;
    // Mapped, not malloc'd: a body freed goes back to the system at once, where malloc's
    // arenas would keep every large body they ever held.
    char *grown = result->body ? mremap(result->body, state->capacity, capacity, MREMAP_MAYMOVE)
                               : mmap(NULL, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (grown == MAP_FAILED) return 0;
    result->body = grown;
    state->capacity = capacity;
    result->capacity = capacity;
    return 1;
}

/// Receives unpacked body bytes: kept while they fit the limit and the budget, else the
/// transfer stops (returning less than was given makes libcurl stop at once). The body grows
/// by a quarter at a time (at once to a declared length), each step taken from the budget
/// before it is mapped; with no room, the transfer pauses and libcurl keeps these bytes.
static size_t receive(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t bytes = size * count;
    feedterm_http_result *result = &state->result;
    if (result->length + bytes > state->max_bytes) {
        state->too_large = 1;
        return 0;
    }
    if (result->length + bytes > state->capacity) {
        size_t capacity = state->capacity + state->capacity / 4;
        if (capacity < 65536) capacity = 65536;
        if (capacity < state->declared) capacity = state->declared;
        if (capacity < result->length + bytes) capacity = result->length + bytes;
        if (capacity > state->max_bytes + 1) capacity = state->max_bytes + 1;
        switch (reserve(state, capacity)) {
        case 0: return 0;
        case -1: state->waiting_for = capacity; return CURL_WRITEFUNC_PAUSE;
        }
        if (!grow(state, capacity)) return 0;
    }
    if (bytes) memcpy(result->body + result->length, data, bytes);
    result->length += bytes;
    return bytes;
}

int feedterm_http_retry_budget(transfer *state) {
    switch (reserve(state, state->waiting_for)) {
    case 1: state->waiting_for = 0; return 1;
    case 0: return -1;
    default: return 0;
    }
}

/// Called while the transfer runs: stops it when cancelled, or when more bytes came over the
/// wire than the limit (a compressed body is counted here before it is unpacked).
static int progress(void *context, curl_off_t total, curl_off_t received, curl_off_t upload_total, curl_off_t uploaded) {
    (void)total; (void)upload_total; (void)uploaded;
    transfer *state = context;
    if (state->cancel && *state->cancel) return 1;
    if (received > 0 && (size_t)received > state->max_bytes) {
        state->too_large = 1;
        return 1;
    }
    return 0;
}

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

/// Keeps the answer's ETag and Last-Modified, each only when it fits whole, and takes a
/// declared Content-Length from the budget at once when there is room: a body that could
/// never fit is refused before a byte of it is read.
static size_t header(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    feedterm_http_result *result = &state->result;
    size_t bytes = size * count;
    // The status line starts each answer: only a 2xx answer's body is kept.
    if (bytes > 9 && strncmp(data, "HTTP/", 5) == 0) {
        const char *space = memchr(data, ' ', bytes);
        state->status = space && (size_t)(space - data) + 4 <= bytes ? strtol((char[4]){space[1], space[2], space[3], 0}, NULL, 10) : 0;
    }
    unsigned long long declared = declared_length(state, data, bytes);
    // Past max_bytes, MAXFILESIZE refuses it as too large, without the budget.
    if (declared > 0 && declared <= state->max_bytes) {
        state->declared = (size_t)declared + 1;
        if (reserve(state, state->declared) == 0) return 0;
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

/// Whether a header value can be sent as it is: no CR, no LF.
static int sendable(const char *value) {
    return value && *value && !strpbrk(value, "\r\n");
}

int feedterm_http_prepare(transfer *state, const feedterm_http_request *request) {
    state->result.budget = request->budget;
    CURL *handle = curl.easy_init();
    if (!handle) return 0;
    state->handle = handle;
    char line[320];
    snprintf(line, sizeof line, "Accept: %s", sendable(request->accept) ? request->accept : "*/*");
    state->headers = curl.slist_append(NULL, line);
    if (sendable(request->if_none_match) && strlen(request->if_none_match) < 256) {
        snprintf(line, sizeof line, "If-None-Match: %s", request->if_none_match);
        state->headers = curl.slist_append(state->headers, line);
    }
    if (sendable(request->if_modified_since) && strlen(request->if_modified_since) < 64) {
        snprintf(line, sizeof line, "If-Modified-Since: %s", request->if_modified_since);
        state->headers = curl.slist_append(state->headers, line);
    }
    // libcurl copies every string option.
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_PRIVATE, state);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, state->headers);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->max_bytes);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, state);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, state);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, state);
    return 1;
}

void feedterm_http_settle(transfer *state, CURLcode code) {
    feedterm_http_result *result = &state->result;
    const volatile int *cancel = state->cancel;
    curl.easy_getinfo(state->handle, CURLINFO_RESPONSE_CODE, &result->status);
    if (code == CURLE_OK) {
        result->outcome = FEEDTERM_HTTP_DONE;
        char *location = NULL;
        if (result->status >= 300 && result->status < 400 && curl.easy_getinfo(state->handle, CURLINFO_REDIRECT_URL, &location) == CURLE_OK && location) {
            result->redirect = strdup(location);
        }
    } else if (cancel && *cancel) {
        // However the transfer stopped, it was for this.
        result->outcome = FEEDTERM_HTTP_CANCELLED;
    } else if (state->over_budget) {
        result->outcome = FEEDTERM_HTTP_OVER_BUDGET;
    } else if (state->too_large || code == CURLE_FILESIZE_EXCEEDED) {
        result->outcome = FEEDTERM_HTTP_TOO_LARGE;
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        result->outcome = FEEDTERM_HTTP_TIMED_OUT;
    } else {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "%s", curl.easy_strerror(code));
    }
}
