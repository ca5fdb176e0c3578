// A SIGBUS handler for mapped files that another program shrinks: async-signal-safe code.
#define _GNU_SOURCE
#include "file_guard.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define SLOTS 64

// Each slot's range, published start last: the handler reads a slot whose start is not 0.
static _Atomic uintptr_t starts[SLOTS];
static _Atomic size_t lengths[SLOTS];
static _Atomic int cut[SLOTS];
static struct sigaction previous;

static void chain(int sig, siginfo_t *info, void *context) {
    if (previous.sa_flags & SA_SIGINFO) {
        previous.sa_sigaction(sig, info, context);
    } else if (previous.sa_handler == SIG_DFL || previous.sa_handler == SIG_IGN) {
        signal(sig, SIG_DFL);
        raise(sig);
    } else {
        previous.sa_handler(sig);
    }
}

static void on_bus_error(int sig, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    uintptr_t page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (int slot = 0; slot < SLOTS; slot++) {
        uintptr_t start = atomic_load(&starts[slot]);
        size_t length = atomic_load(&lengths[slot]);
        if (start == 0 || address < start || address >= start + length) continue;
        // Zeros from the faulting page to the mapping's end: the reader finds a document that
        // ends early (malformed JSON), never a dead process.
        uintptr_t page = address & ~(page_size - 1);
        size_t rest = start + length - page;
        if (mmap((void *)page, rest, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
            atomic_store(&cut[slot], 1);
            return;
        }
    }
    chain(sig, info, context);
}

// Installs the handler unless it is the one in place: another handler installed since (a
// terminal's crash handler) is kept as the one to chain to.
static void install(void) {
    struct sigaction current;
    if (sigaction(SIGBUS, NULL, &current) == 0 && (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == on_bus_error) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

int feedterm_guard_mapping(const void *start, size_t length) {
    for (int slot = 0; slot < SLOTS; slot++) {
        uintptr_t expected = 0;
        // Claimed with a placeholder start of 1, which no mapping has, then published.
        if (atomic_compare_exchange_strong(&starts[slot], &expected, (uintptr_t)1)) {
            atomic_store(&cut[slot], 0);
            atomic_store(&lengths[slot], 0);
            atomic_store(&starts[slot], (uintptr_t)start);
            atomic_store(&lengths[slot], length);
            install();
            return slot;
        }
    }
    return -1;
}

void feedterm_unguard_mapping(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store(&lengths[slot], 0);
    atomic_store(&starts[slot], 0);
}

int feedterm_mapping_was_cut(int slot) {
    if (slot < 0 || slot >= SLOTS) return 0;
    return atomic_load(&cut[slot]);
}
