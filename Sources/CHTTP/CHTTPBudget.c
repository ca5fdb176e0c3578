// A body's room in its request's memory budget: taken before its bytes are mapped, never
// waited for on the HTTP thread; a transfer with no room joins its budget's queue, paused.
#include "transfer.h"

/// How many paused transfers wait for room in each budget, so that one that asks later does
/// not take the room first: the HTTP thread's alone (callbacks run on it). A few budgets at most.
static struct { void *budget; int count; } waiters[4];

/// The count of paused transfers waiting in `budget`; NULL when the table is full.
int *feedterm_http_waiting_in(void *budget) {
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
size_t feedterm_http_pause_for(transfer *state, size_t capacity) {
    int *count = feedterm_http_waiting_in(state->result.budget);
    if (count) (*count)++;
    state->waiting_for = capacity;
    return CURL_WRITEFUNC_PAUSE;
}

void feedterm_http_stop_waiting(transfer *state) {
    if (!state->waiting_for) return;
    int *count = feedterm_http_waiting_in(state->result.budget);
    if (count && *count > 0) (*count)--;
    state->waiting_for = 0;
}

/// Holds `capacity` bytes of the budget for the body (it holds result.reserved already), at
/// once: 1 taken, 0 never fits (recorded), -1 no room now.
int feedterm_http_reserve(transfer *state, size_t capacity) {
    feedterm_http_result *result = &state->result;
    if (!budget_take || !result->budget || capacity <= result->reserved) return 1;
    switch (budget_take(result->budget, capacity - result->reserved, capacity)) {
    case 0: result->reserved = capacity; return 1;
    case 1: state->over_budget = 1; return 0;
    default: return -1;
    }
}

int feedterm_http_retry_budget(transfer *state) {
    switch (feedterm_http_reserve(state, state->waiting_for)) {
    case 1: feedterm_http_stop_waiting(state); return 1;
    case 0: return -1;
    default: return 0;
    }
}
