// One transfer: prepared, its body mapped as it arrives (bounded by max_bytes received and
// unpacked, its room taken first: CHTTPBudget.c), and its outcome when it ends.
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
        int *queue = state->encoded || result->reserved > 0 ? NULL : feedterm_http_waiting_in(result->budget);
        if (queue && *queue > 0) return feedterm_http_pause_for(state, capacity);
        switch (feedterm_http_reserve(state, capacity)) {
        case 0: return 0;
        case -1:
            if (!state->encoded) return feedterm_http_pause_for(state, capacity);
            state->no_room = 1;
            return 0;
        }
        if (!grow(state, capacity)) return 0;
    }
    if (bytes) memcpy(result->body + result->length, data, bytes);
    result->length += bytes;
    return bytes;
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

/// Whether a header value can be sent as it is: no CR, no LF.
static int sendable(const char *value) {
    return value && *value && !strpbrk(value, "\r\n");
}

/// Appends each line of `lines` ("Name: value", separated by LF) to the request's headers;
/// an empty line, or one with a CR, is not sent. 0 when memory ran out.
static int feedterm_http_add_extra_headers(transfer *state, const char *lines) {
    for (const char *line = lines; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t length = end ? (size_t)(end - line) : strlen(line);
        if (length > 0 && !memchr(line, '\r', length)) {
            char *copy = strndup(line, length);
            if (!copy) return 0;
            struct curl_slist *grown = curl.slist_append(state->headers, copy);
            free(copy);
            if (!grown) return 0;
            state->headers = grown;
        }
        line = end ? end + 1 : line + length;
    }
    return 1;
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
    if (!feedterm_http_add_extra_headers(state, request->extra_headers)) return 0;
    // libcurl copies every string option.
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_PRIVATE, state);
    state->error_buffer[0] = '\0';
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, state->error_buffer);
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
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, feedterm_http_header);
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
        // libcurl's buffer names the address and port it tried ("Failed to connect to
        // 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"); the system's error says
        // why (refused, unreachable).
        const char *said = state->error_buffer[0] ? state->error_buffer : curl.easy_strerror(code);
        long system_error = 0;
        curl.easy_getinfo(state->handle, CURLINFO_OS_ERRNO, &system_error);
        if (system_error > 0) {
            snprintf(result->error, sizeof result->error, "%s (%s)", said, strerror((int)system_error));
        } else {
            snprintf(result->error, sizeof result->error, "%s", said);
        }
    }
}