/* What Swift cannot import from ncurses directly: macros and the globals stdscr/LINES/COLS
 * (errors in Swift 6), as inline wrappers and nothing else. Signal handling is the
 * CTerminalSignals target's. */
#ifndef FEEDTERM_SHIM_H
#define FEEDTERM_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
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

#endif
