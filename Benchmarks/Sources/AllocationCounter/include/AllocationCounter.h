#ifndef MOSAIC_ALLOCATION_COUNTER_H
#define MOSAIC_ALLOCATION_COUNTER_H

#include <stdint.h>

// Exported by the preloaded MosaicAllocationCounter library (glibc only) and looked up with
// dlsym by the benchmark; nothing links against them.

/// Starts counting allocation calls (malloc, calloc, realloc, memalign and friends) from now
/// on, from zero, on every thread.
void mosaic_counter_start(void);

/// Stops counting and returns the number of allocation calls since the matching start.
int64_t mosaic_counter_stop(void);

/// Blocks allocated and not freed between the last start and stop (negative when more older
/// blocks were freed than new ones kept).
int64_t mosaic_counter_net_blocks(void);

/// The same in usable bytes (`malloc_usable_size`: what glibc set aside for each block).
int64_t mosaic_counter_net_bytes(void);

#endif
