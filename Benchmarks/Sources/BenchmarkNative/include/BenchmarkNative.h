#ifndef MOSAIC_BENCHMARK_NATIVE_H
#define MOSAIC_BENCHMARK_NATIVE_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations can be counted in this process: true only where the
/// MosaicAllocationCounter library was preloaded (the benchmark's allocation-counting child
/// process, glibc only); the timing process never has it.
bool mosaic_alloc_counting_available(void);

/// Starts counting allocation calls (malloc, calloc, realloc, memalign and friends) from now on,
/// from zero, on every thread.
void mosaic_alloc_counting_start(void);

/// Stops counting and returns the number of allocation calls since the matching start.
int64_t mosaic_alloc_counting_stop(void);

/// Blocks allocated and not freed between the last start and stop.
int64_t mosaic_alloc_net_blocks(void);

/// Their usable bytes (`malloc_usable_size`), net of the blocks freed meanwhile.
int64_t mosaic_alloc_net_bytes(void);

/// Whether this build can read the bytes in use on the heap (glibc 2.33 or later).
bool mosaic_heap_bytes_available(void);

/// The bytes the allocator has handed out and not yet taken back, over every arena; 0 when
/// `mosaic_heap_bytes_available()` is false.
int64_t mosaic_heap_bytes_in_use(void);

/// Whether the process runs under valgrind and callgrind's client requests were compiled in.
bool mosaic_callgrind_available(void);

/// Switches callgrind's instrumentation on and zeroes its counters.
void mosaic_callgrind_begin(void);

/// Writes callgrind's counters since `mosaic_callgrind_begin` to a dump named `label`, then
/// switches instrumentation off.
void mosaic_callgrind_end(const char *_Nonnull label);

/// Takes a pointer and does nothing with it, in a function the Swift optimizer cannot look
/// into: whatever the pointer leads to must exist, so the work that made it cannot be removed.
void mosaic_black_hole(const void *_Nullable pointer);

#endif
