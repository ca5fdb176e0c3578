// HTTP through libcurl, loaded with dlopen on the first request: only a process that reads
// an http(s) source maps libcurl and the thirty libraries it brings (TLS, Kerberos, LDAP, …).
// Linked, they were relocated at every start of validate, preview and lsp. The prototypes and
// constants are curl.h's; libcurl.so.4's ABI is stable.
//
// Every transfer runs on one thread of ours, through libcurl's multi interface: a hundred
// transfers waiting on a silent server, or on room in the memory budget, cost no thread each.
#include "transfer.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct curl_functions curl;
feedterm_budget_take budget_take = NULL;
feedterm_budget_give budget_give = NULL;

static pthread_once_t initialised = PTHREAD_ONCE_INIT;
static int available = 0;
static CURLM *multi = NULL;
/// Transfers started and not yet handed to libcurl, newest first; under `lock`.
static transfer *arriving = NULL;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/// The transfers libcurl runs; the HTTP thread's alone.
static transfer *running = NULL;

void feedterm_http_set_budget(feedterm_budget_take take, feedterm_budget_give give) {
    budget_take = take;
    budget_give = give;
}

static void *run(void *unused);

#define FIND(field, name) if (!(*(void **)&curl.field = dlsym(library, name))) return;

static void initialise(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(easy_pause, "curl_easy_pause")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
    FIND(multi_init, "curl_multi_init")
    FIND(multi_add_handle, "curl_multi_add_handle")
    FIND(multi_remove_handle, "curl_multi_remove_handle")
    FIND(multi_perform, "curl_multi_perform")
    FIND(multi_poll, "curl_multi_poll")
    FIND(multi_wakeup, "curl_multi_wakeup")
    FIND(multi_info_read, "curl_multi_info_read")
    if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK || !(multi = curl.multi_init())) return;
    // The thread takes no signal: they are the main thread's to handle.
    sigset_t all, before;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &before);
    pthread_t thread;
    available = pthread_create(&thread, NULL, run, NULL) == 0;
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    if (available) pthread_detach(thread);
}

/// Ends a transfer: its result goes to its caller, and what is left of it is freed.
static void finish(transfer *state) {
    feedterm_http_stop_waiting(state);
    if (state->handle) {
        curl.multi_remove_handle(multi, state->handle);
        curl.easy_cleanup(state->handle);
    }
    if (state->headers) curl.slist_free_all(state->headers);
    state->done(state->result, state->context);
    free(state);
}

/// Ends a transfer that has not got its answer, for `outcome`.
static void stop(transfer *state, feedterm_http_outcome outcome) {
    state->result.outcome = outcome;
    finish(state);
}

/// Hands the transfers that arrived to libcurl, at the end of the running list: it is kept
/// oldest first, the order in which waiting transfers are given room.
static void take_arrivals(void) {
    pthread_mutex_lock(&lock);
    transfer *arrived = arriving;
    arriving = NULL;
    pthread_mutex_unlock(&lock);
    // `arriving` is newest first: turned around, then appended.
    transfer *oldest = NULL;
    while (arrived) {
        transfer *next = arrived->next;
        arrived->next = oldest;
        oldest = arrived;
        arrived = next;
    }
    transfer **tail = &running;
    while (*tail) tail = &(*tail)->next;
    *tail = oldest;
    for (transfer *state = oldest; state; state = state->next) curl.multi_add_handle(multi, state->handle);
}

/// Takes `state` out of the running list.
static void unlink_running(transfer *state) {
    for (transfer **link = &running; *link; link = &(*link)->next) {
        if (*link == state) { *link = state->next; return; }
    }
}

/// Ends the transfers libcurl says are done.
static void take_finished(void) {
    int left;
    CURLMsg *message;
    while ((message = curl.multi_info_read(multi, &left))) {
        if (message->msg != CURLMSG_DONE) continue;
        transfer *state = NULL;
        curl.easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&state);
        if (!state) continue;
        CURLcode code = message->data.result;
        unlink_running(state);
        feedterm_http_settle(state, code);
        finish(state);
    }
}

