// Counts heap allocations by replacing the allocation functions of the C library.
//
// Built only into the MosaicAllocationCounter shared object, which the benchmark preloads
// (LD_PRELOAD) into a child process of its own that runs each scenario's operations once more
// and counts; the process that times the scenarios never loads it, so its timed rounds call
// glibc's malloc directly. Preloaded, these definitions come first in symbol lookup, so they
// receive every library's calls (the Swift runtime's and Foundation's too). Each forwards to
// glibc's own implementation (`__libc_malloc` & co.). While counting, it also keeps the net
// change in live blocks and in their usable bytes (`malloc_usable_size`, what the allocator
// really set aside for each block), so `free` is replaced too.
//
// The benchmark finds `mosaic_counter_start` and `mosaic_counter_stop` with `dlsym`, so it
// does not link against this library. Only built for glibc; elsewhere the library is empty.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

static _Atomic bool counting = false;
static _Atomic int64_t allocations = 0;
static _Atomic int64_t net_blocks = 0;
static _Atomic int64_t net_bytes = 0;

static inline bool is_counting(void) {
    return atomic_load_explicit(&counting, memory_order_relaxed);
}

/// Counts a new block (a call, a live block and its usable bytes); passes the pointer through.
static inline void *counted(void *pointer) {
    if (is_counting()) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        if (pointer != NULL) {
            atomic_fetch_add_explicit(&net_blocks, 1, memory_order_relaxed);
            atomic_fetch_add_explicit(&net_bytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
        }
    }
    return pointer;
}

/// Takes a block that is about to go away off the live counts.
static inline void uncount(void *pointer) {
    if (pointer != NULL && is_counting()) {
        atomic_fetch_sub_explicit(&net_blocks, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&net_bytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    return counted(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    return counted(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    uncount(pointer);
    return counted(__libc_realloc(pointer, size));
}

void free(void *pointer) {
    uncount(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = counted(__libc_memalign(alignment, size));
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    return counted(__libc_valloc(size));
}

void *pvalloc(size_t size) {
    return counted(__libc_pvalloc(size));
}

void mosaic_counter_start(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&net_blocks, 0, memory_order_relaxed);
    atomic_store_explicit(&net_bytes, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, true, memory_order_seq_cst);
}

int64_t mosaic_counter_stop(void) {
    atomic_store_explicit(&counting, false, memory_order_seq_cst);
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int64_t mosaic_counter_net_blocks(void) {
    return atomic_load_explicit(&net_blocks, memory_order_relaxed);
}

int64_t mosaic_counter_net_bytes(void) {
    return atomic_load_explicit(&net_bytes, memory_order_relaxed);
}

#endif
