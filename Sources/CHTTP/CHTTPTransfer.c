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

/// How many paused transfers wait for room in each budget, so that one that asks later does
/// not take the room first: the HTTP thread's alone (callbacks run on it). A few budgets at most.
static struct { void *budget; int count; } waiters[4];

static int *waiting_in(void *budget) {
    for (int index = 0; index < 4; index++) {
        if (waiters[index].budget == budget) return &waiters[index].count;
    }
    for (int index = 0; index < 4; index++) {
        if (waiters[index].count == 0) {
            waiters[index].budget = budget;
            return &waiters[index].count;
        }
    }
    return NULL;
}

/// Pauses the transfer until `capacity` of its budget is free: it joins the budget's queue.
static size_t pause_for(transfer *state, size_t capacity) {
    int *count = waiting_in(state->result.budget);
    if (count) (*count)++;
    state->waiting_for = capacity;
    return CURL_WRITEFUNC_PAUSE;
}

void feedterm_http_stop_waiting(transfer *state) {
    if (!state->waiting_for) return;
    int *count = waiting_in(state->result.budget);
    if (count && *count > 0) (*count)--;
    state->waiting_for = 0;
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
    // A transfer already refused takes nothing more, whatever libcurl hands back on resume.
    if (state->too_large || state->over_budget || state->no_room) return 0;
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
        // A new body waits behind bodies that already wait for room (not a compressed one,
        // which may not pause). One already growing goes on: it may be what they wait for.
        int *queue = state->encoded || result->reserved > 0 ? NULL : waiting_in(result->budget);
        if (queue && *queue > 0) return pause_for(state, capacity);
        switch (reserve(state, capacity)) {
        case 0: return 0;
        case -1:
            if (!state->encoded) return pause_for(state, capacity);
            state->no_room = 1;
            return 0;
        }
        if (!grow(state, capacity)) return 0;
    }
    if (bytes) memcpy(result->body + result->length, data, bytes);
    result->length += bytes;
    return bytes;
}

int feedterm_http_retry_budget(transfer *state) {
    switch (reserve(state, state->waiting_for)) {
    case 1: feedterm_http_stop_waiting(state); return 1;
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
static size_t header(char *data, size_t size, size_t count, void *context) {
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
        int *queue = waiting_in(result->budget);
        if (!(queue && *queue > 0) && reserve(state, state->declared) == 0) return 0;
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
    state->unpacks = request->unpacks;
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
    // Without ACCEPT_ENCODING libcurl neither asks for nor unpacks a compressed body.
    if (request->unpacks) curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_HTTP_VERSION, (long)CURL_HTTP_VERSION_1_1);
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
    // A body that refused bytes is not whole, however libcurl ended.
    if (code == CURLE_OK && (state->too_large || state->over_budget || state->no_room)) code = CURLE_WRITE_ERROR;
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
    } else if (state->no_room) {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "its compressed body found no room in the memory budget (a compressed body does not wait for room)");
    } else {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "%s", curl.easy_strerror(code));
    }
}
