/* What Swift cannot import from ncurses directly: macros, the globals stdscr/LINES/COLS
 * (errors in Swift 6), and a fatal-signal handler that must be async-signal-safe. */
#ifndef FEEDTERM_SHIM_H
#define FEEDTERM_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <ncursesw/ncurses.h>

static inline WINDOW *feedterm_stdscr(void) { return stdscr; }
static inline WINDOW *feedterm_curscr(void) { return curscr; }
static inline int feedterm_lines(void) { return LINES; }
static inline int feedterm_cols(void) { return COLS; }
static inline int feedterm_colors(void) { return COLORS; }
static inline int feedterm_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t feedterm_a_normal(void) { return A_NORMAL; }
static inline attr_t feedterm_a_bold(void) { return A_BOLD; }
static inline attr_t feedterm_a_dim(void) { return A_DIM; }
static inline attr_t feedterm_a_italic(void) { return A_ITALIC; }
static inline attr_t feedterm_a_underline(void) { return A_UNDERLINE; }
static inline attr_t feedterm_a_reverse(void) { return A_REVERSE; }

static inline int feedterm_key_code_yes(void) { return KEY_CODE_YES; }
static inline int feedterm_key_resize(void) { return KEY_RESIZE; }
static inline int feedterm_key_mouse(void) { return KEY_MOUSE; }
static inline int feedterm_key_btab(void) { return KEY_BTAB; }
static inline int feedterm_key_up(void) { return KEY_UP; }
static inline int feedterm_key_down(void) { return KEY_DOWN; }
static inline int feedterm_key_left(void) { return KEY_LEFT; }
static inline int feedterm_key_right(void) { return KEY_RIGHT; }
static inline int feedterm_key_home(void) { return KEY_HOME; }
static inline int feedterm_key_end(void) { return KEY_END; }
static inline int feedterm_key_npage(void) { return KEY_NPAGE; }
static inline int feedterm_key_ppage(void) { return KEY_PPAGE; }
static inline int feedterm_key_enter(void) { return KEY_ENTER; }
static inline int feedterm_key_backspace(void) { return KEY_BACKSPACE; }

static inline mmask_t feedterm_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }
static inline mmask_t feedterm_button1_events(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED; }
static inline mmask_t feedterm_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t feedterm_wheel_down(void) { return BUTTON5_PRESSED; }

/* The signals the event loop should act on, set by the handler below and read with
 * feedterm_take_signal. A sig_atomic_t is the one thing a handler may safely write. */
static volatile sig_atomic_t feedterm_pending_signal = 0;

static inline void feedterm_note_signal(int sig) { feedterm_pending_signal = sig; }

static inline int feedterm_take_signal(void) {
    int sig = feedterm_pending_signal;
    feedterm_pending_signal = 0;
    return sig;
}

/* For crashes (SIGSEGV, SIGABRT, a Swift trap's SIGILL or SIGTRAP, SIGBUS, SIGFPE): nothing but
 * write(2) and tcsetattr, both async-signal-safe, then the signal again with its default
 * action, so the exit status still says what happened. */
/* Scalars and pointers only: Swift emits file-scope statics of those kinds with the inline
 * functions that use them, but leaves arrays and structs undefined at link time. The bytes and
 * modes pointed to are allocated once and never freed. */
static char *feedterm_reset_sequence = 0;
static size_t feedterm_reset_length = 0;
static struct termios *feedterm_saved_termios = 0;

static inline void feedterm_fatal_handler(int sig) {
    if (feedterm_reset_sequence && feedterm_reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, feedterm_reset_sequence, feedterm_reset_length);
        (void)ignored;
    }
    if (feedterm_saved_termios) {
        tcsetattr(STDIN_FILENO, TCSANOW, feedterm_saved_termios);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Saves the terminal's modes as they are before ncurses changes them. Call before newterm. */
static inline void feedterm_save_termios(void) {
    struct termios *saved = malloc(sizeof(struct termios));
    if (saved && tcgetattr(STDIN_FILENO, saved) == 0) {
        feedterm_saved_termios = saved;
    } else {
        free(saved);
    }
}

/* A program inherits its signal mask, and launchers (test runners, some process managers)
 * can start it with SIGTERM or SIGHUP blocked; a blocked handler never runs, so the browser
 * would never quit. Unblocks the signals whose handlers were just installed. */
static inline void feedterm_unblock(const int *signals, size_t count) {
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < count; i++) sigaddset(&set, signals[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/* Keeps the bytes that undo full-screen mode and installs the crash handlers. */
static inline void feedterm_install_fatal_handlers(const char *reset) {
    size_t length = strlen(reset);
    char *copy = strdup(reset);
    if (!copy) return;
    feedterm_reset_sequence = copy;
    feedterm_reset_length = length;
    int fatal[] = {SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE};
    for (size_t i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = feedterm_fatal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(fatal[i], &action, NULL);
    }
    feedterm_unblock(fatal, sizeof(fatal) / sizeof(fatal[0]));
}

/* Routes SIGINT, SIGTERM and SIGHUP to the event loop instead of killing the process, so it
 * leaves through the same door as q and restores the terminal. */
static inline void feedterm_install_quit_handlers(void) {
    int quit[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof(quit) / sizeof(quit[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = feedterm_note_signal;
        sigemptyset(&action.sa_mask);
        sigaction(quit[i], &action, NULL);
    }
    feedterm_unblock(quit, sizeof(quit) / sizeof(quit[0]));
    /* ncurses handles these itself (suspend and repaint, resize); they must get through too. */
    int curses[] = {SIGTSTP, SIGCONT, SIGWINCH};
    feedterm_unblock(curses, sizeof(curses) / sizeof(curses[0]));
}

/* Puts every signal this file handles back to its default once the terminal is restored. */
static inline void feedterm_remove_handlers(void) {
    int handled[] = {SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof(handled) / sizeof(handled[0]); i++) {
        signal(handled[i], SIG_DFL);
    }
    feedterm_reset_length = 0;
}

#endif
