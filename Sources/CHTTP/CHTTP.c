// HTTP through libcurl, loaded with dlopen on the first request: only a process that reads
// an http(s) source maps libcurl and the thirty libraries it brings (TLS, Kerberos, LDAP, …).
// Linked, they were relocated at every start of validate, preview and lsp. The prototypes and
// constants are curl.h's; libcurl.so.4's ABI is stable.
#define CURL_DISABLE_TYPECHECK
// mremap is GNU.
#define _GNU_SOURCE
#include "CHTTP.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <time.h>

static struct {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_perform) *easy_perform;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
} curl;

static pthread_once_t initialised = PTHREAD_ONCE_INIT;
static int available = 0;
static feedterm_budget_take budget_take = NULL;
static feedterm_budget_give budget_give = NULL;

void feedterm_http_set_budget(feedterm_budget_take take, feedterm_budget_give give) {
    budget_take = take;
    budget_give = give;
}

#define FIND(field, name) if (!(*(void **)&curl.field = dlsym(library, name))) return;

static void initialise(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
    available = curl.global_init(CURL_GLOBAL_ALL) == CURLE_OK;
}

typedef struct {
    feedterm_http_result *result;
    size_t max_bytes;
    size_t capacity;
    const volatile int *cancel;
    int too_large;
    int over_budget;
    int budget_timed_out;
    /// The status of the answer whose headers are arriving (a redirect's, then the next one's).
    long status;
    /// When the whole request must end, on CLOCK_MONOTONIC, in milliseconds.
    long long deadline_ms;
} transfer;

static long long now_ms(void) {
    struct timespec clock;
    clock_gettime(CLOCK_MONOTONIC, &clock);
    return (long long)clock.tv_sec * 1000 + clock.tv_nsec / 1000000;
}

/// Holds `capacity` bytes of the budget for the body (it holds result->reserved already):
/// 0, with the reason recorded, when they never fit, no room came in time, or it was cancelled.
static int reserve(transfer *state, size_t capacity) {
    feedterm_http_result *result = state->result;
    if (!budget_take || capacity <= result->reserved) return 1;
    long left = (long)(state->deadline_ms - now_ms());
    switch (budget_take(capacity - result->reserved, capacity, state->cancel, left > 0 ? left : 0)) {
    case 0: result->reserved = capacity; return 1;
    case 1: state->over_budget = 1; return 0;
    case 2: state->budget_timed_out = 1; return 0;
    default: return 0;
    }
}