/// Ends transfers cancelled or past their deadline (a paused one hears from libcurl of
/// neither), and lets paused ones go on once their budget has room: oldest first, and none
/// of a budget once an older one of it found no room, so a large body is not starved by
/// smaller ones that asked later.
static void sweep(void) {
    long long now = feedterm_http_now_ms();
    void *starved[4];
    int starved_count = 0;
    transfer **link = &running;
    while (*link) {
        transfer *state = *link;
        int cancelled = state->cancel && *state->cancel;
        int late = now >= state->deadline_ms;
        // A body already growing is never behind: the others may wait for its end.
        int behind = 0;
        for (int index = 0; index < starved_count && state->result.reserved == 0; index++) behind |= starved[index] == state->result.budget;
        int retried = cancelled || late || behind || !state->waiting_for ? 0 : feedterm_http_retry_budget(state);
        if (cancelled || late || retried < 0) {
            *link = state->next;
            stop(state, cancelled ? FEEDTERM_HTTP_CANCELLED : retried < 0 ? FEEDTERM_HTTP_OVER_BUDGET : FEEDTERM_HTTP_TIMED_OUT);
            continue;
        }
        if (state->waiting_for && retried == 0 && !behind && starved_count < 4) starved[starved_count++] = state->result.budget;
        // Unpausing delivers the bytes kept meanwhile, which may pause it again; libcurl
        // drops them, telling only this call, when they are refused: the transfer ends here.
        CURLcode resumed = retried > 0 ? curl.easy_pause(state->handle, CURLPAUSE_CONT) : CURLE_OK;
        if (resumed != CURLE_OK) {
            *link = state->next;
            feedterm_http_settle(state, resumed);
            finish(state);
            continue;
        }
        // Paused again by what it was given back: younger ones wait behind it this sweep too.
        if (retried > 0 && state->waiting_for && starved_count < 4) starved[starved_count++] = state->result.budget;
        link = &state->next;
    }
}

static void *run(void *unused) {
    (void)unused;
    for (;;) {
        take_arrivals();
        int still;
        curl.multi_perform(multi, &still);
        take_finished();
        sweep();
        take_finished();
        // Cancellation and the budget are looked at every 50 ms while anything runs.
        curl.multi_poll(multi, NULL, 0, running ? 50 : 60000, NULL);
    }
    return NULL;
}

void feedterm_http_start(const feedterm_http_request *request, feedterm_http_done done, void *context) {
    transfer *state = calloc(1, sizeof *state);
    if (!state) {
        feedterm_http_result result = { .outcome = FEEDTERM_HTTP_FAILED };
        snprintf(result.error, sizeof result.error, "out of memory");
        done(result, context);
        return;
    }
    state->done = done;
    state->context = context;
    state->max_bytes = request->max_bytes;
    state->cancel = request->cancel;
    state->deadline_ms = feedterm_http_now_ms() + request->timeout_ms;
    pthread_once(&initialised, initialise);
    if (!available) {
        snprintf(state->result.error, sizeof state->result.error, "the HTTP client (libcurl.so.4) could not be loaded; install Debian's libcurl4");
        stop(state, FEEDTERM_HTTP_FAILED);
        return;
    }
    if (!feedterm_http_prepare(state, request)) {
        snprintf(state->result.error, sizeof state->result.error, "the HTTP client could not start");
        stop(state, FEEDTERM_HTTP_FAILED);
        return;
    }
    pthread_mutex_lock(&lock);
    state->next = arriving;
    arriving = state;
    pthread_mutex_unlock(&lock);
    curl.multi_wakeup(multi);
}

void feedterm_http_release_body(char *body, size_t capacity) {
    if (body) munmap(body, capacity);
}

void feedterm_http_free(feedterm_http_result *result) {
    feedterm_http_release_body(result->body, result->capacity);
    free(result->redirect);
    result->body = NULL;
    result->redirect = NULL;
    if (budget_give && result->budget && result->reserved) budget_give(result->budget, result->reserved);
    result->reserved = 0;
}
