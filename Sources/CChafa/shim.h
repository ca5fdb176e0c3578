/* libchafa (Debian's libchafa-dev): pixels to symbols and colours per cell. Its include paths
 * (and glib's) come from pkg-config. */
#ifndef FEEDTERM_CCHAFA_H
#define FEEDTERM_CCHAFA_H
#include <chafa.h>
#endif
