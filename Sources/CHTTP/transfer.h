// One transfer of the HTTP thread: what its callbacks keep, and the functions they share.
#ifndef FEEDTERM_CHTTP_TRANSFER_H
#define FEEDTERM_CHTTP_TRANSFER_H

#define CURL_DISABLE_TYPECHECK
#include "CHTTP.h"
#include <curl/curl.h>

/// libcurl's functions, found with dlsym on the first request (CHTTP.c).
struct curl_functions {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_easy_pause) *easy_pause;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_wakeup) *multi_wakeup;
    __typeof__(curl_multi_info_read) *multi_info_read;
};
extern struct curl_functions curl;

/// The budget's callbacks, set by feedterm_http_set_budget; NULL without one.
extern feedterm_budget_take budget_take;
extern feedterm_budget_give budget_give;

typedef struct transfer {
    /// The next in the HTTP thread's list of waiting or running transfers.
    struct transfer *next;
    CURL *handle;
    struct curl_slist *headers;
    feedterm_http_result result;
    size_t max_bytes;
    /// The bytes mapped for the body.
    size_t capacity;
    /// The body's declared length plus one, when its header declared one within max_bytes.
    size_t declared;
    /// The capacity a paused transfer waits to take from the budget; 0 while it runs.
    size_t waiting_for;
    const volatile int *cancel;
    int too_large;
    int over_budget;
    /// Whether the request accepts a compressed body, which libcurl then unpacks.
    int unpacks;
    /// The answer is unpacked by libcurl (a Content-Encoding it asked for, or any
    /// Transfer-Encoding but chunked): it may not pause.
    int encoded;
    /// Compressed and without room in the budget: it failed rather than paused.
    int no_room;
    /// libcurl's own words for a failure, with the address and port it tried.
    char error_buffer[CURL_ERROR_SIZE];
    /// The status of the answer whose headers are arriving (a redirect's, then the next one's).
    long status;
    /// When the whole request must end, on CLOCK_MONOTONIC, in milliseconds.
    long long deadline_ms;
    feedterm_http_done done;
    void *context;
} transfer;

/// Milliseconds on CLOCK_MONOTONIC.
long long feedterm_http_now_ms(void);

/// Prepares a transfer's easy handle for `request`: 0 when libcurl could not make one.
int feedterm_http_prepare(transfer *state, const feedterm_http_request *request);

/// Tries once more to take what a paused transfer waits for: 1 when it may go on (it is no
/// longer waiting), 0 while there is no room, -1 when it never fits.
int feedterm_http_retry_budget(transfer *state);

/// Holds `capacity` bytes of the budget for the body (it holds result.reserved already), at
/// once: 1 taken, 0 never fits (recorded), -1 no room now (CHTTPBudget.c).
int feedterm_http_reserve(transfer *state, size_t capacity);

/// How many paused transfers wait for room in `budget`; NULL when the table is full.
int *feedterm_http_waiting_in(void *budget);

/// Pauses the transfer until `capacity` of its budget is free: it joins the budget's queue.
/// Returns what the write callback returns to pause.
size_t feedterm_http_pause_for(transfer *state, size_t capacity);

/// Takes a paused transfer out of its budget's queue (it ends, or it got its room).
void feedterm_http_stop_waiting(transfer *state);

/// libcurl's header callback (CHTTPHeaders.c).
size_t feedterm_http_header(char *data, size_t size, size_t count, void *context);

/// Fills in a finished transfer's outcome from libcurl's code.
void feedterm_http_settle(transfer *state, CURLcode code);

#endif
