// The benchmark's switch of the allocation counter.
//
// The counter itself lives in the MosaicAllocationCounter shared object, which only the
// allocation-counting child process preloads. Here its two functions are looked up at run
// time: in the timing process they are absent, counting reports itself unavailable, and
// nothing stands between the code and glibc's malloc.

#include "BenchmarkNative.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <dlfcn.h>
#include <stddef.h>

typedef void (*start_function)(void);
typedef int64_t (*stop_function)(void);

static start_function counter_start(void) {
    return (start_function)dlsym(RTLD_DEFAULT, "mosaic_counter_start");
}

static stop_function counter_stop(void) {
    return (stop_function)dlsym(RTLD_DEFAULT, "mosaic_counter_stop");
}

bool mosaic_alloc_counting_available(void) {
    return counter_start() != NULL && counter_stop() != NULL;
}

void mosaic_alloc_counting_start(void) {
    start_function start = counter_start();
    if (start != NULL) {
        start();
    }
}

int64_t mosaic_alloc_counting_stop(void) {
    stop_function stop = counter_stop();
    return stop != NULL ? stop() : 0;
}

int64_t mosaic_alloc_net_blocks(void) {
    stop_function read = (stop_function)dlsym(RTLD_DEFAULT, "mosaic_counter_net_blocks");
    return read != NULL ? read() : 0;
}

int64_t mosaic_alloc_net_bytes(void) {
    stop_function read = (stop_function)dlsym(RTLD_DEFAULT, "mosaic_counter_net_bytes");
    return read != NULL ? read() : 0;
}

#else

bool mosaic_alloc_counting_available(void) {
    return false;
}

void mosaic_alloc_counting_start(void) {}

int64_t mosaic_alloc_counting_stop(void) {
    return 0;
}

int64_t mosaic_alloc_net_blocks(void) {
    return 0;
}

int64_t mosaic_alloc_net_bytes(void) {
    return 0;
}

#endif