/// Receives unpacked body bytes: kept while they fit the limit and the budget, else the
/// transfer stops (returning less than was given makes libcurl stop at once). The body grows
/// by a quarter at a time, each step taken from the budget before it is allocated.
static size_t receive(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t bytes = size * count;
    feedterm_http_result *result = state->result;
    if (result->length + bytes > state->max_bytes) {
        state->too_large = 1;
        return 0;
    }
    if (result->length + bytes > state->capacity) {
        size_t capacity = state->capacity + state->capacity / 4;
        if (capacity < 65536) capacity = 65536;
        if (capacity < result->length + bytes) capacity = result->length + bytes;
        if (capacity < result->reserved) capacity = result->reserved;
        if (capacity > state->max_bytes + 1) capacity = state->max_bytes + 1;
        if (!reserve(state, capacity)) return 0;
        // Mapped, not malloc'd: a body freed goes back to the system at once, where malloc's
        // arenas (one a thread) would keep every large body they ever held.
        char *grown = result->body ? mremap(result->body, state->capacity, capacity, MREMAP_MAYMOVE)
                                   : mmap(NULL, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (grown == MAP_FAILED) return 0;
        result->body = grown;
        state->capacity = capacity;
        result->capacity = capacity;
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

/// Keeps the answer's ETag and Last-Modified, each only when it fits whole, and takes a
/// declared Content-Length from the budget at once: a body that could never fit is refused
/// before a byte of it is read.
static size_t header(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    feedterm_http_result *result = state->result;
    size_t bytes = size * count;
    // The status line starts each answer: only a 2xx answer's body is kept.
    if (bytes > 9 && strncmp(data, "HTTP/", 5) == 0) {
        const char *space = memchr(data, ' ', bytes);
        state->status = space && (size_t)(space - data) + 4 <= bytes ? strtol((char[4]){space[1], space[2], space[3], 0}, NULL, 10) : 0;
    }
    static const char length_name[] = "content-length:";
    size_t name_length = sizeof length_name - 1;
    if (state->status >= 200 && state->status < 300 && state->status != 204 && bytes > name_length &&
        strncasecmp(data, length_name, name_length) == 0) {
        // The digits copied out first: the header is not NUL-terminated.
        char digits[24] = {0};
        size_t count = 0;
        for (size_t at = name_length; at < bytes && count < sizeof digits - 1; at++) {
            if (data[at] >= '0' && data[at] <= '9') digits[count++] = data[at];
            else if (count > 0) break;
        }
        unsigned long long declared = count ? strtoull(digits, NULL, 10) : 0;
        // Past max_bytes, MAXFILESIZE refuses it as too large, without the budget.
        if (declared > 0 && declared <= state->max_bytes && !reserve(state, (size_t)declared + 1)) return 0;
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

void feedterm_http_get(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, feedterm_http_result *result) {
    feedterm_http_get_validated(url, timeout_ms, max_bytes, cancel, "application/json", NULL, NULL, result);
}

void feedterm_http_get_validated(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, const char *accept,
                                 const char *if_none_match, const char *if_modified_since, feedterm_http_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&initialised, initialise);
    if (!available) {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "the HTTP client (libcurl.so.4) could not be loaded; install Debian's libcurl4");
        return;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "the HTTP client could not start");
        return;
    }
    transfer state = { result, max_bytes, 0, cancel, 0, 0, 0, 0, now_ms() + timeout_ms };
    char line[320];
    snprintf(line, sizeof line, "Accept: %s", sendable(accept) ? accept : "*/*");
    struct curl_slist *headers = curl.slist_append(NULL, line);
    if (sendable(if_none_match) && strlen(if_none_match) < 256) {
        snprintf(line, sizeof line, "If-None-Match: %s", if_none_match);
        headers = curl.slist_append(headers, line);
    }
    if (sendable(if_modified_since) && strlen(if_modified_since) < 64) {
        snprintf(line, sizeof line, "If-Modified-Since: %s", if_modified_since);
        headers = curl.slist_append(headers, line);
    }
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, &state);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, &state);
    CURLcode code = curl.easy_perform(handle);
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &result->status);
    if (code == CURLE_OK) {
        result->outcome = FEEDTERM_HTTP_DONE;
        char *location = NULL;
        if (result->status >= 300 && result->status < 400 && curl.easy_getinfo(handle, CURLINFO_REDIRECT_URL, &location) == CURLE_OK && location) {
            result->redirect = strdup(location);
        }
    } else if (cancel && *cancel) {
        // However the transfer stopped (a budget wait ends with a write error), it was for this.
        result->outcome = FEEDTERM_HTTP_CANCELLED;
    } else if (state.over_budget) {
        result->outcome = FEEDTERM_HTTP_OVER_BUDGET;
    } else if (state.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        result->outcome = FEEDTERM_HTTP_TOO_LARGE;
    } else if (code == CURLE_OPERATION_TIMEDOUT || state.budget_timed_out) {
        result->outcome = FEEDTERM_HTTP_TIMED_OUT;
    } else if (code == CURLE_ABORTED_BY_CALLBACK && cancel && *cancel) {
        result->outcome = FEEDTERM_HTTP_CANCELLED;
    } else {
        result->outcome = FEEDTERM_HTTP_FAILED;
        snprintf(result->error, sizeof result->error, "%s", curl.easy_strerror(code));
    }
    curl.slist_free_all(headers);
    curl.easy_cleanup(handle);
}

void feedterm_http_release_body(char *body, size_t capacity) {
    if (body) munmap(body, capacity);
}

void feedterm_http_free(feedterm_http_result *result) {
    feedterm_http_release_body(result->body, result->capacity);
    free(result->redirect);
    result->body = NULL;
    result->redirect = NULL;
    if (budget_give && result->reserved) budget_give(result->reserved);
    result->reserved = 0;
}
