#ifndef FEEDTERM_CHTTP_H
#define FEEDTERM_CHTTP_H

#include <stddef.h>

/// How one GET ended.
typedef enum {
    FEEDTERM_HTTP_DONE = 0,        ///< a whole answer: see status, body and redirect
    FEEDTERM_HTTP_TOO_LARGE = 1,   ///< more than max_bytes, received or unpacked
    FEEDTERM_HTTP_TIMED_OUT = 2,   ///< not whole within timeout_ms
    FEEDTERM_HTTP_CANCELLED = 3,   ///< *cancel became non-zero
    FEEDTERM_HTTP_FAILED = 4,      ///< no answer: see error
    FEEDTERM_HTTP_OVER_BUDGET = 5, ///< the body (its declared length, or what came so far) is more than the whole memory budget
} feedterm_http_outcome;

/// Takes `bytes` more from `budget` (a request's), at once, for a body that will then hold
/// `total`: 0 taken, 1 never fits (`total` is more than the whole budget), 2 no room now.
/// It never waits: a transfer with no room is paused and asks again while it may.
typedef int (*feedterm_budget_take)(void *budget, size_t bytes, size_t total);
/// Gives `bytes` back to `budget`.
typedef void (*feedterm_budget_give)(void *budget, size_t bytes);

/// How every body's bytes are taken from its request's budget as they arrive (before the
/// memory for them is allocated) and given back when the result is freed; set once, before
/// the first request. Without it, or for a request without a budget, bodies are bounded by
/// max_bytes alone.
void feedterm_http_set_budget(feedterm_budget_take take, feedterm_budget_give give);

/// What one GET gave. body and redirect are the callee's, freed by feedterm_http_free.
typedef struct {
    feedterm_http_outcome outcome;
    long status;
    char *body;
    size_t length;
    /// The Location of a redirect (3xx), resolved against the URL; NULL otherwise.
    char *redirect;
    char error[256];
    /// The answer's ETag and Last-Modified headers, empty when it had none (or a longer one).
    char etag[256];
    char last_modified[64];
    /// The bytes mapped for the body (at least length).
    size_t capacity;
    /// The bytes of the budget the body holds, given back by feedterm_http_free; a caller that
    /// takes the body over sets body to NULL and reserved to 0, and releases the body
    /// (feedterm_http_release_body) and gives the bytes back itself.
    size_t reserved;
    /// The request's budget, which `reserved` is held in.
    void *budget;
} feedterm_http_result;

/// Unmaps a body taken over from a result, `capacity` bytes (its capacity field).
void feedterm_http_release_body(char *body, size_t capacity);

/// One GET: what to ask for, and its bounds.
typedef struct {
    const char *url;
    /// The whole transfer ends here, however slowly bytes trickle in or the budget makes it wait.
    long timeout_ms;
    /// More bytes received, or unpacked (gzip), stop the transfer as too large.
    size_t max_bytes;
    /// The transfer stops soon after *cancel becomes non-zero; may be NULL.
    const volatile int *cancel;
    /// The media range accepted.
    const char *accept;
    /// Sent as If-None-Match and If-Modified-Since when not NULL, so that a 304 answers when the
    /// body did not change. A value with a CR or LF is not sent.
    const char *if_none_match;
    const char *if_modified_since;
    /// What the body is taken from (handed to the budget's callbacks); NULL for none.
    void *budget;
    /// Non-zero to accept a compressed body (gzip, deflate, brotli, zstd), unpacked as it
    /// arrives and counted unpacked. A body libcurl unpacks (such a one, or any with a
    /// Transfer-Encoding but chunked, which libcurl 7.88 unpacks unasked) is never paused for
    /// room in the budget, since libcurl would go on unpacking into memory of its own
    /// meanwhile: with no room, it fails. Pictures, compressed already, ask for none.
    int unpacks;
    /// More headers, "Name: value" lines separated by LF (a login for the source); NULL for
    /// none. A line with a CR is not sent. They are copied, and never logged.
    const char *extra_headers;
} feedterm_http_request;

/// Called once when a transfer ends, on the HTTP thread (or, for one that could not start,
/// before feedterm_http_start returns): it must hand the result on and return, since every
/// other transfer waits meanwhile. The result is a copy the callee owns (its body and
/// redirect are freed with feedterm_http_free).
typedef void (*feedterm_http_done)(feedterm_http_result result, void *context);

/// Starts one GET on the process's one HTTP thread (libcurl's multi interface) and returns at
/// once; `done` gets its result. Redirects are never followed, and HTTP/1.1 is spoken, so that
/// a paused transfer leaves what the server sends in the connection. A transfer waiting on
/// the network or on the memory budget costs no thread: the budget is asked without waiting,
/// and a body with no room is paused until there is, the one that waited longest served
/// first. The strings are copied.
void feedterm_http_start(const feedterm_http_request *request, feedterm_http_done done, void *context);

/// Frees what a result holds.
void feedterm_http_free(feedterm_http_result *result);

#endif
