// Reads how many bytes the C library's allocator has handed out and not yet taken back.
//
// glibc's `mallinfo2` sums every arena: `uordblks` is the bytes in use in the arenas' chunks,
// `hblkhd` the bytes of the large blocks it maps on its own. The allocation counter, where it
// is preloaded, forwards to glibc's allocator, so this sees every allocation either way.

#include "BenchmarkNative.h"

#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))

#include <malloc.h>

bool mosaic_heap_bytes_available(void) {
    return true;
}

int64_t mosaic_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}

#else

bool mosaic_heap_bytes_available(void) {
    return false;
}

int64_t mosaic_heap_bytes_in_use(void) {
    return 0;
}

#endif
