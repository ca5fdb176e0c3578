/* Signals for a full-screen terminal program: the quit signals routed to its event loop, and
 * crash handlers that restore the terminal before the process dies. */
#ifndef FEEDTERM_TERMINAL_SIGNALS_H
#define FEEDTERM_TERMINAL_SIGNALS_H

/* Saves the terminal's modes as they are before ncurses changes them. Call before newterm. */
void feedterm_save_termios(void);

/* Routes SIGINT, SIGTERM and SIGHUP to the event loop (feedterm_take_signal) instead of
 * killing the process, so it leaves through the same door as q and restores the terminal.
 * Also unblocks SIGTSTP, SIGCONT and SIGWINCH, which ncurses handles itself. */
void feedterm_install_quit_handlers(void);

/* Keeps the bytes that undo full-screen mode and installs the crash handlers (SIGSEGV,
 * SIGABRT, a Swift trap's SIGILL or SIGTRAP, SIGBUS, SIGFPE). */
void feedterm_install_fatal_handlers(const char *reset);

/* The quit signal that arrived since the last call, or 0. */
int feedterm_take_signal(void);

/* Puts every signal handled here back to its default once the terminal is restored. */
void feedterm_remove_handlers(void);

#endif
