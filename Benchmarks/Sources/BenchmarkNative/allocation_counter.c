// Counts heap allocations by replacing the allocation functions of the C library.
//
// A symbol defined in the executable wins over the same symbol in every shared library
// (ELF symbol interposition), so these definitions also receive the Swift runtime's and
// Foundation's calls. Each one forwards to glibc's own implementation (`__libc_malloc` & co.),
// so pointers stay compatible with glibc's `free`, which is left alone. While counting is off
// the extra cost per call is one relaxed atomic load.
//
// Only built for glibc; elsewhere counting reports itself unavailable.

#include "BenchmarkNative.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static _Atomic bool counting = false;
static _Atomic int64_t allocations = 0;

static inline void count_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    count_allocation();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    count_allocation();
    return __libc_pvalloc(size);
}

bool mosaic_alloc_counting_available(void) {
    return true;
}

void mosaic_alloc_counting_start(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, true, memory_order_seq_cst);
}

int64_t mosaic_alloc_counting_stop(void) {
    atomic_store_explicit(&counting, false, memory_order_seq_cst);
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

#else

bool mosaic_alloc_counting_available(void) {
    return false;
}

void mosaic_alloc_counting_start(void) {}

int64_t mosaic_alloc_counting_stop(void) {
    return 0;
}

#endif
