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

/// Takes `bytes` more from the process's memory budget for a body that will then hold
/// `total`, waiting for room at most `wait_ms` and while *cancel stays 0: 0 taken, 1 never
/// fits (`total` is more than the whole budget), 2 no room in time, 3 cancelled.
typedef int (*feedterm_budget_take)(size_t bytes, size_t total, const volatile int *cancel, long wait_ms);
/// Gives `bytes` back to the budget.
typedef void (*feedterm_budget_give)(size_t bytes);

/// The budget every body's bytes are taken from as they arrive (before the memory for them is
/// allocated) and given back to when the result is freed; set once, before the first request.
/// Without one, bodies are bounded by max_bytes alone.
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
} feedterm_http_result;

/// Unmaps a body taken over from a result, `capacity` bytes (its capacity field).
void feedterm_http_release_body(char *body, size_t capacity);

/// One GET of url with libcurl, never following redirects, bounded while it streams: the bytes
/// received and the bytes unpacked (gzip) are each counted as they come and the transfer is
/// stopped past max_bytes; the whole transfer stops at timeout_ms; and it stops soon after
/// *cancel becomes non-zero (it is read from the transfer's progress callback).
void feedterm_http_get(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, feedterm_http_result *result);

/// feedterm_http_get, accepting `accept` (a media range), and asking for the body only if it
/// changed: `if_none_match` (an ETag) and `if_modified_since` (an HTTP date) go as
/// If-None-Match and If-Modified-Since when not NULL, and a 304 answers when it did not change.
/// A value with a CR or LF is not sent.
void feedterm_http_get_validated(const char *url, long timeout_ms, size_t max_bytes, const volatile int *cancel, const char *accept,
                                 const char *if_none_match, const char *if_modified_since, feedterm_http_result *result);

/// Frees what a result holds.
void feedterm_http_free(feedterm_http_result *result);

#endif
