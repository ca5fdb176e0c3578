#include "terminal_signals.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* The quit signal the event loop should act on. A sig_atomic_t is the one thing a handler may
 * safely write. */
static volatile sig_atomic_t pending_signal = 0;

/* What a crash handler needs, prepared before any crash: the bytes that undo full-screen mode
 * and the terminal's modes from before. */
static char *reset_sequence = NULL;
static size_t reset_length = 0;
static struct termios saved_termios;
static int has_saved_termios = 0;

static void note_signal(int sig) { pending_signal = sig; }

/* Nothing but write(2) and tcsetattr, both async-signal-safe, then the signal again with its
 * default action, so the exit status still says what happened. */
static void fatal_handler(int sig) {
    if (reset_sequence && reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_length);
        (void)ignored;
    }
    if (has_saved_termios) {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* A program inherits its signal mask, and launchers (test runners, some process managers) can
 * start it with SIGTERM or SIGHUP blocked; a blocked handler never runs, so the browser would
 * never quit. */
static void unblock(const int *signals, size_t count) {
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < count; i++) sigaddset(&set, signals[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static void install(const int *signals, size_t count, void (*handler)(int), int flags) {
    for (size_t i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = flags;
        sigaction(signals[i], &action, NULL);
    }
    unblock(signals, count);
}

static const int quit_signals[] = {SIGINT, SIGTERM, SIGHUP};
static const int fatal_signals[] = {SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE};
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

void feedterm_save_termios(void) {
    has_saved_termios = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

void feedterm_install_quit_handlers(void) {
    install(quit_signals, COUNT(quit_signals), note_signal, 0);
    static const int curses_signals[] = {SIGTSTP, SIGCONT, SIGWINCH};
    unblock(curses_signals, COUNT(curses_signals));
}

void feedterm_install_fatal_handlers(const char *reset) {
    char *copy = strdup(reset);
    if (!copy) return;
    reset_sequence = copy;
    reset_length = strlen(copy);
    install(fatal_signals, COUNT(fatal_signals), fatal_handler, SA_RESETHAND);
}

int feedterm_take_signal(void) {
    int sig = pending_signal;
    pending_signal = 0;
    return sig;
}

void feedterm_remove_handlers(void) {
    for (size_t i = 0; i < COUNT(fatal_signals); i++) signal(fatal_signals[i], SIG_DFL);
    for (size_t i = 0; i < COUNT(quit_signals); i++) signal(quit_signals[i], SIG_DFL);
    reset_length = 0;
}
