#include "CHTTP.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static pthread_once_t initialised = PTHREAD_ONCE_INIT;

static void initialise(void) {
    curl_global_init(CURL_GLOBAL_ALL);
}

typedef struct {
    feedterm_http_result *result;
    size_t max_bytes;
    size_t capacity;
    const volatile int *cancel;
    int too_large;
} transfer;

/// Receives unpacked body bytes: kept while they fit, else the transfer stops (returning less
/// than was given makes libcurl stop at once).
static size_t receive(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t bytes = size * count;
    feedterm_http_result *result = state->result;
    if (result->length + bytes > state->max_bytes) {
        state->too_large = 1;
        return 0;
    }
    if (result->length + bytes > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 65536;
        while (capacity < result->length + bytes) capacity *= 2;
        if (capacity > state->max_bytes + 1) capacity = state->max_bytes + 1;
        char *grown = realloc(result->body, capacity);
        if (!grown) return 0;
        result->body = grown;
        state->capacity = capacity;
    }
    memcpy(result->body + result->length, data, bytes);
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

/// Keeps the answer's ETag and Last-Modified, each only when it fits whole.
static size_t header(char *data, size_t size, size_t count, void *context) {
    feedterm_http_result *result = ((transfer *)context)->result;
    size_t bytes = size * count;
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

void feedterm_http_get(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, feedterm_http_result *result) {
    feedterm_http_get_validated(url, timeout_ms, max_bytes, cancel, "application/json", NULL, NULL, result);
}

void feedterm_http_get_validated(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, const char *accept,
                                 const char *if_none_match, const char *if_modified_since, feedterm_http_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&initialised, initialise);
    CURL *curl = curl_easy_init();
    if (!curl) {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "the HTTP client could not start");
        return;
    }
    transfer state = { result, max_bytes, 0, cancel, 0 };
    char line[320];
    snprintf(line, sizeof line, "Accept: %s", sendable(accept) ? accept : "*/*");
    struct curl_slist *headers = curl_slist_append(NULL, line);
    if (sendable(if_none_match) && strlen(if_none_match) < 256) {
        snprintf(line, sizeof line, "If-None-Match: %s", if_none_match);
        headers = curl_slist_append(headers, line);
    }
    if (sendable(if_modified_since) && strlen(if_modified_since) < 64) {
        snprintf(line, sizeof line, "If-Modified-Since: %s", if_modified_since);
        headers = curl_slist_append(headers, line);
    }
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, receive);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &state);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, header);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &state);
    curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, progress);
    curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &state);
    CURLcode code = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result->status);
    if (code == CURLE_OK) {
        result->outcome = FEEDTERM_HTTP_DONE;
        char *location = NULL;
        if (result->status >= 300 && result->status < 400 && curl_easy_getinfo(curl, CURLINFO_REDIRECT_URL, &location) == CURLE_OK && location) {
            result->redirect = strdup(location);
        }
    } else if (state.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        result->outcome = FEEDTERM_HTTP_TOO_LARGE;
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        result->outcome = FEEDTERM_HTTP_TIMED_OUT;
    } else if (code == CURLE_ABORTED_BY_CALLBACK && cancel && *cancel) {
        result->outcome = FEEDTERM_HTTP_CANCELLED;
    } else {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "%s", curl_easy_strerror(code));
    }
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
}

void feedterm_http_free(feedterm_http_result *result) {
    free(result->body);
    free(result->redirect);
    result->body = NULL;
    result->redirect = NULL;
}
