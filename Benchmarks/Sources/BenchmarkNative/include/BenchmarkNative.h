#ifndef MOSAIC_BENCHMARK_NATIVE_H
#define MOSAIC_BENCHMARK_NATIVE_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build counts heap allocations (glibc only: the counter replaces malloc & co.
/// in the executable and forwards to glibc's own allocator).
bool mosaic_alloc_counting_available(void);

/// Starts counting allocation calls (malloc, calloc, realloc, memalign and friends) from now on,
/// from zero, on every thread.
void mosaic_alloc_counting_start(void);

/// Stops counting and returns the number of allocation calls since the matching start.
int64_t mosaic_alloc_counting_stop(void);

/// Whether this build can read the bytes in use on the heap (glibc 2.33 or later).
bool mosaic_heap_bytes_available(void);

/// The bytes the allocator has handed out and not yet taken back, over every arena; 0 when
/// `mosaic_heap_bytes_available()` is false.
int64_t mosaic_heap_bytes_in_use(void);

/// Takes a pointer and does nothing with it, in a function the Swift optimizer cannot look
/// into: whatever the pointer leads to must exist, so the work that made it cannot be removed.
void mosaic_black_hole(const void *_Nullable pointer);

#endif
