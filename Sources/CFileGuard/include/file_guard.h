#ifndef FEEDTERM_FILE_GUARD_H
#define FEEDTERM_FILE_GUARD_H

#include <stddef.h>

/// Guards a read-only mapping of a file against the file shrinking while it is mapped: a read
/// past the file's new end, which would kill the process with SIGBUS, reads zeros instead, and
/// the mapping is marked cut. Returns the guard's slot, or -1 when every slot is taken (the
/// caller then reads the file instead of mapping it).
int feedterm_guard_mapping(const void *start, size_t length);

/// Stops guarding the mapping in `slot`, before it is unmapped.
void feedterm_unguard_mapping(int slot);

/// Whether a read of the mapping in `slot` found the file cut short since it was mapped.
int feedterm_mapping_was_cut(int slot);

#endif
